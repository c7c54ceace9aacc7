import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { couponLabel } from '@intermission/contracts';
import { CashboxesRepository } from '../cashboxes/cashboxes.repository';
import { seedDemoCashboxes } from './cashboxes.seed';
import { seedDemoDeposits } from './deposits.seed';
import { seedDemoCoupons } from './people-and-coupons.seed';
import { seedDemoSales } from './sales.seed';
import { seedDemoStock } from './stock.seed';

describe('demo stock', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
  });
  afterAll(() => a.close());

  it('records three weeks of movements through the stock commands, each stand in time order with a count every day; a second run changes nothing', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const q = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(a.t.db)).rows;
    const total = async (good: string, kind?: 'venue' | 'sales_location') =>
      new Decimal(
        (
          await q<{ q: string | null }>(sql`SELECT sum(s."Qty") AS q FROM app.stock_on_hand_v1 s JOIN app.goods g ON g."Id" = s."GoodId"
            JOIN app.inventory_locations l ON l."Id" = s."LocationId" WHERE g."Name" = ${good} AND (${kind ?? null}::text IS NULL OR l."Kind" = ${kind ?? null})`)
        )[0]!.q ?? 0,
      ).toFixed();
    const negative = async () => Number((await q<{ n: string }>(sql`SELECT count(*) AS n FROM app.stock_on_hand_v1 WHERE "Qty" < 0`))[0]!.n);
    const events = async (type?: string) =>
      Number((await q<{ n: string }>(sql`SELECT count(*) AS n FROM es.events WHERE ${type ?? null}::text IS NULL OR type = ${type ?? null}`))[0]!.n);

    // The venues first: per venue an opening count, two orders received, one of them posted, and the last evening's
    // patrons room and catering transfers: 4 × (1 + 2 + 1 + 2).
    expect(await seedDemoStock(a.app, a.t.db, now)).toBe(4 * (1 + 2 + 1 + 2));
    // 200 lb of kernels counted in per venue; nothing delivered to the stands yet.
    expect(await total('Popcorn Kernels (lb)')).toBe('800');
    expect(await total('Popcorn Kernels (lb)', 'sales_location')).toBe('0');
    // 240 counted in and 48 delivered on the posted order per venue: 4 × 288; the pending order adds nothing yet.
    expect(await total('Bottled Water')).toBe('1152');
    expect(await total('Gummy Bears')).toBe('576');
    // 144 counted in and 24 on the posted order per venue: 4 × 168.
    expect(await total('Chocolate Bar')).toBe('672');
    const orders = await q<{ posted: boolean; n: string; billed: string; ppv: string }>(
      sql`SELECT "Posted" AS posted, count(*) AS n, sum("BilledAmount") AS billed, sum("PPV") AS ppv FROM app.received_orders_v1 GROUP BY "Posted" ORDER BY "Posted"`,
    );
    // Posted: goods 48 × 0.40 + 24 × 1.10 = 45.60, total cost 45.60 + 12.50 + 3.00 + 2.40 = 63.50, PPV 63.00 − 63.50 = −0.50.
    // Pending: 36 × 0.42 = 15.12, total 33.02, PPV 15.12 − 33.02 = −17.90.
    expect(orders.map((r) => [r.posted, Number(r.n), r.billed, r.ppv])).toEqual([
      [false, 4, '60.48', '-71.60'],
      [true, 4, '252.00', '-2.00'],
    ]);
    // Spread over the three weeks (day d is 2026-11-(1 + d), New York): the i-th venue's delivered order on day 2 + 5i, its pending one on day 20 − i.
    const received = await q<{ at: string; posted: boolean }>(
      sql`SELECT to_char("ReceivedAt" AT TIME ZONE 'America/New_York', 'MM-DD HH24:MI') AS at, "Posted" AS posted FROM app.received_orders_v1 ORDER BY "ReceivedAt"`,
    );
    expect(received).toEqual(
      [
        { at: '11-03 10:00', posted: true },
        { at: '11-08 10:00', posted: true },
        { at: '11-13 10:00', posted: true },
        { at: '11-18 10:00', posted: true },
        { at: '11-18 09:15', posted: false },
        { at: '11-19 09:15', posted: false },
        { at: '11-20 09:15', posted: false },
        { at: '11-21 09:15', posted: false },
      ].sort((x, y) => x.at.localeCompare(y.at)),
    );
    const moved = await events('StockMoved');
    await seedDemoStock(a.app, a.t.db, now);
    expect(await events('StockMoved')).toBe(moved);
    expect(await total('Popcorn Kernels (lb)')).toBe('800');

    // Then the 12 stands' timelines (two venues of 4 stands, two of 2): 10 deliveries each (odd days 1–19): 120;
    // one wastage a week per venue: 12; days 1–20 × 2 shows: 480 sales; a Water Bottle refund on days 7 and 14: 24;
    // a count every day 1–20: 240. 120 + 12 + 480 + 24 + 240 = 876.
    expect(await seedDemoSales(a.app, a.t.db, now)).toBe(876);

    // The show events they sell in are real ones (shows.seed.ts): 8 theatres × 21 days (0–20) × 2 shows = 336, at 18:00 and
    // 21:00 New York time, 150 minutes; every sale names one of its stand's theatre, starting 20 minutes after the sale.
    const shows = await q<{ n: string; at: string; minutes: string }>(
      sql`SELECT count(*) AS n, string_agg(DISTINCT to_char("Start" AT TIME ZONE 'America/New_York', 'HH24:MI'), ',') AS at,
        string_agg(DISTINCT (extract(epoch FROM "End" - "Start") / 60)::int::text, ',') AS minutes FROM app.show_events`,
    );
    expect(shows[0]).toEqual({ n: '336', at: '18:00,21:00', minutes: '150' });
    const unmatched = await q<{ n: string; named: string }>(
      sql`SELECT count(*) FILTER (WHERE e."Id" IS NULL OR e."TheatreId" <> l."TheatreId" OR e."Start" <> s."ShowStart") AS n, count(DISTINCT s."ShowEventId") AS named
        FROM app.sales_v1 s JOIN app.sales_locations l ON l."Id" = s."SalesLocationId" LEFT JOIN app.show_events e ON e."Id" = s."ShowEventId"`,
    );
    // Days 1–20 × 2 shows at the 8 theatres (every theatre has a stand): 320 events sold in.
    expect(unmatched[0]).toEqual({ n: '0', named: '320' });

    // Kernels delivered (good 0, 16 deliveries a day a stand: floor(200 / (n × 16)) + (d + i) % 3 for the i-th of n stands):
    //   4 stands: 3 each + (d + i) % 3 over i = 0..3 → 12 + 3 + d % 3 = 15 + d % 3 a day;
    //   2 stands: 6 each + d % 3 + (d + 1) % 3 → 12 + (1, 3, 2 for d % 3 = 0, 1, 2) a day.
    //   d = 1, 3, …, 19 have d % 3 = 1, 0, 2, 1, 0, 2, 1, 0, 2, 1: 4 stands 150 + 10 = 160, 2 stands 120 + (3+1+2)×3 + 3 = 141.
    // The venues keep 2 × (200 − 160) + 2 × (200 − 141) = 80 + 118 = 198.
    expect(await total('Popcorn Kernels (lb)', 'venue')).toBe('198');
    // Scale k = 1 at the stands of the 4-stand venues (8 stands), 2 at those of the 2-stand venues (4 stands): Σk = 16.
    // Kernels per k: odd days Small Popcorn 0.25 + Combo 0.5, even days Large Popcorn 0.5 → 10 × 0.75 + 10 × 0.5 = 12.5;
    // 16 × 12.5 = 200 sold; wasted 1 + 2 + 3 = 6 per venue: 24; the day-20 counts find 0.25 lb short at all 12 stands: 3.
    // 800 − 24 − 200 − 3 = 573, of which 573 − 198 = 375 at the stands.
    expect(await total('Popcorn Kernels (lb)')).toBe('573');
    expect(await total('Popcorn Kernels (lb)', 'sales_location')).toBe('375');
    // Water per k: 10 sold on odd days, 2 refunded → 8; 16 × 8 = 128; the day-19 counts at the 6 odd stands
    // (indices 1 and 3 of the 4-stand venues, 1 of the 2-stand ones) find 1 short each: 1152 − 128 − 6 = 1018.
    expect(await total('Bottled Water')).toBe('1018');
    // Gummy Bears per k: 10 (even days) → 160: 576 − 160 = 416.
    expect(await total('Gummy Bears')).toBe('416');
    // Chocolate Bar per k: 10 (Candy Bar, even days) → 160; the day-10 counts at the 6 even stands
    // (indices 0 and 2 of the 4-stand venues, 0 of the 2-stand ones) find 1 short each: 672 − 160 − 6 = 506.
    expect(await total('Chocolate Bar')).toBe('506');
    // Takings per k: odd days 6.50 + 3.75 + 5.25 + 12.50 = 28.00, even days 9.00 + 4.50 + 5.25 + 4.75 = 23.50,
    // 10 × 51.50 − 2 × 3.75 = 507.50; 16 × 507.50 = 8120.00 over 480 sales + 24 refunds = 504.
    expect((await q<{ n: string; total: string }>(sql`SELECT count(*) AS n, sum("Total") AS total FROM app.sales_v1`))[0]).toEqual({
      n: '504',
      total: '8120.00',
    });

    // A count at each of the 12 stands at 23:30 every day, New York time (the demo venues' zone), 1–20 (day d is 2026-11-(1 + d)). Differences: day 10 the 6
    // even stands (Chocolate Bar), day 19 the 6 odd stands (Bottled Water), day 20 all 12 (kernels): 24; 240 − 24 = 216 match.
    const perDay = await q<{ at: string; n: string; off: string }>(
      sql`SELECT to_char("CountedAt" AT TIME ZONE 'America/New_York', 'MM-DD HH24:MI') AS at, count(*) AS n, count(*) FILTER (WHERE "Discrepancies" > 0) AS off
        FROM app.stock_counts_v1 GROUP BY 1 ORDER BY 1`,
    );
    const off: Record<number, string> = { 10: '6', 19: '6', 20: '12' };
    expect(perDay).toEqual(Array.from({ length: 20 }, (_, i) => ({ at: `11-${String(i + 2).padStart(2, '0')} 23:30`, n: '12', off: off[i + 1] ?? '0' })));
    // Every count's expected figure is what the ledger held at that moment: the sum of the stand's movements before it.
    // 240 counts × the 8 goods each stand is delivered = 1920 lines.
    const lines = await q<{ n: string; wrong: string }>(
      sql`SELECT count(*) AS n, count(*) FILTER (WHERE l."Expected" <> (SELECT coalesce(sum(m."Qty"), 0) FROM app.stock_movements_v1 m
          WHERE m."LocationId" = l."LocationId" AND m."GoodId" = l."GoodId" AND m."TransferDate" < l."CountedAt")) AS wrong
        FROM app.stock_count_lines_v1 l`,
    );
    expect(lines[0]).toEqual({ n: '1920', wrong: '0' });
    // No location runs below zero, now or at any moment of the three weeks.
    expect(await negative()).toBe(0);
    const dips = await q<{ n: string }>(
      sql`SELECT count(*) AS n FROM (SELECT sum("Qty") OVER (PARTITION BY "LocationId", "GoodId" ORDER BY "TransferDate") AS q FROM app.stock_movements_v1) r WHERE q < 0`,
    );
    expect(dips[0]!.n).toBe('0');

    // The sales are rung up by the venue's POS users at the stand's stations; the counts are the closers'.
    const tills = await q<{ n: string; people: string; stations: string; bare: string }>(
      sql`SELECT count(*) AS n, count(DISTINCT "PosUserId") AS people, count(DISTINCT "StationId") AS stations,
        count(*) FILTER (WHERE "PosUserId" IS NULL OR "StationId" IS NULL) AS bare FROM app.sales_v1`,
    );
    // 3 POS users at each of the 4 venues; every station of the 12 stands (6 of 3, 6 of 2) takes its turn.
    expect(tills[0]).toEqual({ n: '504', people: '12', stations: '30', bare: '0' });
    const wrongVenue = await q<{ n: string }>(
      sql`SELECT count(*) AS n FROM app.sales_v1 s JOIN app.pos_users p ON p."Id" = s."PosUserId" WHERE p."VenueId" <> s."VenueId"`,
    );
    expect(wrongVenue[0]!.n).toBe('0');
    expect((await q<{ n: string }>(sql`SELECT count(*) AS n FROM app.stock_counts_v1 WHERE "PosUserId" IS NULL`))[0]!.n).toBe('0');

    // The first page of the transfer list (12 newest) is the last evening: 4 patrons room restocks (type 2) at 23:35 and
    // 4 catering transfers (4) at 23:45, above 4 of the day-20 counts' gain/loss rows (6) at 23:30.
    const newest = await q<{ type: number; n: string }>(
      sql`SELECT "TypeId" AS type, count(*) AS n FROM (SELECT "TypeId" FROM app.stock_transfers_v1 ORDER BY "TransferDate" DESC, "Position" DESC LIMIT 12) t
        GROUP BY 1 ORDER BY 1`,
    );
    expect(newest.map((r) => [r.type, Number(r.n)])).toEqual([
      [2, 4],
      [4, 4],
      [6, 4],
    ]);

    const all = await events();
    await seedDemoSales(a.app, a.t.db, now);
    expect((await q<{ n: string }>(sql`SELECT count(*) AS n FROM app.pos_users`))[0]!.n).toBe('12');
    expect(await events()).toBe(all);
    expect(await total('Popcorn Kernels (lb)')).toBe('573');
    expect((await q<{ n: string }>(sql`SELECT count(*) AS n FROM app.show_events`))[0]!.n).toBe('336');
  }, 180_000);

  it('counts the cash boxes of every station that sold in a show event and submits the manager logs, through the commands; a second run changes nothing', async () => {
    // After the stock and sales of the test above (the same `now`).
    const now = new Date('2026-11-22T12:00:00Z');
    const q = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(a.t.db)).rows;
    const events = async () => Number((await q<{ n: string }>(sql`SELECT count(*) AS n FROM es.events`))[0]!.n);

    // 480 (show event, station) pairs sold in (days 1–20 × 2 shows × 12 stands, one station of a stand a show): 480 start
    // counts and 479 end counts (pair 231 sends none), each end count posted; manager logs for the 2 × 8 events of days
    // 1–19 (304) but the one missing an end count: 303.
    expect(await seedDemoCashboxes(a.app, a.t.db, now)).toEqual({ counts: 959, endCountsPosted: 479, managerLogs: 303 });

    const logs = sql.table('app.cashbox_logs_v1');
    const byType = await q<{ type: number; n: string; posted: string }>(
      sql`SELECT "LogTypeId" AS type, count(*) AS n, count(*) FILTER (WHERE "EndOfShiftCount") AS posted FROM ${logs} GROUP BY 1 ORDER BY 1`,
    );
    expect(byType.map((r) => [r.type, Number(r.n), Number(r.posted)])).toEqual([
      [1, 480, 0],
      [2, 479, 479],
    ]);
    // Every start count is the float, 200.00 in small bills, 30 minutes before its show.
    const starts = await q<{ total: string; early: string }>(
      sql`SELECT string_agg(DISTINCT l."Total"::text, ',') AS total, count(*) FILTER (WHERE l."TimestampUtc" <> e."Start" - interval '30 minutes') AS early
        FROM ${logs} l JOIN app.show_events e ON e."Id" = l."ShowEventId" WHERE l."LogTypeId" = 1`,
    );
    expect(starts[0]).toEqual({ total: '200.00', early: '0' });

    // A station's pair: its start and end count (with which arrived first: the lower Id) and the show's manager log.
    const pair = async (station: string, at: string) =>
      (
        await q<{ ShowEventId: number; start: string | null; end: string | null; startFirst: boolean | null; log: string | null; counts: string | null }>(
          sql`SELECT e."Id" AS "ShowEventId", s."Total"::text AS start, x."Total"::text AS end, s."Id" < x."Id" AS "startFirst", el."Comments" AS log,
            concat_ws(',', x."Hundreds", x."Fifties", x."Twenties", x."Tens", x."Fives", x."Ones", x."Quarters", x."Dimes", x."Nickels") AS counts
          FROM app.stations st JOIN app.sales_locations sl ON sl."Id" = st."SalesLocationId"
          JOIN app.show_events e ON e."TheatreId" = sl."TheatreId" AND to_char(e."Start" AT TIME ZONE 'America/New_York', 'MM-DD HH24:MI') = ${at}
          LEFT JOIN ${logs} s ON s."ShowEventId" = e."Id" AND s."StationId" = st."Id" AND s."LogTypeId" = 1
          LEFT JOIN ${logs} x ON x."ShowEventId" = e."Id" AND x."StationId" = st."Id" AND x."LogTypeId" = 2
          LEFT JOIN app.event_logs el ON el."ShowEventId" = e."Id" WHERE st."Name" = ${station}`,
        )
      )[0]!;
    // Day 1 (11-02) 18:00: the stands' second stations sell (own[(d + n) % n]), ordered by Id 2, 5, 8, 11, 14, 17, 20, …
    // Pair 4 (the 5th), station 14 = POS 5-2 (Elm Street 8: 4 stands, scale 1), sold Small Popcorn 6.50 + Water Bottle 3.75
    // = 10.25; its end count is over $2.00: 200 + 10.25 + 2.00 = 212.25 = 2 × 100 + 1 × 10 + 2 × 1 + 1 × 0.25.
    expect(await pair('POS 5-2', '11-02 18:00')).toMatchObject({
      start: '200.00',
      end: '212.25',
      startFirst: true,
      counts: '2,0,0,1,0,2,1,0,0',
      log: 'Cash boxes counted; POS 5-2 over $2.00.',
    });
    // Pair 6 (the 7th), station 20 = POS 7-2 (Elm Street 8, scale 1), the same 10.25, short $3.25: 207.00 = 2 × 100 + 1 × 5 + 2 × 1.
    expect(await pair('POS 7-2', '11-02 18:00')).toMatchObject({ start: '200.00', end: '207.00', counts: '2,0,0,0,1,2,0,0,0' });
    // Pair 164 (the 165th: over), day 7 (11-08) 21:00, station 23 = POS 9-1 (Lakeside Playhouse: 2 stands, scale 2):
    // 2 × (Large Cola 5.25 + Combo 12.50) − 2 × Water Bottle 3.75 refunded = 28.00; 200 + 28.00 + 2.00 = 230.00.
    expect(await pair('POS 9-1', '11-08 21:00')).toMatchObject({ end: '230.00', counts: '2,0,1,1,0,0,0,0,0' });

    // The one missing end count: pair 231, day 10 (11-11) 21:00, the 4th station (3, 6, 9, 12: POS 4-3). Its show event has no
    // manager log (it would be refused: a start with no end); the other stand of that theatre (POS 3-3) counted both.
    const missing = await q<{ station: string; at: string }>(
      sql`SELECT st."Name" AS station, to_char(e."Start" AT TIME ZONE 'America/New_York', 'MM-DD HH24:MI') AS at FROM ${logs} s
        JOIN app.stations st ON st."Id" = s."StationId" JOIN app.show_events e ON e."Id" = s."ShowEventId"
        WHERE s."LogTypeId" = 1 AND NOT EXISTS (SELECT 1 FROM ${logs} x WHERE x."LogTypeId" = 2 AND x."ShowEventId" = s."ShowEventId" AND x."StationId" = s."StationId")`,
    );
    expect(missing).toEqual([{ station: 'POS 4-3', at: '11-11 21:00' }]);
    expect(await pair('POS 4-3', '11-11 21:00')).toMatchObject({ start: '200.00', end: null, log: null });
    // (POS 3-3 is pair 230, the 231st: a 7th, short 3.25 of its 10.00.)
    expect(await pair('POS 3-3', '11-11 21:00')).toMatchObject({ start: '200.00', end: '206.75', log: null });

    // The one late start count: pair 100, day 5 (11-06) 18:00, the 5th station (3, 6, 9, 12, 15: POS 5-3), pushed after its
    // end count (a higher Id), matched all the same: the end count was posted (it needs the start) and the manager log taken.
    const late = await pair('POS 5-3', '11-06 18:00');
    // Odd day 18:00, scale 1: 10.25 sold; 101 is neither a 5th nor a 7th.
    expect(late).toMatchObject({ start: '200.00', end: '210.25', startFirst: false, log: 'Cash boxes counted and balanced.' });
    const event = (await a.app.get(CashboxesRepository).showEvent(late.ShowEventId))!;
    const manage = await a.app.get(CashboxesRepository).manage({ SalesLocationId: null } as never, event);
    expect(manage.ManagerLog).toBe(true);
    expect(manage.Stations.map((s) => [s.Station, s.Start?.LogTypeId, s.End?.LogTypeId, s.Difference])).toEqual([
      ['POS 5-3', 1, 2, '10.25'],
      ['POS 6-3', 1, 2, '10.25'],
    ]);

    // Over the 479 matched pairs, end − start = the sales (8120.00) less the missing pair's (day 10 21:00, scale 1: Large Cola
    // 5.25 + Gummy Bears 4.75 = 10.00), plus 96 overs (k + 1 = 5, 10, …, 480) of 2.00, less 55 shorts (68 multiples of 7 up
    // to 476, less the 13 of 35) of 3.25: 8110.00 + 192.00 − 178.75 = 8123.25.
    const takings = await q<{ diff: string }>(
      sql`SELECT sum(x."Total" - s."Total")::text AS diff FROM ${logs} s JOIN ${logs} x ON x."ShowEventId" = s."ShowEventId" AND x."StationId" = s."StationId"
        AND x."LogTypeId" = 2 WHERE s."LogTypeId" = 1`,
    );
    expect(takings[0]!.diff).toBe('8123.25');

    // The manager logs: every event of days 1–19 at the 8 theatres but the one missing an end count; none on day 20 (11-21) nor
    // day 0 (nothing sold); ShowTime is the event's start.
    const submitted = await q<{ day: string; n: string }>(
      sql`SELECT to_char(e."Start" AT TIME ZONE 'America/New_York', 'MM-DD') AS day, count(*) AS n FROM app.event_logs l
        JOIN app.show_events e ON e."Id" = l."ShowEventId" AND e."Start" = l."ShowTime" GROUP BY 1 ORDER BY 1`,
    );
    expect(submitted).toEqual(Array.from({ length: 19 }, (_, i) => ({ day: `11-${String(i + 2).padStart(2, '0')}`, n: i + 1 === 10 ? '15' : '16' })));

    const all = await events();
    expect(await seedDemoCashboxes(a.app, a.t.db, now)).toEqual({ counts: 0, endCountsPosted: 0, managerLogs: 0 });
    expect(await events()).toBe(all);
    expect((await q<{ n: string }>(sql`SELECT count(*) AS n FROM app.event_logs`))[0]!.n).toBe('303');
  }, 180_000);

  it('posts the deposit of every show event ended more than two days before, through the command; a second run posts nothing', async () => {
    // After the stock, sales and cash boxes of the tests above (the same `now`).
    const now = new Date('2026-11-22T12:00:00Z');
    const q = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(a.t.db)).rows;
    const events = async () => Number((await q<{ n: string }>(sql`SELECT count(*) AS n FROM es.events`))[0]!.n);
    // Days 0–18 (11-01 to 11-19) × 8 theatres × 2 shows end before 11-20 12:00Z; the 20th's shows end after it.
    expect(await seedDemoDeposits(a.app, a.t.db, now)).toBe(304);
    const deposits = sql.table('app.deposits_v1');
    const logs = sql.table('app.cashbox_logs_v1');
    // Every demo sale is cash and nobody took petty cash or tips: each deposit is its stations' end − start (0 without a start).
    const mismatched = await q<{ n: string }>(sql`SELECT count(*) AS n FROM ${deposits} d WHERE d."AmountToBePosted" <> (
        SELECT coalesce(sum(x."Total" - coalesce(s."Total", 0)), 0) FROM ${logs} x
        LEFT JOIN ${logs} s ON s."ShowEventId" = x."ShowEventId" AND s."StationId" = x."StationId" AND s."LogTypeId" = 1
        WHERE x."ShowEventId" = d."ShowEventId" AND x."LogTypeId" = 2)
      OR d."Amount" <> d."AmountToBePosted" OR d."TipTotal" <> 0 OR d."PettyCashAmount" <> 0`);
    expect(mismatched[0]!.n).toBe('0');
    const latest = await q<{ last: Date }>(sql`SELECT max(e."End") AS last FROM ${deposits} d JOIN app.show_events e ON e."Id" = d."ShowEventId"`);
    expect(new Date(latest[0]!.last).getTime()).toBeLessThanOrEqual(Date.parse('2026-11-20T12:00:00Z'));
    const all = await events();
    expect(await seedDemoDeposits(a.app, a.t.db, now)).toBe(0);
    expect(await events()).toBe(all);
  }, 180_000);

  it('seeds one coupon of each kind at every venue, once: a dollar coupon on a good and a Dynamic Voucher', async () => {
    expect(await seedDemoCoupons(a.t.db)).toBe(8);
    expect(await seedDemoCoupons(a.t.db)).toBe(0);
    const coupons = await a.t.db.selectFrom('app.coupons').select(['VenueId', 'Name', 'DollarValue']).orderBy('VenueId').orderBy('Name').execute();
    expect(coupons).toHaveLength(8);
    expect(coupons.slice(0, 2).map((c) => [c.Name, couponLabel(c.DollarValue)])).toEqual([
      ['$1.50 Off Large Popcorn', null],
      ['Group Sales Voucher', 'Dynamic Voucher'],
    ]);
  });
});
