import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InventoryLogRow,
  type InventoryLogSearchSchema,
  type PatronsRoomReport,
  PatronsRoomReportPageSize,
  type PatronsRoomReportRequestSchema,
  type PatronsRoomRevenueSavedSchema,
  type PatronsRoomRevenue,
  type PatronsRoomRevenueCreate,
  type Venue,
  type VenueInventory,
} from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { get, post, put } from '../api/apiClient';
import { downloadPosted } from '../api/apiFiles';
import { postPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { venueKeys } from '../clients/hierarchy/api';
import type { InventoryLocationOption } from '@intermission/contracts';
import type { z } from 'zod';

/** The query keys of the patrons room calls (rooms, the month's report, the month's revenue). */
export const patronsRoomKeys = {
  all: ['patronsRoom'] as const,
  rooms: ['patronsRoom', 'rooms'] as const,
  report: (body: PatronsRoomReportBody | null) => ['patronsRoom', 'report', body] as const,
  reports: ['patronsRoom', 'report'] as const,
  revenue: (roomId: number | null, year: number | null, month: number) => ['patronsRoom', 'revenue', roomId, year, month] as const,
};

/**
 * The venue's IANA time zone (GET clients/{clientId}/venues/{id}, the venue record shared with the venue's own page), so a screen about one venue shows
 * its times as the venue's clock reads them; undefined (the browser's zone) until known or when not readable.
 */
export function useVenueTimeZone(clientId: number | undefined, venueId: number | undefined): string | undefined {
  const venue = useQuery({
    queryKey: venueKeys.detail(venueId ?? 0),
    queryFn: () => get<Venue>(`clients/${clientId}/venues/${venueId}`),
    enabled: !!clientId && !!venueId,
    retry: false,
    staleTime: 60_000,
  });
  return venue.data?.TimeZone;
}

/** The keys of a venue's inventory count log (POST venues/managers/_searchInventoryLogs). */
export const inventoryLogKeys = queryKeys('venues/managers/_searchInventoryLogs');

/** POST venues/managers/_searchInventoryLogs: a page of a venue's inventory count log, newest first (PagedList's query). */
export const inventoryLogsSearchQuery = (body: z.input<typeof InventoryLogSearchSchema>) =>
  postPageQuery<InventoryLogRow>(inventoryLogKeys.list(body), 'venues/managers/_searchInventoryLogs', body);

/** The query keys of GET / POST inventory/venue/{id}. */
export const inventoryVenueKeys = {
  all: ['inventory/venue'] as const,
  report: (venueId: string, asOf: string) => ['inventory/venue', venueId, asOf || null] as const,
};

/** The month a patrons room report covers: one room (or every room the user may see when null). */
export type PatronsRoomReportBody = z.input<typeof PatronsRoomReportRequestSchema>;

export const patronsRoomReportBody = (roomId: number | null, year: number, month: number): PatronsRoomReportBody => ({
  InvLocId: roomId,
  Year: year,
  Month: month,
  Skip: 0,
  Take: PatronsRoomReportPageSize,
});

/** The patrons rooms the user may see; those a PatronRoomManager without VenueManager may pick when the first call is refused. */
export function usePatronsRooms() {
  return useQuery({
    queryKey: patronsRoomKeys.rooms,
    queryFn: async () => {
      try {
        return await get<InventoryLocationOption[]>('inventoryLocations/patronsRoom/dropDown');
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) return get<InventoryLocationOption[]>('inventoryLocations/_patronsRooms');
        throw err;
      }
    },
  });
}

/** POST patronsRoom/report: the patrons room transfers of a month with their total; nothing until the year is valid. */
export function usePatronsRoomReport(body: PatronsRoomReportBody | null) {
  return useQuery({
    queryKey: patronsRoomKeys.report(body),
    queryFn: () => post<PatronsRoomReport>('patronsRoom/report', body),
    enabled: !!body,
    retry: false,
  });
}

/** The month's revenue of one room, with its Version (Revenue and Version null until entered). */
export function usePatronsRoomRevenue(roomId: number | null, year: number | null, month: number) {
  return useQuery({
    queryKey: patronsRoomKeys.revenue(roomId, year, month),
    queryFn: () => get<PatronsRoomRevenue>(`patronsRoom/revenue/${roomId}/${year}/${month}`),
    enabled: !!roomId && !!year,
    retry: false,
  });
}

/** A month as saved: its Version is set. */
export type SavedRevenue = PatronsRoomRevenue & { Version: number };
type RevenueSaved = z.output<typeof PatronsRoomRevenueSavedSchema> & { Revenue: SavedRevenue };

/**
 * Saves a month's revenue: a month not entered yet is created (POST), an entered one changes on its
 * Version (PUT; 409 when someone saved first). The saved month replaces the cached one and the reports reload.
 */
export function useSaveRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, version }: { fields: PatronsRoomRevenueCreate; version: number | null }) => {
      const answer = version
        ? await put<RevenueSaved>('patronsRoom/_revenue', { ...fields, Version: version })
        : await post<RevenueSaved>('patronsRoom/_revenue', fields);
      return answer.Revenue;
    },
    onSuccess: (saved) => setRevenue(queryClient, saved),
  });
}

/** Puts a month's revenue (saved, or the server's copy after a 409) in the cache and reloads the reports. */
export function setRevenue(queryClient: ReturnType<typeof useQueryClient>, r: PatronsRoomRevenue) {
  queryClient.setQueryData(patronsRoomKeys.revenue(r.InventoryLocationId, r.Year, r.Month), r);
  void queryClient.invalidateQueries({ queryKey: patronsRoomKeys.reports });
}

/** POST patronsRoom/report/csv: the month as the server's CSV file. */
export const downloadPatronsRoomCsv = (body: PatronsRoomReportBody) => downloadPosted('patronsRoom/report/csv', body, 'patronsroomreport.csv');

/** What a venue holds per good (GET inventory/venue/{id}), or as of the end of a day (POST). */
export function useVenueInventory(ran: { venueId: string; asOf: string } | null) {
  return useQuery({
    queryKey: inventoryVenueKeys.report(ran?.venueId ?? '', ran?.asOf ?? ''),
    queryFn: () =>
      ran!.asOf
        ? post<VenueInventory>(`inventory/venue/${ran!.venueId}`, { VenueId: Number(ran!.venueId), AsOfDate: ran!.asOf })
        : get<VenueInventory>(`inventory/venue/${ran!.venueId}`),
    enabled: !!ran?.venueId,
    retry: false,
  });
}
