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

/** [From, To) as ISO times (null is open), or why the range cannot be searched. */
export type LogDateRange = { ok: true; DateLogFrom: string | null; DateLogTo: string | null } | { ok: false; error: string };

const localText = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A typed local date or date and time as a Date, or null when blank or not a real moment. */
export function parseLocal(text: string | undefined): Date | null {
  const m = localText.exec((text ?? '').trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Reject dates the calendar rolls over (2026-02-30 would become March 2).
  if (date.getFullYear() !== Number(y) || date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
  return date;
}

/** Local midnight `days` days after the day of `d` (month and DST safe: built from calendar fields). */
const dayStart = (d: Date, days = 0) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
const monthStart = (d: Date, months = 0) => new Date(d.getFullYear(), d.getMonth() + months, 1);

const range = (from: Date | null, to: Date | null): LogDateRange => ({
  ok: true,
  DateLogFrom: from?.toISOString() ?? null,
  DateLogTo: to?.toISOString() ?? null,
});

/**
 * The log-date window of a preset on the user's calendar, `now` being the user's local time: from
 * inclusive, to exclusive (Today = [today 00:00, tomorrow 00:00)). Weeks run Sunday to Saturday.
 * A custom range needs its end after its start ('End time should be after start time.'); a blank
 * side is open.
 */
export function logDateRange(preset: LogDatePreset, now: Date, custom: LogDateCustom = {}): LogDateRange {
  const sunday = dayStart(now, -now.getDay());
  switch (preset) {
    case 'any':
      return range(null, null);
    case 'today':
      return range(dayStart(now), dayStart(now, 1));
    case 'tomorrow':
      return range(dayStart(now, 1), dayStart(now, 2));
    case 'thisWeek':
      return range(sunday, dayStart(sunday, 7));
    case 'nextWeek':
      return range(dayStart(sunday, 7), dayStart(sunday, 14));
    case 'thisMonth':
      return range(monthStart(now), monthStart(now, 1));
    case 'nextMonth':
      return range(monthStart(now, 1), monthStart(now, 2));
    case 'custom': {
      const from = parseLocal(custom.start);
      const to = parseLocal(custom.end);
      if (from && to && to.getTime() <= from.getTime()) return { ok: false, error: Messages.EndBeforeStart };
      return range(from, to);
    }
  }
}
