import type { KeyboardEvent } from 'react';

/**
 * Keyboard habits of the editable lists (spec: managed items and settings): up and down arrows
 * move to the same field of the row above or below; Enter adds a row at the end and focuses it.
 * Inputs carry data-grid, data-row and data-col.
 */
export function rowKeys(grid: string, row: number, col: string, rowCount: number, addRow: () => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    const focus = (r: number) =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-grid="${grid}"][data-row="${r}"][data-col="${col}"]`)?.focus());
    if (e.key === 'ArrowDown' && row < rowCount - 1) {
      e.preventDefault();
      focus(row + 1);
    } else if (e.key === 'ArrowUp' && row > 0) {
      e.preventDefault();
      focus(row - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      addRow();
      focus(rowCount);
    }
  };
}
