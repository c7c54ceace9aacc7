import { useSessionStorage } from '@mantine/hooks';
import { useState } from 'react';
import { runtimeTimeZone, todayIn } from '@intermission/contracts';
import { useScheduleTheatres, useShowEvents } from './api';
import { type CashboxFilterState, DefaultTimes, filterWindow, numberOrNull } from './cashboxFilter';

const blank = (): CashboxFilterState => {
  const today = todayIn(runtimeTimeZone());
  return { theatreId: '', fromDate: today, toDate: today, ...DefaultTimes, showEventId: '', salesLocationId: '' };
};

interface Kept {
  state: CashboxFilterState;
  /** The filter of the last search, shown again on the next visit; null before the first. */
  applied: CashboxFilterState | null;
}

/**
 * The filter of a cash box screen. With `keepKey` (the manager page, §2) the filter and the last
 * search are kept in the tab between visits, as the lists and reports keep theirs
 * (`intermission.state.*` in session storage); without, they start afresh. Days and times are read
 * at the chosen theatre's venue.
 */
export function useCashboxFilters(keepKey?: string) {
  const [kept, setKept] = useSessionStorage<Kept>({
    key: `intermission.state.cashboxes.${keepKey ?? 'unkept'}`,
    defaultValue: { state: blank(), applied: null },
    getInitialValueInEffect: false,
  });
  const [local, setLocal] = useState<Kept>({ state: blank(), applied: null });
  const current = keepKey ? kept : local;
  const save = keepKey ? setKept : setLocal;
  const { state, applied } = current;

  const theatres = useScheduleTheatres();
  const zoneOf = (theatreId: string) => theatres.data?.find((t) => String(t.Id) === theatreId)?.TimeZone ?? runtimeTimeZone();
  const timeZone = zoneOf(state.theatreId);
  const { window, errors } = filterWindow(state, timeZone);
  const theatreId = numberOrNull(state.theatreId);
  const showEvents = useShowEvents(theatreId && window ? { TheatreId: theatreId, Start: window.DateFrom, End: window.DateTo } : null);

  // A new theatre or window drops a show event that is no longer among the choices.
  const set = (patch: Partial<CashboxFilterState>) =>
    save((k) => {
      const next = { ...k.state, ...patch };
      const windowChanged = ['theatreId', 'fromDate', 'toDate', 'fromTime', 'toTime'].some((f) => f in patch);
      if (windowChanged && !('showEventId' in patch)) next.showEventId = '';
      if ('theatreId' in patch) next.salesLocationId = '';
      return { ...k, state: next };
    });

  const appliedWindow = applied ? filterWindow(applied, zoneOf(applied.theatreId)).window : null;

  return {
    state,
    set,
    errors,
    window,
    timeZone,
    theatres,
    showEvents,
    /** The filter of the last search and its window (null when it no longer reads). */
    applied: applied && appliedWindow ? { state: applied, window: appliedWindow } : null,
    /** Searches with the filter as it stands (false when it is not complete). */
    apply: () => {
      if (!window) return false;
      save((k) => ({ ...k, applied: k.state }));
      return true;
    },
    reset: () => save({ state: blank(), applied: null }),
  };
}

export type CashboxFilters = ReturnType<typeof useCashboxFilters>;
