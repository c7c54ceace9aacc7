import type { ColDef } from 'ag-grid-community';
import { type MasterTransactionLogDetail, type MasterTransactionLogRow, formatCurrency } from '@intermission/contracts';
import { formatDateTime } from '../ui/formatDateTime';

const money = <T,>(headerName: string, pick: (row: T) => number | null): ColDef<T> => ({
  headerName,
  valueGetter: (p) => {
    const v = p.data ? pick(p.data) : null;
    return v === null ? '' : formatCurrency(v);
  },
  type: 'rightAligned',
  minWidth: 110,
});
const plain = <T,>(headerName: string, pick: (row: T) => string | number | null, minWidth = 120): ColDef<T> => ({
  headerName,
  valueGetter: (p) => (p.data ? (pick(p.data) ?? '') : ''),
  minWidth,
  flex: 1,
});

/** The log's columns (document 2 §3 "fields not shown": ours, docs/reports.md): times MM/dd/yyyy h:mm tt at the venue, money '$1,234.56'. */
export const masterTransactionLogColumns: ColDef<MasterTransactionLogRow>[] = [
  { headerName: 'Date', valueGetter: (p) => (p.data ? formatDateTime(p.data.SaleDate, p.data.TimeZone) : ''), minWidth: 170 },
  plain('Sale', (r) => r.SaleId.slice(0, 8), 100),
  plain('Type', (r) => r.SaleType, 90),
  plain('Venue', (r) => r.VenueName),
  plain('Theatre', (r) => r.TheatreName),
  plain('Sales Location', (r) => r.SalesLocationName),
  plain('Station', (r) => r.StationName ?? (r.Source === 'Manual' ? 'Manual entry' : '')),
  plain('POS User', (r) => r.PosUserName),
  plain('Show', (r) => r.ShowName),
  money('Subtotal', (r) => r.Subtotal),
  money('Discount', (r) => r.Discount),
  money('Total', (r) => r.Total),
  money('Tips', (r) => r.Tips),
  plain('Payment', (r) => r.PaymentMethods, 140),
];

type Kit = MasterTransactionLogDetail['Kits'][number];
type Good = MasterTransactionLogDetail['Goods'][number];
type Payment = MasterTransactionLogDetail['Payments'][number];
const qty = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 4 });

export const masterTransactionKitColumns: ColDef<Kit>[] = [
  plain('Kit', (k) => k.KitName, 180),
  { headerName: 'Qty', valueGetter: (p) => (p.data ? qty(p.data.Qty) : ''), type: 'rightAligned', maxWidth: 100 },
  money('Price', (k) => k.SalePricePerKit),
  money('Gross', (k) => k.Gross),
  money('Non-taxable', (k) => k.NonTaxable),
  money('Cost / Kit', (k) => k.CostPerKit),
  money('Cost', (k) => k.Cost),
];

export const masterTransactionGoodColumns: ColDef<Good>[] = [
  plain('Good', (g) => g.GoodName, 180),
  plain('From Kit', (g) => g.KitName, 160),
  { headerName: 'Qty', valueGetter: (p) => (p.data ? qty(p.data.Qty) : ''), type: 'rightAligned', maxWidth: 110 },
  money('Cost / Good', (g) => g.CostPerGood),
  money('Cost', (g) => g.Cost),
];

export const masterTransactionPaymentColumns: ColDef<Payment>[] = [
  plain('Payment Method', (p) => p.PaymentMethod, 150),
  money('Amount', (p) => p.Total),
  money('Tip', (p) => p.TipAmount),
  plain('Voucher', (p) => (p.VoucherName ? `${p.VoucherName}${p.VoucherQty ? ` × ${p.VoucherQty}` : ''}` : ''), 160),
  money('Per Voucher', (p) => p.AmountPerVoucher),
];
