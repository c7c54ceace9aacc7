import { useState } from 'react';
import type { SalesFilterConfig } from '../sales-report-filters/salesFilterParams';
import type { SalesReportFilters } from '../sales-report-filters/useSalesReportFilters';
import { type AdjustedSalesBody, type SalesReportBody, useAdjustedSalesQuery, useGoodsSalesQuery } from './api';

/** The kit and goods sales reports' filter panel (document 2 §5 "Sales summary": both dates required). */
export const SalesSummaryFilter = (id: string): SalesFilterConfig => ({
  id,
  fields: ['dates', 'times', 'venue', 'theatre', 'salesLocation', 'showEvent'],
  required: ['dates'],
});
/** The managed sales report's (§5: a theatre and both dates, else nothing to show). */
export const AdjustedSalesFilter: SalesFilterConfig = {
  id: 'adjusted-sales',
  fields: ['dates', 'theatre', 'salesLocation', 'showEvent', 'includeNonAdjusted'],
  required: ['dates', 'theatre'],
};

/** Runs counted: Run on the filter already in the URL reads the report again. */
export function useRuns() {
  const [runs, setRuns] = useState(0);
  return { runs, onRun: (changed: boolean) => !changed && setRuns((r) => r + 1) };
}

export const salesBody = (filters: SalesReportFilters): SalesReportBody | null => (filters.applied ? (filters.applied.body as SalesReportBody) : null);

/** The goods sales page's run: the report of the filter in the URL, again on each Run. */
export function useGoodsSalesReport(filters: SalesReportFilters) {
  const { runs, onRun } = useRuns();
  const body = salesBody(filters);
  const query = useGoodsSalesQuery(body, String(runs));
  return { body, report: query.data ?? null, running: query.isFetching, error: query.error, onRun };
}

/** The managed sales page's run (its call names the days DateFrom and DateTo). */
export function useAdjustedSalesReport(filters: SalesReportFilters) {
  const { runs, onRun } = useRuns();
  const b = filters.applied?.body;
  const body: AdjustedSalesBody | null = b
    ? {
        DateFrom: b.FromDate!,
        DateTo: b.ToDate!,
        TheatreId: b.TheatreId ?? null,
        SalesLocationId: b.SalesLocationId ?? null,
        ShowEventId: b.ShowEventId ?? null,
        IncludeNonAdjusted: b.IncludeNonAdjusted ?? false,
      }
    : null;
  const query = useAdjustedSalesQuery(body, String(runs));
  return { body, report: query.data ?? null, running: query.isFetching, error: query.error, onRun };
}
