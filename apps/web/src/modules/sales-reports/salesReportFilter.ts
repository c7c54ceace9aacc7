import { monthStart, runtimeTimeZone, todayIn } from '@intermission/contracts';
import type { AdjustedSalesBody, SalesReportBody } from './api';

/** The filter panel's fields (ids as text: '' for none). */
export interface SalesFilterState {
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
  venueId: string;
  theatreId: string;
  salesLocationId: string;
  showEventId: string;
  includeNonAdjusted: boolean;
}

export type SalesFilterErrors = Partial<Record<'fromDate' | 'toDate' | 'fromTime' | 'toTime' | 'theatreId', string>>;

/** The first of the month to today (§5 time filters: 00:00 to 23:59). */
export const blankSalesFilter = (): SalesFilterState => {
  const today = todayIn(runtimeTimeZone());
  return {
    fromDate: monthStart(today),
    toDate: today,
    fromTime: '00:00',
    toTime: '23:59',
    venueId: '',
    theatreId: '',
    salesLocationId: '',
    showEventId: '',
    includeNonAdjusted: false,
  };
};

const id = (v: string) => (v ? Number(v) : null);

/** §5 "Sales summary": both dates required, the time-from not after the time-to; the managed report: a theatre too. */
export function salesFilterErrors(s: SalesFilterState, needsTheatre = false): SalesFilterErrors {
  const e: SalesFilterErrors = {};
  if (!s.fromDate) e.fromDate = 'Date From is required';
  if (!s.toDate) e.toDate = 'Date To is required';
  else if (s.fromDate && s.toDate < s.fromDate) e.toDate = 'Date To must be on or after Date From';
  if (s.fromTime && s.toTime && s.fromTime > s.toTime) e.toTime = 'End time should be after start time.';
  if (needsTheatre && !s.theatreId) e.theatreId = 'Theatre is required';
  return e;
}

export const kitSalesBody = (s: SalesFilterState): SalesReportBody => ({
  FromDate: s.fromDate,
  ToDate: s.toDate,
  FromTime: s.fromTime || '00:00',
  ToTime: s.toTime || '23:59',
  VenueId: id(s.venueId),
  TheatreId: id(s.theatreId),
  SalesLocationId: id(s.salesLocationId),
  ShowEventId: id(s.showEventId),
});

export const adjustedSalesBody = (s: SalesFilterState): AdjustedSalesBody => ({
  DateFrom: s.fromDate,
  DateTo: s.toDate,
  TheatreId: id(s.theatreId),
  SalesLocationId: id(s.salesLocationId),
  ShowEventId: id(s.showEventId),
  IncludeNonAdjusted: s.includeNonAdjusted,
});
