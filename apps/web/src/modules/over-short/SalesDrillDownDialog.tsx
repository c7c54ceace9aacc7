import type { ColDef } from 'ag-grid-community';
import { formatCurrency, type SalesDrillDownRow } from '@intermission/contracts';
import type { GridPage } from '../ui/DataGrid';
import { DrillDialog, openColumn } from '../ui/DrillDialog';
import { formatDateTime } from '../ui/formatDateTime';

interface Props {
  /** "<row> · <figure>"; null closes the dialog. */
  title: string | null;
  /** The drill-down call for the figure (a new function reloads the grid). */
  pages: GridPage<SalesDrillDownRow> | null;
  onClose: () => void;
}

const columns: ColDef<SalesDrillDownRow>[] = [
  { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.At, p.data.TimeZone) : '') },
  { headerName: 'Type', field: 'Description', minWidth: 150 },
  { headerName: 'Show Event', field: 'ShowEvent', minWidth: 160 },
  { headerName: 'Sales Location', field: 'SalesLocation', minWidth: 150 },
  { headerName: 'Station', field: 'Station', minWidth: 120 },
  { headerName: 'Tender', field: 'PaymentMethod', minWidth: 120 },
  { headerName: 'Amount', type: 'rightAligned', minWidth: 110, valueGetter: (p) => (p.data ? formatCurrency(p.data.Amount) : '') },
  openColumn,
];

/** The sale payments, cash box counts and withdrawals behind one figure of the over/short or deposits report. */
export function SalesDrillDownDialog({ title, pages, onClose }: Props) {
  return (
    <DrillDialog<SalesDrillDownRow>
      title={title}
      pages={pages}
      columns={columns}
      label="Drill-down rows"
      emptyText="Nothing makes up this figure."
      onClose={onClose}
    />
  );
}
