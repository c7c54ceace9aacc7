import { Alert } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { DataGrid, editableGridOptions } from '../ui/DataGrid';

/** Header and 12 goods in view (the grid scrolls beyond). */
const GoodsGridHeight = 52 + 42 * 12;

/**
 * A figure of a row named for assistive technology ("Quantity of Bottled Water"); the whole cell
 * carries the name, so an empty one can be found and clicked.
 */
export const namedCell = <R,>(label: (row: R) => string) =>
  function NamedCell(p: { data?: R; value: string }) {
    return p.data ? (
      <span aria-label={label(p.data)} style={{ display: 'block', width: '100%', height: '100%' }}>
        {p.value}
      </span>
    ) : null;
  };

interface Props<R extends { Id: number }> {
  label: string;
  rows: R[];
  columns: ColDef<R>[];
  /** The schema's messages on the rows ("Bottled Water: …"), shown under the grid. */
  messages: string[];
}

/** The goods of a stock or receiving screen with editable figures (editableGridOptions' keys), one row a good. */
export function GoodsGrid<R extends { Id: number }>({ label, rows, columns, messages }: Props<R>) {
  return (
    <>
      <DataGrid<R>
        label={label}
        rows={rows}
        columns={columns}
        height={GoodsGridHeight}
        options={{ ...editableGridOptions, getRowId: (p) => String(p.data.Id), onCellValueChanged: () => undefined }}
      />
      {messages.length > 0 && (
        <Alert color="red" role="alert" mt="xs">
          {messages.join(' · ')}
        </Alert>
      )}
    </>
  );
}
