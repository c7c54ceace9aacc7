import type { ColDef } from 'ag-grid-community';
import { formatCurrency, type SalesDrillRow, type SalesFigure } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import { DrillDialog, openColumn } from '../ui/DrillDialog';
import { formatDateTime } from '../ui/formatDateTime';
import { type SalesReportKind, useSalesDrillPages } from './api';

/** What a drill-down opens: a figure of a report, with the title the dialog shows. */
export interface SalesDrillTarget {
  title: string;
  figure: SalesFigure;
}

interface Props {
  kind: SalesReportKind;
  body: object | null;
  target: SalesDrillTarget | null;
  onClose: () => void;
}

const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatCurrency(v));
const columns: ColDef<SalesDrillRow>[] = [
  { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.SaleDate, p.data.TimeZone) : '') },
  { headerName: 'Sales Location', field: 'SalesLocation', minWidth: 160 },
  { headerName: 'Station', field: 'StationName', minWidth: 110 },
  { headerName: 'Source', field: 'Source', minWidth: 90 },
  { headerName: 'Refund', minWidth: 80, valueGetter: (p) => (p.data?.IsRefund ? 'Yes' : '') },
  { headerName: 'Qty', type: 'rightAligned', minWidth: 80, valueGetter: (p) => (p.data?.Qty === null || !p.data ? '' : formatQuantity(String(p.data.Qty))) },
  { headerName: 'Amount', type: 'rightAligned', minWidth: 110, valueGetter: (p) => money(p.data?.Amount) },
  { headerName: 'Taxable', type: 'rightAligned', minWidth: 100, valueGetter: (p) => money(p.data?.Taxable) },
  { headerName: 'COGs', type: 'rightAligned', minWidth: 90, valueGetter: (p) => money(p.data?.COGs) },
  { headerName: 'Sale Total', type: 'rightAligned', minWidth: 110, valueGetter: (p) => money(p.data?.SaleTotal) },
  openColumn,
];

/** The sales behind one figure of the kit, goods or managed sales report, each opening in the master transaction log. */
export function SalesDrillDialog({ kind, body, target, onClose }: Props) {
  const pages = useSalesDrillPages(kind, body, target?.figure ?? null);
  const opened = !!target && !!body;
  return (
    <DrillDialog<SalesDrillRow>
      title={opened ? target.title : null}
      pages={opened ? pages : null}
      columns={columns}
      label="Sales behind the figure"
      emptyText="No sales make up this figure."
      failureText="The sales could not be loaded."
      onClose={onClose}
    />
  );
}
