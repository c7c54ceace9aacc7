import { Alert, Button, Group, Loader, Select, Text, TextInput, Title } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import type { ColDef } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { VenueInventory } from '@intermission/contracts';
import { formatQuantity } from '../modules/stock/formatQuantity';
import { useStockLocations } from '../modules/stock/api';
import { showApiError } from '../modules/ui/showApiError';
import { DataGrid } from '../modules/ui/DataGrid';
import { exportGridCsv } from '../modules/ui/exportGridCsv';
import { ReportsAsOfBanner } from '../modules/reports/AsOfBanner';
import { useVenueInventory } from '../modules/venue-reports/api';

type GoodRow = VenueInventory['Goods'][number];

interface Filters {
  venueId: string;
  /** YYYY-MM-DD; blank for now. */
  asOf: string;
  /** The filters of the last run (shown again on the next visit); null before the first run. */
  ran: { venueId: string; asOf: string } | null;
}

/** 'YYYY-MM-DD' as MM/dd/yyyy (a calendar day, no time zone shift). */
const showDay = (day: string) => {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

/**
 * /inventory/venueReport?id: per good, what a venue holds over all its inventory locations and at
 * each, now or as of the end of a day (GET / POST inventory/venue/{id}); CSV of the table. The
 * filters and the last run are kept between visits; ?id preselects the venue and runs.
 */
export function VenueInventoryReportPage() {
  const [params] = useSearchParams();
  const grid = useRef<AgGridReact<GoodRow>>(null);
  const [filters, setFilters] = useSessionStorage<Filters>({
    key: 'intermission.state.venue-inventory-report',
    defaultValue: { venueId: '', asOf: '', ran: null },
    getInitialValueInEffect: false,
  });
  const locations = useStockLocations();
  const venues = useMemo(() => {
    const byId = new Map<number, string>();
    for (const l of locations.data ?? []) byId.set(l.VenueId, l.VenueName);
    return [...byId].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label));
  }, [locations.data]);

  // ?id preselects the venue and runs the report now (once per arrival).
  const idParam = params.get('id');
  useEffect(() => {
    if (idParam && /^\d+$/.test(idParam) && filters.ran?.venueId !== idParam) setFilters({ venueId: idParam, asOf: '', ran: { venueId: idParam, asOf: '' } });
    // Only on arrival with an id: later changes of the filters are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival with an id
  }, [idParam]);

  const ran = filters.ran;
  const report = useVenueInventory(ran);
  useEffect(() => {
    if (report.error) showApiError(report.error, 'This report could not be loaded.');
  }, [report.error]);

  const data = report.data;
  const columns = useMemo<ColDef<GoodRow>[]>(() => {
    if (!data) return [];
    const quantityAt = (g: GoodRow, locationId: number) => g.ByLocation.find((b) => b.InventoryLocationId === locationId)?.QuantityOnHand ?? '0';
    // Archived locations only when something is still recorded there.
    const shown = data.Locations.filter((l) => !l.Archived || data.Goods.some((g) => formatQuantity(quantityAt(g, l.Id)) !== '0'));
    return [
      { field: 'Name', headerName: 'Good', minWidth: 200 },
      { field: 'CategoryName', headerName: 'Category', minWidth: 140 },
      { headerName: 'Total', colId: 'total', valueGetter: (p) => (p.data ? formatQuantity(p.data.QuantityOnHand) : ''), minWidth: 100 },
      ...shown.map<ColDef<GoodRow>>((l) => ({
        headerName: l.Archived ? `${l.Name} (archived)` : l.Name,
        colId: `loc-${l.Id}`,
        valueGetter: (p) => (p.data ? formatQuantity(quantityAt(p.data, l.Id)) : ''),
        minWidth: 130,
      })),
    ];
  }, [data]);

  const set = (patch: Partial<Filters>) => setFilters({ ...filters, ...patch });
  const run = () => set({ ran: { venueId: filters.venueId, asOf: filters.asOf } });
  const sameAsRan = ran && ran.venueId === filters.venueId && ran.asOf === filters.asOf;

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Venue Inventory Report</Title>
      </Group>
      <ReportsAsOfBanner />
      <Group mb="md" align="flex-end">
        <Select
          label="Venue"
          placeholder="Choose a venue"
          searchable
          nothingFoundMessage="No venue matches"
          data={venues}
          value={filters.venueId || null}
          onChange={(v) => set({ venueId: v ?? '' })}
          w={280}
        />
        <TextInput label="As of" description="Blank for now" type="date" value={filters.asOf} onChange={(e) => set({ asOf: e.currentTarget.value })} w={180} />
        <Button onClick={() => (sameAsRan ? void report.refetch() : run())} disabled={!filters.venueId} loading={report.isFetching}>
          Run
        </Button>
        <Button variant="light" disabled={!data?.Goods.length} onClick={() => grid.current && exportGridCsv(grid.current.api, 'venue-inventory-report.csv')}>
          Export CSV
        </Button>
      </Group>
      {!ran ? (
        <Text c="dimmed">Choose a venue and run the report.</Text>
      ) : report.isLoading ? (
        <Loader />
      ) : report.error || !data ? (
        <Alert color="red">This report could not be loaded.</Alert>
      ) : (
        <>
          <Text fw={600} mb="xs" data-testid="report-caption">
            {data.VenueName}: {data.AsOfDate ? `as of the end of ${showDay(data.AsOfDate)}` : 'on hand now'}
          </Text>
          {data.Goods.length ? (
            <DataGrid<GoodRow> minColumnWidth={110} gridRef={grid} label="Venue inventory" rows={data.Goods} columns={columns} />
          ) : (
            <Text c="dimmed">No goods have moved at this venue.</Text>
          )}
        </>
      )}
    </>
  );
}
