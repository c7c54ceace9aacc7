import { Alert, Stack, Text, Title } from '@mantine/core';
import type { CellClickedEvent, ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { type DepositsReportRequest, formatCurrency } from '@intermission/contracts';
import { SalesDrillDownDialog } from '../over-short/SalesDrillDownDialog';
import { AsOfBanner } from '../reports/AsOfBanner';
import { formatDay, loadFailure } from '../reports/api';
import { SalesReportFilters } from '../sales-report-filters/SalesReportFilters';
import type { SalesFilterConfig } from '../sales-report-filters/salesFilterParams';
import { useSalesReportFilters } from '../sales-report-filters/useSalesReportFilters';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { fetchDepositsReportDrillDown, useDepositsReport } from './api';
import { type DepositsGridRow, depositsReportRows } from './depositsReportRows';

type Column = 'PaymentAmount' | 'TipAmount' | 'PettyCash';
interface Drill {
  row: DepositsGridRow;
  column: Column;
  paymentMethodId: number | null;
  label: string;
}

const money = (v: unknown) => (v === null || v === undefined ? '' : formatCurrency(v as number));
const wrap = { wrapHeaderText: true, autoHeaderHeight: true } as const;
const click = { type: 'rightAligned', minWidth: 104, cellStyle: { cursor: 'pointer' } } as const;

/** §7 depositsReport: week start, week end, venue; all required. */
const filterConfig: SalesFilterConfig = { id: 'depositsReport', fields: ['week', 'venue'], required: ['week', 'venue'] };

/**
 * The deposits report (docs/reports.md "Deposits report"): a venue's week (?from&to&venue), a row per
 * show event with its payments per tender, tips, petty cash and its deposit computed and posted, a
 * total row per day and the week's pinned under the grid; a click on a money figure opens what makes it up.
 */
export function DepositsReportView() {
  const filters = useSalesReportFilters(filterConfig);
  const applied = (filters.applied?.body ?? null) as DepositsReportRequest | null;
  const report = useDepositsReport(applied);
  const [drill, setDrill] = useState<Drill | null>(null);

  const data = report.data;
  const grid = data ? depositsReportRows(data) : null;
  const columns: ColDef<DepositsGridRow>[] = data
    ? [
        {
          ...wrap,
          colId: 'Label',
          headerName: 'Show Event',
          pinned: 'left',
          minWidth: 220,
          valueGetter: (p) =>
            !p.data
              ? ''
              : p.data.kind === 'event'
                ? `${p.data.Label} · ${formatDateTime(p.data.Start!, data.TimeZone)}`
                : p.data.kind === 'day'
                  ? `${formatDay(p.data.Day!)} Total`
                  : 'Week Total',
        },
        ...data.PaymentMethods.map((m): ColDef<DepositsGridRow> => ({
          ...wrap,
          ...click,
          colId: `PaymentAmount:${m.Id}`,
          headerName: m.Name,
          valueGetter: (p) => p.data?.Tenders[`T${m.Id}`],
          valueFormatter: (p) => money(p.value),
        })),
        { ...wrap, ...click, colId: 'PaymentAmount', field: 'PaymentAmount', headerName: 'Payments', valueFormatter: (p) => money(p.value) },
        { ...wrap, ...click, colId: 'TipAmount', field: 'TipAmount', headerName: 'Tips', valueFormatter: (p) => money(p.value) },
        { ...wrap, ...click, colId: 'PettyCash', field: 'PettyCashAmount', headerName: 'Petty Cash', valueFormatter: (p) => money(p.value) },
        {
          ...wrap,
          type: 'rightAligned',
          colId: 'Computed',
          field: 'ComputedAmountToBePosted',
          headerName: 'Deposit (Computed)',
          minWidth: 120,
          valueFormatter: (p) => money(p.value),
        },
        {
          ...wrap,
          type: 'rightAligned',
          colId: 'Posted',
          headerName: 'Deposit (Posted)',
          minWidth: 120,
          valueGetter: (p) => p.data?.PostedAmountToBePosted,
          valueFormatter: (p) => (p.value === null && p.data?.kind === 'event' ? 'Not posted' : money(p.value)),
        },
        {
          ...wrap,
          type: 'rightAligned',
          colId: 'Difference',
          field: 'Difference',
          headerName: 'Posted − Computed',
          minWidth: 120,
          valueFormatter: (p) => money(p.value),
        },
      ]
    : [];

  const handleCellClicked = (e: CellClickedEvent<DepositsGridRow>) => {
    const [column, tender] = e.column.getColId().split(':');
    if ((column !== 'PaymentAmount' && column !== 'TipAmount' && column !== 'PettyCash') || !e.data) return;
    setDrill({ row: e.data, column, paymentMethodId: tender ? Number(tender) : null, label: e.colDef.headerName ?? column });
  };
  const appliedKey = applied ? JSON.stringify(applied) : '';
  const pages = useMemo(() => {
    if (!drill || !appliedKey) return null;
    const req = JSON.parse(appliedKey) as DepositsReportRequest;
    return (skip: number, take: number) =>
      fetchDepositsReportDrillDown({
        ...req,
        ShowEventId: drill.row.kind === 'event' ? drill.row.ShowEventId : null,
        Day: drill.row.kind === 'day' ? drill.row.Day : null,
        PaymentMethodId: drill.paymentMethodId as 1 | null,
        Column: drill.column,
        Skip: skip,
        Take: take,
      });
  }, [drill, appliedKey]);
  const failure = loadFailure(report.error, 'The report could not be run.');
  const rowName = (r: DepositsGridRow) => (r.kind === 'event' ? r.Label : r.kind === 'day' ? `${formatDay(r.Day!)} Total` : 'Week Total');

  return (
    <>
      <Title order={2} mb="md">
        Deposits Report
      </Title>
      <SalesReportFilters filters={filters} running={report.isFetching} onRun={(changed) => !changed && void report.refetch()} />
      {failure && (
        <Alert color="red" mb="md">
          {failure}
        </Alert>
      )}
      {data && grid && (
        <Stack gap="md">
          <AsOfBanner asOf={data.AsOf} />
          <Text size="sm" c="dimmed" data-testid="deposits-report-caption">
            {data.ShowEvents.length} show event{data.ShowEvents.length === 1 ? '' : 's'} · {formatDay(data.WeekStart)} to {formatDay(data.WeekEnd)} · click a
            payment, tip or petty cash figure to see what makes it up
          </Text>
          <DataGrid<DepositsGridRow>
            label="Deposits Report"
            rows={grid.rows}
            totals={[grid.week]}
            columns={columns}
            minColumnWidth={96}
            emptyText="No show events in this week."
            options={{ onCellClicked: handleCellClicked, getRowClass: (p) => (p.data?.kind === 'day' ? 'report-total-row' : undefined) }}
          />
        </Stack>
      )}
      <SalesDrillDownDialog title={drill ? `${rowName(drill.row)} · ${drill.label}` : null} pages={pages} onClose={() => setDrill(null)} />
    </>
  );
}
