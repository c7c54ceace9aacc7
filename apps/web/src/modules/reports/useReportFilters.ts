import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportLocation } from '@intermission/contracts';
import { localDay } from '../stock/localDay';
import { usePersistentState } from '../ui/usePersistentState';
import { entryKey, firstOfMonth, type ReportScope, useReportLocations } from './api';

/** The filters both reports share (kept between visits, so each report's link to the other keeps them). */
export interface ReportFilterState {
  /** The chosen entry as entryKey() gives it, '' for none. */
  entry: string;
  fromDate: string;
  toDate: string;
  /** The chosen show event's id, '' for the whole period. */
  showEventId: string;
  /** Gain/loss only. */
  varianceOnly: boolean;
  includeInactive: boolean;
}

export type FilterErrors = Partial<Record<'InvLocId' | 'fromDate' | 'toDate', string>>;

/** The contract's labels, so the page's messages read as the server's ('{label} is required'). */
export const FilterLabels = { InvLocId: 'Location', fromDate: 'Date From', toDate: 'Date To' } as const;

/**
 * The report filters: kept for the tab (as the lists keep theirs), the dates defaulting to the first
 * of the month to today, and the location preselected from ?lid (a plain entry with that Id) on arrival.
 */
export function useReportFilters() {
  const [params] = useSearchParams();
  const lid = Number(params.get('lid'));
  const locations = useReportLocations();
  const [state, setState] = usePersistentState<ReportFilterState>('report.inventory', {
    entry: '',
    fromDate: firstOfMonth(),
    toDate: localDay(),
    showEventId: '',
    varianceOnly: false,
    includeInactive: false,
  });
  const set = (patch: Partial<ReportFilterState>) => setState({ ...state, ...patch });

  // ?lid wins over the kept location once, when the entries arrive.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !locations.data) return;
    preselected.current = true;
    if (!Number.isInteger(lid) || lid <= 0) return;
    const match = locations.data.find((l) => l.Id === lid && !l.Composite);
    if (match && entryKey(match) !== state.entry) setState({ ...state, entry: entryKey(match), showEventId: '' });
  }, [locations.data, lid, state, setState]);

  const entries = locations.data ?? [];
  const entry: ReportLocation | null = entries.find((l) => entryKey(l) === state.entry) ?? null;

  const errors: FilterErrors = {};
  if (!entry) errors.InvLocId = `${FilterLabels.InvLocId} is required`;
  if (!state.fromDate) errors.fromDate = `${FilterLabels.fromDate} is required`;
  if (!state.toDate) errors.toDate = `${FilterLabels.toDate} is required`;
  else if (state.fromDate && state.toDate < state.fromDate) errors.toDate = `${FilterLabels.toDate} must be on or after ${FilterLabels.fromDate}`;

  const period =
    entry && !errors.fromDate && !errors.toDate ? { InvLocId: entry.Id, Composite: entry.Composite, fromDate: state.fromDate, toDate: state.toDate } : null;
  const scope: ReportScope | null = period && { ...period, ShowEventId: state.showEventId ? Number(state.showEventId) : null };

  return { state, set, locations, entries, entry, errors, period, scope };
}

/** The link to the other report, keeping the filters (kept state) and naming a plain entry's location. */
export function reportLink(path: string, entry: ReportLocation | null): string {
  return entry && !entry.Composite ? `${path}?lid=${entry.Id}` : path;
}
