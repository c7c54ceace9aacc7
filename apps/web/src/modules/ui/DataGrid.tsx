import { AllCommunityModule, type ColDef, ModuleRegistry, type ProcessCellForExportParams, type RowClickedEvent, themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import type { Ref } from 'react';

ModuleRegistry.registerModules([AllCommunityModule]);
/** The one grid theme (the report grid with its own cell events uses it too). */
export const gridTheme = themeQuartz.withParams({ fontFamily: 'inherit', headerFontFamily: 'inherit', cellFontFamily: 'inherit' });

/**
 * A grid's CSV export cell, formatted as on screen; a text that would run as a spreadsheet formula
 * (starting =, +, @, a tab, or - not followed by a digit) gets a leading ' so it is only shown.
 */
export function csvCell(p: ProcessCellForExportParams): string {
  const v = p.formatValue(p.value);
  const text = v === null || v === undefined ? '' : String(v);
  return /^([=+@\t\r]|-(?![\d.]))/.test(text) ? `'${text}` : text;
}

interface Props<T> {
  rows: T[];
  /** Multi-row selection with checkboxes; called with the selected rows. */
  onSelectionChange?: (rows: T[]) => void;
  /** Which rows start selected (by the grid's row id). */
  isSelected?: (row: T) => boolean;
  columns: ColDef<T>[];
  onRowClick?: (row: T) => void;
  height?: number;
  label: string;
  /** Rows pinned under the grid (a report's totals). */
  totals?: T[];
  /** The grid, for its API (a report's CSV export). */
  gridRef?: Ref<AgGridReact<T>>;
  /** A report's wide tables: every column rendered, none narrower than this. */
  minColumnWidth?: number;
}

/** AG Grid for every list and report table (ARCHITECTURE §9). */
export function DataGrid<T>({ rows, columns, onRowClick, height, label, onSelectionChange, isSelected, totals, gridRef, minColumnWidth }: Props<T>) {
  return (
    <div style={{ height: height ?? 52 + 42 * (Math.max(rows.length, 1) + (totals?.length ?? 0)), width: '100%' }} aria-label={label} role="region">
      <AgGridReact<T>
        ref={gridRef}
        theme={gridTheme}
        pinnedBottomRowData={totals}
        suppressColumnVirtualisation={minColumnWidth !== undefined}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={{ flex: 1, sortable: false, resizable: true, minWidth: minColumnWidth }}
        onRowClicked={(e: RowClickedEvent<T>) => e.data && onRowClick?.(e.data)}
        rowClass={onRowClick ? 'clickable-row' : undefined}
        suppressCellFocus={!onRowClick}
        domLayout="normal"
        rowSelection={onSelectionChange ? { mode: 'multiRow', enableClickSelection: false } : undefined}
        onFirstDataRendered={(e) => isSelected && e.api.forEachNode((n) => n.data && isSelected(n.data) && n.setSelected(true))}
        onSelectionChanged={(e) => onSelectionChange?.(e.api.getSelectedRows())}
      />
    </div>
  );
}
