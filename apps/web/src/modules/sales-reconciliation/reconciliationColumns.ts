import type { ColDef } from 'ag-grid-community';
import { formatCurrency, type ReconciliationDrillColumn, type SalesReconciliationRow } from '@intermission/contracts';
import { formatDateTime } from '../ui/formatDateTime';

/** A grid row: a report row, or the Totals (IsTotal, no venue or day). */
export type ReconciliationGridRow = Partial<SalesReconciliationRow> &
  Omit<
    SalesReconciliationRow,
    'VenueId' | 'VenueName' | 'TimeZone' | 'Day' | 'ShowEventId' | 'ShowName' | 'TheatreName' | 'Start' | 'DepositId' | 'PostedAt'
  > & { IsTotal?: boolean };

/** The money columns in the grid's order: header, field, the drill-down figure (and tender) it opens. */
export const ReconciliationFigures: { header: string; field: keyof SalesReconciliationRow; column: ReconciliationDrillColumn; method?: number }[] = [
  { header: 'Gross Sales', field: 'GrossSales', column: 'GrossSales' },
  { header: 'Refunds', field: 'Refunds', column: 'Refunds' },
  { header: 'Discounts', field: 'Discounts', column: 'Discounts' },
  { header: 'Net Sales', field: 'NetSales', column: 'NetSales' },
  { header: 'Cash', field: 'Cash', column: 'Tender', method: 1 },
  { header: 'Visa/MasterCard', field: 'VisaMasterCard', column: 'Tender', method: 2 },
  { header: 'Amex', field: 'Amex', column: 'Tender', method: 3 },
  { header: 'Other Credit Card', field: 'OtherCreditCard', column: 'Tender', method: 4 },
  { header: 'Voucher', field: 'Voucher', column: 'Tender', method: 5 },
  { header: 'Tab', field: 'Tab', column: 'Tender', method: 6 },
  { header: 'Pre-order', field: 'Preorder', column: 'Tender', method: 8 },
  { header: 'Paid', field: 'Paid', column: 'Paid' },
  { header: 'Unpaid', field: 'Unpaid', column: 'Unpaid' },
  { header: 'Tips', field: 'Tips', column: 'Tips' },
  { header: 'Deposited', field: 'Deposited', column: 'Deposited' },
  { header: 'Difference', field: 'Difference', column: 'Difference' },
];

const wrap = { wrapHeaderText: true, autoHeaderHeight: true } as const;
const day = (d: string | undefined) => (d ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : '');

/** The grid's columns: venue, day (MM/dd/yyyy), show event and start (h:mm tt at the venue), then the figures ('$1,234.56', negatives in parentheses). */
export function reconciliationColumns(): ColDef<ReconciliationGridRow>[] {
  return [
    { ...wrap, headerName: 'Venue', field: 'VenueName', pinned: 'left', minWidth: 170, valueGetter: (p) => (p.data?.IsTotal ? 'Total' : p.data?.VenueName) },
    { ...wrap, headerName: 'Day', minWidth: 105, valueGetter: (p) => day(p.data?.Day) },
    {
      ...wrap,
      headerName: 'Show Event',
      minWidth: 190,
      valueGetter: (p) => (p.data?.IsTotal ? '' : (p.data?.ShowName ?? 'No show event')),
    },
    { ...wrap, headerName: 'Theatre', field: 'TheatreName', minWidth: 150 },
    {
      ...wrap,
      headerName: 'Start',
      minWidth: 100,
      valueGetter: (p) => (p.data?.Start && p.data.TimeZone ? formatDateTime(p.data.Start, p.data.TimeZone).slice(11) : ''),
    },
    { ...wrap, headerName: 'Sales', field: 'SalesCount', type: 'rightAligned', minWidth: 80, cellStyle: { cursor: 'pointer' } },
    ...ReconciliationFigures.map((f): ColDef<ReconciliationGridRow> => ({
      ...wrap,
      colId: f.method ? `${f.column}-${f.method}` : f.column,
      headerName: f.header,
      field: f.field as keyof ReconciliationGridRow,
      type: 'rightAligned',
      minWidth: 100,
      valueFormatter: (p) => (p.value === null || p.value === undefined ? '—' : formatCurrency(p.value as number)),
      cellStyle: (p) => (p.value === null || p.value === undefined ? null : { cursor: 'pointer' }),
      tooltipValueGetter: (p) =>
        p.value === null || p.value === undefined
          ? f.column === 'Deposited' || f.column === 'Difference'
            ? 'No posted deposit'
            : undefined
          : `${f.header}: open what makes it up`,
    })),
  ];
}
