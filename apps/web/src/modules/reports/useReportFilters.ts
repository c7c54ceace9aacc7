import { useEffect, useRef, useState } from 'react';
import { useSessionStorage } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { type ReportLocation, runtimeTimeZone, todayIn } from '@intermission/contracts';
import { entryKey, firstOfMonth, type ReportScope, useReportLocations } from './api';
import { filterToParams, paramsToFilter, type ReportFilterState } from './reportFilterParams';

export type { ReportFilterState } from './reportFilterParams';

export type FilterErrors = Partial<Record<'InvLocId' | 'fromDate' | 'toDate', string>>;

/** The contract's labels, so the page's messages read as the server's ('{label} is required'). */
export const FilterLabels = { InvLocId: 'Location', fromDate: 'Date From', toDate: 'Date To' } as const;

const blank: () => ReportFilterState = () => ({
  entry: '',
  fromDate: firstOfMonth(),
  toDate: todayIn(runtimeTimeZone()),
  showEventId: '',
  varianceOnly: false,
  includeInactive: false,
});

/** A filter's entry, its errors and the scope a report runs on (null until it is complete). */
function resolve(state: ReportFilterState, entries: ReportLocation[]) {
  const entry: ReportLocation | null = entries.find((l) => entryKey(l) === state.entry) ?? null;
  const errors: FilterErrors = {};
  if (!entry) errors.InvLocId = `${FilterLabels.InvLocId} is required`;
  if (!state.fromDate) errors.fromDate = `${FilterLabels.fromDate} is required`;
  if (!state.toDate) errors.toDate = `${FilterLabels.toDate} is required`;
  else if (state.fromDate && state.toDate < state.fromDate) errors.toDate = `${FilterLabels.toDate} must be on or after ${FilterLabels.fromDate}`;
  const period =
    entry && !errors.fromDate && !errors.toDate ? { InvLocId: entry.Id, Composite: entry.Composite, fromDate: state.fromDate, toDate: state.toDate } : null;
  const scope: ReportScope | null = period && { ...period, ShowEventId: state.showEventId ? Number(state.showEventId) : null };
  return { entry, errors, period, scope };
}

/**
 * The report filters. The URL's search params (reportFilterParams) are the source of truth: a run
 * writes its filter there, and a URL naming a complete filter runs that report, so Back from a
 * drill-down link and a shared link show the same report. The fields are a draft until Run; on a
 * first visit without one they start from the tab's last filter (session storage), the dates
 * defaulting to the first of the month to today, and ?lid preselects a plain entry with that Id.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const applied = paramsToFilter(params);
  const appliedKey = applied ? filterToParams(applied).toString() : '';
  const lid = Number(params.get('lid'));
  const locations = useReportLocations();
  const [kept, setKept] = useSessionStorage<ReportFilterState>({
    key: 'intermission.state.report.inventory',
    defaultValue: blank(),
    getInitialValueInEffect: false,
  });
  const [state, setState] = useState<ReportFilterState>(() => applied ?? kept);
  const set = (patch: Partial<ReportFilterState>) => setState((s) => ({ ...s, ...patch }));

  // The tab keeps the last filter for the next first visit.
  useEffect(() => setKept(state), [state, setKept]);

  // Back or forward to another filter of this page: the fields follow the URL.
  const lastKey = useRef(appliedKey);
  useEffect(() => {
    if (appliedKey === lastKey.current) return;
    lastKey.current = appliedKey;
    const next = paramsToFilter(new URLSearchParams(appliedKey));
    if (next) setState(next);
  }, [appliedKey]);

  // ?lid wins over the kept location once, when the entries arrive.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !locations.data) return;
    preselected.current = true;
    if (applied || !Number.isInteger(lid) || lid <= 0) return;
    const match = locations.data.find((l) => l.Id === lid && !l.Composite);
    if (match) setState((s) => (entryKey(match) === s.entry ? s : { ...s, entry: entryKey(match), showEventId: '' }));
  }, [locations.data, lid, applied]);

  const entries = locations.data ?? [];
  const { entry, errors, period, scope } = resolve(state, entries);
  const run = applied && resolve(applied, entries);

  /** Puts the filter in the URL (a new history entry), which runs it; false when it is already there. */
  const apply = (filter: ReportFilterState): boolean => {
    const next = filterToParams(filter);
    if (next.toString() === appliedKey) return false;
    setParams(next);
    return true;
  };

  return {
    state,
    set,
    locations,
    entries,
    entry,
    errors,
    period,
    scope,
    /** The filter the URL names and what it resolves to (null scope until the entries arrive). */
    applied: applied && run ? { state: applied, key: appliedKey, entry: run.entry, scope: run.scope } : null,
    apply,
  };
}

/** The link to the other report with the same filter (it runs there when complete). */
export function reportLink(path: string, state: ReportFilterState): string {
  const params = filterToParams(state).toString();
  return params ? `${path}?${params}` : path;
}
