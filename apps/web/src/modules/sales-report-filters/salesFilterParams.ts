import { addDay, isDay, Messages, SalesReportTimes, type ShowEventsSearch, weekday } from '@intermission/contracts';

// The filter panel of the sales reports (document 2 §2 "Each report has a filter panel", §5): which
// fields a report shows and needs, the filter as URL search params (the URL is the source of truth:
// a run writes it, Back and a shared link run the same report), and its checks.

/** The fields a report may show. `dates` is Date From and Date To, `times` Time From and Time To, `week` Week Start and Week End. */
export type SalesFilterField = 'dates' | 'times' | 'venue' | 'theatre' | 'salesLocation' | 'showEvent' | 'week' | 'includeNonAdjusted';

export interface SalesFilterConfig {
  /** The report's name: the tab keeps its last filter under it. */
  id: string;
  fields: readonly SalesFilterField[];
  /** The fields Run waits for (`dates`, `week` need both days; ids need a choice). */
  required?: readonly SalesFilterField[];
}

export interface SalesFilterState {
  fromDate: string;
  toDate: string;
  /** 'HH:mm' */
  fromTime: string;
  toTime: string;
  /** Ids as text, '' for none. */
  venueId: string;
  theatreId: string;
  salesLocationId: string;
  showEventId: string;
  weekStart: string;
  weekEnd: string;
  includeNonAdjusted: boolean;
}

export type SalesFilterErrors = Partial<Record<keyof SalesFilterState, string>>;

export const SalesFilterLabels = {
  fromDate: 'Date From',
  toDate: 'Date To',
  fromTime: 'Time From',
  toTime: 'Time To',
  venueId: 'Venue',
  theatreId: 'Theatre',
  salesLocationId: 'Sales Location',
  showEventId: 'Show Event',
  weekStart: 'Week Start',
  weekEnd: 'Week End',
  includeNonAdjusted: 'Include non-adjusted',
} as const satisfies Record<keyof SalesFilterState, string>;

/** The week of a day, Monday to Sunday (document 2 §9: "The week starts on Monday"). */
export function weekOf(day: string): { weekStart: string; weekEnd: string } {
  const back = (weekday(day) + 6) % 7;
  const weekStart = addDay(day, -back);
  return { weekStart, weekEnd: addDay(weekStart, 6) };
}

/** A fresh filter: today (the user's calendar) for the dates, its week, 00:00–23:59. */
export function defaultFilter(today: string): SalesFilterState {
  return {
    fromDate: today,
    toDate: today,
    fromTime: SalesReportTimes.FromTime,
    toTime: SalesReportTimes.ToTime,
    venueId: '',
    theatreId: '',
    salesLocationId: '',
    showEventId: '',
    ...weekOf(today),
    includeNonAdjusted: false,
  };
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const id = /^[1-9]\d{0,9}$/;
const has = (c: SalesFilterConfig, f: SalesFilterField) => c.fields.includes(f);
const needs = (c: SalesFilterConfig, f: SalesFilterField) => has(c, f) && (c.required ?? []).includes(f);

/** The filter's messages: a required field missing ('{label} is required'), a day or time that is none, an end before its start. */
export function validateFilter(s: SalesFilterState, c: SalesFilterConfig): SalesFilterErrors {
  const e: SalesFilterErrors = {};
  const days = (from: 'fromDate' | 'weekStart', to: 'toDate' | 'weekEnd', required: boolean) => {
    for (const k of [from, to] as const) {
      if (!s[k]) {
        if (required) e[k] = `${SalesFilterLabels[k]} is required`;
      } else if (!isDay(s[k])) e[k] = `${SalesFilterLabels[k]} must be a date`;
    }
    if (!e[from] && !e[to] && s[from] && s[to] && s[to] < s[from]) e[to] = `${SalesFilterLabels[to]} must be on or after ${SalesFilterLabels[from]}`;
  };
  if (has(c, 'dates')) days('fromDate', 'toDate', needs(c, 'dates'));
  if (has(c, 'week')) days('weekStart', 'weekEnd', needs(c, 'week'));
  if (has(c, 'times')) {
    if (!time.test(s.fromTime)) e.fromTime = `${SalesFilterLabels.fromTime} must be a time`;
    if (!time.test(s.toTime)) e.toTime = `${SalesFilterLabels.toTime} must be a time`;
    // §5: an end time not after the start time. Wall clocks of one form compare as text.
    else if (!e.fromTime && !e.fromDate && !e.toDate && `${s.toDate}T${s.toTime}` <= `${s.fromDate}T${s.fromTime}`) e.toTime = Messages.EndBeforeStart;
  }
  const ids = [
    ['venue', 'venueId'],
    ['theatre', 'theatreId'],
    ['salesLocation', 'salesLocationId'],
    ['showEvent', 'showEventId'],
  ] as const;
  for (const [field, key] of ids) {
    if (!has(c, field)) continue;
    if (s[key] && !id.test(s[key])) e[key] = `${SalesFilterLabels[key]} is not a known one`;
    else if (!s[key] && needs(c, field)) e[key] = `${SalesFilterLabels[key]} is required`;
  }
  return e;
}

/** Whether a message is a required field's (the panel shows those only once Run was tried; Run is disabled meanwhile). */
export const isRequiredMessage = (m: string | undefined) => !!m && m.endsWith(' is required');

const keys = {
  fromDate: 'from',
  toDate: 'to',
  fromTime: 'tf',
  toTime: 'tt',
  venueId: 'venue',
  theatreId: 'theatre',
  salesLocationId: 'sl',
  showEventId: 'ev',
  weekStart: 'ws',
  weekEnd: 'we',
  includeNonAdjusted: 'nonadj',
} as const satisfies Record<keyof SalesFilterState, string>;

/** The state keys each field writes. */
const fieldKeys: Record<SalesFilterField, (keyof SalesFilterState)[]> = {
  dates: ['fromDate', 'toDate'],
  times: ['fromTime', 'toTime'],
  venue: ['venueId'],
  theatre: ['theatreId'],
  salesLocation: ['salesLocationId'],
  showEvent: ['showEventId'],
  week: ['weekStart', 'weekEnd'],
  includeNonAdjusted: ['includeNonAdjusted'],
};

/**
 * The filter as search params: from, to, tf, tt (left out at 00:00 and 23:59), venue, theatre, sl,
 * ev, ws, we, nonadj=1 — only the report's fields, empty ones left out, so a link reads short.
 */
export function filterToParams(s: SalesFilterState, c: SalesFilterConfig): URLSearchParams {
  const p = new URLSearchParams();
  for (const field of c.fields)
    for (const k of fieldKeys[field]) {
      const v = s[k];
      if (k === 'includeNonAdjusted') {
        if (v) p.set(keys[k], '1');
      } else if (k === 'fromTime' && v === SalesReportTimes.FromTime) continue;
      else if (k === 'toTime' && v === SalesReportTimes.ToTime) continue;
      else if (v) p.set(keys[k], String(v));
    }
  return p;
}

/**
 * The filter a URL names, on top of `base` for what it leaves out; null when it names no complete,
 * valid filter (a report runs from the URL only then).
 */
export function paramsToFilter(p: URLSearchParams, c: SalesFilterConfig, base: SalesFilterState): SalesFilterState | null {
  if (![...p.keys()].some((k) => (Object.values(keys) as string[]).includes(k))) return null;
  const s: SalesFilterState = { ...base, fromTime: SalesReportTimes.FromTime, toTime: SalesReportTimes.ToTime };
  for (const field of c.fields)
    for (const k of fieldKeys[field]) {
      if (k === 'includeNonAdjusted') s.includeNonAdjusted = p.get(keys[k]) === '1';
      else if (k === 'fromTime' || k === 'toTime') s[k] = p.get(keys[k]) ?? s[k];
      else s[k] = (p.get(keys[k]) ?? '').slice(0, 30);
    }
  return Object.keys(validateFilter(s, c)).length ? null : s;
}

const num = (v: string) => (v ? Number(v) : null);

/**
 * The filter as a request body (PascalCase, document 2 §7): the report's fields only — FromDate,
 * ToDate, FromTime, ToTime, VenueId, TheatreId, SalesLocationId, ShowEventId (null when none),
 * WeekStart, WeekEnd, IncludeNonAdjusted. A report whose call names them otherwise maps this.
 */
export function filterBody(s: SalesFilterState, c: SalesFilterConfig) {
  const body: Partial<{
    FromDate: string;
    ToDate: string;
    FromTime: string;
    ToTime: string;
    VenueId: number | null;
    TheatreId: number | null;
    SalesLocationId: number | null;
    ShowEventId: number | null;
    WeekStart: string;
    WeekEnd: string;
    IncludeNonAdjusted: boolean;
  }> = {};
  if (has(c, 'dates')) Object.assign(body, { FromDate: s.fromDate, ToDate: s.toDate });
  if (has(c, 'times')) Object.assign(body, { FromTime: s.fromTime, ToTime: s.toTime });
  if (has(c, 'venue')) body.VenueId = num(s.venueId);
  if (has(c, 'theatre')) body.TheatreId = num(s.theatreId);
  if (has(c, 'salesLocation')) body.SalesLocationId = num(s.salesLocationId);
  if (has(c, 'showEvent')) body.ShowEventId = num(s.showEventId);
  if (has(c, 'week')) Object.assign(body, { WeekStart: s.weekStart, WeekEnd: s.weekEnd });
  if (has(c, 'includeNonAdjusted')) body.IncludeNonAdjusted = s.includeNonAdjusted;
  return body;
}

/** The show event filter's search (POST sales/showEvents) for the filter: its days (or week), times and place; null until the days read. */
export function showEventsSearch(s: SalesFilterState, c: SalesFilterConfig): ShowEventsSearch | null {
  const week = !has(c, 'dates') && has(c, 'week');
  const [FromDate, ToDate] = week ? [s.weekStart, s.weekEnd] : [s.fromDate, s.toDate];
  if (!isDay(FromDate) || !isDay(ToDate) || ToDate < FromDate) return null;
  const times = has(c, 'times') && time.test(s.fromTime) && time.test(s.toTime);
  const FromTime = times ? s.fromTime : SalesReportTimes.FromTime;
  const ToTime = times ? s.toTime : SalesReportTimes.ToTime;
  if (`${ToDate}T${ToTime}` <= `${FromDate}T${FromTime}`) return null;
  return {
    FromDate,
    ToDate,
    FromTime,
    ToTime,
    VenueId: has(c, 'venue') ? num(s.venueId) : null,
    TheatreId: has(c, 'theatre') ? num(s.theatreId) : null,
    SalesLocationId: has(c, 'salesLocation') ? num(s.salesLocationId) : null,
  };
}

/** What changing one field clears: a venue its theatre, sales location and show event; a theatre its sales location and show event. */
export function withChange(s: SalesFilterState, patch: Partial<SalesFilterState>): SalesFilterState {
  const next = { ...s, ...patch };
  if ('venueId' in patch && patch.venueId !== s.venueId) Object.assign(next, { theatreId: '', salesLocationId: '', showEventId: '' });
  else if ('theatreId' in patch && patch.theatreId !== s.theatreId) Object.assign(next, { salesLocationId: '', showEventId: '' });
  return next;
}
