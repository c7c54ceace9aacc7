import { Paper, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import Decimal from 'decimal.js';
import { formatCurrency } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { signed } from './signed';
import type { MovementRecorded } from '@intermission/contracts';

/** What a reconciliation recorded at a location. */
export interface Recorded {
  location: string;
  lines: (NonNullable<MovementRecorded['Transfer']>['Lines'][number] & { Name: string })[];
}

type Line = Recorded['lines'][number];

const AdjustmentCell = ({ data }: ICellRendererParams<Line>) => (data ? <span aria-label={`${data.Name} adjustment`}>{signed(data.Qty)}</span> : null);

const columns: ColDef<Line>[] = [
  { headerName: 'Good', field: 'Name', flex: 2 },
  { headerName: 'Adjustment', type: 'rightAligned', cellRenderer: AdjustmentCell },
  { headerName: 'Cost per good', type: 'rightAligned', valueGetter: (p) => (p.data ? formatCurrency(p.data.CostPerGood) : '') },
  {
    headerName: 'Value',
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? formatCurrency(new Decimal(p.data.Qty).times(p.data.CostPerGood).toFixed(4)) : ''),
  },
];

/** The gains and losses a reconciliation recorded, with their value. */
export function AdjustmentsRecorded({ recorded }: { recorded: Recorded }) {
  return (
    <Paper withBorder p="sm" mb="md" role="region" aria-label="Adjustments recorded">
      <Text fw={700} mb="xs">
        Adjustments recorded at {recorded.location}
      </Text>
      <DataGrid<Line> label="Adjustments" rows={recorded.lines} columns={columns} height={260} options={{ getRowId: (p) => String(p.data.GoodId) }} />
    </Paper>
  );
}
