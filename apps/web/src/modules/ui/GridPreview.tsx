import type { ColDef, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { CSSProperties } from 'react';

// AG Grid's Quartz theme as DataGrid sets it (spacing 8, 14 px text): rows of 42 px, a header of 48.
const border = '1px solid color-mix(in srgb, transparent, #181d1f 15%)';
const frame: CSSProperties = { height: '100%', border, borderRadius: 8, overflow: 'hidden', fontSize: 14, color: '#181d1f', background: '#fff' };
const line: CSSProperties = { display: 'grid', borderBottom: border, alignItems: 'center' };
const cell: CSSProperties = { padding: '0 16px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };

interface Props<T> {
  rows: T[];
  columns: ColDef<T>[];
  onRowClick?: (row: T) => void;
  minColumnWidth?: number;
}

/**
 * A list's rows as plain text in the grid's columns and look, shown by DataGrid until AG Grid's chunk
 * has arrived (a few hundred milliseconds on the first list of a visit): values from each column's
 * field or valueGetter and its valueFormatter; a column drawn by a cellRenderer stays empty until then.
 */
export function GridPreview<T>({ rows, columns, onRowClick, minColumnWidth }: Props<T>) {
  const shown = columns.filter((c) => !c.hide);
  const template = { gridTemplateColumns: shown.map((c) => track(c, minColumnWidth)).join(' ') };
  return (
    <div style={frame} role="table" aria-rowcount={rows.length + 1}>
      <div role="row" style={{ ...line, ...template, height: 48, fontWeight: 500, background: 'color-mix(in srgb, #fff, #181d1f 2%)' }}>
        {shown.map((c, i) => (
          <div key={i} role="columnheader" style={{ ...cell, textAlign: rightAligned(c) ? 'right' : undefined }}>
            {c.headerName ?? c.field ?? ''}
          </div>
        ))}
      </div>
      {rows.map((row, r) => (
        <div
          key={r}
          role="row"
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick && (() => onRowClick(row))}
          onKeyDown={onRowClick && ((e) => e.key === 'Enter' && onRowClick(row))}
          style={{ ...line, ...template, height: 42, cursor: onRowClick ? 'pointer' : undefined }}
        >
          {shown.map((c, i) => (
            <div key={i} role="cell" style={{ ...cell, textAlign: rightAligned(c) ? 'right' : undefined }}>
              {c.cellRenderer ? '' : cellText(c, row)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The column's width as AG Grid gives it: a fixed width, else its flex share (1 by DataGrid's default) within its bounds. */
function track<T>(c: ColDef<T>, minColumnWidth: number | undefined): string {
  const min = c.minWidth ?? minColumnWidth ?? 0;
  if (c.width !== undefined && c.flex === undefined) return `${c.width}px`;
  if (c.maxWidth !== undefined) return `minmax(${Math.min(min, c.maxWidth)}px, ${c.maxWidth}px)`;
  return `minmax(${min}px, ${c.flex ?? 1}fr)`;
}

const rightAligned = <T,>(c: ColDef<T>) => c.type === 'rightAligned' || c.type === 'numericColumn';

/** The cell's text as the grid would show it; a getter or formatter that needs more of the grid than the row gives nothing. */
export function cellText<T>(c: ColDef<T>, data: T): string {
  try {
    let value: unknown =
      typeof c.valueGetter === 'function'
        ? c.valueGetter({ data, colDef: c, getValue: (field: string) => fieldValue(data, field) } as ValueGetterParams<T>)
        : c.field
          ? fieldValue(data, c.field)
          : undefined;
    if (typeof c.valueFormatter === 'function') value = c.valueFormatter({ value, data, colDef: c } as ValueFormatterParams<T>);
    return value === null || value === undefined ? '' : String(value);
  } catch {
    return '';
  }
}

function fieldValue(data: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), data);
}
