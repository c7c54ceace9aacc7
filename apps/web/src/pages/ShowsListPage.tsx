import { Button, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Show } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { showsSearchQuery } from '../modules/shows/api';
import { PagedList } from '../modules/ui/PagedList';

/** /show/list (spec document 2 §2): the shows, 12 a page, with a text search; adding needs Shows FullAccess. */
export function ShowsListPage() {
  const navigate = useNavigate();
  const canEdit = useClaim('Shows', 'FullAccess');
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Shows</Title>
        <Group gap="xs">
          <Button variant="light" onClick={() => navigate('/show/schedule')}>
            Show Schedule
          </Button>
          {canEdit && <Button onClick={() => navigate('/show/add')}>Add Show</Button>}
        </Group>
      </Group>
      <PagedList<Show>
        stateKey="shows"
        label="Shows"
        query={(s, skip, take) => showsSearchQuery({ q: s.q, skip, take })}
        columns={[{ field: 'Name', headerName: 'Name', flex: 1 }]}
        onRowClick={(s) => navigate(`/show/info?id=${s.Id}`)}
      />
    </>
  );
}
