import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { seedDemoSales } from './sales.seed';
import { seedDemoStock } from './stock.seed';

describe('demo stock', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
  });
  afterAll(() => a.close());

  it('records three weeks of movements through the stock commands; stock is conserved and a second run changes nothing', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const recorded = await seedDemoStock(a.app, a.t.db, now);
    // Per venue: an opening count, 10 restocks per stand, 3 wastages (12 stands in all); two orders
    // received, one of them posted.
    expect(recorded).toBe(4 * (1 + 3) + 12 * 10 + 4 * 3);
    const total = async (good: string) =>
      Number(
        (
          await sql<{
            q: string;
          }>`SELECT sum(s."Qty") AS q FROM app.stock_on_hand_v1 s JOIN app.goods g ON g."Id" = s."GoodId" WHERE g."Name" = ${good}`.execute(a.t.db)
        ).rows[0]!.q,
      );
    // 200 lb of kernels per venue came in; 1 + 2 + 3 lb were wasted at each venue.
    expect(await total('Popcorn Kernels (lb)')).toBe(4 * 200 - 4 * 6);
    // 240 counted in and 48 delivered on the posted order per venue; the pending order adds nothing yet.
    expect(await total('Bottled Water')).toBe(4 * (240 + 48));
    expect(await total('Gummy Bears')).toBe(4 * 144);
    const orders = await sql<{
      posted: boolean;
      n: string;
      billed: string;
      ppv: string;
    }>`SELECT "Posted" AS posted, count(*) AS n, sum("BilledAmount") AS billed, sum("PPV") AS ppv FROM app.received_orders_v1 GROUP BY "Posted" ORDER BY "Posted"`.execute(
      a.t.db,
    );
    // Posted: goods 48 × 0.40 + 24 × 1.10 = 45.60, total cost 45.60 + 12.50 + 3.00 + 2.40 = 63.50, PPV 63.00 − 63.50 = −0.50.
    // Pending: 36 × 0.42 = 15.12, total 33.02, PPV 15.12 − 33.02 = −17.90.
    expect(orders.rows.map((r) => [r.posted, Number(r.n), r.billed, r.ppv])).toEqual([
      [false, 4, '60.48', '-71.60'],
      [true, 4, '252.00', '-2.00'],
    ]);
    // No location runs below zero.
    const negative = await sql<{ n: string }>`SELECT count(*) AS n FROM app.stock_on_hand_v1 WHERE "Qty" < 0`.execute(a.t.db);
    expect(Number(negative.rows[0]!.n)).toBe(0);
    const events = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es.events WHERE type = 'StockMoved'`.execute(a.t.db)).rows[0]!.n);
    const before = await events();
    await seedDemoStock(a.app, a.t.db, now);
    expect(await events()).toBe(before);
    expect(await total('Popcorn Kernels (lb)')).toBe(776);

    // Sales: 12 stands × days 1–20 × 2 shows, plus a Water Bottle refund on days 7 and 14 at each stand.
    // Counts: each stand on days 19 and 20, except the stand of each venue with a wastage on day 20 (day 20 only): 24 − 4.
    expect(await seedDemoSales(a.app, a.t.db, now)).toBe(12 * 20 * 2 + 12 * 2 + (24 - 4));
    // Scale k = 1 at the stands of the 4-stand venues (8 stands), 2 at those of the 2-stand venues (4 stands): Σk = 16.
    // Kernels per k: odd days Small Popcorn 0.25 + Combo 0.5, even days Large Popcorn 0.5 → 10 × 0.75 + 10 × 0.5 = 12.5;
    // 16 × 12.5 = 200 sold; the day-20 counts find 0.25 lb short at all 12 stands: 3.
    expect(await total('Popcorn Kernels (lb)')).toBe(776 - 200 - 3);
    // Water per k: 10 sold on odd days, 2 refunded → 8; 16 × 8 = 128; the day-19 counts at the 6 odd stands find 1 short each.
    expect(await total('Bottled Water')).toBe(4 * (240 + 48) - 128 - 6);
    // Gummy Bears per k: 10 (even days) → 160.
    expect(await total('Gummy Bears')).toBe(4 * 144 - 160);
    // Takings per k: odd days 6.50 + 3.75 + 5.25 + 12.50 = 28.00, even days 9.00 + 4.50 + 5.25 + 4.75 = 23.50,
    // 10 × 51.50 − 2 × 3.75 = 507.50; 16 × 507.50 = 8120.00.
    const takings = await sql<{ n: string; total: string }>`SELECT count(*) AS n, sum("Total") AS total FROM app.sales_v1`.execute(a.t.db);
    expect(takings.rows[0]).toEqual({ n: '504', total: '8120.00' });
    // 18 counts found a difference (12 on day 20, 6 on day 19), 2 matched.
    const counts = await sql<{ d: boolean; n: string }>`SELECT "Discrepancies" > 0 AS d, count(*) AS n FROM app.stock_counts_v1 GROUP BY 1 ORDER BY 1`.execute(
      a.t.db,
    );
    expect(counts.rows).toEqual([
      { d: false, n: '2' },
      { d: true, n: '18' },
    ]);
    expect(Number(negative.rows[0]!.n)).toBe(0);
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM app.stock_on_hand_v1 WHERE "Qty" < 0`.execute(a.t.db)).rows[0]!.n)).toBe(0);
    const all = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es.events`.execute(a.t.db)).rows[0]!.n);
    const beforeSales = await all();
    await seedDemoSales(a.app, a.t.db, now);
    expect(await all()).toBe(beforeSales);
    expect(await total('Popcorn Kernels (lb)')).toBe(573);
  }, 60_000);
});
