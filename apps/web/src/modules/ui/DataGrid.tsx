import { Text } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { AgGridReact, AgGridReactProps } from 'ag-grid-react';
import { type Ref, useEffect, useState } from 'react';
import { type AgDataGridComponent, loadAgDataGrid, loadedAgDataGrid } from './agDataGridChunk';
import { GridPreview } from './GridPreview';

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

export interface DataGridProps<T> {
  /** The rows, all in the browser; or `pages` to let the grid fetch the rows it scrolls to. */
  rows?: T[];
  /** The rows are still being fetched (a paged list's first page): the grid waits for them before AG Grid's chunk. */
  loading?: boolean;
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

/**
 * AG Grid for every list and report table (docs/decisions.md "A screen"), in a box of fixed height so
 * it virtualises its rows. AG Grid comes in a chunk of its own (agDataGridChunk.ts). Until it has
 * arrived, a grid of plain rows (no paged rows, selection, totals, editing or grid API) shows them as
 * text (GridPreview), and the chunk is asked for only once they are on screen: the first list of a
 * visit fills without waiting for AG Grid's bytes (issue 17, docs/benchmarks.md "Web first screen").
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { rows, loading, pages, onSelectionChange, totals, gridRef, options, height = GridHeight, label } = props;
  const [Grid, setGrid] = useState<AgDataGridComponent | undefined>(loadedAgDataGrid);
  const [failed, setFailed] = useState(false);
  const preview = rows !== undefined && !pages && !onSelectionChange && !totals && !gridRef && !options;
  // A preview's rows are painted before this effect runs (React runs it after the paint of a fetched page).
  const waitForRows = preview && loading === true;
  useEffect(() => {
    if (Grid || waitForRows) return;
    let live = true;
    loadAgDataGrid().then(
      (component) => live && setGrid(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Grid, waitForRows]);

  const { loading: _loading, height: _height, label: _label, ...gridProps } = props;
  return (
    <div style={{ height, width: '100%' }} aria-label={label} role="region" aria-busy={!Grid}>
      {Grid ? (
        <Grid {...gridProps} />
      ) : failed ? (
        <Text c="red">This table could not be loaded. Reload the page to try again.</Text>
      ) : preview ? (
        <GridPreview rows={rows} columns={props.columns} onRowClick={props.onRowClick} minColumnWidth={props.minColumnWidth} />
      ) : null}
    </div>
  );
}
