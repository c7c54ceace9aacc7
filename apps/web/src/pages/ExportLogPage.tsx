import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EnvironmentNotice } from '../modules/exports/EnvironmentNotice';
import { QboLog } from '../modules/exports/QboLog';

/** /exports/errorLog?typeId (document 3 §1, §2): the QBO Export Logs, with the notice of a non-production environment. */
export function ExportLogPage() {
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>QBO Export Logs</Title>
        <Anchor component={Link} to="/exports/list">
          Exports
        </Anchor>
      </Group>
      <EnvironmentNotice />
      <QboLog />
    </>
  );
}
