import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  LiquorControlDrillColumn,
  LiquorControlDrillRow,
  LiquorControlReport,
  LiquorControlRequest,
  ReportShowEvent,
  VenueWithSalesLocations,
} from '@intermission/contracts';
import { get, post } from '../api/apiClient';
import { fetchPage } from '../api/listPage';

/** The liquor control calls (docs/reports.md "Liquor control report"; claim VenueManager ReadOnly). */
const base = 'venues/managers/liquor-control-report';

/** The one key factory of this module's queries. */
export const liquorControlKeys = {
  all: [base] as const,
  search: (body: unknown) => [base, '_search', body] as const,
  drillDown: (body: unknown) => [base, 'drillDown', body] as const,
  salesLocations: [base, 'salesLocations'] as const,
  showEvents: (body: unknown) => [base, 'showEvents', body] as const,
};

export type LiquorControlBody = Omit<LiquorControlRequest, 'SalesLocationId' | 'ShowEventId'> & { SalesLocationId: number | null; ShowEventId: number | null };

export const runLiquorControl = (body: LiquorControlBody) => post<LiquorControlReport>(`${base}/_search`, body);

/** The venues' sales locations (the sales location filter). */
export function useVenueSalesLocations() {
  return useQuery({
    queryKey: liquorControlKeys.salesLocations,
    queryFn: () => get<VenueWithSalesLocations[]>('goods/dropDown/venuesWithSalesLocations'),
    staleTime: 60_000,
  });
}

/** The show events of a venue over the dates (the inventory reports' show event call on the venue's composite entry). */
export function useVenueShowEvents(body: { InvLocId: number; fromDate: string; toDate: string } | null) {
  const request = body && { ...body, Composite: true };
  return useQuery({
    queryKey: liquorControlKeys.showEvents(request),
    queryFn: () => post<ReportShowEvent[]>('venues/managers/inventorySummary/showEvents', request),
    enabled: request !== null,
    retry: false,
  });
}

/** What a drill-down opens: one figure of one row. */
export interface LiquorDrillTarget {
  VenueId: number;
  Day: string;
  SalesLocationId: number;
  SalesLocation: string;
  GoodId: number;
  Good: string;
  Column: LiquorControlDrillColumn;
}

/** The pages of one figure's lines (X-List-Count). */
export function useLiquorDrillPages(target: LiquorDrillTarget | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (skip: number, take: number) => {
      const body = target && {
        VenueId: target.VenueId,
        Day: target.Day,
        SalesLocationId: target.SalesLocationId,
        GoodId: target.GoodId,
        Column: target.Column,
        Skip: skip,
        Take: take,
      };
      return queryClient.fetchQuery({
        queryKey: liquorControlKeys.drillDown(body),
        queryFn: () => fetchPage<LiquorControlDrillRow>(`${base}/drillDown`, body),
        retry: false,
      });
    },
    [queryClient, target],
  );
}
