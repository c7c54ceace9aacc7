import { Text } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { GoodsGrid, namedCell } from './GoodsGrid';
import { formatQuantity } from './formatQuantity';
import { type Quantities } from './quantities';
import type { StockOnHandItem } from '@intermission/contracts';
import { refusedCell } from '../ui/refusedCell';

export interface QuantityColumn {
  header: string;
  /** The cell's text for a good. */
  value: (good: StockOnHandItem) => string;
  /** The cell's accessible name for a good (e.g. "Bottled Water on hand at Bar 1"). */
  label: (good: StockOnHandItem) => string;
}

interface Props {
  /** Names the table for assistive technology. */
  label: string;
  goods: StockOnHandItem[];
  /** Columns shown between the good and the input (quantities on hand, differences). */
  columns: QuantityColumn[];
  /** The input column's header and, per good, its label ("Quantity of Bottled Water"). */
  inputHeader: string;
  inputLabel: (good: StockOnHandItem) => string;
  values: Quantities;
  errors?: Record<number, string>;
  onChange: (goodId: number, text: string) => void;
  /** The text a typed value becomes when the input is left (snapped, rounded). */
  normalize?: (good: StockOnHandItem, text: string) => string;
  disabled?: boolean;
}

/** Goods in their categories (in the order given), not a row out of place. */
export function byCategory(goods: StockOnHandItem[]): [string, StockOnHandItem[]][] {
  const groups = new Map<string, StockOnHandItem[]>();
  for (const g of goods) {
    const list = groups.get(g.CategoryName) ?? [];
    list.push(g);
    groups.set(g.CategoryName, list);
  }
  return [...groups];
}

/** A row of the grid: a good with what its columns show and what was typed for it. */
type Row = StockOnHandItem & { cells: string[]; typed: string; error: string | undefined };

/**
 * The goods-by-category quantity grid of the stock screens: one row per tracked good with the
 * columns given and an editable quantity cell (typing or Enter edits it, Enter keeps the value and
 * moves down, Escape cancels); a kept value is normalised (snapped, rounded) at once.
 */
export function GoodsQuantityTable({ label, goods, columns, inputHeader, inputLabel, values, errors = {}, onChange, normalize, disabled }: Props) {
  if (!goods.length)
    return (
      <Text c="dimmed" my="md">
        There are no tracked goods.
      </Text>
    );
  const rows: Row[] = byCategory(goods)
    .flatMap(([, list]) => list)
    .map((g) => ({ ...g, cells: columns.map((c) => c.value(g)), typed: values[g.Id] ?? '', error: errors[g.Id] }));
  const colDefs: ColDef<Row>[] = [
    { headerName: 'Category', field: 'CategoryName' },
    { headerName: 'Good', field: 'Name', flex: 2 },
    ...columns.map((c, i): ColDef<Row> => ({
      headerName: c.header,
      colId: `column${i}`,
      type: 'rightAligned',
      valueGetter: (p) => p.data?.cells[i] ?? '',
      cellRenderer: namedCell<Row>(c.label),
    })),
    {
      headerName: inputHeader,
      colId: 'quantity',
      field: 'typed',
      editable: !disabled,
      cellRenderer: namedCell<Row>(inputLabel),
      valueSetter: (p) => {
        const text = String(p.newValue ?? '').trim();
        onChange(p.data.Id, normalize ? normalize(p.data, text) : text);
        return false;
      },
      ...refusedCell<Row>((r) => r.error),
    },
  ];
  const messages = rows.flatMap((r) => (r.error ? [`${r.Name}: ${r.error}`] : []));
  return <GoodsGrid<Row> label={label} rows={rows} columns={colDefs} messages={messages} />;
}

/** The usual on-hand column of a location; `onHand` answers undefined while the location's quantities load. */
export function onHandColumn(locationName: string, onHand: (good: StockOnHandItem) => number | undefined): QuantityColumn {
  return {
    header: `On hand at ${locationName}`,
    value: (g) => {
      const q = onHand(g);
      return q === undefined ? '…' : formatQuantity(q);
    },
    label: (g) => `${g.Name} on hand at ${locationName}`,
  };
}
