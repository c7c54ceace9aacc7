// Days are the venue's days (docs/decisions.md "Venue days"; spec document 1 §5: "the start of the from day and the
// start of the day after the to day, local time converted to UTC"). The one place a calendar day
// becomes instants and an instant becomes a day, for the server and the browser alike.
import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, addMonths, eachDayOfInterval, format, getDay } from 'date-fns';

/** A calendar day written YYYY-MM-DD. */
export type Day = string;

/** An instant's period [from, to): from inclusive, to exclusive. */
export interface Period {
  from: Date;
  to: Date;
}

const dayText = /^(\d{4})-(\d{2})-(\d{2})$/;
const wallText = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

// The zones found good, remembered: making an Intl.DateTimeFormat to check one costs ~0.15 ms (2 cores, Node 20), and
// every day or instant conversion checks its zone, several per row of some lists. Bounded: names also come from input.
const knownZones = new Set<string>();
const KnownZonesCap = 1000;

/** True for an IANA time zone name this runtime knows ("America/New_York"). */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (!zone || !/^[A-Za-z]/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size < KnownZonesCap) knownZones.add(zone);
  return true;
}

function checkZone(zone: string): string {
  if (!isTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
  return zone;
}

/** The fields of a local wall-clock text, or null when it is not a real calendar moment. */
function wallFields(text: string): [number, number, number, number, number, number] | null {
  const m = wallText.exec(text.trim());
  if (!m) return null;
  const f = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = f;
  // The calendar itself (zone-free): 2026-02-30 is no day, 24:00 no time.
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return f;
}

/** A day as a zone-free calendar date (UTC midnight), for calendar arithmetic only. */
function calendar(day: Day): TZDate {
  if (!dayText.test(day) || !wallFields(day)) throw new RangeError(`Not a day YYYY-MM-DD: ${day}`);
  return new TZDate(`${day}T00:00:00Z`, 'UTC');
}

const text = (d: Date): Day => format(d, 'yyyy-MM-dd');

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  return dayText.test(value) && wallFields(value) !== null;
}

/** The calendar day `n` days after `day` (before when negative). */
export function addDay(day: Day, n = 1): Day {
  return text(addDays(calendar(day), n));
}

/** Every day from `from` to `to`, both included (none when `to` is before `from`). */
export function daysFrom(from: Day, to: Day): Day[] {
  const start = calendar(from);
  const end = calendar(to);
  return end < start ? [] : eachDayOfInterval({ start, end }).map(text);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(day: Day): number {
  return getDay(calendar(day));
}

/** The first day of the month `n` months after the month of `day`. */
export function monthStart(day: Day, n = 0): Day {
  return text(addMonths(calendar(`${day.slice(0, 8)}01`), n));
}

/**
 * The instant a local wall-clock time ('YYYY-MM-DD', its midnight, or 'YYYY-MM-DDTHH:mm[:ss]')
 * happens in the zone. A time a DST change skips moves forward by the gap (02:30 on the day clocks
 * jump 02:00 → 03:00 is 03:30; the midnight of a day whose clocks jump 00:00 → 01:00 is 01:00);
 * one it repeats is its first time. Worked out from the zone's offsets (tzOffset) rather than
 * TZDate's constructor, whose pick of a repeated time depends on the runtime's own zone: the
 * browser and the server must agree to the instant.
 */
export function zonedInstant(wallClock: string, timeZone: string): Date {
  const f = wallFields(wallClock);
  if (!f) throw new RangeError(`Not a local date or time: ${wallClock}`);
  const [y, mo, d, h, mi, s] = f;
  const zone = checkZone(timeZone);
  // The wall-clock time read as if in UTC; the instant is it minus the offset in force then.
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetAt = (t: number) => tzOffset(zone, new Date(t)) * 60_000;
  const before = offsetAt(wall - 86_400_000);
  const after = offsetAt(wall + 86_400_000);
  const fits = [wall - before, wall - after].filter((t) => t + offsetAt(t) === wall);
  // None fits in a gap: the time a clock on the old offset would show it, which is after the gap.
  return new Date(fits.length ? Math.min(...fits) : wall - before);
}

/** The instant the venue's day begins: its local midnight (the first moment of the day where DST skips midnight). */
export function dayStart(day: Day, timeZone: string): Date {
  calendar(day);
  return zonedInstant(day, timeZone);
}

/** Days `from` to `to` (both included) at the venue: [start of `from`, start of the day after `to`). */
export function dayRange(from: Day, to: Day, timeZone: string): Period {
  return { from: dayStart(from, timeZone), to: dayStart(addDay(to), timeZone) };
}

/** A month (1–12) at the venue: [its first day's start, the next month's first day's start). */
export function monthRange(year: number, month: number, timeZone: string): Period {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return { from: dayStart(first, timeZone), to: dayStart(monthStart(first, 1), timeZone) };
}

/** The venue-local day of an instant. */
export function localDay(at: Date | string | number, timeZone: string): Day {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a time: ${String(at)}`);
  return text(new TZDate(time, checkZone(timeZone)));
}

/** Today in the zone (`daysBack` days earlier when given). */
export function todayIn(timeZone: string, daysBack = 0, now: Date = new Date()): Day {
  return addDay(localDay(now, timeZone), -daysBack);
}

/** The zone this runtime runs in (the browser's: the user's calendar). */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** True for a local wall-clock text (a day, or a day and a time) with no offset: a time at each venue. */
export function isWallClock(value: string): boolean {
  return wallFields(value) !== null;
}

/**
 * The instant `days` days after `at` at the same local wall-clock time in the zone (a show at 18:00
 * is at 18:00 a week later across a DST change; a time the later day skips moves forward by the gap,
 * as zonedInstant).
 */
export function addLocalDays(at: Date | string | number, days: number, timeZone: string): Date {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a time: ${String(at)}`);
  const local = new TZDate(time, checkZone(timeZone));
  const wall = `${addDay(format(local, 'yyyy-MM-dd'), days)}T${format(local, 'HH:mm:ss')}`;
  return new Date(zonedInstant(wall, timeZone).getTime() + (((time % 1000) + 1000) % 1000));
}
