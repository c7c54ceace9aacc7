import { Alert, Anchor, Button, Checkbox, Group, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CellClickedEvent, ColDef, ICellRendererParams } from 'ag-grid-community';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { put } from '../modules/api/apiClient';
import { paths, searchQuery } from '../modules/clients/hierarchy/api';
import type { Page, StationRow } from '../modules/clients/hierarchy/types';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';

const listKey = 'location-stations';

/**
 * /client/stations?locId&locName&theatreId&...: the sales location's point-of-sale stations. The
 * inventory station is set from the list; the others' flags clear on screen (the server clears them too).
 */
export function StationsPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useClaim('Stations', 'FullAccess');
  const { clientId, venueId, theatreId, locId, locName } = params;
  if (!clientId || !venueId || !theatreId || !locId) return <Alert color="red">No sales location was given.</Alert>;
  const parent = levelParams.location(params, { Id: locId, Name: locName ?? '' });
  const infoPath = (s: StationRow) => hierarchyPath('/client/stations/info', { id: s.Id, stationName: s.Name, ...parent });
  const open = (e: CellClickedEvent<StationRow>) => e.data && navigate(infoPath(e.data));

  /** Shows a saved station in every cached page of the list; an inventory station clears the others. */
  const showSaved = (saved: StationRow) =>
    queryClient.setQueriesData<Page<StationRow>>({ queryKey: [listKey] }, (page) =>
      page
        ? {
            ...page,
            rows: page.rows.map((r) => (r.Id === saved.Id ? { ...r, ...saved } : saved.IsInventoryStation ? { ...r, IsInventoryStation: false } : r)),
          }
        : page,
    );
  const setInventory = (row: StationRow, on: boolean) =>
    saveWithConcurrency(
      (v) =>
        put<StationRow>(paths.stations(clientId, venueId, theatreId, locId), {
          Id: row.Id,
          Name: row.Name,
          SerialNumber: row.SerialNumber,
          IsInventoryStation: on,
          Version: v ?? row.Version,
        }),
      { success: ClientAreaMessages.StationSaved, onSaved: showSaved, onReload: showSaved },
    );

  const clickable = { onCellClicked: open, cellStyle: { cursor: 'pointer' } };
  const columns: ColDef<StationRow>[] = [
    {
      field: 'Name',
      headerName: 'Name',
      flex: 2,
      cellRenderer: (p: ICellRendererParams<StationRow>) =>
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
      cellRenderer: (p: ICellRendererParams<StationRow>) =>
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
      <PagedList<StationRow>
        listKey={listKey}
        label="Stations"
        initial={{ inactive: false }}
        path={(s, skip, take) => `${paths.stations(clientId, venueId, theatreId, locId)}/_search?${searchQuery(s.q, skip, take, !!s.inactive)}`}
        filters={(s, set) => <Checkbox label="Inactive" checked={!!s.inactive} onChange={(e) => set({ inactive: e.currentTarget.checked })} mb={8} />}
        columns={columns}
      />
    </>
  );
}
