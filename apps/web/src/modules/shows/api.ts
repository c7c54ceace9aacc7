import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CopyWeek,
  type CopyWeekAnswer,
  type EventLogDetail,
  type EventLogListItem,
  type EventLogSearch,
  hasClaim,
  type IdName,
  isAdminRole,
  type MessageAnswer,
  type SearchQuery,
  type Show,
  type ShowEvent,
  type ShowEventSave,
  type ShowParams,
  type ShowSave,
  type TheatreOption,
} from '@intermission/contracts';
import { del, get, post, put } from '../api/apiClient';
import { fetchPage, getPageQuery, searchParams } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { useCreateMutation } from '../api/useCreateMutation';
import { useDetailMutation } from '../api/useDetailMutation';
import { useRemoveMutation } from '../api/useRemoveMutation';
import { theatreKeys } from '../clients/hierarchy/api';
import { useSession } from '../session/useSession';

/** The keys of everything under `shows` (the shows themselves). */
export const showKeys = queryKeys('shows');
/** The keys of `shows/showEvents`: a list is one theatre's window (TheatreId, Start, End). */
export const showEventKeys = queryKeys('shows/showEvents');
/** The keys of `shows/logs`: a list is one search of the event log list, a detail one show event's log. */
export const eventLogKeys = queryKeys('shows/logs');

// ---- Shows ----

/** GET shows/_search: a page of the shows list (PagedList's query). */
export const showsSearchQuery = (query: SearchQuery) => getPageQuery<Show>(showKeys.list(query), 'shows/_search', query);

/** Every show, for a picker: the lookup search of spec document 2 §9 ('*', skip 0, take 999). */
export function useShowOptions() {
  const query = { q: '*', skip: 0, take: 999 };
  return useQuery({
    queryKey: showKeys.list(query),
    queryFn: () => fetchPage<Show>(`shows/_search?${searchParams(query)}`).then((p) => p.rows),
    staleTime: 30_000,
  });
}

/** The shows playing in a theatre (GET shows/theatre/{id}/dropDown), for the event log list's show filter. */
export function useTheatreShows(theatreId: number | null) {
  return useQuery({
    queryKey: showKeys.of('theatre', theatreId),
    queryFn: () => get<IdName[]>(`shows/theatre/${theatreId}/dropDown`),
    enabled: !!theatreId,
  });
}

export function useShowQuery(id: number) {
  return useQuery({ queryKey: showKeys.detail(id), queryFn: () => get<Show>(`shows/${id}`), enabled: id > 0 });
}

/** GET shows/params/{id}: the show with a summary of its events (how many, the first and last, the theatres). */
export function useShowParams(id: number) {
  return useQuery({ queryKey: showKeys.of('params', id), queryFn: () => get<ShowParams>(`shows/params/${id}`), enabled: id > 0 });
}

export const useCreateShowMutation = () => useCreateMutation(showKeys, (show: ShowSave) => post<Show>('shows', show));

export const useSaveShowMutation = (id: number) => useDetailMutation(showKeys, id, (show: ShowSave) => put<Show>('shows', { ...show, Id: id }));

export const useDeleteShowMutation = (id: number) => useRemoveMutation(showKeys, id, () => del<MessageAnswer>(`shows/${id}`));

// ---- Theatres to schedule in ----

/**
 * The theatres the schedule and the event log list offer, each with its venue's TimeZone: every
 * active theatre for an admin (role 1 or 5) or a user who is no venue manager, the theatres of the
 * venues they manage or back up for a venue manager (as the server's show scope narrows them).
 */
export function useScheduleTheatres() {
  const session = useSession();
  const own = session && !isAdminRole(session.roleId) && hasClaim(session.claimValues, 'VenueManager', 'FullAccess') ? session.userId : null;
  return useQuery({
    queryKey: theatreKeys.of('options', own),
    queryFn: () => get<TheatreOption[]>(own === null ? 'theatres' : `theatres/manager/${own}`),
    staleTime: 60_000,
  });
}

// ---- Show events ----

/** One theatre's show events over a window [Start, End) (GET shows/showEvents?TheatreId=&Start=&End=). */
export interface ShowEventWindow {
  TheatreId: number;
  Start: string;
  End: string;
}

const showEventsQuery = (w: ShowEventWindow) => ({
  queryKey: showEventKeys.list(w),
  queryFn: () => get<ShowEvent[]>(`shows/showEvents?${new URLSearchParams({ TheatreId: String(w.TheatreId), Start: w.Start, End: w.End })}`),
});

export function useShowEvents(window: ShowEventWindow | null) {
  return useQuery({ ...showEventsQuery(window ?? { TheatreId: 0, Start: '', End: '' }), enabled: window !== null });
}

/** The show events of a window, read now (the copy week's look at the next week). */
export function useFetchShowEvents() {
  const queryClient = useQueryClient();
  return (w: ShowEventWindow) => queryClient.fetchQuery({ ...showEventsQuery(w), staleTime: 0 });
}

export const useCreateShowEventMutation = () => useCreateMutation(showEventKeys, (body: ShowEventSave) => post<ShowEvent>('shows/showEvents', body));

/** PUT shows/showEvents: a move or a resize (any event of the calendar, so the id comes with the body). */
export function useSaveShowEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShowEventSave & { Id: number }) => put<ShowEvent>('shows/showEvents', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(showEventKeys.detail(saved.Id), saved);
      void queryClient.invalidateQueries({ queryKey: showEventKeys.lists() });
    },
  });
}

export function useDeleteShowEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del<MessageAnswer>(`shows/showEvents/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: showEventKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: showEventKeys.lists() });
    },
  });
}

/** POST shows/showEvents/copyWeek: the week's events into the next week; every window of the calendar is read again. */
export function useCopyWeekMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyWeek) => post<CopyWeekAnswer>('shows/showEvents/copyWeek', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: showEventKeys.lists() }),
  });
}

// ---- Event logs ----

/** POST shows/logs/_search: the event log list (events whose show time minus 4 hours is past); nothing until a theatre is chosen. */
export function useEventLogs(search: EventLogSearch | null) {
  return useQuery({
    queryKey: eventLogKeys.list(search),
    queryFn: () => post<EventLogListItem[]>('shows/logs/_search', search),
    enabled: search !== null,
    retry: false,
  });
}

/** GET shows/logs/{showEventId}: a show event with its theatre and its manager log when submitted. */
export function useEventLog(showEventId: number) {
  return useQuery({
    queryKey: eventLogKeys.detail(showEventId),
    queryFn: () => get<EventLogDetail>(`shows/logs/${showEventId}`),
    enabled: showEventId > 0,
    retry: false,
  });
}
