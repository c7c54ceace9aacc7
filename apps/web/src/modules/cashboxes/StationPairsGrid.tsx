import { Anchor, Group } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Link } from 'react-router';
import { type CashboxStationPair, formatCurrency } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { sumMoney } from './cashboxMath';

type Row = CashboxStationPair & { total?: boolean };

const at = (c: CashboxStationPair['Start']) => (c ? formatDateTime(c.TimestampUtc, c.TimeZone) : 'Missing');

/** Each station's start and end count for the show event (POST cashboxes/manage), with end − start and a totals row. */
export function StationPairsGrid({ stations }: { stations: CashboxStationPair[] }) {
  const columns: ColDef<Row>[] = [
    { headerName: 'Station', field: 'Station', minWidth: 140 },
    { headerName: 'Sales Location', field: 'SalesLocation', minWidth: 150 },
    { headerName: 'Start Time', colId: 'startAt', valueGetter: (p) => (p.data?.total ? '' : p.data ? at(p.data.Start) : ''), minWidth: 170 },
    { headerName: 'Start Total', colId: 'start', type: 'rightAligned', valueGetter: (p) => formatCurrency(p.data?.Start?.Total), minWidth: 110 },
    { headerName: 'End Time', colId: 'endAt', valueGetter: (p) => (p.data?.total ? '' : p.data ? at(p.data.End) : ''), minWidth: 170 },
    { headerName: 'End Total', colId: 'end', type: 'rightAligned', valueGetter: (p) => formatCurrency(p.data?.End?.Total), minWidth: 110 },
    { headerName: 'Difference', colId: 'difference', type: 'rightAligned', valueGetter: (p) => formatCurrency(p.data?.Difference), minWidth: 110 },
    {
      headerName: 'End Count Posted',
      colId: 'posted',
      valueGetter: (p) => (p.data?.total || !p.data?.End ? '' : p.data.End.EndOfShiftCount ? 'Yes' : 'No'),
      minWidth: 130,
    },
    {
      headerName: '',
      colId: 'links',
      minWidth: 150,
      cellRenderer: (p: ICellRendererParams<Row>) =>
        p.data && !p.data.total ? (
          <Group gap="xs" wrap="nowrap">
            {p.data.Start && (
              <Anchor component={Link} to={`/cashboxes/edit?id=${p.data.Start.Id}`} size="sm">
                Start
              </Anchor>
            )}
            {p.data.End && (
              <Anchor component={Link} to={`/cashboxes/edit?id=${p.data.End.Id}`} size="sm">
                End
              </Anchor>
            )}
          </Group>
        ) : null,
    },
  ];
  const totals: Row = {
    PointOfSaleStationId: 0,
    Station: 'Total',
    SalesLocationId: 0,
    SalesLocation: '',
    Start: null,
    End: null,
    Difference: sumMoney(stations.map((s) => s.Difference)),
    Logs: [],
    total: true,
  };
  return (
    <DataGrid<Row>
      label="Cash boxes by station"
      rows={stations}
      totals={stations.length ? [totals] : undefined}
      columns={columns}
      minColumnWidth={80}
      emptyText="No cash boxes for this show event."
      options={{ getRowId: (p) => String(p.data.PointOfSaleStationId) }}
    />
  );
}
