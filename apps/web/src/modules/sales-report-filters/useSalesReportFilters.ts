import { useEffect, useMemo, useRef, useState } from 'react';
import { useSessionStorage } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { runtimeTimeZone, todayIn } from '@intermission/contracts';
import { useReportSalesLocations, useReportShowEvents, useReportTheatres, useSimpleVenues } from './api';
import {
  defaultFilter,
  filterBody,
  filterToParams,
  paramsToFilter,
  type SalesFilterConfig,
  type SalesFilterState,
  showEventsSearch,
  validateFilter,
  withChange,
} from './salesFilterParams';

/**
 * A sales report's filter (salesFilterParams): the URL's search params are the source of truth — Run
 * puts the filter there and the page runs whatever complete filter the URL names (on arrival, Back,
 * a shared link). The fields are a draft until Run; a first visit starts from the tab's last filter
 * of this report (session storage), else today and 00:00–23:59. Carries the panel's lookups.
 */
export function useSalesReportFilters(config: SalesFilterConfig) {
  const [params, setParams] = useSearchParams();
  const fresh = useMemo(() => defaultFilter(todayIn(runtimeTimeZone())), []);
  const [kept, setKept] = useSessionStorage<SalesFilterState>({
    key: `intermission.state.salesReport.${config.id}`,
    defaultValue: fresh,
    getInitialValueInEffect: false,
  });
  const applied = paramsToFilter(params, config, fresh);
  const appliedKey = applied ? filterToParams(applied, config).toString() : '';
  const [state, setState] = useState<SalesFilterState>(() => applied ?? { ...fresh, ...kept });
  const set = (patch: Partial<SalesFilterState>) => setState((s) => withChange(s, patch));

  useEffect(() => setKept(state), [state, setKept]);

  // Back or forward to another filter: the fields follow the URL.
  const lastKey = useRef(appliedKey);
  useEffect(() => {
    if (appliedKey === lastKey.current) return;
    lastKey.current = appliedKey;
    const next = paramsToFilter(new URLSearchParams(appliedKey), config, fresh);
    if (next) setState(next);
  }, [appliedKey, config, fresh]);

  const has = (f: SalesFilterConfig['fields'][number]) => config.fields.includes(f);
  const theatres = useReportTheatres();
  const venues = useSimpleVenues();
  const theatre = (theatres.data ?? []).find((t) => String(t.Id) === state.theatreId) ?? null;
  // A theatre chosen without a venue names its venue's sales locations.
  const venueId = state.venueId ? Number(state.venueId) : (theatre?.VenueId ?? null);
  const salesLocations = useReportSalesLocations(has('salesLocation') ? venueId : null);
  const search = has('showEvent') ? showEventsSearch(state, config) : null;
  const showEvents = useReportShowEvents(search);

  // A show event outside the days, times or place chosen now no longer applies.
  useEffect(() => {
    if (state.showEventId && showEvents.data && !showEvents.data.some((e) => String(e.Id) === state.showEventId)) setState((s) => ({ ...s, showEventId: '' }));
  }, [showEvents.data, state.showEventId]);

  const errors = validateFilter(state, config);
  const valid = Object.keys(errors).length === 0;

  /** Puts the draft in the URL (a new history entry, which runs it); false when the URL holds it already. */
  const apply = (): boolean => {
    if (!valid) return false;
    const next = filterToParams(state, config);
    if (next.toString() === appliedKey) return false;
    setParams(next);
    return true;
  };

  return {
    config,
    state,
    set,
    errors,
    valid,
    apply,
    /** The filter the URL names (null when none complete), its key and its request body. */
    applied: applied ? { state: applied, key: appliedKey, body: filterBody(applied, config) } : null,
    lookups: { theatres, venues, salesLocations, showEvents, venueId },
  };
}

export type SalesReportFilters = ReturnType<typeof useSalesReportFilters>;
