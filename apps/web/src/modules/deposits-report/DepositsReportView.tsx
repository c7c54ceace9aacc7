import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CellClickedEvent, ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDay, type DepositsReportRequest, formatCurrency, runtimeTimeZone, todayIn, weekday } from '@intermission/contracts';
import { venuesOf } from '../deposits/depositVenues';
import { SalesDrillDownDialog } from '../over-short/SalesDrillDownDialog';
import { AsOfBanner } from '../reports/AsOfBanner';
import { formatDay, loadFailure } from '../reports/api';
import { useScheduleTheatres } from '../shows/api';
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

/** Monday of the week of a day (the week starts on Monday, §9). */
const mondayOf = (day: string) => addDay(day, -((weekday(day) + 6) % 7));

function paramsToRequest(p: URLSearchParams): DepositsReportRequest | null {
  const [WeekStart, WeekEnd, VenueId] = [p.get('from') ?? '', p.get('to') ?? '', Number(p.get('venue'))];
  return WeekStart && WeekEnd && Number.isInteger(VenueId) && VenueId > 0 ? { WeekStart, WeekEnd, VenueId } : null;
}

/**
 * The deposits report (docs/reports.md "Deposits report"): a venue's week (?from&to&venue), a row per
 * show event with its payments per tender, tips, petty cash and its deposit computed and posted, a
 * total row per day and the week's pinned under the grid; a click on a money figure opens what makes it up.
 */
export function DepositsReportView() {
  const [params, setParams] = useSearchParams();
  const applied = paramsToRequest(params);
  const monday = mondayOf(todayIn(runtimeTimeZone()));
  const [state, setState] = useState(() => applied ?? { WeekStart: monday, WeekEnd: addDay(monday, 6), VenueId: 0 });
  const [tried, setTried] = useState(false);
  const theatres = useScheduleTheatres();
  const venues = venuesOf(theatres.data ?? []);
  const report = useDepositsReport(applied);
  const [drill, setDrill] = useState<Drill | null>(null);
  const errors = {
    venue: tried && !state.VenueId ? 'Venue is required' : undefined,
    start: tried && !state.WeekStart ? 'Week Start is required' : undefined,
    end: tried && (!state.WeekEnd ? 'Week End is required' : state.WeekEnd < state.WeekStart ? 'Week End should be on or after Week Start' : undefined),
  };

  const run = () => {
    setTried(true);
    if (!state.VenueId || !state.WeekStart || !state.WeekEnd || state.WeekEnd < state.WeekStart) return;
    const next = new URLSearchParams({ from: state.WeekStart, to: state.WeekEnd, venue: String(state.VenueId) });
    if (next.toString() === params.toString()) void report.refetch();
    else setParams(next);
  };

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
      <Group align="flex-end" mb="md" wrap="wrap">
        <Select
          label="Venue"
          placeholder={theatres.isLoading ? 'Loading…' : 'Choose a venue'}
          searchable
          data={venues.map((v) => ({ value: String(v.Id), label: v.Name }))}
          value={state.VenueId ? String(state.VenueId) : null}
          onChange={(v) => setState((s) => ({ ...s, VenueId: v ? Number(v) : 0 }))}
          error={errors.venue}
          w={280}
        />
        <TextInput
          label="Week Start"
          type="date"
          value={state.WeekStart}
          onChange={(e) => {
            const WeekStart = e.currentTarget.value;
            setState((s) => ({ ...s, WeekStart, WeekEnd: WeekStart ? addDay(WeekStart, 6) : s.WeekEnd }));
          }}
          error={errors.start}
          w={170}
        />
        <TextInput
          label="Week End"
          type="date"
          value={state.WeekEnd}
          onChange={(e) => {
            const WeekEnd = e.currentTarget.value;
            setState((s) => ({ ...s, WeekEnd }));
          }}
          error={errors.end}
          w={170}
        />
        <Button onClick={run} loading={report.isFetching}>
          Run
        </Button>
      </Group>
      {failure && (
        <Alert color="red" mb="md">
          {failure}
        </Alert>
      )}
      {data && grid && (
        <Stack gap="md">
          <AsOfBanner asOf={data.AsOf} />
          <Text size="sm" c="dimmed" data-testid="deposits-report-caption">
            {data.ShowEvents.length} show event{data.ShowEvents.length === 1 ? '' : 's'} · {formatDay(data.WeekStart)} to {formatDay(data.WeekEnd)} · click a payment, tip or petty cash figure to see
            what makes it up
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
