import { useMemo } from 'react';
import { useAdjustedSalesQuery, useGoodsSalesQuery } from './api';
import { adjustedSalesBody, kitSalesBody } from './salesReportFilter';
import type { AppliedSalesFilter } from './useSalesFilter';

/** The goods sales page's run: the report of the filter applied, again on each Run. */
export function useGoodsSalesReport(applied: AppliedSalesFilter | null) {
  const body = useMemo(() => (applied ? kitSalesBody(applied.state) : null), [applied]);
  const query = useGoodsSalesQuery(body, applied?.run ?? 0);
  return { body, report: query.data ?? null, running: query.isFetching, error: query.error };
}

/** The managed sales page's run. */
export function useAdjustedSalesReport(applied: AppliedSalesFilter | null) {
  const body = useMemo(() => (applied ? adjustedSalesBody(applied.state) : null), [applied]);
  const query = useAdjustedSalesQuery(body, applied?.run ?? 0);
  return { body, report: query.data ?? null, running: query.isFetching, error: query.error };
}
