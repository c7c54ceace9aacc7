import type { ReportLocation } from '@intermission/contracts';

/** The filters both reports share; the URL's search params hold the ones a report ran on. */
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

const day = /^\d{4}-\d{2}-\d{2}$/;
const key = /^\d+:(all|one)$/;

/**
 * The filter as search params: loc (the entry key, "12:all" for a venue's composite entry, "12:one"
 * for one location), from, to (YYYY-MM-DD), ev (a show event's id) and vo / inactive (the gain/loss
 * checkboxes, only when set). Empty fields are left out, so a link reads short.
 */
export function filterToParams(state: ReportFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.entry) params.set('loc', state.entry);
  if (state.fromDate) params.set('from', state.fromDate);
  if (state.toDate) params.set('to', state.toDate);
  if (state.showEventId) params.set('ev', state.showEventId);
  if (state.varianceOnly) params.set('vo', '1');
  if (state.includeInactive) params.set('inactive', '1');
  return params;
}

/**
 * The filter a URL names, or null when it names no complete one (an entry and both dates, well
 * formed): a report runs from the URL only then, so Back and a shared link show the same report.
 */
export function paramsToFilter(params: URLSearchParams): ReportFilterState | null {
  const entry = params.get('loc') ?? '';
  const fromDate = params.get('from') ?? '';
  const toDate = params.get('to') ?? '';
  if (!key.test(entry) || !day.test(fromDate) || !day.test(toDate)) return null;
  const ev = params.get('ev') ?? '';
  return {
    entry,
    fromDate,
    toDate,
    showEventId: /^\d+$/.test(ev) ? ev : '',
    varianceOnly: params.get('vo') === '1',
    includeInactive: params.get('inactive') === '1',
  };
}

/** The same filter (so a Run on what the URL already holds runs again rather than navigating). */
export const sameFilter = (a: ReportFilterState, b: ReportFilterState) => filterToParams(a).toString() === filterToParams(b).toString();

/**
 * The picker's (and the caption's) label of an entry, saying what it covers: a venue's composite
 * entry is every location of the venue; its plain entry (the server's '… Inventory Location') is the
 * venue's own location, its store room, alone; any other location is named as the server names it.
 */
export function entryLabel(entry: Pick<ReportLocation, 'Name' | 'VenueName' | 'IsVenue' | 'Composite'>): string {
  if (entry.Composite) return `${entry.VenueName} — whole venue (all locations)`;
  if (entry.IsVenue) return `${entry.VenueName} — venue store room only`;
  return entry.Name;
}
