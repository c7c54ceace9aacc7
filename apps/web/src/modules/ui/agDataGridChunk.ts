import type { AgDataGrid } from './AgDataGrid';

/** AG Grid and the modules it registers: about 160 KiB compressed, in a chunk of its own. */
export type AgDataGridComponent = typeof AgDataGrid;

let loaded: AgDataGridComponent | undefined;
let loading: Promise<AgDataGridComponent> | undefined;

/** AG Grid's component once its chunk has arrived (every later grid of the visit renders it at once). */
export const loadedAgDataGrid = (): AgDataGridComponent | undefined => loaded;

/** Asks for AG Grid's chunk once; a chunk that failed to arrive is asked for again by the next grid. */
export function loadAgDataGrid(): Promise<AgDataGridComponent> {
  loading ??= import('./AgDataGrid').then(
    (m) => (loaded = m.AgDataGrid),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
