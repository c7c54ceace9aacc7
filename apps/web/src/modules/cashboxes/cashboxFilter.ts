import { CashboxMessages, isDay, zonedInstant } from '@intermission/contracts';

// The filter of the cash box screens (spec document 2 §2, §5): theatre, dates and a time range
// (default 00:00 to 23:59), the show event within that window and the sales location.

export interface CashboxFilterState {
  theatreId: string;
  fromDate: string;
  toDate: string;
  /** 'HH:mm' */
  fromTime: string;
  toTime: string;
  showEventId: string;
  salesLocationId: string;
}

export const DefaultTimes = { fromTime: '00:00', toTime: '23:59' } as const;

export type CashboxFilterErrors = Partial<Record<'theatreId' | 'fromDate' | 'toDate' | 'toTime', string>>;

/** The UTC window of the filter at the theatre's venue: [from date + time, to date + time + 1 minute), so 23:59 ends at the next midnight. */
export interface CashboxWindow {
  DateFrom: string;
  DateTo: string;
}

/** The filter's window and its messages; the window is null until the dates and times read and are in order. */
export function filterWindow(s: CashboxFilterState, timeZone: string): { window: CashboxWindow | null; errors: CashboxFilterErrors } {
  const errors: CashboxFilterErrors = {};
  if (!isDay(s.fromDate)) errors.fromDate = 'Date From is required';
  if (!isDay(s.toDate)) errors.toDate = 'Date To is required';
  const timeOk = (t: string) => /^\d{2}:\d{2}$/.test(t);
  if (!timeOk(s.fromTime) || !timeOk(s.toTime)) errors.toTime = 'Enter both times';
  if (Object.keys(errors).length) return { window: null, errors };
  const from = `${s.fromDate}T${s.fromTime}`;
  const to = `${s.toDate}T${s.toTime}`;
  // Wall clocks of the same form compare as text.
  if (to <= from) return { window: null, errors: { toTime: CashboxMessages.EndBeforeStart } };
  return {
    window: {
      DateFrom: zonedInstant(from, timeZone).toISOString(),
      DateTo: new Date(zonedInstant(to, timeZone).getTime() + 60_000).toISOString(),
    },
    errors,
  };
}

export const numberOrNull = (v: string) => (/^\d+$/.test(v) ? Number(v) : null);
