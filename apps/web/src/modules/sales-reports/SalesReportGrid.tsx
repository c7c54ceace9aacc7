import { Button, Group } from '@mantine/core';
import type { ColDef, RowClassParams } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef, type ReactNode } from 'react';
import { formatCurrency } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import { DataGrid } from '../ui/DataGrid';
import { exportGridCsv } from '../ui/exportGridCsv';

/** A column of a sales report grid: text, quantity, money (clickable: its sales), or percent. */
export interface SalesColumn<T> {
  field: keyof T & string;
  header: string;
  kind: 'text' | 'quantity' | 'money' | 'percent';
  /** Money figures open their drill-down (not on the Total row). */
  drill?: boolean;
  width?: number;
}

interface Props<T> {
  label: string;
  rows: T[];
  /** The Total row, pinned under the rows. */
  total: T;
  columns: SalesColumn<T>[];
  rowId: (row: T) => string;
  onDrill: (row: T, column: SalesColumn<T>) => void;
  csvFileName: string;
  toolbar?: ReactNode;
  emptyText: string;
}

const show = (kind: SalesColumn<unknown>['kind'], v: unknown) => {
  if (v === null || v === undefined || v === '') return '';
  if (kind === 'money') return formatCurrency(v as number);
  if (kind === 'quantity') return formatQuantity(String(v));
  if (kind === 'percent') return `${String(v)}%`;
  return String(v);
};

/** A sales report's AG Grid: '$1,234.56' with negatives in parentheses, a bold Total row, money cells opening their sales. */
export function SalesReportGrid<T>({ label, rows, total, columns, rowId, onDrill, csvFileName, toolbar, emptyText }: Props<T>) {
  const grid = useRef<AgGridReact<T>>(null);
  const handlers = useRef({ onDrill });
  handlers.current = { onDrill };
  const defs = useMemo<ColDef<T>[]>(
    () =>
      columns.map((c) => ({
        colId: c.field,
        field: c.field as unknown as ColDef<T>['field'],
        headerName: c.header,
        minWidth: c.width ?? (c.kind === 'text' ? 180 : 110),
        type: c.kind === 'text' ? undefined : 'rightAligned',
        wrapHeaderText: true,
        autoHeaderHeight: true,
        valueFormatter: (p) => show(c.kind, p.value),
        cellStyle: (p) => (c.drill && !p.node?.rowPinned ? { cursor: 'pointer', textDecoration: 'underline dotted' } : null),
        tooltipValueGetter: (p) => (c.drill && !p.node?.rowPinned ? `${c.header}: open the sales` : undefined),
      })),
    [columns],
  );
  const open = (row: T | undefined, colId: string, pinned: boolean) => {
    const column = columns.find((c) => c.field === colId);
    if (row && column?.drill && !pinned) handlers.current.onDrill(row, column);
  };
  return (
    <>
      <Group justify="flex-end" gap="xs" mb="xs">
        {toolbar}
        <Button
          size="xs"
          variant="default"
          disabled={!rows.length}
          onClick={() =>
            grid.current &&
            exportGridCsv(
              grid.current.api,
              csvFileName,
              columns.map((c) => c.field),
            )
          }
        >
          CSV
        </Button>
      </Group>
      <DataGrid<T>
        gridRef={grid}
        label={label}
        rows={rows}
        totals={rows.length ? [total] : []}
        columns={defs}
        minColumnWidth={0}
        height="max(360px, calc(100vh - 380px))"
        emptyText={emptyText}
        options={{
          tooltipShowDelay: 500,
          getRowId: (p) => (p.rowPinned ? 'total' : rowId(p.data)),
          getRowStyle: (p: RowClassParams<T>) => (p.node?.rowPinned ? { fontWeight: 700, background: 'var(--mantine-color-gray-1)' } : undefined),
          onCellClicked: (e) => open(e.data, e.column.getColId(), !!e.node.rowPinned),
          onCellKeyDown: (e) => {
            if ('column' in e && (e.event as KeyboardEvent | undefined)?.key === 'Enter') open(e.data, e.column.getColId(), !!e.node.rowPinned);
          },
        }}
      />
    </>
  );
}
