import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type EventLogSearch, isDay, type TheatreOption } from '@intermission/contracts';
import { useScheduleTheatres } from './api';
import { eventLogDefaultDays } from './scheduleWeek';

/** What the event log list's filter shows: the theatre, the show (none for all) and the venue days. */
export interface EventLogFilter {
  theatre: TheatreOption | undefined;
  showId: number | null;
  fromDate: string;
  toDate: string;
}

/** The server's text for days out of order (EventLogSearchSchema). */
const DaysOrderMessage = 'The to date must not be before the from date';

/**
 * The event log list's filter, kept in the URL (?id is the theatre, then show, from, to) so Back from
 * an event's log shows the same list; the days default to the last 7 days to today at the theatre's
 * venue. `search` is the call's body, null until a theatre is chosen and the days are in order.
 */
export function useEventLogFilters() {
  const [params, setParams] = useSearchParams();
  const theatres = useScheduleTheatres();
  const theatre = theatres.data?.find((t) => t.Id === Number(params.get('id')));
  const defaults = theatre ? eventLogDefaultDays(theatre.TimeZone) : { FromDate: '', ToDate: '' };
  const day = (name: string, fallback: string) => {
    const v = params.get(name) ?? '';
    return isDay(v) ? v : fallback;
  };
  const filter: EventLogFilter = {
    theatre,
    showId: Number(params.get('show')) || null,
    fromDate: day('from', defaults.FromDate),
    toDate: day('to', defaults.ToDate),
  };
  const toDateError = filter.fromDate && filter.toDate && filter.toDate < filter.fromDate ? DaysOrderMessage : undefined;
  const search: EventLogSearch | null =
    theatre && filter.fromDate && filter.toDate && !toDateError
      ? { TheatreId: theatre.Id, ShowId: filter.showId, FromDate: filter.fromDate, ToDate: filter.toDate }
      : null;

  // Two fields changed one after the other, faster than the URL comes back as a render, each keep
  // their value: a change builds on the one written before it (react-router's function form reads
  // the params of the render, not the URL just written).
  const written = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const set = (patch: Partial<{ id: number | null; show: number | null; from: string; to: string }>) => {
    const base = written.current?.from === params.toString() ? written.current.next : params;
    const next = new URLSearchParams(base);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '' || v === undefined) next.delete(k);
      else next.set(k, String(v));
    }
    // Another theatre: its own shows and its own venue's days.
    if ('id' in patch) ['show', 'from', 'to'].forEach((k) => next.delete(k));
    written.current = { from: params.toString(), next };
    setParams(next, { replace: true });
  };

  return { theatres, filter, toDateError, search, set };
}
