import { Alert, Button, Checkbox, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { VenueListItem } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { venuesSearchQuery } from '../modules/clients/venue/api';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';

/** /client/venues?clientId&clientName: the client's venues, 12 a page, with the Inactive filter. */
export function VenuesPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('Venues', 'FullAccess');
  const { clientId, clientName } = params;
  if (!clientId) return <Alert color="red">No client was given.</Alert>;
  const parent = { clientId, clientName };
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Venues" />
      <Group justify="space-between" mb="md">
        <Title order={2}>Venues{clientName ? ` of ${clientName}` : ''}</Title>
        {canEdit && <Button onClick={() => navigate(hierarchyPath('/client/venues/add', { ...parent }))}>Add Venue</Button>}
      </Group>
      <PagedList<VenueListItem>
        stateKey="client-venues"
        label="Venues"
        initial={{ inactive: false }}
        query={(s, skip, take) => venuesSearchQuery(clientId, { q: s.q, skip, take, inactive: !!s.inactive })}
        filters={(s, set) => <Checkbox label="Inactive" checked={!!s.inactive} onChange={(e) => set({ inactive: e.currentTarget.checked })} mb={8} />}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { field: 'Code', headerName: 'Code', maxWidth: 140 },
          { field: 'ManagerName', headerName: 'Manager', flex: 1 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(v) =>
          navigate(hierarchyPath('/client/venues/info', { id: v.Id, ...levelParams.client({ Id: clientId, Name: clientName ?? v.ClientName }) }))
        }
      />
    </>
  );
}
