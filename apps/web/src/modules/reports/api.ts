import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type DrillDownColumn,
  type DrillDownRow,
  type EndOfDayStatus,
  type InventoryReport,
  type KitSoldRow,
  type ReportLocation,
  type ReportsAsOf,
  type ReportShowEvent,
  monthStart,
  runtimeTimeZone,
  todayIn,
} from '@intermission/contracts';
import { get, post } from '../api/apiClient';
import { fetchPage } from '../api/listPage';
import { formatDateTime } from '../ui/formatDateTime';
import { apiErrorText } from '../ui/showApiError';

/** The calls of docs/reports.md, all under venues/managers/ (claim VenueManager ReadOnly). */
const base = 'venues/managers/inventorySummary';

/** The query keys of the inventory summary calls (and the end-of-day status beside them). */
export const inventorySummaryKeys = {
  all: [base] as const,
  asOf: [base, 'asOf'] as const,
  locations: [base, 'locations'] as const,
  showEvents: (body: unknown) => [base, 'showEvents', body] as const,
  kitsSold: (body: unknown) => [base, 'kitsSold', body] as const,
  drillDown: (body: unknown) => [base, 'drillDown', body] as const,
  endOfDay: (body: unknown) => [base, 'endOfDay', body] as const,
};

/** What the report failed with when it has no field errors of its own. */
export const ReportFailed = 'The report could not be run.';

/** The entry a report runs on, as the location filter's value: one location, or a venue's composite entry. */
export const entryKey = (l: Pick<ReportLocation, 'Id' | 'Composite'>) => `${l.Id}:${l.Composite ? 'all' : 'one'}`;

/** The location filter's entries in the server's order (composite venues, ' Inventory Location' entries, the rest). */
export function useReportLocations() {
  return useQuery({ queryKey: inventorySummaryKeys.locations, queryFn: () => get<ReportLocation[]>(`${base}/locations`), staleTime: 60_000 });
}

/** The entry and period every report call shares. */
export interface ReportScope {
  InvLocId: number;
  Composite: boolean;
  fromDate: string;
  toDate: string;
  ShowEventId: number | null;
}

export interface ReportOptions {
  Totals: boolean;
  VarianceOnly: boolean;
  IncludeInactive: boolean;
}

export const runReport = (scope: ReportScope, options: ReportOptions) => post<InventoryReport>(`${base}/`, { ...scope, ...options });

/** The show event filter's choices for an entry over the dates; nothing until both are known. */
export function useShowEvents(scope: Omit<ReportScope, 'ShowEventId'> | null) {
  return useQuery({
    queryKey: inventorySummaryKeys.showEvents(scope),
    queryFn: () => post<ReportShowEvent[]>(`${base}/showEvents`, scope),
    enabled: scope !== null,
    retry: false,
  });
}

export function useKitsSold(scope: ReportScope | null, categoryId: number | null) {
  const body = scope && { ...scope, Categoryid: categoryId };
  return useQuery({
    queryKey: inventorySummaryKeys.kitsSold(body),
    queryFn: () => post<KitSoldRow[]>(`${base}/kitsSold`, body),
    enabled: body !== null,
    retry: false,
  });
}

/** When the report tables were read from a replayed schema (REPORTS_SCHEMA); null on the live tables. */
export function useReportsAsOf() {
  return useQuery({
    queryKey: inventorySummaryKeys.asOf,
    queryFn: () => get<ReportsAsOf>(`${base}/asOf`),
    staleTime: 60_000,
  });
}

/**
 * The events behind one figure of a good's row, newest first, as pages for the grid's infinite row
 * model (Skip/Take, the total from X-List-Count); each page is cached under its key.
 */
export function useDrillDownPages(scope: ReportScope | null, goodId: number | null, column: DrillDownColumn | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (skip: number, take: number) => {
      const body = { ...scope!, GoodId: goodId!, Column: column!, Skip: skip, Take: take };
      return queryClient.fetchQuery({
        queryKey: inventorySummaryKeys.drillDown(body),
        queryFn: () => fetchPage<DrillDownRow>(`${base}/drillDown`, body),
        retry: false,
      });
    },
    [queryClient, scope, goodId, column],
  );
}

/** The end-of-day counts of a venue's locations per day. */
export function useEndOfDayStatus(body: { VenueId: number; FromDate: string; ToDate: string } | null) {
  return useQuery({
    queryKey: inventorySummaryKeys.endOfDay(body),
    queryFn: () => post<EndOfDayStatus>('venues/managers/inventoryLocations/endOfDayStatus/', body),
    enabled: body !== null,
    retry: false,
  });
}

/** The statuses on which a refused report call shows the server's own message: an entry that is unknown or not the user's. */
export const ReportRefusals = [400, 403, 404] as const;

/**
 * The text a dialog shows in place when its call failed: the shared `apiErrorText` (504 and
 * connection failures with the spec's texts) with the server's own message on any refusal.
 */
export const loadFailure = (err: unknown, fallback: string): string | null => (err ? apiErrorText(err, fallback, { ownMessageOn: (s) => s < 500 }) : null);

/** The first day of the current month of the user's calendar, the reports' default Date From. */
export function firstOfMonth(): string {
  return monthStart(todayIn(runtimeTimeZone()));
}

/** "MM/dd/yyyy h:mm tt – h:mm tt": a show event's start and, on the same day, its end time, at the venue. */
export function showEventLabel(e: ReportShowEvent): string {
  const start = formatDateTime(e.Start, e.TimeZone);
  const end = formatDateTime(e.End, e.TimeZone);
  return `${start} – ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}

/** A YYYY-MM-DD day as MM/dd/yyyy (document 3 §9). */
export function formatDay(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}
