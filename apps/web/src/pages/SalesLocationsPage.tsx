import { Alert, Button, Checkbox, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { SalesLocationListItem } from '@intermission/contracts';
import { salesLocationsSearchQuery } from '../modules/clients/hierarchy/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';

/** /client/salesLocations?theatreId&theatreName&venueId&venueName&clientId&clientName: the theatre's sales locations. */
export function SalesLocationsPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('SalesLocations', 'FullAccess');
  const { clientId, venueId, theatreId, theatreName } = params;
  if (!clientId || !venueId || !theatreId) return <Alert color="red">No theatre was given.</Alert>;
  const parent = levelParams.theatre(params, { Id: theatreId, Name: theatreName ?? '' });
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Sales Locations" />
      <Group justify="space-between" mb="md">
        <Title order={2}>Sales Locations{theatreName ? ` of ${theatreName}` : ''}</Title>
        {canEdit && <Button onClick={() => navigate(hierarchyPath('/client/salesLocations/add', { ...parent }))}>Add Sales Location</Button>}
      </Group>
      <PagedList<SalesLocationListItem>
        stateKey="theatre-sales-locations"
        label="Sales Locations"
        initial={{ inactive: false }}
        query={(s, skip, take) => salesLocationsSearchQuery(clientId, venueId, theatreId, { q: s.q, skip, take, inactive: !!s.inactive })}
        filters={(s, set) => <Checkbox label="Inactive" checked={!!s.inactive} onChange={(e) => set({ inactive: e.currentTarget.checked })} mb={8} />}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { field: 'MenuName', headerName: 'Menu', flex: 1 },
          { field: 'StationCount', headerName: 'Stations', maxWidth: 120 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(l) => navigate(hierarchyPath('/client/salesLocations/info', { id: l.Id, ...parent }))}
      />
    </>
  );
}
