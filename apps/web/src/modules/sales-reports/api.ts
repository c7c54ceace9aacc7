import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdjustedSalesReport, GoodsSalesReport, KitSalesReport, SalesDrillRow, SalesFigure } from '@intermission/contracts';
import { post } from '../api/apiClient';
import { downloadPosted } from '../api/apiFiles';
import { fetchPage } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';

/** The calls of docs/reports.md "Kit sales report", "Goods sales report", "Managed sales report" (claim VenueManager ReadOnly). */
export const salesReportKeys = queryKeys('sales/reports');

/** The kit and goods sales reports' body (FromTime/ToTime 'HH:mm'). */
export interface SalesReportBody {
  FromDate: string;
  ToDate: string;
  FromTime: string;
  ToTime: string;
  VenueId: number | null;
  TheatreId: number | null;
  SalesLocationId: number | null;
  ShowEventId: number | null;
}

/** The managed sales report's body. */
export interface AdjustedSalesBody {
  DateFrom: string;
  DateTo: string;
  TheatreId: number | null;
  SalesLocationId: number | null;
  ShowEventId: number | null;
  IncludeNonAdjusted: boolean;
}

export const SalesReportPaths = {
  kit: 'sales/itemizedSalesReport',
  goods: 'sales/goodsSalesReport',
  adjusted: 'sales/adjustedSalesReport',
} as const;
export type SalesReportKind = keyof typeof SalesReportPaths;

/** What a report failed with when it has no message of its own. */
export const SalesReportFailed = 'The report could not be run.';

/**
 * A report's answer for an applied filter (null: not run yet); `refreshKey` runs it again (the live
 * feed bumps it when the show event's figures changed). The last answer stays while the next loads.
 */
function useSalesReport<T>(kind: SalesReportKind, body: object | null, refreshKey: string) {
  return useQuery({
    queryKey: salesReportKeys.list({ kind, body, refreshKey }),
    queryFn: () => post<T>(SalesReportPaths[kind], body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
export const useKitSalesQuery = (body: SalesReportBody | null, refreshKey = '') => useSalesReport<KitSalesReport>('kit', body, refreshKey);
export const useGoodsSalesQuery = (body: SalesReportBody | null, refreshKey = '') => useSalesReport<GoodsSalesReport>('goods', body, refreshKey);
export const useAdjustedSalesQuery = (body: AdjustedSalesBody | null, refreshKey = '') => useSalesReport<AdjustedSalesReport>('adjusted', body, refreshKey);

/** POST sales/itemizedSalesReport/excel: kitsalesreport.xlsx. */
export const downloadKitSalesExcel = (body: SalesReportBody) => downloadPosted(`${SalesReportPaths.kit}/excel`, body, 'kitsalesreport.xlsx');

/** The sales behind a figure as pages for the drill-down grid (X-List-Count the total), each cached under its key. */
export function useSalesDrillPages(kind: SalesReportKind, body: object | null, figure: SalesFigure | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (skip: number, take: number) => {
      const request = { ...body, Figure: figure, Skip: skip, Take: take };
      return queryClient.fetchQuery({
        queryKey: salesReportKeys.list({ kind, drill: request }),
        queryFn: () => fetchPage<SalesDrillRow>(`${SalesReportPaths[kind]}/sales`, request),
        retry: false,
      });
    },
    [queryClient, kind, body, figure],
  );
}
