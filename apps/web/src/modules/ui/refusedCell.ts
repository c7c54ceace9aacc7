import type { ColDef } from 'ag-grid-community';

/** A cell of an editable grid that the form's schema refused: marked, its message as its tooltip. */
export const refusedCell = <R>(message: (row: R) => string | undefined): Pick<ColDef<R>, 'tooltipValueGetter' | 'cellStyle'> => ({
  tooltipValueGetter: (p) => (p.data ? message(p.data) : undefined),
  cellStyle: (p) => (p.data && message(p.data) ? { backgroundColor: 'var(--mantine-color-red-1)' } : null),
});
