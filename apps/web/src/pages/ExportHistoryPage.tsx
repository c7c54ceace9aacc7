import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExportHistory } from '../modules/exports/ExportHistory';

/** /exports/history?typeId (document 3 §1, §2): the IIF Export History of a type, with re-export of the selected runs. */
export function ExportHistoryPage() {
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>IIF Export History</Title>
        <Anchor component={Link} to="/exports/list">
          Exports
        </Anchor>
      </Group>
      <ExportHistory />
    </>
  );
}
