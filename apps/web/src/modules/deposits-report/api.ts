import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DepositsReport, DepositsReportDrillDownRequestSchema, DepositsReportRequest, SalesDrillDownRow } from '@intermission/contracts';
import { post } from '../api/apiClient';
import { fetchPage, type ListPage } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';

/** The keys of everything under `sales/depositsReport` (docs/reports.md "Deposits report"). */
export const depositsReportKeys = queryKeys('sales/depositsReport');

/** POST sales/depositsReport for a request (null: nothing to run yet). */
export function useDepositsReport(request: DepositsReportRequest | null) {
  return useQuery({
    queryKey: depositsReportKeys.of('report', request),
    queryFn: () => post<DepositsReport>('sales/depositsReport', request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type DepositsReportDrillDownBody = z.input<typeof DepositsReportDrillDownRequestSchema>;

/** POST sales/depositsReport/drillDown: one page of the sale payments or withdrawals behind a figure. */
export const fetchDepositsReportDrillDown = (body: DepositsReportDrillDownBody): Promise<ListPage<SalesDrillDownRow>> =>
  fetchPage<SalesDrillDownRow>('sales/depositsReport/drillDown', body);
