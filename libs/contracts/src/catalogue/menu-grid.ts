import { MenuGrid } from './menu.schemas';

/** One kit placed in a category's grid: 4 cells a row, a double-width item takes its cell and the next. */
export interface GridItem {
  KitId: number;
  CategoryId: number;
  GridRow: number;
  GridCol: number;
  IsDouble: boolean;
  Color: string;
}

export const cellsOf = (i: Pick<GridItem, 'GridCol' | 'IsDouble'>): number[] => (i.IsDouble ? [i.GridCol, i.GridCol + 1] : [i.GridCol]);

/** The index of the item covering a cell of a category's grid, or -1. */
export function occupantOf(items: readonly GridItem[], categoryId: number, row: number, col: number): number {
  return items.findIndex((i) => i.CategoryId === categoryId && i.GridRow === row && cellsOf(i).includes(col));
}

/** Whether an item fits where it says, ignoring the item at `ignore` (the one being moved). */
export function fits(items: readonly GridItem[], item: GridItem, ignore = -1): boolean {
  if (item.GridRow < 0 || item.GridCol < 0) return false;
  if (cellsOf(item).some((c) => c >= MenuGrid.Columns)) return false;
  return cellsOf(item).every((c) => {
    const at = occupantOf(items, item.CategoryId, item.GridRow, c);
    return at === -1 || at === ignore;
  });
}

/** Places a kit in an empty cell; null when it does not fit. */
export function placeKit(
  items: readonly GridItem[],
  kitId: number,
  categoryId: number,
  row: number,
  col: number,
  color: string = MenuGrid.DefaultColor,
): GridItem[] | null {
  const item: GridItem = { KitId: kitId, CategoryId: categoryId, GridRow: row, GridCol: col, IsDouble: false, Color: color };
  return fits(items, item) ? [...items, item] : null;
}

/** Moves an item to another cell of its category (keeping its width); null when it does not fit. */
export function moveItem(items: readonly GridItem[], index: number, row: number, col: number): GridItem[] | null {
  const current = items[index];
  if (!current) return null;
  const moved = { ...current, GridRow: row, GridCol: col };
  if (!fits(items, moved, index)) return null;
  return items.map((i, n) => (n === index ? moved : i));
}

/** Makes an item double or single width; null when the next cell is taken or past the row's end. */
export function toggleDouble(items: readonly GridItem[], index: number): GridItem[] | null {
  const current = items[index];
  if (!current) return null;
  const changed = { ...current, IsDouble: !current.IsDouble };
  if (!fits(items, changed, index)) return null;
  return items.map((i, n) => (n === index ? changed : i));
}

export const removeItem = (items: readonly GridItem[], index: number): GridItem[] => items.filter((_, n) => n !== index);

/** Rows to draw for a category: every used row and one empty row below to place into. */
export function rowsFor(items: readonly GridItem[], categoryId: number): number {
  const used = items.filter((i) => i.CategoryId === categoryId).map((i) => i.GridRow);
  return (used.length ? Math.max(...used) + 1 : 0) + 1;
}
