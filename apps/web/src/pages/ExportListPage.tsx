import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExportTypeList } from '../modules/exports/ExportTypeList';

/** /exports/list (ours; document 3 §1 gives no route): the export types, the range dialog and the running run's progress. */
export function ExportListPage() {
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Exports</Title>
        <Group gap="md">
          <Anchor component={Link} to="/exports/history">
            IIF Export History
          </Anchor>
          <Anchor component={Link} to="/exports/errorLog">
            QBO Export Logs
          </Anchor>
        </Group>
      </Group>
      <ExportTypeList />
    </>
  );
}
