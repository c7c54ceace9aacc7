import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { type CashboxCountRecorded, CashboxCountPushSchema, CashboxLogType, cashboxTotal, localDay } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { INVENTORY_REPORTS_PROJECTION, InventoryReportsTables, projectionTable } from '@intermission/projections';
import type { CurrentUser } from '../auth/current-user';
import { CashboxesRepository } from '../cashboxes/cashboxes.repository';
import { RecordCashboxCommand } from '../cashboxes/commands/record-cashbox.command';
import { ManagerLogController } from '../cashboxes/manager-log.controller';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { EVENT_STORE } from '../ledger/ledger.tokens';
import { type DenominationCounts, makeChange } from './change-maker';
import { recordThrough } from './record-through';
import { seedActor, seedGuid } from './stock.seed';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Pushes under way at once; corrections (end count posts, manager logs) at once: each holds a lock connection (AdvisoryLocks keeps 8). */
const PUSHES = 24;
const CORRECTIONS = 8;

/** Every station starts its show with this float, in small bills: 4 × 20 + 6 × 10 + 8 × 5 + 15 × 1 + 20 × 0.25 = 200.00. */
export const DemoFloat: DenominationCounts = { Hundreds: 0, Fifties: 0, Twenties: 4, Tens: 6, Fives: 8, Ones: 15, Quarters: 20, Dimes: 0, Nickels: 0 };

/**
 * The deliberate variety, by the k-th (from 0) count pair in time order (show start, then station
 * Id): every 5th end count is over $2.00, every 7th (not also a 5th) short $3.25; pair 231 (day
 * 10, the 21:00 show, its 4th station) never sends its end count; pair 100 (day 5, 18:00, its 5th
 * station) sends its start count after its end count.
 */
export const DemoCashVariety = { over: '2.00', short: '3.25', missingEnd: 231, lateStart: 100 } as const;

/** The end count's difference from float + cash sales for the k-th pair. */
export const demoCashDifference = (k: number): Decimal =>
  (k + 1) % 5 === 0 ? new Decimal(DemoCashVariety.over) : (k + 1) % 7 === 0 ? new Decimal(DemoCashVariety.short).neg() : new Decimal(0);

interface Pair {
  ShowEventId: number;
  StationId: number;
  Station: string;
  SalesLocationId: number;
  Start: Date;
  End: Date;
  /** The show's day in the seeded three weeks (0 to 20), at the venue. */
  day: number;
  /** The station's cash sales in the show event (refunds negative). */
  cash: Decimal;
}

export interface DemoCashboxesSeeded {
  counts: number;
  endCountsPosted: number;
  managerLogs: number;
}

/**
 * Cash box counts and manager logs for the demo show events (after seedDemoSales), through the
 * commands the calls use. Every station that rang up sales in a past show event counts its cash
 * box: a start count 30 minutes before the show (DemoFloat), an end count 10 minutes after it
 * (the float plus the station's cash sales in the event, greedy change, with DemoCashVariety), and
 * posts the end count. Then the manager log of every event counted in, except the one missing an
 * end count and the last day's. The cash is read back from the sales read table: every demo sale
 * is cash. GUIDs derive from the step and manager logs already submitted are skipped, so a second
 * run records nothing.
 */
export async function seedDemoCashboxes(app: INestApplication, db: Db, now = new Date()): Promise<DemoCashboxesSeeded> {
  const commands = app.get(CommandBus);
  const cashboxes = app.get(CashboxesRepository);
  const store = app.get<symbol, EventStore>(EVENT_STORE);
  const actor = await seedActor(db);
  const pairs = await demoCashPairs(app, db, now);
  const seeded: DemoCashboxesSeeded = { counts: 0, endCountsPosted: 0, managerLogs: 0 };

  const push = async (pair: Pair, LogTypeId: 1 | 2, counts: DenominationCounts, at: Date) => {
    const GuidId = seedGuid('cashboxes', `${LogTypeId === CashboxLogType.Start ? 'start' : 'end'}:${pair.ShowEventId}:${pair.StationId}`);
    // Sent again on a second run: the push answers the stored log (its Id) and records nothing.
    const replay = (await store.readStream(`cashbox-${GuidId}`, { maxCount: 1 })).length > 0;
    const body = CashboxCountPushSchema.parse({
      GuidId,
      PointOfSaleStationId: pair.StationId,
      ShowEventId: pair.ShowEventId,
      LogTypeId,
      TimestampUtc: at.toISOString(),
      ...counts,
      Total: cashboxTotal(counts),
    });
    const answer = await recordThrough<CashboxCountRecorded>(commands, new RecordCashboxCommand({ kind: 'count', body }, actor));
    if (!replay) seeded.counts++;
    return answer.Id;
  };

  /** The pair's counts, as its station sends them; answers the end log's Id (none when it never sends it). */
  const countPair = async (pair: Pair, k: number): Promise<number | undefined> => {
    const start = () => push(pair, CashboxLogType.Start, DemoFloat, new Date(pair.Start.getTime() - 30 * MINUTE_MS));
    if (k !== DemoCashVariety.lateStart) await start();
    if (k === DemoCashVariety.missingEnd) return undefined;
    const cash = new Decimal(cashboxTotal(DemoFloat)).plus(pair.cash).plus(demoCashDifference(k));
    const endId = await push(pair, CashboxLogType.End, makeChange(cash), new Date(pair.End.getTime() + 10 * MINUTE_MS));
    // Arriving late: after its end count (and before the end count is posted, which needs the start).
    if (k === DemoCashVariety.lateStart) await start();
    return endId;
  };
  // Pairs are independent of one another (cash is not stock): many at once, so each push's wait for
  // the cashboxes projection is shared with the others' instead of paid one after another.
  const endIds = await inParallel([...pairs.entries()], PUSHES, ([k, pair]) => countPair(pair, k));

  // The office posts the end counts: a correction, taken under the show event's lock (on a lock
  // connection of its own, AdvisoryLocks). Once the manager log locks the event a post is refused,
  // so a second run skips those already posted.
  await inParallel(
    endIds.filter((id) => id !== undefined),
    CORRECTIONS,
    async (CashboxId) => {
      if ((await cashboxes.find(CashboxId))?.EndOfShiftCount) return;
      await recordThrough(commands, new RecordCashboxCommand({ kind: 'endCount', body: { CashboxId } }, actor));
      seeded.endCountsPosted++;
    },
  );

  seeded.managerLogs = await submitManagerLogs(app, db, actor, pairs);
  return seeded;
}

/** The manager log of every show event counted in, but the last day's and the one missing an end count; those submitted are skipped. */
async function submitManagerLogs(app: INestApplication, db: Db, actor: CurrentUser, pairs: Pair[]): Promise<number> {
  const managerLogs = app.get(ManagerLogController);
  const lastDay = Math.max(...pairs.map((p) => p.day));
  const missing = pairs[DemoCashVariety.missingEnd]?.ShowEventId;
  const events = new Map<number, [Pair, number][]>();
  for (const [k, pair] of pairs.entries()) events.set(pair.ShowEventId, [...(events.get(pair.ShowEventId) ?? []), [pair, k]]);
  const submitted = new Set((await db.selectFrom('app.event_logs').select('ShowEventId').execute()).map((l) => l.ShowEventId));
  const due = [...events].filter(([ShowEventId, counted]) => ShowEventId !== missing && counted[0]![0].day !== lastDay && !submitted.has(ShowEventId));
  // Under the show event's lock too (see the end counts).
  await inParallel(due, CORRECTIONS, ([ShowEventId, counted]) => managerLogs.create({ ShowEventId, Comments: managerComment(counted) }, actor));
  return due.length;
}

/** Runs `run` over `items`, at most `n` under way at once; answers the results in the items' order. */
async function inParallel<T, R>(items: T[], n: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const next = items.entries();
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      for (const [i, item] of next) results[i] = await run(item);
    }),
  );
  return results;
}

/** A short note of the night: the stations over or short, else all balanced. */
function managerComment(counted: [Pair, number][]): string {
  const notes = counted
    .map(([pair, k]) => [pair.Station, demoCashDifference(k)] as const)
    .filter(([, d]) => !d.isZero())
    .map(([station, d]) => `${station} ${d.isPos() ? 'over' : 'short'} $${d.abs().toFixed(2)}`);
  return notes.length ? `Cash boxes counted; ${notes.join(', ')}.` : 'Cash boxes counted and balanced.';
}

/**
 * The (show event, station) pairs that rang up sales in a show event ended by `now`, in time order
 * (show start, then station Id), with the station's cash: Σ sale totals from the sales read table,
 * once it has passed every sale recorded.
 */
export async function demoCashPairs(app: INestApplication, db: Db, now = new Date()): Promise<Pair[]> {
  const store = app.get<symbol, EventStore>(EVENT_STORE);
  await app.get(LedgerWriter).awaitProjected([INVENTORY_REPORTS_PROJECTION], await store.headPosition(), 60_000);
  const sales = await projectionTable(db as never, INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.sales);
  const { rows } = await sql<{
    ShowEventId: number;
    StationId: number;
    Station: string;
    SalesLocationId: number;
    Start: Date;
    End: Date;
    TimeZone: string;
    Cash: string;
  }>`SELECT s."ShowEventId", s."StationId", st."Name" AS "Station", st."SalesLocationId", e."Start", e."End", v."TimeZone", sum(s."Total")::text AS "Cash"
    FROM ${sql.table(sales)} s
    JOIN app.show_events e ON e."Id" = s."ShowEventId"
    JOIN app.stations st ON st."Id" = s."StationId"
    JOIN app.theatres t ON t."Id" = e."TheatreId"
    JOIN app.venues v ON v."Id" = t."VenueId"
    WHERE e."End" <= ${now}
    GROUP BY s."ShowEventId", s."StationId", st."Name", st."SalesLocationId", e."Start", e."End", v."TimeZone"
    ORDER BY e."Start", s."StationId"`.execute(db);
  const first = new Date(now.getTime() - 21 * DAY_MS);
  const dayOf = (at: Date, timeZone: string) => Math.round((Date.parse(localDay(at, timeZone)) - Date.parse(localDay(first, timeZone))) / DAY_MS);
  return rows.map((r) => ({
    ShowEventId: r.ShowEventId,
    StationId: r.StationId,
    Station: r.Station,
    SalesLocationId: r.SalesLocationId,
    Start: new Date(r.Start),
    End: new Date(r.End),
    day: dayOf(new Date(r.Start), r.TimeZone),
    cash: new Decimal(r.Cash),
  }));
}
