import type { SalesReportFilters } from '../sales-report-filters/useSalesReportFilters';
import { useKitSalesQuery } from './api';
import { salesBody, useRuns } from './useSalesReportRun';

/**
 * The kit sales page's run logic: the report of the filter in the URL, read again on each Run and
 * whenever `refreshKey` changes (the live feed of the show event bumps it when its figures moved).
 */
export function useKitSalesReport(filters: SalesReportFilters, refreshKey = 0) {
  const { runs, onRun } = useRuns();
  const body = salesBody(filters);
  const query = useKitSalesQuery(body, `${refreshKey}:${runs}`);
  return { body, report: query.data ?? null, running: query.isFetching, error: query.error, onRun };
}
