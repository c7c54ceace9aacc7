import { Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import Decimal from 'decimal.js';
import { formatCurrency } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import { DataGrid } from '../ui/DataGrid';
import type { ReceivedOrder } from '@intermission/contracts';

type Line = ReceivedOrder['Goods'][number];

/** A figure of a line, named for assistive technology ("Quantity of Bottled Water"). */
const named = (name: string, format: (l: Line) => string) =>
  function NamedCell({ data }: ICellRendererParams<Line>) {
    return data ? <span aria-label={`${name} of ${data.Name}`}>{format(data)}</span> : null;
  };

const columns: ColDef<Line>[] = [
  { headerName: 'Good', field: 'Name', flex: 2 },
  { headerName: 'Quantity', type: 'rightAligned', cellRenderer: named('Quantity', (l) => formatQuantity(l.Qty)) },
  { headerName: 'Cost', type: 'rightAligned', cellRenderer: named('Cost', (l) => formatCurrency(l.Cost)) },
  { headerName: 'Line total', type: 'rightAligned', valueGetter: (p) => (p.data ? formatCurrency(new Decimal(p.data.Qty).times(p.data.Cost).toFixed(4)) : '') },
];

/** The goods an order received: quantity, cost and the line's total. */
export function OrderLinesTable({ lines }: { lines: ReceivedOrder['Goods'] }) {
  if (!lines.length) return <Text c="dimmed">No goods</Text>;
  return <DataGrid<Line> label="Goods received" rows={lines} columns={columns} height={320} options={{ getRowId: (p) => String(p.data.GoodId) }} />;
}
