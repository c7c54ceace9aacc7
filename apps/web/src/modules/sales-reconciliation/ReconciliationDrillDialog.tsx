import type { ColDef } from 'ag-grid-community';
import { formatCurrency, PaymentMethods, type ReconciliationDrillRow, type SalesReconciliationRequest } from '@intermission/contracts';
import { DrillDialog, openColumn } from '../ui/DrillDialog';
import { formatDateTime } from '../ui/formatDateTime';
import { type ReconciliationDrillTarget, useReconciliationDrillPages } from './api';

const method = new Map<number, string>(PaymentMethods.map((m) => [m.Id, m.Name]));

const columns: ColDef<ReconciliationDrillRow>[] = [
  { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.At, p.data.TimeZone) : '') },
  { headerName: 'What', minWidth: 110, valueGetter: (p) => (p.data ? (p.data.IsRefund ? `${p.data.Kind} (refund)` : p.data.Kind) : '') },
  { headerName: 'Sales Location', field: 'SalesLocationName', minWidth: 180 },
  { headerName: 'Tender', minWidth: 130, valueGetter: (p) => (p.data?.PaymentMethodId ? (method.get(p.data.PaymentMethodId) ?? '') : '') },
  { headerName: 'Amount', type: 'rightAligned', minWidth: 110, valueGetter: (p) => (p.data ? formatCurrency(p.data.Amount) : '') },
  openColumn,
];

interface Props {
  body: SalesReconciliationRequest | null;
  target: ReconciliationDrillTarget | null;
  onClose: () => void;
}

/** The sales, payments or deposits behind one figure of the sales reconciliation. */
export function ReconciliationDrillDialog({ body, target, onClose }: Props) {
  const pages = useReconciliationDrillPages(body, target);
  const opened = !!body && !!target;
  return (
    <DrillDialog<ReconciliationDrillRow>
      title={opened ? target.title : null}
      pages={opened ? pages : null}
      columns={columns}
      label="Reconciliation drill-down"
      emptyText="Nothing makes up this figure."
      failureText="The lines could not be loaded."
      onClose={onClose}
    />
  );
}
