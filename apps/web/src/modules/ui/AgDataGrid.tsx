import {
  CellApiModule,
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
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
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import type { DataGridProps } from './DataGrid';

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
const gridTheme = themeQuartz.withParams({ fontFamily: 'inherit', headerFontFamily: 'inherit', cellFontFamily: 'inherit' });

/**
 * DataGrid's AG Grid (docs/decisions.md "A screen"): a chunk of its own that DataGrid asks for once
 * a list's first rows are on screen (agDataGridChunk.ts), so that AG Grid's bytes never delay them.
 */
export function AgDataGrid<T>({
  rows,
  pages,
  columns,
  onRowClick,
  onSelectionChange,
  isSelected,
  totals,
  gridRef,
  minColumnWidth,
  emptyText,
  options,
}: Omit<DataGridProps<T>, 'height' | 'label' | 'loading'>) {
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
  );
}
