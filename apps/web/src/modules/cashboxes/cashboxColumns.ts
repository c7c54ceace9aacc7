import type { ColDef } from 'ag-grid-community';
import { type Cashbox, type CashboxFigureField, type CashboxOverrideField, CashboxOverrides, Denominations, formatCurrency } from '@intermission/contracts';
import { formatDateTime } from '../ui/formatDateTime';
import { finalValue } from './cashboxMath';

// The columns the cash box tables share (spec document 2 §3): who counted, when, the nine
// denominations, the total and the settlement/tip figures as their final value (original + override).

export const FigureLabels: Record<CashboxFigureField, string> = {
  VisaMastercardSettlement: 'Visa/MC Settlement',
  AmexSettlement: 'Amex Settlement',
  OtherSettlement: 'Other Settlement',
  PreorderSettlement: 'Preorder Settlement',
  VisaMastercardTipTotal: 'Visa/MC Tips',
  AmexTipTotal: 'Amex Tips',
  OtherCreditCardTipTotal: 'Other Card Tips',
  PreorderTipTotal: 'Preorder Tips',
};

export const DenominationLabels: Record<(typeof Denominations)[number]['Field'], string> = {
  Hundreds: '$100',
  Fifties: '$50',
  Twenties: '$20',
  Tens: '$10',
  Fives: '$5',
  Ones: '$1',
  Quarters: '25¢',
  Dimes: '10¢',
  Nickels: '5¢',
};

export const logTypeLabel = (id: number) => (id === 1 ? 'Start' : id === 2 ? 'End' : String(id));

/** A cash box's final value of one figure, as decimal text. */
export const finalOf = (c: Cashbox, field: CashboxFigureField) => {
  const o = CashboxOverrides.find((x) => x.Field === field)!;
  return finalValue(c[field], c[o.Override as CashboxOverrideField]);
};

/** Station, sales location, start or end, and when (at the venue). */
export const identityColumns: ColDef<Cashbox>[] = [
  { headerName: 'Id', field: 'Id', maxWidth: 90 },
  { headerName: 'Station', field: 'Station', minWidth: 140 },
  { headerName: 'Sales Location', field: 'SalesLocation', minWidth: 150 },
  { headerName: 'Type', colId: 'type', valueGetter: (p) => (p.data ? logTypeLabel(p.data.LogTypeId) : ''), maxWidth: 90 },
  { headerName: 'Time', colId: 'time', valueGetter: (p) => (p.data ? formatDateTime(p.data.TimestampUtc, p.data.TimeZone) : ''), minWidth: 170 },
];

export const denominationColumns: ColDef<Cashbox>[] = Denominations.map((d) => ({
  headerName: DenominationLabels[d.Field],
  field: d.Field,
  type: 'rightAligned',
  minWidth: 80,
}));

export const totalColumn: ColDef<Cashbox> = {
  headerName: 'Total',
  colId: 'total',
  type: 'rightAligned',
  valueGetter: (p) => (p.data ? formatCurrency(p.data.Total) : ''),
  minWidth: 110,
};

export const endCountColumn: ColDef<Cashbox> = {
  headerName: 'End Count Posted',
  colId: 'posted',
  valueGetter: (p) => (p.data && p.data.LogTypeId === 2 ? (p.data.EndOfShiftCount ? 'Yes' : 'No') : ''),
  minWidth: 130,
};

/** The eight figures as final values, read-only. */
export const figureColumns: ColDef<Cashbox>[] = CashboxOverrides.map((o) => ({
  headerName: FigureLabels[o.Field],
  colId: o.Field,
  type: 'rightAligned',
  valueGetter: (p) => (p.data ? formatCurrency(finalOf(p.data, o.Field)) : ''),
  minWidth: 130,
}));
