import type { ColDef } from 'ag-grid-community';
import { formatCurrency, type OverShortColumn, type OverShortReport } from '@intermission/contracts';
import { formatDateTime } from '../ui/formatDateTime';

export type OverShortRow = OverShortReport['Rows'][number];
/** A grid row: a report row, or the Totals row (pinned under the grid). */
export type OverShortGridRow = Partial<OverShortRow> & OverShortReport['Totals'] & { IsTotal?: boolean };

/** A figure a click opens: the column, its tender for the per-tender columns. */
export interface OverShortFigure {
  column: OverShortColumn;
  paymentMethodId: number | null;
  label: string;
}

const wrap = { wrapHeaderText: true, autoHeaderHeight: true } as const;

/** The money columns of §3's row, in its order, with their labels. */
export const OverShortFigureColumns: { field: Exclude<OverShortColumn, 'Sold' | 'Collected' | 'OverShort' | 'PettyCash'> | 'OverShort'; label: string }[] = [
  { field: 'SaleAmount', label: 'Sale Amount' },
  { field: 'StartCashBoxAmount', label: 'Start Cash Box' },
  { field: 'EndCashBoxAmount', label: 'End Cash Box' },
  { field: 'CashBoxAmount', label: 'Cash Box Amount' },
  { field: 'CreditCardSettlementAmount', label: 'Credit Card Settlement' },
  { field: 'VoucherAmount', label: 'Voucher Amount' },
  { field: 'PreOrderAmount', label: 'Pre-Order Amount' },
  { field: 'PreOrderTotal', label: 'Pre-Order Total' },
  { field: 'TipAmount', label: 'Tip Amount' },
  { field: 'CollectedAmount', label: 'Collected' },
  { field: 'OverShort', label: 'Over/Short' },
];

const money = (v: unknown) => (v === null || v === undefined ? '' : formatCurrency(v as number));
const figureCell = { type: 'rightAligned', minWidth: 104, cellStyle: { cursor: 'pointer' } } as const;

/** The figure a cell is (its column id names it: `<Column>` or `<Column>:<tender>`). */
export function figureOf(colId: string, headerName: string): OverShortFigure | null {
  const [column, tender] = colId.split(':');
  const known = OverShortFigureColumns.some((c) => c.field === column) || column === 'Sold' || column === 'Collected' || column === 'OverShortTender';
  if (!known) return null;
  return {
    column: (column === 'OverShortTender' ? 'OverShort' : column) as OverShortColumn,
    paymentMethodId: tender ? Number(tender) : null,
    label: headerName,
  };
}

/**
 * The grid's columns: the show event and sales location pinned left, the §3 figures, then per tender
 * sold, collected and over/short (grouped under the tender), Over/Short pinned right. Money is
 * '$1,234.56', negatives in parentheses; times h:mm tt at the venue.
 */
export function overShortColumns(tenders: OverShortReport['Totals']['Tenders'], timeZone: string): ColDef<OverShortGridRow>[] {
  const tender = (index: number, key: 'Sold' | 'Collected' | 'OverShort', label: string): ColDef<OverShortGridRow> => ({
    ...wrap,
    ...figureCell,
    colId: `${key === 'OverShort' ? 'OverShortTender' : key}:${tenders[index]!.PaymentMethodId}`,
    headerName: `${tenders[index]!.PaymentMethod} ${label}`,
    valueGetter: (p) => p.data?.Tenders?.[index]?.[key],
    valueFormatter: (p) => money(p.value),
  });
  return [
    {
      ...wrap,
      colId: 'ShowEvent',
      headerName: 'Show Event',
      pinned: 'left',
      minWidth: 190,
      valueGetter: (p) =>
        p.data?.IsTotal ? 'Totals' : p.data?.ShowEvent ? `${p.data.ShowEvent} · ${formatDateTime(p.data.Start!, p.data.TimeZone ?? timeZone)}` : '',
    },
    { ...wrap, colId: 'SalesLocation', field: 'SalesLocation', headerName: 'Sales Location', pinned: 'left', minWidth: 150 },
    ...OverShortFigureColumns.filter((c) => c.field !== 'OverShort').map((c): ColDef<OverShortGridRow> => ({
      ...wrap,
      ...figureCell,
      colId: c.field,
      field: c.field,
      headerName: c.label,
      valueFormatter: (p) => money(p.value),
    })),
    {
      ...wrap,
      colId: 'MissingEndCount',
      headerName: 'Missing End Count',
      minWidth: 120,
      valueGetter: (p) => (p.data?.IsTotal ? '' : p.data?.MissingEndCount ? `Yes: ${(p.data.MissingEndStations ?? []).join(', ')}` : 'No'),
    },
    ...tenders.flatMap((_, i) => [tender(i, 'Sold', 'Sold'), tender(i, 'Collected', 'Collected'), tender(i, 'OverShort', 'Over/Short')]),
    {
      ...wrap,
      ...figureCell,
      colId: 'OverShort',
      field: 'OverShort',
      headerName: 'Over/Short',
      pinned: 'right',
      flex: 0,
      width: 120,
      valueFormatter: (p) => money(p.value),
    },
  ];
}
