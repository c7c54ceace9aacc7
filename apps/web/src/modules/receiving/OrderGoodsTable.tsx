import { Text } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import Decimal from 'decimal.js';
import { formatCurrency } from '@intermission/contracts';
import { byCategory } from '../stock/GoodsQuantityTable';
import { formatQuantity } from '../stock/formatQuantity';
import { parseQuantity, roundTyped } from '../stock/quantities';
import type { StockOnHandItem } from '@intermission/contracts';
import { GoodsGrid, namedCell } from '../stock/GoodsGrid';
import { refusedCell } from '../ui/refusedCell';

interface Props {
  goods: StockOnHandItem[];
  /** The venue whose quantities on hand are shown (none: no on-hand column). */
  locationName?: string;
  qty: Record<number, string>;
  /** The cost each row shows: typed, loaded or the standard cost in force. */
  costs: Record<number, string>;
  errors: { qty: Record<number, string>; cost: Record<number, string> };
  onQtyChange: (goodId: number, text: string) => void;
  onCostChange: (goodId: number, text: string) => void;
  disabled?: boolean;
}

const lineTotal = (qty: string | undefined, cost: string | undefined) => {
  const q = parseQuantity(qty);
  const c = parseQuantity(cost);
  return q && c && !q.isNaN() && !c.isNaN() ? formatCurrency(q.toDecimalPlaces(2, Decimal.ROUND_DOWN).times(c).toFixed(4)) : '';
};

/** A row of the grid: a good with its typed quantity and cost, their messages and the line's total. */
type Row = StockOnHandItem & { qty: string; cost: string; qtyError?: string; costError?: string; total: string };

/**
 * The goods of an order by category: a quantity and a cost per good (the cost starts as the
 * standard cost in force) and the line's total. The figures are edited in the grid (typing or
 * Enter edits a cell, Enter keeps it and moves down, Tab moves on, Escape cancels).
 */
export function OrderGoodsTable({ goods, locationName, qty, costs, errors, onQtyChange, onCostChange, disabled }: Props) {
  if (!goods.length)
    return (
      <Text c="dimmed" my="md">
        There are no tracked goods.
      </Text>
    );
  const rows: Row[] = byCategory(goods)
    .flatMap(([, list]) => list)
    .map((g) => ({
      ...g,
      qty: qty[g.Id] ?? '',
      cost: costs[g.Id] ?? '',
      qtyError: errors.qty[g.Id],
      costError: errors.cost[g.Id],
      total: lineTotal(qty[g.Id], costs[g.Id]),
    }));
  const columns: ColDef<Row>[] = [
    { headerName: 'Category', field: 'CategoryName' },
    { headerName: 'Good', field: 'Name', flex: 2 },
    ...(locationName
      ? [
          {
            headerName: `On hand at ${locationName}`,
            type: 'rightAligned',
            valueGetter: (p) => (p.data ? formatQuantity(p.data.QuantityOnHand) : ''),
            cellRenderer: namedCell<Row>((r) => `${r.Name} on hand at ${locationName}`),
          } satisfies ColDef<Row>,
        ]
      : []),
    {
      headerName: 'Quantity',
      field: 'qty',
      editable: !disabled,
      cellRenderer: namedCell<Row>((r) => `Quantity of ${r.Name}`),
      // Quantities are rounded down to 2 decimals as the server will (document 3 §5).
      valueSetter: (p) => (onQtyChange(p.data.Id, roundTyped(String(p.newValue ?? '').trim())), false),
      ...refusedCell<Row>((r) => r.qtyError),
    },
    {
      headerName: 'Cost',
      field: 'cost',
      editable: !disabled,
      cellRenderer: namedCell<Row>((r) => `Cost of ${r.Name}`),
      valueSetter: (p) => (onCostChange(p.data.Id, String(p.newValue ?? '').trim()), false),
      ...refusedCell<Row>((r) => r.costError),
    },
    { headerName: 'Line total', field: 'total', type: 'rightAligned', cellRenderer: namedCell<Row>((r) => `${r.Name} line total`) },
  ];
  const messages = rows.flatMap((r) => [
    ...(r.qtyError ? [`Quantity of ${r.Name}: ${r.qtyError}`] : []),
    ...(r.costError ? [`Cost of ${r.Name}: ${r.costError}`] : []),
  ]);
  return <GoodsGrid<Row> label="Goods to receive" rows={rows} columns={columns} messages={messages} />;
}
