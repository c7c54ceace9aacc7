import type { ColDef } from 'ag-grid-community';
import { type DrillDownRow, formatCurrency } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import { DrillDialog, openColumn } from '../ui/DrillDialog';
import { formatDateTime } from '../ui/formatDateTime';
import { type ReportScope, useDrillDownPages } from './api';
import { type DrillDownTarget, FigureLabels } from './reportColumns';

interface Props {
  scope: ReportScope | null;
  target: DrillDownTarget | null;
  onClose: () => void;
}

const columns: ColDef<DrillDownRow>[] = [
  { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.At, p.data.TimeZone) : '') },
  { headerName: 'Type', field: 'TypeName', minWidth: 110 },
  { headerName: 'Location', field: 'LocationName', minWidth: 200 },
  { headerName: 'Quantity', type: 'rightAligned', minWidth: 100, valueGetter: (p) => (p.data ? formatQuantity(p.data.Qty) : '') },
  { headerName: 'Cost', type: 'rightAligned', minWidth: 100, valueGetter: (p) => (p.data ? formatCurrency(p.data.CostPerGood) : '') },
  { headerName: 'User', field: 'UserName', minWidth: 140 },
  { headerName: 'POS User', field: 'PosUserName', minWidth: 130 },
  { headerName: 'Station', field: 'StationName', minWidth: 120 },
  { headerName: 'Source', field: 'Source', minWidth: 170 },
  openColumn,
];

/** "<Good> · <Column>" of an inventory report: the stock events that make up the figure. */
export function DrillDownDialog({ scope, target, onClose }: Props) {
  const pages = useDrillDownPages(scope, target?.good.Id ?? null, target?.column ?? null);
  const opened = !!scope && !!target;
  return (
    <DrillDialog<DrillDownRow>
      title={opened ? `${target.good.Name} · ${FigureLabels[target.column]}` : null}
      pages={opened ? pages : null}
      columns={columns}
      label="Drill-down events"
      emptyText="No events make up this figure."
      failureText="The events could not be loaded."
      onClose={onClose}
    />
  );
}
