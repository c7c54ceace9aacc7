import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { type Kysely, sql } from 'kysely';
import { StationSalePushSchema } from '@intermission/contracts';
import { SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import Decimal from 'decimal.js';
import { type ExportEntity, ExportAccounts, entityAmount, iifFile, isBalanced, parseIif, tenderName } from '@intermission/domain';
import { type ExportMonth, ExportMonthNames, recordExportMonth } from '../../../../../tests/support/export-month';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { DatabaseModule } from '../../database/database.module';
import { RecordSaleCommand } from '../../sales/commands/record-sale.command';
import { seedActor } from '../../seed/stock.seed';
import { EXPORT_ENTITY_SOURCE, type ExportEntitySource } from '../export-ports';
import { ExportEntriesModule } from './export-entries.module';
import { ExportEntriesService } from './export-entries.service';

/**
 * The export entities on the export month (tests/support/export-month.ts: the scripted week plus a
 * wastage, a billable transfer and two posted received orders): for each type every entity
 * balances, the IIF of them parses back with every transaction summing to zero, and the figures
 * equal the reports' (read from the reports' own calls here), plus one venue day, one transfer and
 * one bill written out by hand (docs/exports.md "Account mapping").
 */
describe('export entities (the entity source)', () => {
  let a: TestApp;
  let month: ExportMonth;
  let source: ExportEntitySource;
  let context: INestApplicationContext | undefined;
  let admin: { Authorization: string };
  const from = '2026-11-01';
  const to = '2026-11-30';
  const byType: Record<1 | 2 | 3, ExportEntity[]> = { 1: [], 2: [], 3: [] };
  const c = (v: number | string) => Math.round(Number(v) * 100);
  /** Σ of 2-decimal amounts in whole cents, exact. */
  const sumCents = (amounts: string[]) =>
    amounts
      .reduce((s, x) => s.plus(x), new Decimal(0))
      .times(100)
      .toNumber();
  const sum = (e: ExportEntity, keep: (l: ExportEntity['Lines'][number]) => boolean) => sumCents(e.Lines.filter(keep).map((l) => l.Amount));
  const ours = (e: ExportEntity) => e.VenueId === month.week.venueId;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    month = await recordExportMonth(a);
    // The module as the runs import it (app.module registers it there): the source under its token.
    @Module({ imports: [DatabaseModule.forRoot(a.t.db, false), ExportEntriesModule] })
    class Host {}
    context = await NestFactory.createApplicationContext(Host, { logger: false });
    source = context.get<ExportEntitySource>(EXPORT_ENTITY_SOURCE);
    for (const t of [1, 2, 3] as const) byType[t] = await source.entities(t, from, to);
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await a?.close();
  });

  it.each([1, 2, 3] as const)('type %i: every entity balances, DocNumber ≤ 21, ordered by date then key; the IIF parses back summing to zero', (t) => {
    const entities = byType[t];
    expect(entities.filter(ours).length).toBeGreaterThan(0);
    for (const e of entities) {
      expect({ key: e.Key, balanced: isBalanced(e) }).toEqual({ key: e.Key, balanced: true });
      expect(e.DocNumber.length).toBeLessThanOrEqual(21);
      expect(e.ExportTypeId).toBe(t);
    }
    const keys = entities.map((e) => `${e.Date} ${e.Key}`);
    expect(keys).toEqual([...keys].sort());
    const parsed = parseIif(iifFile(entities));
    expect(parsed).toHaveLength(entities.length);
    for (const tx of parsed) expect(sumCents(tx.Rows.map((r) => r.AMOUNT))).toBe(0);
    expect(new Set(parsed.map((p) => p.Type))).toEqual(new Set([t === 3 ? 'BILL' : 'GENERAL JOURNAL']));
  });

  it('transactions: each venue day equals the kit sales, sales reconciliation and over/short reports of that day', async () => {
    const days = byType[2].filter(ours);
    expect(days.map((e) => e.Date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    const theatre = month.week.theatres.main;
    for (const e of days) {
      const day = { FromDate: e.Date, ToDate: e.Date };
      const [kit, recon, os] = await Promise.all([
        a.http
          .post('/api/v1/sales/itemizedSalesReport')
          .set(admin)
          .send({ ...day, TheatreId: theatre }),
        a.http
          .post('/api/v1/sales/salesReport')
          .set(admin)
          .send({ ...day, VenueId: month.week.venueId }),
        a.http
          .post('/api/v1/sales/reportFromCashBox')
          .set(admin)
          .send({ ...day, TheatreId: theatre }),
      ]);
      expect([kit.status, recon.status, os.status]).toEqual([200, 200, 200]);
      const at = `${e.Date}: `;
      const tax = -sum(e, (l) => l.Account === ExportAccounts.SalesTaxPayable);
      expect(at + tax).toBe(at + c(kit.body.Totals.TaxAmount));
      expect(at + -sum(e, (l) => l.Memo.startsWith('Sales – ') || l.Account === ExportAccounts.SalesTaxPayable)).toBe(at + c(kit.body.Totals.GrossSales));
      const tenders = { Cash: 1, VisaMasterCard: 2, Amex: 3, OtherCreditCard: 4, Voucher: 5, Tab: 6, Preorder: 8 } as const;
      for (const [column, method] of Object.entries(tenders))
        expect(`${at}${column} ${sum(e, (l) => l.Memo === `${tenderName(method)} sales`)}`).toBe(`${at}${column} ${c(recon.body.Totals[column])}`);
      expect(at + sum(e, (l) => l.Account === ExportAccounts.Discounts)).toBe(at + c(recon.body.Totals.Discounts));
      expect(at + sum(e, (l) => l.Account === ExportAccounts.Discounts)).toBe(at + c(kit.body.DiscountAmount));
      expect(at + -sum(e, (l) => l.Account === ExportAccounts.TipsPayable)).toBe(at + c(recon.body.Totals.Tips));
      expect(at + -sum(e, (l) => l.Account === ExportAccounts.OverShort)).toBe(at + c(os.body.Totals.OverShort));
      expect(at + -sum(e, (l) => l.Memo === 'Petty cash withdrawals')).toBe(at + c(os.body.PettyCashAmount));
      // Every sale is paid in the week: nothing on the rounding account.
      expect(at + sum(e, (l) => l.Account === ExportAccounts.Rounding)).toBe(at + c(recon.body.Totals.Unpaid));
    }
  });

  it("transactions: the week equals the deposits report (its payments, tips and withdrawals of the show events that are not a test theatre's)", async () => {
    const res = await a.http
      .post('/api/v1/sales/depositsReport')
      .set(admin)
      .send({ WeekStart: '2026-11-16', WeekEnd: '2026-11-22', VenueId: month.week.venueId });
    expect(res.status).toBe(200);
    const r = res.body as {
      PaymentsSummary: { PaymentMethodId: number; ShowEventId: number; PaymentAmount: number; TipAmount: number }[];
      PettyCashWithdrawalsWithShowEvents: { ShowEventId: number; TheatreId: number; Amount: number }[];
      ShowEvents: { Id: number; TheatreId: number; Day: string }[];
      Theatres: { Id: number; IsTest: boolean }[];
    };
    const test = new Set(r.Theatres.filter((t) => t.IsTest).map((t) => t.Id));
    const dayOf = new Map(r.ShowEvents.filter((e) => !test.has(e.TheatreId)).map((e) => [e.Id, e.Day]));
    const fromReport = new Map<string, number>();
    const add = (key: string, v: number) => fromReport.set(key, (fromReport.get(key) ?? 0) + c(v));
    for (const p of r.PaymentsSummary) {
      const day = dayOf.get(p.ShowEventId);
      if (!day) continue;
      add(`${day} ${tenderName(p.PaymentMethodId)} sales`, p.PaymentAmount);
      add(`${day} tips`, p.TipAmount);
    }
    for (const w of r.PettyCashWithdrawalsWithShowEvents) if (dayOf.has(w.ShowEventId)) add(`${dayOf.get(w.ShowEventId)} petty cash`, w.Amount);
    const fromEntities = new Map<string, number>();
    for (const e of byType[2].filter((x) => ours(x) && x.Date <= '2026-11-22')) {
      for (const l of e.Lines) {
        const key =
          l.Memo.endsWith(' sales') && l.Account !== ExportAccounts.Discounts
            ? `${e.Date} ${l.Memo}`
            : l.Account === ExportAccounts.TipsPayable
              ? `${e.Date} tips`
              : l.Memo === 'Petty cash withdrawals'
                ? `${e.Date} petty cash`
                : null;
        if (key) fromEntities.set(key, (fromEntities.get(key) ?? 0) + (key.endsWith(' sales') ? 1 : -1) * c(l.Amount));
      }
    }
    const nonZero = (m: Map<string, number>) => Object.fromEntries([...m].filter(([, v]) => v !== 0).sort(([x], [y]) => x.localeCompare(y)));
    expect(nonZero(fromEntities)).toEqual(nonZero(fromReport));
    expect(Object.keys(nonZero(fromReport)).length).toBeGreaterThan(8);
  });

  it('transactions by hand: Tue 17 Nov (a discount, a refund, a voucher, a short, petty cash)', () => {
    // Vodka Soda 9.00: A3 1 + A4 −1 (refund) + A5 3 = 3 → gross 27.00, taxable 27.00, tax 27 − 27 / 1.06 = 1.5283 → 1.53;
    // net 25.47 shared by the goods' cost: Vodka 0.30 bottle × 20 = 6.00 (Bar Revenue → 'Bar Sales (QB)'),
    // Soda 5 × 0.50 = 2.50 (Concession Revenue): 25.47 × 6 / 8.5 = 17.978 → 17.98, 25.47 × 2.5 / 8.5 = 7.491 → 7.49.
    // Cash 8.10 − 9.00 = −0.90; the discount 0.90; voucher 27.00. Cash short: (195.10 − 200.00) − (−0.90) = −4.00.
    // Petty cash W1 12.50 'Supplies' → its export account 'Concession COGS'.
    const e = byType[2].find((x) => x.Key === `sales:${month.week.venueId}:2026-11-17`)!;
    expect(e.DocNumber).toBe(`S-${month.week.venueId}-20261117`);
    expect(e.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      [ExportMonthNames.barRevenue, '-17.98'],
      ['Concession Revenue', '-7.49'],
      [ExportAccounts.SalesTaxPayable, '-1.53'],
      [ExportAccounts.UndepositedFunds, '-0.90'],
      [ExportAccounts.VouchersOutstanding, '27.00'],
      [ExportAccounts.Discounts, '0.90'],
      [ExportAccounts.UndepositedFunds, '-4.00'],
      [ExportAccounts.OverShort, '4.00'],
      ['Concession COGS', '12.50'],
      [ExportAccounts.UndepositedFunds, '-12.50'],
    ]);
    expect(new Set(e.Lines.map((l) => l.ClassName))).toEqual(new Set(['Scripted Week Playhouse']));
  });

  it('transfers: the exportable ones of the transfer list, each for its TotalCost; the wastage by hand', async () => {
    const list = await a.http.post('/api/v1/transfers/_search').set(admin).send({ VenueId: month.week.venueId, FromDate: from, ToDate: to, Take: 1000 });
    expect(list.status).toBe(200);
    const rows = list.body as { Id: string; TypeId: number; TotalCost: number }[];
    const exportable = rows.filter((r) => [2, 3, 4, 6, 7].includes(r.TypeId));
    // The week's four count losses, the wastage and the billable transfer; not the initializing and store moves.
    expect(exportable.map((r) => r.TypeId).sort()).toEqual([3, 6, 6, 6, 6, 7]);
    const entities = byType[1].filter(ours);
    expect(entities.map((e) => e.Key).sort()).toEqual(exportable.map((r) => `transfer:${r.Id}`).sort());
    for (const r of exportable) expect(entityAmount(entities.find((e) => e.Key === `transfer:${r.Id}`)!)).toBe(r.TotalCost.toFixed(2));
    const wastage = entities.find((e) => e.Key === `transfer:${month.transfers.wastage}`)!;
    // Vodka 0.5 × 20.0000 = 10.00 on Bar COGS / Bar Inventory ('Inventory – Liquor'); Soda 2 × 0.5000 = 1.00 on the Concession pair.
    expect(wastage).toMatchObject({ Date: '2026-11-23', IsWastage: true, TransferTypeName: 'Wastage', DocNumber: 'T-0008006000000000001' });
    expect(wastage.Memo).toMatch(/^WASTAGE \(Spilled\)/);
    expect(wastage.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      ['Bar COGS', '10.00'],
      [ExportMonthNames.barInventory, '-10.00'],
      ['Concession COGS', '1.00'],
      ['Concession Inventory', '-1.00'],
    ]);
    const billable = entities.find((e) => e.Key === `transfer:${month.transfers.billable}`)!;
    // Pretzel 4 × 1.00 + Soda 6 × 0.50 = 7.00, one account pair.
    expect(billable.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      ['Concession COGS', '7.00'],
      ['Concession Inventory', '-7.00'],
    ]);
    expect(billable.IsWastage).toBe(false);
  });

  it('bills: one per posted received order, its figures those of the order; O1 by hand', async () => {
    const list = await a.http.post('/api/v1/received-orders/_search').set(admin).send({ VenueId: month.week.venueId, Posted: true, Take: 100 });
    const ids = (list.body as { Id: string }[]).map((o) => o.Id).sort();
    const bills = byType[3].filter(ours);
    expect(bills.map((b) => b.Key).sort()).toEqual(ids.map((id) => `bill:${id}`));
    for (const id of ids) {
      const o = (await a.http.get(`/api/v1/received-orders/${id}`).set(admin)).body;
      const b = bills.find((x) => x.Key === `bill:${id}`)!;
      const on = (account: string) => sum(b, (l) => l.Account === account);
      expect(on(ExportAccounts.AccountsPayable)).toBe(-c(o.BilledAmount));
      expect(on(ExportAccounts.PurchasePriceVariance)).toBe(c(o.PPV));
      expect(on(ExportAccounts.Freight)).toBe(c(o.FreightRate));
      expect(on(ExportAccounts.Supplies)).toBe(c(o.SuppliesRate));
      expect(on(ExportAccounts.ContainerDeposits)).toBe(c(o.DepositsCost));
      expect(on(ExportAccounts.VendorReturns)).toBe(c(o.GoodsToReturnCost));
      expect(sum(b, (l) => l.Memo.startsWith('Goods received'))).toBe(c(o.EstimatedBill));
      expect(b.VendorName).toBe(o.VendorName);
    }
    const o1 = bills.find((b) => b.Key === `bill:${month.orders.spirits}`)!;
    expect(o1).toMatchObject({ Date: '2026-11-24', Kind: 'Bill', VendorName: 'Scripted Spirits Co' });
    expect(o1.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      ['Concession Inventory', '11.52'],
      [ExportMonthNames.barInventory, '117.00'],
      [ExportAccounts.Freight, '12.50'],
      [ExportAccounts.Supplies, '3.25'],
      [ExportAccounts.ContainerDeposits, '1.20'],
      [ExportAccounts.PurchasePriceVariance, '-0.47'],
      [ExportAccounts.AccountsPayable, '-145.00'],
    ]);
    const o2 = bills.find((b) => b.Key === `bill:${month.orders.snacks}`)!;
    expect(o2.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      ['Concession Inventory', '28.50'],
      [ExportAccounts.Freight, '4.00'],
      [ExportAccounts.VendorReturns, '2.50'],
      [ExportAccounts.PurchasePriceVariance, '1.00'],
      [ExportAccounts.AccountsPayable, '-36.00'],
    ]);
  });

  it("a scope (the QBO log's rows read anew) answers the range's entities of those venues, or those transfers and orders whatever the range", async () => {
    const days = [...new Set(byType[2].filter(ours).map((e) => e.Date))];
    expect(days.length).toBeGreaterThan(2);
    const [first, second] = days as [string, string];
    expect(await source.entities(2, first, second, { VenueIds: [month.week.venueId], Ids: [] })).toEqual(
      byType[2].filter((e) => ours(e) && e.Date >= first && e.Date <= second),
    );
    // A venue with no sales those days: none.
    expect(await source.entities(2, first, second, { VenueIds: [2_000_000_000], Ids: [] })).toEqual([]);
    for (const t of [1, 3] as const) {
      const picked = byType[t].slice(-2);
      expect(picked.length).toBe(2);
      const ids = picked.map((e) => (t === 1 ? e.TransferId : e.ReceivedOrderId)!);
      // A range that holds neither: the ids decide (a transfer dated again answers its new day).
      expect(await source.entities(t, '2025-01-01', '2025-01-01', { VenueIds: [], Ids: ids })).toEqual(picked);
    }
  });

  it("a kit of untracked goods (no sale_good_rows) takes its catalogue goods' revenue accounts", async () => {
    await a.t.db.updateTable('app.goods').set({ Tracked: false }).where('Id', '=', month.week.goods.Soda).execute();
    try {
      await a.app.get(CommandBus).execute(
        new RecordSaleCommand(
          StationSalePushSchema.parse({
            SaleId: '5c0e0000-0000-4000-8007-000000000001',
            SalesLocationId: month.week.salesLocations.B,
            SaleDate: '2026-11-29T00:30:00Z',
            ReduceInventory: true,
            SaleKits: [{ KitId: month.week.kits.SodaKit, Qty: '2', SalePricePerKit: '3.00' }],
            SalePayments: [{ PaymentMethodId: 1, Total: '6.00' }],
          }),
          await seedActor(a.t.db),
        ),
      );
    } finally {
      await a.t.db.updateTable('app.goods').set({ Tracked: true }).where('Id', '=', month.week.goods.Soda).execute();
    }
    let day: ExportEntity[] = [];
    for (let i = 0; i < 200 && !day.length; i++) {
      day = (await source.entities(2, '2026-11-28', '2026-11-28')).filter(ours);
      if (!day.length) await new Promise((r) => setTimeout(r, 50));
    }
    const goodRows = sql.raw(await projectionTable(a.t.db as unknown as Kysely<unknown>, SALES_PROJECTION, SalesTables.goods));
    const consumed = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${goodRows} WHERE "SaleId" = '5c0e0000-0000-4000-8007-000000000001'::uuid`.execute(
      a.t.db,
    );
    expect(consumed.rows).toEqual([{ n: 0 }]);
    // Sat 28 Nov 19:30 EST, no show event: 2 × 3.00 = 6.00, tax 6 − 6 / 1.06 = 0.3396 → 0.34, Concession Revenue 5.66.
    expect(day.map((e) => e.Lines.map((l) => [l.Account, l.Amount]))).toEqual([
      [
        ['Concession Revenue', '-5.66'],
        [ExportAccounts.SalesTaxPayable, '-0.34'],
        [ExportAccounts.UndepositedFunds, '6.00'],
      ],
    ]);
  });

  it('names the petty cash withdrawals each Transactions entity carries (for their ExportId)', async () => {
    const service = context!.get(ExportEntriesService);
    const byKey = await service.withdrawalsByEntity(from, to);
    expect(byKey.get(`sales:${month.week.venueId}:2026-11-17`)).toEqual([month.week.pettyCash.W1]);
    for (const key of byKey.keys()) expect(byType[2].some((e) => e.Key === key)).toBe(true);
  });

  it('a range outside the month has no entities; a bad range is refused', async () => {
    expect(await source.entities(2, '2025-01-01', '2025-01-31')).toEqual([]);
    await expect(source.entities(1, '2026-11-30', '2026-11-01')).rejects.toThrow(RangeError);
    await expect(source.entities(3, "2026-11-01'; DROP TABLE x", '2026-11-30')).rejects.toThrow(RangeError);
  });
});
