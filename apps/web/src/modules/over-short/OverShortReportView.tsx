import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { CellClickedEvent } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { formatCurrency, type OverShortRequest } from '@intermission/contracts';
import { AsOfBanner } from '../reports/AsOfBanner';
import { loadFailure } from '../reports/api';
import { SalesReportFilters } from '../sales-report-filters/SalesReportFilters';
import type { SalesFilterConfig } from '../sales-report-filters/salesFilterParams';
import { useSalesReportFilters } from '../sales-report-filters/useSalesReportFilters';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { fetchOverShortDrillDown } from './api';
import { drawerGroups, drawerStation } from './overShortDrawers';
import { figureOf, type OverShortGridRow, overShortColumns, type OverShortFigure } from './overShortColumns';
import { SalesDrillDownDialog } from './SalesDrillDownDialog';
import { useOverShortReport } from './useOverShortReport';

/** §7 reportFromCashBox: from, to, theatre, show event; both days required. */
const filterConfig: SalesFilterConfig = { id: 'overShort', fields: ['dates', 'theatre', 'showEvent'], required: ['dates'] };

interface Drill {
  figure: OverShortFigure;
  row: OverShortGridRow;
}

/**
 * The over/short report (docs/reports.md "Over/short report"): the filter in the URL (?from&to&theatre&ev),
 * a row per show event × sales location with the Totals pinned under it, the show events' petty cash,
 * and the rows behind any money figure on a click. `refreshKey`: a new value runs the report again
 * (the live feed's, while a show is on).
 */
export function OverShortReportView({ refreshKey }: { refreshKey?: unknown }) {
  const filters = useSalesReportFilters(filterConfig);
  const request = (filters.applied?.body ?? null) as OverShortRequest | null;
  const report = useOverShortReport(request, refreshKey);
  const [drill, setDrill] = useState<Drill | null>(null);

  const data = report.data;
  const totalsRow: OverShortGridRow[] = data ? [{ ...data.Totals, IsTotal: true }] : [];
  const failure = loadFailure(report.error, 'The report could not be run.');
  const handleCellClicked = (e: CellClickedEvent<OverShortGridRow>) => {
    const figure = figureOf(e.column.getColId(), e.colDef.headerName ?? '');
    if (figure && e.data && request) setDrill({ figure, row: e.data });
  };
  // One function per figure opened (a new one reloads the dialog's grid).
  const appliedKey = request ? JSON.stringify(request) : '';
  const pages = useMemo(() => {
    if (!drill || !appliedKey) return null;
    const filter = JSON.parse(appliedKey) as OverShortRequest;
    return (skip: number, take: number) =>
      fetchOverShortDrillDown({
        ...filter,
        RowShowEventId: drill.row.IsTotal ? null : (drill.row.ShowEventId ?? null),
        SalesLocationId: drill.row.IsTotal ? null : (drill.row.SalesLocationId ?? null),
        Column: drill.figure.column,
        PaymentMethodId: drill.figure.paymentMethodId as 1 | null,
        Skip: skip,
        Take: take,
      });
  }, [drill, appliedKey]);
  const groups = data ? drawerGroups(data.Rows) : [];
  const orNone = (v: number | null) => (v === null ? 'none' : formatCurrency(v));
  const rowName = (r: OverShortGridRow) => (r.IsTotal ? 'Totals' : `${r.ShowEvent} · ${r.SalesLocation}`);

  return (
    <>
      <Title order={2} mb="md">
        Over/Short Report
      </Title>
      <SalesReportFilters filters={filters} running={report.isFetching} onRun={(changed) => !changed && void report.refetch()} />
      {failure && (
        <Alert color="red" mb="md">
          {failure}
        </Alert>
      )}
      {data && (
        <Stack gap="md">
          <AsOfBanner asOf={data.AsOf} />
          <Text size="sm" c="dimmed" data-testid="over-short-caption">
            {data.Rows.length} rows · {data.FromDate} to {data.ToDate} · click a figure to see the sales, counts or withdrawals behind it
          </Text>
          <DataGrid<OverShortGridRow>
            label="Over/Short Report"
            rows={data.Rows}
            totals={totalsRow}
            columns={overShortColumns(data.Totals.Tenders, data.TimeZone)}
            minColumnWidth={96}
            emptyText="No sales or cash box counts for these show events."
            options={{ onCellClicked: handleCellClicked }}
          />
          <Title order={4}>Drawers</Title>
          {groups.length ? (
            <Table withTableBorder aria-label="Drawers of each row" data-testid="over-short-drawers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Station</Table.Th>
                  <Table.Th ta="right">Start</Table.Th>
                  <Table.Th ta="right">End</Table.Th>
                  <Table.Th ta="right">Cash Sold</Table.Th>
                  <Table.Th ta="right">Over/Short</Table.Th>
                </Table.Tr>
              </Table.Thead>
              {groups.map((g) => (
                <Table.Tbody key={g.key}>
                  <Table.Tr>
                    <Table.Th scope="rowgroup" colSpan={4}>
                      {g.name}
                    </Table.Th>
                    <Table.Th ta="right" title="The row's cash over/short: the sum of its drawers'">
                      {formatCurrency(g.cashOverShort)}
                    </Table.Th>
                  </Table.Tr>
                  {g.drawers.map((d) => (
                    <Table.Tr key={d.StationId ?? 'none'}>
                      <Table.Td pl="xl">{drawerStation(d)}</Table.Td>
                      <Table.Td ta="right">{orNone(d.Start)}</Table.Td>
                      <Table.Td ta="right">{orNone(d.End)}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(d.CashSold)}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(d.OverShort)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              ))}
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              No station drawers for these rows.
            </Text>
          )}
          <Group justify="space-between">
            <Title order={4}>Petty Cash Withdrawals</Title>
            <Text
              fw={600}
              data-testid="petty-cash-total"
              style={{ cursor: 'pointer' }}
              onClick={() => setDrill({ figure: { column: 'PettyCash', paymentMethodId: null, label: 'Petty Cash' }, row: { ...data.Totals, IsTotal: true } })}
            >
              {formatCurrency(data.PettyCashAmount)}
            </Text>
          </Group>
          {data.PettyCashWithdrawals.length ? (
            <Table striped withTableBorder aria-label="Petty cash withdrawals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Show Event</Table.Th>
                  <Table.Th>Taken</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.PettyCashWithdrawals.map((w) => (
                  <Table.Tr key={w.Id}>
                    <Table.Td>{`${w.ShowEvent} · ${formatDateTime(w.Start, data.TimeZone)}`}</Table.Td>
                    <Table.Td>{formatDateTime(w.TransactionDateUtc, data.TimeZone)}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(w.Amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              No petty cash was withdrawn for these show events.
            </Text>
          )}
        </Stack>
      )}
      <SalesDrillDownDialog title={drill ? `${rowName(drill.row)} · ${drill.figure.label}` : null} pages={pages} onClose={() => setDrill(null)} />
    </>
  );
}
