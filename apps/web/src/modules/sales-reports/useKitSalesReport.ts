import { useMemo } from 'react';
import { useKitSalesQuery } from './api';
import { kitSalesBody } from './salesReportFilter';
import type { AppliedSalesFilter } from './useSalesFilter';

/**
 * The kit sales page's run logic: the report of the filter applied, read again on each Run and
 * whenever `refreshKey` changes (the live feed of the show event bumps it when its figures moved).
 */
export function useKitSalesReport(applied: AppliedSalesFilter | null, refreshKey = 0) {
  const body = useMemo(() => (applied ? kitSalesBody(applied.state) : null), [applied]);
  const query = useKitSalesQuery(body, refreshKey * 1_000_000 + (applied?.run ?? 0));
  return { body, report: query.data ?? null, running: query.isFetching, error: query.error };
}
