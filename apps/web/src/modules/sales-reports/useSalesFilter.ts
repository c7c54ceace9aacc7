import { useSessionStorage } from '@mantine/hooks';
import { useState } from 'react';
import { blankSalesFilter, type SalesFilterErrors, salesFilterErrors, type SalesFilterState } from './salesReportFilter';

/** The filter a Run applied; `run` counts the runs, so Run on the same filter reads again. */
export interface AppliedSalesFilter {
  state: SalesFilterState;
  run: number;
}

/**
 * A sales report's filter: the fields (kept for the tab between visits), the errors once Run was
 * tried, and the filter last run (`applied`, null until a valid Run).
 */
export function useSalesFilter(key: string, needsTheatre = false) {
  const [state, setState] = useSessionStorage<SalesFilterState>({
    key: `intermission.state.report.${key}`,
    defaultValue: blankSalesFilter(),
    getInitialValueInEffect: false,
  });
  const [applied, setApplied] = useState<AppliedSalesFilter | null>(null);
  const [tried, setTried] = useState(false);
  const errors: SalesFilterErrors = tried ? salesFilterErrors(state, needsTheatre) : {};
  const set = (patch: Partial<SalesFilterState>) => setState((s) => ({ ...s, ...patch }));
  /** Run: the fields checked, then applied (a new object, so the same filter runs again). */
  const run = () => {
    setTried(true);
    if (Object.keys(salesFilterErrors(state, needsTheatre)).length) return;
    setApplied((a) => ({ state: { ...state }, run: (a?.run ?? 0) + 1 }));
  };
  return { state, set, errors, applied, run };
}
