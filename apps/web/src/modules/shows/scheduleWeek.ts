import { addDay, type Day, dayRange, todayIn, weekday } from '@intermission/contracts';

/** A week of the schedule at the theatre's venue: its Monday and the instants [Monday 00:00, next Monday 00:00). */
export interface ScheduleWeek {
  monday: Day;
  /** ISO instants (UTC), as the show event search and copy week take them. */
  start: string;
  end: string;
}

/** The Monday of the week holding `day`: the schedule's weeks start on Monday (spec document 2 §9). */
export function mondayOf(day: Day): Day {
  return addDay(day, -((weekday(day) + 6) % 7));
}

/** The week holding the venue day `day`, its ends at the venue's midnights (a DST week is 167 or 169 hours). */
export function scheduleWeek(day: Day, timeZone: string): ScheduleWeek {
  const monday = mondayOf(day);
  const { from, to } = dayRange(monday, addDay(monday, 6), timeZone);
  return { monday, start: from.toISOString(), end: to.toISOString() };
}

/** The week after `week`: where copy week writes. */
export function nextWeek(week: ScheduleWeek, timeZone: string): ScheduleWeek {
  return scheduleWeek(addDay(week.monday, 7), timeZone);
}

/**
 * An instant as FullCalendar writes it in a named time zone ('2026-11-30T19:00:00-05:00') as the
 * UTC ISO text the server takes; the offset in the text makes it exact whatever the browser's zone.
 */
export function toInstant(calendarText: string): string {
  const t = Date.parse(calendarText);
  if (Number.isNaN(t)) throw new RangeError(`Not a time: ${calendarText}`);
  return new Date(t).toISOString();
}

/** The event log list's default days (spec document 2 §9): the last 7 days to today at the venue. */
export function eventLogDefaultDays(timeZone: string, now: Date = new Date()): { FromDate: Day; ToDate: Day } {
  return { FromDate: todayIn(timeZone, 7, now), ToDate: todayIn(timeZone, 0, now) };
}

/** A wall-clock time on the 12-hour clock, h:mm tt (spec document 2 §9): 19:05 is '7:05 PM', 00:30 '12:30 AM'. */
export function twelveHourClock(hour: number, minute: number): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

interface ClockFields {
  hour: number;
  minute: number;
}

/** FullCalendar's formatter for the slot labels and the events' times: one time, or a start and an end. */
export function calendarClock(info: { date: ClockFields; start: ClockFields; end?: ClockFields | null }): string {
  return info.end
    ? `${twelveHourClock(info.start.hour, info.start.minute)} – ${twelveHourClock(info.end.hour, info.end.minute)}`
    : twelveHourClock(info.date.hour, info.date.minute);
}
