import { Alert, Button, Checkbox, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TheatreListItem } from '@intermission/contracts';
import { theatresSearchQuery } from '../modules/clients/hierarchy/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';

/** /client/theatres?venueId&venueName&clientId&clientName: the venue's theatres, with the Inactive filter. */
export function TheatresPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('Theatres', 'FullAccess');
  const { clientId, venueId, venueName } = params;
  if (!clientId || !venueId) return <Alert color="red">No venue was given.</Alert>;
  const parent = levelParams.venue(params, { Id: venueId, Name: venueName ?? '' });
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Theatres" />
      <Group justify="space-between" mb="md">
        <Title order={2}>Theatres{venueName ? ` of ${venueName}` : ''}</Title>
        {canEdit && <Button onClick={() => navigate(hierarchyPath('/client/theatres/add', { ...parent }))}>Add Theatre</Button>}
      </Group>
      <PagedList<TheatreListItem>
        stateKey="venue-theatres"
        label="Theatres"
        initial={{ inactive: false }}
        query={(s, skip, take) => theatresSearchQuery(clientId, venueId, { q: s.q, skip, take, inactive: !!s.inactive })}
        filters={(s, set) => <Checkbox label="Inactive" checked={!!s.inactive} onChange={(e) => set({ inactive: e.currentTarget.checked })} mb={8} />}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { field: 'Code', headerName: 'Code', maxWidth: 140 },
          { headerName: 'Test', valueGetter: (p) => (p.data?.IsTest ? 'Yes' : ''), maxWidth: 100 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(t) => navigate(hierarchyPath('/client/theatres/info', { id: t.Id, ...parent }))}
      />
    </>
  );
}
