import type { ColDef } from 'ag-grid-community';
import { type DepositDetailSchema, type DepositListItem, formatCurrency } from '@intermission/contracts';
import type { z } from 'zod';
import { formatDateTime } from '../ui/formatDateTime';

const money = <T,>(headerName: string, pick: (row: T) => number): ColDef<T> => ({
  headerName,
  valueGetter: (p) => (p.data ? formatCurrency(pick(p.data)) : ''),
  type: 'rightAligned',
  minWidth: 120,
});

/**
 * The deposits list's columns (document 2 §3 "Deposit"): the start as MM/dd/yyyy h:mm tt at its venue
 * (`zoneOf`, the browser's zone when unknown), money as '$1,234.56' with negatives in parentheses.
 */
export const depositListColumns = (zoneOf: (venueId: number) => string | undefined): ColDef<DepositListItem>[] => [
  { field: 'ShowName', headerName: 'Show', flex: 1.6, minWidth: 170, tooltipField: 'ShowName' },
  { field: 'TheatreName', headerName: 'Theatre', flex: 1.6, minWidth: 220, tooltipField: 'TheatreName' },
  { headerName: 'Start', valueGetter: (p) => (p.data ? formatDateTime(p.data.Start, zoneOf(p.data.VenueId)) : ''), minWidth: 170 },
  money('Amount', (d) => d.Amount),
  money('Petty Cash', (d) => d.PettyCashAmount),
  money('Tips', (d) => d.TipTotal),
  money('To Be Posted', (d) => d.AmountToBePosted),
  { headerName: 'Posted', valueGetter: (p) => (p.data ? (p.data.IsPosted ? 'Yes' : 'No') : ''), maxWidth: 110 },
];

type Detail = z.infer<typeof DepositDetailSchema>;

/** A deposit's tenders: what the stations sold in each, what is deposited and the tips. */
export const depositDetailColumns: ColDef<Detail>[] = [
  { field: 'PaymentMethod', headerName: 'Payment Method', flex: 1.4 },
  money('Sales', (d) => d.SalesAmount),
  money('Amount', (d) => d.Amount),
  money('Tip', (d) => d.TipAmount),
];
