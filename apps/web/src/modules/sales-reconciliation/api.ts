import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReconciliationDrillColumn, ReconciliationDrillRow, SalesReconciliationReport, SalesReconciliationRequest } from '@intermission/contracts';
import { post } from '../api/apiClient';
import { downloadPosted } from '../api/apiFiles';
import { fetchPage } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';

/** The calls of docs/reports.md "Sales reconciliation report" (VenueManager ReadOnly). */
const base = 'sales/salesReport';
export const salesReconciliationKeys = queryKeys(base);

/** The report on a filter (null: not run yet). */
export const useSalesReconciliation = (body: SalesReconciliationRequest | null) =>
  useQuery({
    queryKey: salesReconciliationKeys.list(body),
    queryFn: () => post<SalesReconciliationReport>(base, body),
    enabled: body !== null,
    retry: false,
  });

/** Saves salesreconciliationreport.xlsx (§7 "salesReport/csv") or, as CSV, salesreconciliationreport.csv. */
export const downloadReconciliation = (body: SalesReconciliationRequest, format: 'xlsx' | 'csv') =>
  downloadPosted(format === 'csv' ? `${base}/csv?format=csv` : `${base}/csv`, body, `salesreconciliationreport.${format}`);

/** What a drill-down opens: a row (null: the totals), a figure, a tender. */
export interface ReconciliationDrillTarget {
  row: { VenueId: number; Day: string; ShowEventId: number | null } | null;
  column: ReconciliationDrillColumn;
  paymentMethodId: number | null;
  title: string;
}

/** The pages of the lines behind a figure (Skip/Take, the total from X-List-Count), each cached under its key. */
export function useReconciliationDrillPages(body: SalesReconciliationRequest | null, target: ReconciliationDrillTarget | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (skip: number, take: number) => {
      const drill = {
        ...body!,
        RowVenueId: target?.row?.VenueId ?? null,
        RowDay: target?.row?.Day ?? null,
        RowShowEventId: target?.row?.ShowEventId ?? null,
        Column: target!.column,
        PaymentMethodId: target?.paymentMethodId ?? null,
        Skip: skip,
        Take: take,
      };
      return queryClient.fetchQuery({
        queryKey: salesReconciliationKeys.of('drillDown', drill),
        queryFn: () => fetchPage<ReconciliationDrillRow>(`${base}/drillDown`, drill),
        retry: false,
      });
    },
    [queryClient, body, target],
  );
}
