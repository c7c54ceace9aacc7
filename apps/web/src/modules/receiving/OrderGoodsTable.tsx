import { Table, Text, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import { type KeyboardEvent, useRef } from 'react';
import { formatCurrency } from '@intermission/contracts';
import { byCategory } from '../stock/GoodsQuantityTable';
import { formatQuantity } from '../stock/formatQuantity';
import { parseQuantity, roundTyped } from '../stock/quantities';
import { type StockGood } from '../stock/stockTypes';

interface Props {
  goods: StockGood[];
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

/**
 * The goods of an order by category: a quantity and a cost per good (the cost starts as the
 * standard cost in force) and the line's total. Enter moves to the next input.
 */
export function OrderGoodsTable({ goods, locationName, qty, costs, errors, onQtyChange, onCostChange, disabled }: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const groups = byCategory(goods);
  const order = groups.flatMap(([, list]) => list);
  const position = new Map(order.map((g, i) => [g.Id, i]));
  inputs.current.length = order.length * 2;

  const handleKey = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const next = inputs.current[index + 1];
    if (next) {
      next.focus();
      next.select();
    } else e.currentTarget.blur();
  };
  const input = (g: StockGood, slot: 0 | 1) => {
    const index = (position.get(g.Id) ?? 0) * 2 + slot;
    const isQty = slot === 0;
    return (
      <TextInput
        ref={(el) => {
          inputs.current[index] = el;
        }}
        aria-label={`${isQty ? 'Quantity' : 'Cost'} of ${g.Name}`}
        inputMode="decimal"
        autoComplete="off"
        size="xs"
        value={(isQty ? qty[g.Id] : costs[g.Id]) ?? ''}
        error={isQty ? errors.qty[g.Id] : errors.cost[g.Id]}
        disabled={disabled}
        onChange={(e) => (isQty ? onQtyChange : onCostChange)(g.Id, e.currentTarget.value)}
        onBlur={(e) => {
          // Quantities are rounded down to 2 decimals as the server will (document 3 §5).
          const text = e.currentTarget.value;
          if (isQty && roundTyped(text) !== text) onQtyChange(g.Id, roundTyped(text));
        }}
        onKeyDown={handleKey(index)}
      />
    );
  };

  if (!goods.length)
    return (
      <Text c="dimmed" my="md">
        There are no tracked goods.
      </Text>
    );

  return (
    <Table withTableBorder striped aria-label="Goods to receive" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Good</Table.Th>
          {locationName && <Table.Th ta="right">On hand at {locationName}</Table.Th>}
          <Table.Th w={140}>Quantity</Table.Th>
          <Table.Th w={140}>Cost</Table.Th>
          <Table.Th ta="right" w={120}>
            Line total
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map(([category, list]) => [
          <Table.Tr key={`category:${category}`}>
            <Table.Td colSpan={locationName ? 5 : 4} bg="var(--mantine-color-gray-1)">
              <Text fw={700} size="sm">
                {category}
              </Text>
            </Table.Td>
          </Table.Tr>,
          ...list.map((g) => (
            <Table.Tr key={g.Id}>
              <Table.Td>{g.Name}</Table.Td>
              {locationName && (
                <Table.Td ta="right" aria-label={`${g.Name} on hand at ${locationName}`}>
                  {formatQuantity(g.QuantityOnHand)}
                </Table.Td>
              )}
              <Table.Td>{input(g, 0)}</Table.Td>
              <Table.Td>{input(g, 1)}</Table.Td>
              <Table.Td ta="right" aria-label={`${g.Name} line total`}>
                {lineTotal(qty[g.Id], costs[g.Id])}
              </Table.Td>
            </Table.Tr>
          )),
        ])}
      </Table.Tbody>
    </Table>
  );
}
