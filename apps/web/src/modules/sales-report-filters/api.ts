import { useQuery } from '@tanstack/react-query';
import type { IdName, SalesShowEvent, ShowEventsSearch } from '@intermission/contracts';

/** A theatre of GET sales/simpleTheathers (SimpleTheatreSchema). */
export type SimpleTheatre = IdName & { VenueId: number };
import { get, post } from '../api/apiClient';
import { queryKeys } from '../api/queryKeys';
import { goodKeys } from '../goods/api';

/** The keys of the sales reports' lookups under `sales` (the show events search, the theatres). */
export const salesFilterKeys = queryKeys('sales');

// The filter panel's lookups come from calls a VenueManager may make: GET sales/simpleTheathers (the
// theatres of the user's venues, with their venue), GET goods/_simpleVenues (named; only the venues
// of those theatres are offered), GET goods/_simpleSalesLocations/{venueId} and POST sales/showEvents.

/** The theatres of the venues the user sees (GET sales/simpleTheathers, §7). */
export const useReportTheatres = () =>
  useQuery({ queryKey: salesFilterKeys.of('simpleTheathers'), queryFn: () => get<SimpleTheatre[]>('sales/simpleTheathers'), staleTime: 60_000 });

/** Every active venue's name (GET goods/_simpleVenues, the "simple venues" of §7); the panel keeps those of the user's theatres. */
export const useSimpleVenues = () =>
  useQuery({ queryKey: goodKeys.of('_simpleVenues'), queryFn: () => get<IdName[]>('goods/_simpleVenues'), staleTime: 60_000 });

/** A venue's sales locations (GET goods/_simpleSalesLocations/{venueId}). */
export const useReportSalesLocations = (venueId: number | null) =>
  useQuery({
    queryKey: goodKeys.of('_simpleSalesLocations', venueId),
    queryFn: () => get<IdName[]>(`goods/_simpleSalesLocations/${venueId}`),
    enabled: venueId !== null,
    staleTime: 60_000,
  });

/** The show events of the filter's days, times and place (POST sales/showEvents); nothing until the days read. */
export const useReportShowEvents = (search: ShowEventsSearch | null) =>
  useQuery({
    queryKey: salesFilterKeys.of('showEvents', search),
    queryFn: () => post<SalesShowEvent[]>('sales/showEvents', search),
    enabled: search !== null,
    retry: false,
  });
