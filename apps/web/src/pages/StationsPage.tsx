import { Alert, Anchor, Button, Checkbox, Group, Title } from '@mantine/core';
import type { CellClickedEvent, ColDef, ICellRendererParams } from 'ag-grid-community';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages, type StationListItem } from '@intermission/contracts';
import { stationsSearchQuery, useSetInventoryStationMutation } from '../modules/clients/hierarchy/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';

/**
 * /client/stations?locId&locName&theatreId&...: the sales location's point-of-sale stations. The
 * inventory station is set from the list; the others' flags clear on screen (the server clears them too).
 */
export function StationsPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('Stations', 'FullAccess');
  const { clientId, venueId, theatreId, locId, locName } = params;
  const place = { ClientId: clientId ?? 0, VenueId: venueId ?? 0, TheatreId: theatreId ?? 0, SalesLocationId: locId ?? 0 };
  const setInventoryStation = useSetInventoryStationMutation(place);
  if (!clientId || !venueId || !theatreId || !locId) return <Alert color="red">No sales location was given.</Alert>;
  const parent = levelParams.location(params, { Id: locId, Name: locName ?? '' });
  const infoPath = (s: StationListItem) => hierarchyPath('/client/stations/info', { id: s.Id, stationName: s.Name, ...parent });
  const open = (e: CellClickedEvent<StationListItem>) => e.data && navigate(infoPath(e.data));

  const setInventory = (row: StationListItem, on: boolean) =>
    saveWithConcurrency((version) => setInventoryStation.mutateAsync({ row, on, version }), {
      success: ClientAreaMessages.StationSaved,
      onSaved: () => undefined,
      onReload: setInventoryStation.showSaved,
    });

  const clickable = { onCellClicked: open, cellStyle: { cursor: 'pointer' } };
  const columns: ColDef<StationListItem>[] = [
    {
      field: 'Name',
      headerName: 'Name',
      flex: 2,
      cellRenderer: (p: ICellRendererParams<StationListItem>) =>
        p.data ? (
          <Anchor component={Link} to={infoPath(p.data)} size="sm">
            {p.data.Name}
          </Anchor>
        ) : null,
    },
    { field: 'SerialNumber', headerName: 'Serial Number', flex: 1, ...clickable },
    {
      headerName: 'Inventory Station',
      maxWidth: 170,
      cellRenderer: (p: ICellRendererParams<StationListItem>) =>
        p.data ? (
          <Checkbox
            mt={10}
            aria-label={`${p.data.Name} is the inventory station`}
            checked={p.data.IsInventoryStation}
            disabled={!canEdit || p.data.Archived}
            onChange={(e) => void setInventory(p.data!, e.currentTarget.checked)}
          />
        ) : null,
    },
    { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120, ...clickable },
  ];

  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Stations" />
      <Group justify="space-between" mb="md">
        <Title order={2}>Stations{locName ? ` of ${locName}` : ''}</Title>
        {canEdit && <Button onClick={() => navigate(hierarchyPath('/client/stations/add', { ...parent }))}>Add Station</Button>}
      </Group>
      <PagedList<StationListItem>
        stateKey="location-stations"
        label="Stations"
        initial={{ inactive: false }}
        query={(s, skip, take) => stationsSearchQuery(place, { q: s.q, skip, take, inactive: !!s.inactive })}
        filters={(s, set) => <Checkbox label="Inactive" checked={!!s.inactive} onChange={(e) => set({ inactive: e.currentTarget.checked })} mb={8} />}
        columns={columns}
      />
    </>
  );
}
