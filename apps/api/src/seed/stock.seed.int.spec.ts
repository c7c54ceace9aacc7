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
    // Per venue: an opening count, 10 restocks per stand, 3 wastages (12 stands in all).
    expect(recorded).toBe(4 * (1 + 3) + 12 * 10);
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
    expect(await total('Bottled Water')).toBe(4 * 240);
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
