import { Table, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { formatQuantity } from './formatQuantity';
import { type Quantities } from './quantities';
import { type StockGood } from './stockTypes';

export interface QuantityColumn {
  header: string;
  /** The cell's text for a good. */
  value: (good: StockGood) => ReactNode;
  /** The cell's accessible name for a good (e.g. "Bottled Water on hand at Bar 1"). */
  label: (good: StockGood) => string;
}

interface Props {
  /** Names the table for assistive technology. */
  label: string;
  goods: StockGood[];
  /** Columns shown between the good and the input (quantities on hand, differences). */
  columns: QuantityColumn[];
  /** The input column's header and, per good, its label ("Quantity of Bottled Water"). */
  inputHeader: string;
  inputLabel: (good: StockGood) => string;
  values: Quantities;
  errors?: Record<number, string>;
  onChange: (goodId: number, text: string) => void;
  /** The text a typed value becomes when the input is left (snapped, rounded). */
  normalize?: (good: StockGood, text: string) => string;
  disabled?: boolean;
}

/** Goods in their categories (in the order given), not a row out of place. */
export function byCategory(goods: StockGood[]): [string, StockGood[]][] {
  const groups = new Map<string, StockGood[]>();
  for (const g of goods) {
    const list = groups.get(g.CategoryName) ?? [];
    list.push(g);
    groups.set(g.CategoryName, list);
  }
  return [...groups];
}

/**
 * The goods-by-category quantity grid of the stock screens: one row per tracked good with the
 * columns given and a quantity input; Enter moves to the next row's input.
 */
export function GoodsQuantityTable({ label, goods, columns, inputHeader, inputLabel, values, errors = {}, onChange, normalize, disabled }: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const groups = byCategory(goods);
  const order = groups.flatMap(([, list]) => list);
  const position = new Map(order.map((g, i) => [g.Id, i]));
  inputs.current.length = order.length;

  const handleKey = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const next = inputs.current[index + 1];
    if (next) {
      next.focus();
      next.select();
    } else {
      // The last row: leave the input so its value is normalised like any other.
      e.currentTarget.blur();
    }
  };

  if (!goods.length)
    return (
      <Text c="dimmed" my="md">
        There are no tracked goods.
      </Text>
    );

  return (
    <Table withTableBorder striped aria-label={label} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Good</Table.Th>
          {columns.map((c) => (
            <Table.Th key={c.header} ta="right">
              {c.header}
            </Table.Th>
          ))}
          <Table.Th w={180}>{inputHeader}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map(([category, list]) => [
          <Table.Tr key={`category:${category}`}>
            <Table.Td colSpan={columns.length + 2} bg="var(--mantine-color-gray-1)">
              <Text fw={700} size="sm">
                {category}
              </Text>
            </Table.Td>
          </Table.Tr>,
          ...list.map((g) => {
            const i = position.get(g.Id) ?? 0;
            return (
              <Table.Tr key={g.Id}>
                <Table.Td>{g.Name}</Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.header} ta="right" aria-label={c.label(g)}>
                    {c.value(g)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <TextInput
                    ref={(el) => {
                      inputs.current[i] = el;
                    }}
                    aria-label={inputLabel(g)}
                    inputMode="decimal"
                    autoComplete="off"
                    size="xs"
                    value={values[g.Id] ?? ''}
                    error={errors[g.Id]}
                    disabled={disabled}
                    onChange={(e) => onChange(g.Id, e.currentTarget.value)}
                    onBlur={(e) => {
                      const text = e.currentTarget.value;
                      const next = normalize ? normalize(g, text) : text;
                      if (next !== text) onChange(g.Id, next);
                    }}
                    onKeyDown={handleKey(i)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          }),
        ])}
      </Table.Tbody>
    </Table>
  );
}

/** The usual on-hand column of a location; `onHand` answers undefined while the location's quantities load. */
export function onHandColumn(locationName: string, onHand: (good: StockGood) => string | undefined): QuantityColumn {
  return {
    header: `On hand at ${locationName}`,
    value: (g) => {
      const q = onHand(g);
      return q === undefined ? '…' : formatQuantity(q);
    },
    label: (g) => `${g.Name} on hand at ${locationName}`,
  };
}
