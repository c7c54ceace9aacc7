import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
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
  });
});
