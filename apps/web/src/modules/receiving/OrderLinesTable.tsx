import { Table, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { formatCurrency } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import type { ReceivedOrder } from './api';

/** The goods an order received: quantity, cost and the line's total. */
export function OrderLinesTable({ lines }: { lines: ReceivedOrder['Goods'] }) {
  if (!lines.length) return <Text c="dimmed">No goods</Text>;
  return (
    <Table withTableBorder striped aria-label="Goods received">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Good</Table.Th>
          <Table.Th ta="right">Quantity</Table.Th>
          <Table.Th ta="right">Cost</Table.Th>
          <Table.Th ta="right">Line total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.GoodId}>
            <Table.Td>{l.Name}</Table.Td>
            <Table.Td ta="right" aria-label={`Quantity of ${l.Name}`}>
              {formatQuantity(l.Qty)}
            </Table.Td>
            <Table.Td ta="right" aria-label={`Cost of ${l.Name}`}>
              {formatCurrency(l.Cost)}
            </Table.Td>
            <Table.Td ta="right">{formatCurrency(new Decimal(l.Qty).times(l.Cost).toFixed(4))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
