import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { EventStore } from '@intermission/eventstore';
import { DEPOSITS_PROJECTION, DepositsTables, SALES_PROJECTION, STOCK_PROJECTION, SalesTables, StockTables, projectionTable } from '@intermission/projections';
import { recordScriptedWeek, type ScriptedWeek } from '../../../../tests/support/scripted-week';
import { createTestApp, projectionsCaughtUp, type TestApp } from '../../../../tests/support/test-app';
import { checkLedgerIdentities, formatIdentityResults } from './ledger-identities';
import { EVENT_STORE } from './ledger.tokens';

/**
 * `npm run ledger:check` (docs/reports.md "Identities between reports"): on the demo operator with
 * the scripted week (sales, refunds, discounts, stock movements and counts, a posted deposit) every
 * identity holds over a non-empty scope; a read-table row changed behind the projection's back is
 * reported with both figures.
 */
describe('ledger identities (npm run ledger:check)', () => {
  let a: TestApp;
  let week: ScriptedWeek;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    week = await recordScriptedWeek(a);
    db = a.t.db as unknown as Kysely<unknown>;
    await projectionsCaughtUp(a.t.db, a.app.get<EventStore>(EVENT_STORE));
  }, 180_000);
  afterAll(() => a.close());

  const script = path.resolve(__dirname, '../../../../scripts/ledger-check.js');
  const runScript = () => spawnSync(process.execPath, [script], { env: { ...process.env, DATABASE_URL: a.t.url }, encoding: 'utf8' });

  it('holds every identity on the seeded demo database and the scripted week', async () => {
    const results = await checkLedgerIdentities(db);
    expect(results.map((r) => r.Name)).toEqual([
      'Gross sales: kit sales = reconciliation',
      'Discount: the sales’ DiscountAmount = Subtotal − Total',
      'Paid: the sales’ Total = their tenders',
      'Each tender: by the sale = by the payment line',
      'On hand = the sum of the movements',
      'Deposit: Amount − petty cash − tips = AmountToBePosted',
    ]);
    for (const r of results) {
      expect({ name: r.Name, breaks: r.Breaks }).toEqual({ name: r.Name, breaks: [] });
      expect(r.Scopes).toBeGreaterThan(0);
    }
    expect(week.deposit.PostedDepositId).toBeGreaterThan(0);
    const cli = runScript();
    expect({ status: cli.status, stderr: cli.stderr }).toEqual({ status: 0, stderr: '' });
    expect(cli.stdout).toContain('Every identity holds');
    expect(cli.stdout).toMatch(/ok {5}On hand = the sum of the movements: \d+ scopes \(location × good\), 0 broken, \d+ ms/);
  });

  it('reports a broken sale row, on-hand row and deposit with both figures', async () => {
    const sales = sql.raw(await projectionTable(db, SALES_PROJECTION, SalesTables.sales));
    const onHand = sql.raw(await projectionTable(db, STOCK_PROJECTION, StockTables.onHand));
    const deposits = sql.raw(await projectionTable(db, DEPOSITS_PROJECTION, DepositsTables.deposits));
    const sale = (await sql<{ SaleId: string; VenueId: number }>`SELECT "SaleId", "VenueId" FROM ${sales} ORDER BY "SaleDate", "SaleId" LIMIT 1`.execute(db))
      .rows[0]!;
    const stock = (
      await sql<{ LocationId: number; GoodId: number; Qty: string }>`SELECT "LocationId", "GoodId", "Qty"::text FROM ${onHand} ORDER BY 1, 2 LIMIT 1`.execute(
        db,
      )
    ).rows[0]!;
    const before = await checkLedgerIdentities(db);
    const at = (rs: typeof before, name: string) => rs.find((r) => r.Name.startsWith(name))!;
    try {
      await sql`UPDATE ${sales} SET "Subtotal" = "Subtotal" + ${'0.01'}::numeric WHERE "SaleId" = ${sale.SaleId}`.execute(db);
      await sql`UPDATE ${onHand} SET "Qty" = "Qty" + ${'1'}::numeric WHERE "LocationId" = ${stock.LocationId} AND "GoodId" = ${stock.GoodId}`.execute(db);
      await sql`UPDATE ${deposits} SET "AmountToBePosted" = "AmountToBePosted" + ${'0.01'}::numeric WHERE "DepositId" = ${week.deposit.PostedDepositId}`.execute(
        db,
      );
      const after = await checkLedgerIdentities(db);

      const gross = at(after, 'Gross sales');
      expect(gross.Breaks).toHaveLength(1);
      const [brk] = gross.Breaks;
      expect(brk!.Scope).toMatchObject({ VenueId: sale.VenueId });
      // Left (Subtotal) is one cent over the kit lines' gross, which did not move.
      expect(Math.round((Number(brk!.Left) - Number(brk!.Right)) * 100)).toBe(1);
      // DiscountAmount stays while Subtotal − Total moves by the cent: the discount identity breaks on the same day.
      expect(at(after, 'Discount').Breaks).toHaveLength(1);

      const stockBreaks = at(after, 'On hand').Breaks;
      expect(stockBreaks).toEqual([{ Scope: { LocationId: stock.LocationId, GoodId: stock.GoodId }, Left: String(Number(stock.Qty) + 1), Right: stock.Qty }]);
      expect(at(after, 'On hand').Scopes).toBe(at(before, 'On hand').Scopes);

      const dep = at(after, 'Deposit').Breaks;
      expect(dep).toHaveLength(1);
      expect(dep[0]!.Scope).toMatchObject({ DepositId: week.deposit.PostedDepositId, ShowEventId: week.deposit.ShowEventId });
      expect(Math.round((Number(dep[0]!.Right) - Number(dep[0]!.Left)) * 100)).toBe(1);

      const cli = runScript();
      expect(cli.status).toBe(1);
      expect(cli.stdout).toContain('4 identities broken');
      expect(cli.stdout).toContain(`Day ${String(brk!.Scope.Day)}, VenueId ${sale.VenueId}: left ${brk!.Left}, right ${brk!.Right}`);

      const text = formatIdentityResults(after);
      expect(text).toContain('BROKEN Gross sales');
      expect(text).toContain(`GoodId ${stock.GoodId}, LocationId ${stock.LocationId}: left ${Number(stock.Qty) + 1}, right ${stock.Qty}`);
    } finally {
      await sql`UPDATE ${deposits} SET "AmountToBePosted" = "AmountToBePosted" - ${'0.01'}::numeric WHERE "DepositId" = ${week.deposit.PostedDepositId}`.execute(
        db,
      );
      await sql`UPDATE ${sales} SET "Subtotal" = "Subtotal" - ${'0.01'}::numeric WHERE "SaleId" = ${sale.SaleId}`.execute(db);
      await sql`UPDATE ${onHand} SET "Qty" = ${stock.Qty}::numeric WHERE "LocationId" = ${stock.LocationId} AND "GoodId" = ${stock.GoodId}`.execute(db);
    }
    expect((await checkLedgerIdentities(db)).every((r) => r.Breaks.length === 0)).toBe(true);
  });
});
