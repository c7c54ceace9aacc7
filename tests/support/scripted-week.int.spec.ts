import { type Kysely, sql } from 'kysely';
import {
  CASHBOXES_PROJECTION,
  CashboxesTables,
  INVENTORY_REPORTS_PROJECTION,
  InventoryReportsTables,
  PETTY_CASH_PROJECTION,
  PettyCashTables,
  SALES_PROJECTION,
  STOCK_PROJECTION,
  SalesTables,
  StockTables,
  projectionTable,
} from '@intermission/projections';
import { createTestApp, type TestApp } from './test-app';
import { recordScriptedWeek, ScriptedSales, type ScriptedWeek } from './scripted-week';

/** The scripted week records what its header says, through the product's calls; a second call records nothing more. */
describe('the scripted week fixture', () => {
  let a: TestApp;
  let week: ScriptedWeek;
  const table = async (projection: string, base: string) => sql.raw(await projectionTable(a.t.db as unknown as Kysely<unknown>, projection, base));

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    week = await recordScriptedWeek(a);
  }, 180_000);
  afterAll(() => a.close());

  it('makes its venue in New York with a normal and a test theatre, three stands and a station each', async () => {
    const venue = await a.t.db.selectFrom('app.venues').select(['TimeZone', 'Name']).where('Id', '=', week.venueId).executeTakeFirstOrThrow();
    expect(venue).toEqual({ TimeZone: 'America/New_York', Name: 'Scripted Week Playhouse' });
    const theatres = await a.t.db.selectFrom('app.theatres').select(['Id', 'IsTest']).where('VenueId', '=', week.venueId).orderBy('Id').execute();
    expect(theatres).toEqual([
      { Id: week.theatres.main, IsTest: false },
      { Id: week.theatres.test, IsTest: true },
    ]);
    const vodka = await a.t.db.selectFrom('app.goods').select(['Alcohol', 'Tracked', 'Volume']).where('Id', '=', week.goods.Vodka).executeTakeFirstOrThrow();
    expect({ ...vodka, Volume: Number(vodka.Volume) }).toEqual({ Alcohol: true, Tracked: true, Volume: 25 });
  });

  it('records every sale with its payments and the goods it consumed', async () => {
    const [rows, payments, goods] = await Promise.all([
      table(SALES_PROJECTION, SalesTables.sales),
      table(SALES_PROJECTION, SalesTables.payments),
      table(SALES_PROJECTION, SalesTables.goods),
    ]);
    const sales = await sql<{ SaleId: string; Total: string; IsRefund: boolean; DiscountAmount: string }>`
      SELECT "SaleId", "Total"::text, "IsRefund", "DiscountAmount"::text FROM ${rows} WHERE "VenueId" = ${week.venueId} ORDER BY "SaleDate", "SaleId"`.execute(
      a.t.db,
    );
    expect(sales.rows.map((s) => s.SaleId).sort()).toEqual(ScriptedSales.map((s) => s.SaleId).sort());
    for (const s of ScriptedSales) {
      const row = sales.rows.find((r) => r.SaleId === s.SaleId)!;
      expect({ key: s.key, Total: Number(row.Total), IsRefund: row.IsRefund }).toEqual({ key: s.key, Total: Number(s.Total), IsRefund: s.IsRefund });
    }
    // A3: 9.00 less 10 % = 8.10, a discount of 0.90.
    expect(Number(sales.rows.find((r) => r.SaleId === ScriptedSales.find((s) => s.key === 'A3')!.SaleId)!.DiscountAmount)).toBe(0.9);
    // Tips on the card and pre-order payments: 2.00 + 4.00 + 1.00 + 1.50 = 8.50.
    const tips = await sql<{
      tips: string;
    }>`SELECT sum(p."TipAmount")::text AS tips FROM ${payments} p JOIN ${rows} s USING ("SaleId") WHERE s."VenueId" = ${week.venueId}`.execute(a.t.db);
    expect(Number(tips.rows[0]!.tips)).toBe(8.5);
    // Vodka consumed at A: 0.24 + 0.18 + 0.30 + 0.24 + 0.30 + 0.06 = 1.32 bottles; at C 0.06.
    const vodka = await sql<{ SalesLocationId: number; qty: string }>`
      SELECT "SalesLocationId", sum("Qty")::text AS qty FROM ${goods} WHERE "GoodId" = ${week.goods.Vodka} GROUP BY "SalesLocationId"`.execute(a.t.db);
    expect(Object.fromEntries(vodka.rows.map((r) => [r.SalesLocationId, Number(r.qty)]))).toEqual({
      [week.salesLocations.A]: 1.32,
      [week.salesLocations.C]: 0.06,
    });
  });

  it('records the cash box counts (no end count for station A at E4), the petty cash and the stock counts', async () => {
    const [logs, withdrawals, counts, onHand] = await Promise.all([
      table(CASHBOXES_PROJECTION, CashboxesTables.logs),
      table(PETTY_CASH_PROJECTION, PettyCashTables.withdrawals),
      table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.countLines),
      table(STOCK_PROJECTION, StockTables.onHand),
    ]);
    const e4 = await sql<{ LogTypeId: number }>`SELECT "LogTypeId" FROM ${logs} WHERE "ShowEventId" = ${week.showEvents.E4}`.execute(a.t.db);
    expect(e4.rows).toEqual([{ LogTypeId: 1 }]);
    const all = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${logs} WHERE "ShowEventId" = ANY(${Object.values(week.showEvents)}::int[])`.execute(
      a.t.db,
    );
    expect(all.rows[0]!.n).toBe(17);
    const w = await sql<{ Amount: string }>`SELECT "Amount"::text FROM ${withdrawals} WHERE "ShowEventId" = ${week.showEvents.E2}`.execute(a.t.db);
    expect(w.rows.map((r) => Number(r.Amount))).toEqual([12.5]);
    const lines = await sql<{ Expected: string; Counted: string }>`
      SELECT "Expected"::text, "Counted"::text FROM ${counts} WHERE "GoodId" = ${week.goods.Vodka} ORDER BY "CountedAt", "LocationId"`.execute(a.t.db);
    expect(lines.rows.map((r) => [Number(r.Expected), Number(r.Counted)])).toEqual(
      week.facts.stockCounts.map((c) => [Number(c.Expected), Number(c.goods[0]![1])]),
    );
    const bar = await sql<{ Qty: string }>`
      SELECT "Qty"::text FROM ${onHand} WHERE "GoodId" = ${week.goods.Vodka} AND "LocationId" = ${week.inventoryLocations.A}`.execute(a.t.db);
    expect(Number(bar.rows[0]!.Qty)).toBe(4.54);
  });

  it('posts the deposit of E5 (37.50) and no other', async () => {
    const admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    const res = await a.http.post('/api/v1/deposits/getById').set(admin).send({ PostedDepositId: 0, ShowEventId: week.showEvents.E5 });
    expect(res.body).toMatchObject({ Id: week.deposit.PostedDepositId, IsPosted: true, Amount: 39, PettyCashAmount: 0, TipTotal: 1.5, AmountToBePosted: 37.5 });
    const e2 = await a.http.post('/api/v1/deposits/getById').set(admin).send({ PostedDepositId: 0, ShowEventId: week.showEvents.E2 });
    expect(e2.body).toMatchObject({ IsPosted: false, PettyCashAmount: 12.5 });
  });

  it('answers a second call on the same app with the first one, recording nothing more', async () => {
    const again = await recordScriptedWeek(a);
    expect(again).toBe(week);
    expect(await a.t.db.selectFrom('app.venues').select('Id').where('Name', '=', 'Scripted Week Playhouse').execute()).toHaveLength(1);
  });
});
