import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Cashbox,
  CashboxEndCount,
  CashboxLog,
  CashboxManageAnswer,
  CashboxManageSearch,
  CashboxSaved,
  CashboxSearch,
  CashboxTimestamp,
  CashboxUpdate,
  CreateEventLog,
  EventLog,
  ShowEvent,
  ShowEventSave,
} from '@intermission/contracts';
import { get, post, put } from '../api/apiClient';
import { queryKeys } from '../api/queryKeys';
import { useDetailMutation } from '../api/useDetailMutation';
import { eventLogKeys, showEventKeys } from '../shows/api';

// The show events' key factory and their window search (useShowEvents) and theatre choices
// (useScheduleTheatres) are the shows module's; this module adds the show event page's reads and writes.
export { useScheduleTheatres, useShowEvents } from '../shows/api';

// The only door to the server for the show event page and the cash box screens (spec document 2
// §7; docs/cashboxes.md). One key factory per resource; each write refreshes what it changed.

/** A show event's cash boxes and unassigned cash boxes (GET shows/{id}/…), by show event id. */
export const showCashboxKeys = queryKeys('shows/cashboxes');
/** Cash box logs (cashboxes/…): searches are lists, GET cashboxes/{id} the detail. */
export const cashboxKeys = queryKeys('cashboxes');

// ---- Show events ----

export const useShowEvent = (id: number) =>
  useQuery({ queryKey: showEventKeys.detail(id), queryFn: () => get<ShowEvent>(`shows/showEvents/${id}`), enabled: id > 0, retry: false });

/** PUT shows/showEvents: the event's times; the answer replaces the cached event. */
export const useSaveShowEventMutation = (id: number) => useDetailMutation(showEventKeys, id, (body: ShowEventSave) => put<ShowEvent>('shows/showEvents', body));

// ---- A show event's cash boxes ----

export const useShowCashboxes = (showEventId: number) =>
  useQuery({
    queryKey: showCashboxKeys.of(showEventId, 'assigned'),
    queryFn: () => get<Cashbox[]>(`shows/${showEventId}/cashboxes`),
    enabled: showEventId > 0,
    retry: false,
  });

export const useUnassignedCashboxes = (showEventId: number, enabled = true) =>
  useQuery({
    queryKey: showCashboxKeys.of(showEventId, 'unassigned'),
    queryFn: () => get<Cashbox[]>(`shows/${showEventId}/unassigned-cashboxes`),
    enabled: enabled && showEventId > 0,
    retry: false,
  });

/** After a write to a cash box: every cash box read is stale (the show's tables, searches, the detail). */
function useCashboxesChanged() {
  const queryClient = useQueryClient();
  return (saved?: CashboxSaved) => {
    if (saved) queryClient.setQueryData<CashboxLog | undefined>(cashboxKeys.detail(saved.Cashbox.Id), (old) => old && { ...old, ...saved.Cashbox });
    void queryClient.invalidateQueries({ queryKey: showCashboxKeys.all });
    void queryClient.invalidateQueries({ queryKey: cashboxKeys.all });
  };
}

/** PUT shows/cashbox-endcount: posts an end log's end count (refused without a start count, §5). */
export function usePostEndCountMutation() {
  const changed = useCashboxesChanged();
  return useMutation({
    mutationFn: (body: CashboxEndCount) => put<CashboxSaved>('shows/cashbox-endcount', body),
    onSuccess: changed,
    onError: () => changed(),
  });
}

/** PUT cashboxes/: a cash box's new timestamp, and with a ShowEventId its assignment to that show event. */
export function useSaveCashboxTimestampMutation() {
  const changed = useCashboxesChanged();
  return useMutation({ mutationFn: (body: CashboxTimestamp) => put<CashboxSaved>('cashboxes/', body), onSuccess: changed, onError: () => changed() });
}

/** PUT cashboxes/update: the overrides (override = final − original, cashboxMath). */
export function useUpdateCashboxMutation() {
  const changed = useCashboxesChanged();
  return useMutation({ mutationFn: (body: CashboxUpdate) => put<CashboxSaved>('cashboxes/update', body), onSuccess: changed, onError: () => changed() });
}

/** POST shows/createLog: submits the manager log (final); the event is then locked. */
export function useCreateEventLogMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventLog) => post<EventLog>('shows/createLog', body),
    onSuccess: () => {
      // The event locks: its page, the calendar's windows and the event log list read again.
      void queryClient.invalidateQueries({ queryKey: showEventKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventLogKeys.all });
      void queryClient.invalidateQueries({ queryKey: showCashboxKeys.all });
    },
  });
}

// ---- Cash box screens ----

/** POST cashboxes/_search (the reconciliation page); null until the filter is complete. */
export const useCashboxSearch = (body: CashboxSearch | null) =>
  useQuery({ queryKey: cashboxKeys.list(body), queryFn: () => post<Cashbox[]>('cashboxes/_search', body), enabled: body !== null, retry: false });

/** POST cashboxes/manage (the manager page): each station's start and end counts for a show event. */
export const useCashboxManage = (body: CashboxManageSearch | null) =>
  useQuery({
    queryKey: cashboxKeys.of('manage', body),
    queryFn: () => post<CashboxManageAnswer>('cashboxes/manage', body),
    enabled: body !== null,
    retry: false,
  });

/** GET cashboxes/{id}: the log with its history of corrections. */
export const useCashbox = (id: number) =>
  useQuery({ queryKey: cashboxKeys.detail(id), queryFn: () => get<CashboxLog>(`cashboxes/${id}`), enabled: id > 0, retry: false });
