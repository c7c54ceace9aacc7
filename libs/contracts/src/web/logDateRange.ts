import { type Day, addDay, isWallClock, localDay, monthStart, runtimeTimeZone, weekday } from '../common/days';
import { Messages } from '../common/messages';

/** The log-date filter of the inventory count log (document 1 §2.4), in the order the screen offers them. */
export const LogDatePresets = ['any', 'today', 'tomorrow', 'thisWeek', 'nextWeek', 'thisMonth', 'nextMonth', 'custom'] as const;
export type LogDatePreset = (typeof LogDatePresets)[number];

export const LogDatePresetLabels: Record<LogDatePreset, string> = {
  any: 'Any Log Date',
  today: 'Today',
  tomorrow: 'Tomorrow',
  thisWeek: 'This Week',
  nextWeek: 'Next Week',
  thisMonth: 'This Month',
  nextMonth: 'Next Month',
  custom: 'Custom Range',
};

/** The custom range as typed: local 'YYYY-MM-DDTHH:mm' (datetime-local) or 'YYYY-MM-DD' (its midnight); blank is open. */
export interface LogDateCustom {
  start?: string;
  end?: string;
}

/**
 * [From, To) as local wall-clock times 'YYYY-MM-DDTHH:mm:ss' with no offset (null is open): the
 * server reads them at each count's venue, so "Today" is the venue's day (docs/decisions.md
 * "Venue days"); or why the range cannot be searched.
 */
export type LogDateRange = { ok: true; DateLogFrom: string | null; DateLogTo: string | null } | { ok: false; error: string };

/** A typed local date or date and time as 'YYYY-MM-DDTHH:mm:ss', or null when blank or not a real moment. */
export function localWallClock(text: string | undefined): string | null {
  const v = (text ?? '').trim().replace(' ', 'T');
  if (!isWallClock(v)) return null;
  const [day, time = '00:00'] = v.split('T') as [string, string?];
  return `${day}T${`${time}:00`.slice(0, 8)}`;
}

const midnight = (day: Day) => `${day}T00:00:00`;
const range = (from: Day | null, to: Day | null): LogDateRange => ({
  ok: true,
  DateLogFrom: from && midnight(from),
  DateLogTo: to && midnight(to),
});

/**
 * The log-date window of a preset on the user's calendar (`now` read in the browser's zone gives
 * today): from inclusive, to exclusive (Today = [today 00:00, tomorrow 00:00)), each a local
 * midnight at the count's venue. Weeks run Sunday to Saturday. A custom range needs its end after
 * its start ('End time should be after start time.'); a blank side is open.
 */
export function logDateRange(preset: LogDatePreset, now: Date, custom: LogDateCustom = {}): LogDateRange {
  const today = localDay(now, runtimeTimeZone());
  const sunday = addDay(today, -weekday(today));
  switch (preset) {
    case 'any':
      return range(null, null);
    case 'today':
      return range(today, addDay(today));
    case 'tomorrow':
      return range(addDay(today), addDay(today, 2));
    case 'thisWeek':
      return range(sunday, addDay(sunday, 7));
    case 'nextWeek':
      return range(addDay(sunday, 7), addDay(sunday, 14));
    case 'thisMonth':
      return range(monthStart(today), monthStart(today, 1));
    case 'nextMonth':
      return range(monthStart(today, 1), monthStart(today, 2));
    case 'custom': {
      const from = localWallClock(custom.start);
      const to = localWallClock(custom.end);
      if (from && to && to <= from) return { ok: false, error: Messages.EndBeforeStart };
      return { ok: true, DateLogFrom: from, DateLogTo: to };
    }
  }
}
