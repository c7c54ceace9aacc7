import { sql } from 'kysely';
import { addDay, dayRange, isDay, isTimeZone, isWallClock, todayIn, zonedInstant } from '@intermission/contracts';
import type { Db } from '@intermission/db';

/**
 * Days are the venue's days (docs/decisions.md "Venue days"): the bounds are computed in
 * TypeScript by the one helper of libs/contracts (days.ts), never in SQL. A list over several
 * venues joins one row of bounds per time zone in use on the row's venue's "TimeZone".
 */

/** The time zone of a venue (404s are the caller's: undefined when there is no such venue). */
export async function venueTimeZone(db: Db, venueId: number): Promise<string | undefined> {
  const row = await db.selectFrom('app.venues').select('TimeZone').where('Id', '=', venueId).executeTakeFirst();
  return row?.TimeZone;
}

/** The time zones the venues keep, as stored. */
async function storedTimeZones(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('app.venues').select('TimeZone').distinct().execute();
  return rows.map((r) => r.TimeZone);
}

/** The time zones the venues use (a handful: one per region). */
export async function venueTimeZones(db: Db): Promise<string[]> {
  // A zone this runtime does not know (saved before saves checked it) has no bounds: its rows match no day filter.
  return (await storedTimeZones(db)).filter(isTimeZone);
}

/** Open bounds of a filter: null on a side the filter leaves open. */
export interface Bounds {
  from: Date | null;
  to: Date | null;
}

/**
 * A derived table `("TimeZone", "From", "To")` with the bounds of each zone in use, to join on a
 * venue's "TimeZone" (alias it: `JOIN ${zoneBounds(...)} zb ON zb."TimeZone" = v."TimeZone"`).
 */
export async function zoneBounds(db: Db, bounds: (timeZone: string) => Bounds) {
  return (await zoneFilter(db, bounds)).table;
}

/**
 * The bounds of each zone in use (`table`, as zoneBounds) and `span`: the earliest start and the
 * latest end over the zones, a range an index on the instant answers around the exact per-zone
 * bounds (a list filters on both: docs/api.md "Lists").
 */
export async function zoneFilter(db: Db, bounds: (timeZone: string) => Bounds) {
  const stored = await storedTimeZones(db);
  const zones = stored.filter(isTimeZone);
  const b = zones.map(bounds);
  const at = (d: Date | null) => d?.toISOString() ?? null;
  const edge = (ds: (Date | null)[], pick: (a: number, b: number) => number) =>
    ds.length && ds.every((d) => d) ? new Date(ds.reduce((m, d) => pick(m, d!.getTime()), ds[0]!.getTime())) : null;
  return {
    table: sql`(SELECT * FROM unnest(${zones}::text[], ${b.map((x) => at(x.from))}::timestamptz[], ${b.map((x) => at(x.to))}::timestamptz[])
    AS z("TimeZone", "From", "To"))`,
    span: {
      from: edge(
        b.map((x) => x.from),
        Math.min,
      ),
      to: edge(
        b.map((x) => x.to),
        Math.max,
      ),
    } satisfies Bounds,
    /**
     * Every venue keeps the same zone, one this runtime knows (an operator in one region): `span` is
     * then the exact bounds at every venue, and a list whose every row has a venue filters on it alone,
     * with no join on its venue's zone (an index range, and an index-only count).
     */
    single: stored.length === 1 && zones.length === 1,
  };
}

/** Days `from` to `to` (both included, either open) at each zone: [start of from, start of the day after to). */
export const dayBounds =
  (from: string | null | undefined, to: string | null | undefined) =>
  (timeZone: string): Bounds => ({
    from: from ? dayRange(from, from, timeZone).from : null,
    to: to ? dayRange(to, to, timeZone).to : null,
  });

/** A time bound: a local wall-clock time (a day is its midnight) read at the zone; an instant with its offset as it is. */
const timeBound = (v: string, timeZone: string) => (isWallClock(v) ? zonedInstant(v, timeZone) : new Date(v));

/** Time bounds at each zone (see timeBound); either side open. */
export const timeBounds =
  (from: string | null | undefined, to: string | null | undefined) =>
  (timeZone: string): Bounds => ({
    from: from ? timeBound(from, timeZone) : null,
    to: to ? timeBound(to, timeZone) : null,
  });

/**
 * The bounds of a search's TimeFilter fields (docs/api.md "Inputs") at each zone: from a day's start,
 * a local time or an instant; to the start of the day after a day (the day included), a local time
 * or an instant (excluded). Days only, the bounds are dayBounds'; local times and instants timeBounds'.
 */
export const filterBounds =
  (from: string | null | undefined, to: string | null | undefined) =>
  (timeZone: string): Bounds => ({
    from: from ? timeBound(from, timeZone) : null,
    to: to ? timeBound(isDay(to.trim()) ? addDay(to.trim()) : to, timeZone) : null,
  });

/** True when either bound is local (a day or a local time): its instant differs by venue. */
export const isLocalFilter = (from: string | null | undefined, to: string | null | undefined) =>
  Boolean((from && isWallClock(from)) || (to && isWallClock(to)));

/**
 * Today at a venue, as a SQL date to compare a date column with ("an expiry of today or later"):
 * today at each zone in use, picked by the venue's "TimeZone" (`venue` is the venues table's alias).
 */
export async function venueToday(db: Db, venue: string) {
  const zones = await venueTimeZones(db);
  return sql<string>`(SELECT z."Day" FROM unnest(${zones}::text[], ${zones.map((z) => todayIn(z))}::date[]) AS z("TimeZone", "Day")
    WHERE z."TimeZone" = ${sql.ref(`${venue}.TimeZone`)})`;
}
