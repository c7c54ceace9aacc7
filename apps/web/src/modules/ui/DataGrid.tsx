import {
  CellApiModule,
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  type ColDef,
  ColumnApiModule,
  ColumnAutoSizeModule,
  type IDatasource,
  InfiniteRowModelModule,
  ModuleRegistry,
  NumberEditorModule,
  PinnedRowModule,
  type RowClickedEvent,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  TextEditorModule,
  TooltipModule,
  themeQuartz,
} from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { type Ref, useMemo } from 'react';

// Only the grid features the screens use (AG Grid logs error #200 naming a module a screen needs and lacks).
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  InfiniteRowModelModule,
  RowSelectionModule,
  TextEditorModule,
  NumberEditorModule,
  TooltipModule,
  PinnedRowModule,
  CellStyleModule,
  RowStyleModule,
  ColumnAutoSizeModule,
  RowApiModule,
  CellApiModule,
  ColumnApiModule,
  ClientSideRowModelApiModule,
]);
/** The one grid theme. */
export const gridTheme = themeQuartz.withParams({ fontFamily: 'inherit', headerFontFamily: 'inherit', cellFontFamily: 'inherit' });

/** Header and 12 rows (a page of the paged list): the grid's height unless a screen gives its own. */
export const GridHeight = 52 + 42 * 12;

/**
 * The keyboard habits of a grid with editable cells (options of DataGrid): typing or Enter edits the
 * focused cell, Enter keeps the value and moves down, Tab moves to the next cell, Escape cancels the edit;
 * leaving the grid keeps what was typed.
 */
export const editableGridOptions = { enterNavigatesVertically: true, enterNavigatesVerticallyAfterEdit: true, stopEditingWhenCellsLoseFocus: true } as const;

/** One page of server rows and how many there are in all (X-List-Count). */
export type GridPage<T> = (skip: number, take: number) => Promise<{ rows: T[]; total: number }>;

interface Props<T> {
  /** The rows, all in the browser; or `pages` to let the grid fetch the rows it scrolls to. */
  rows?: T[];
  /** AG Grid's infinite row model over a paged server call; a new function reloads the grid. */
  pages?: GridPage<T>;
  /** Multi-row selection with checkboxes; called with the selected rows. */
  onSelectionChange?: (rows: T[]) => void;
  /** Which rows start selected (by the grid's row id). */
  isSelected?: (row: T) => boolean;
  columns: ColDef<T>[];
  onRowClick?: (row: T) => void;
  /** The grid's fixed height (AG Grid renders only the rows in view); GridHeight unless given. */
  height?: number | string;
  label: string;
  /** Rows pinned under the grid (a report's totals). */
  totals?: T[];
  /** The grid, for its API (a report's CSV export). */
  gridRef?: Ref<AgGridReact<T>>;
  /** A report's wide tables: every column rendered, none narrower than this. */
  minColumnWidth?: number;
  /** What the grid shows when it has no rows. */
  emptyText?: string;
  /** More AG Grid options for a grid with its own cell events (the report grid, an editable table). */
  options?: Omit<AgGridReactProps<T>, 'rowData' | 'columnDefs' | 'theme'>;
}

/** AG Grid for every list and report table (docs/decisions.md "A screen"), in a box of fixed height so it virtualises its rows. */
export function DataGrid<T>({
  rows,
  pages,
  columns,
  onRowClick,
  height = GridHeight,
  label,
  onSelectionChange,
  isSelected,
  totals,
  gridRef,
  minColumnWidth,
  emptyText,
  options,
}: Props<T>) {
  const datasource = useMemo<IDatasource | undefined>(
    () =>
      pages && {
        getRows: (p) => {
          pages(p.startRow, p.endRow - p.startRow).then(
            (page) => p.successCallback(page.rows, page.total),
            () => p.failCallback(),
          );
        },
      },
    [pages],
  );
  return (
    <div style={{ height, width: '100%' }} aria-label={label} role="region">
      <AgGridReact<T>
        ref={gridRef}
        theme={gridTheme}
        pinnedBottomRowData={totals}
        suppressColumnVirtualisation={minColumnWidth !== undefined}
        {...(datasource ? { rowModelType: 'infinite' as const, datasource, cacheBlockSize: 100 } : { rowData: rows })}
        columnDefs={columns}
        defaultColDef={{ flex: 1, sortable: false, resizable: true, minWidth: minColumnWidth }}
        onRowClicked={(e: RowClickedEvent<T>) => e.data && onRowClick?.(e.data)}
        rowClass={onRowClick ? 'clickable-row' : undefined}
        suppressCellFocus={!onRowClick && !options?.onCellKeyDown && !options?.onCellValueChanged}
        domLayout="normal"
        overlayNoRowsTemplate={emptyText}
        rowSelection={onSelectionChange ? { mode: 'multiRow', enableClickSelection: false } : undefined}
        onFirstDataRendered={(e) => isSelected && e.api.forEachNode((n) => n.data && isSelected(n.data) && n.setSelected(true))}
        onSelectionChanged={(e) => onSelectionChange?.(e.api.getSelectedRows())}
        {...options}
      />
    </div>
  );
}
