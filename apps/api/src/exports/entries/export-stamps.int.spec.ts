import { CommandBus } from '@nestjs/cqrs';
import { type Kysely, sql } from 'kysely';
import { StationSalePushSchema } from '@intermission/contracts';
import { CASHBOXES_PROJECTION, CashboxesTables, PETTY_CASH_PROJECTION, PettyCashTables, projectionTable } from '@intermission/projections';
import { type ExportMonth, recordExportMonth } from '../../../../../tests/support/export-month';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { RecordSaleCommand } from '../../sales/commands/record-sale.command';
import { seedActor } from '../../seed/stock.seed';
import { EXPORT_ENTITY_SOURCE, type ExportEntitySource } from '../export-ports';

/**
 * The stamps of the Transactions sources (ExportFactsRepository.salesStamps, docs/exports.md
 * "Modified"): the QBO log reads a row anew only when its stamp changed, so every source the
 * entity is read from must change it. On the export month (tests/support/export-month.ts: E2 on
 * Tue 17 Nov with the withdrawal W1, E4 on Thu 19 Nov), each change below is made in turn and the
 * stamp of its venue day must differ from the one before; the days it does not touch keep theirs.
 */
describe('export stamps (what the QBO log reads anew)', () => {
  let a: TestApp;
  let month: ExportMonth;
  let source: ExportEntitySource;
  const tue = '2026-11-17';
  const wed = '2026-11-18';
  const thu = '2026-11-19';
  const key = (day: string) => `sales:${month.week.venueId}:${day}`;
  const stamps = async () => {
    const m = await source.stamps(2, '2026-11-16', '2026-11-22', [month.week.venueId]);
    return { tue: m.get(key(tue))!, wed: m.get(key(wed))!, thu: m.get(key(thu))! };
  };
  const table = (projection: string, base: string) => projectionTable(a.t.db as unknown as Kysely<unknown>, projection, base).then((t) => sql.raw(t));
  let before: Awaited<ReturnType<typeof stamps>>;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    month = await recordExportMonth(a);
    source = a.app.get<ExportEntitySource>(EXPORT_ENTITY_SOURCE);
  }, 240_000);
  afterAll(async () => {
    await a?.close();
  });
  beforeEach(async () => {
    before = await stamps();
  });

  it('stamps every venue day of the range, the same while nothing changes; Transfers and Bills are not stamped', async () => {
    const m = await source.stamps(2, '2026-11-16', '2026-11-22', [month.week.venueId]);
    expect([...m.keys()]).toEqual(['16', '17', '18', '19', '20', '21', '22'].map((d) => key(`2026-11-${d}`)));
    expect(new Set(m.values()).size).toBe(7);
    expect(await stamps()).toEqual(before);
    expect((await source.stamps(1, tue, thu)).size).toBe(0);
    expect((await source.stamps(3, tue, thu)).size).toBe(0);
  });

  it("changes with a sale of the day's show event (once the sales projection has it)", async () => {
    await a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        StationSalePushSchema.parse({
          SaleId: '5c0e0000-0000-4000-8008-0000000000a1',
          SalesLocationId: month.week.salesLocations.A,
          ShowEventId: month.week.showEvents.E2,
          SaleDate: '2026-11-18T01:30:00Z',
          ReduceInventory: false,
          SaleKits: [{ KitId: month.week.kits.SodaKit, Qty: '1', SalePricePerKit: '3.00' }],
          SalePayments: [{ PaymentMethodId: 1, Total: '3.00' }],
        }),
        await seedActor(a.t.db),
      ),
    );
    let now = await stamps();
    for (let i = 0; i < 100 && now.tue === before.tue; i++) {
      await new Promise((r) => setTimeout(r, 100));
      now = await stamps();
    }
    expect(now.tue).not.toBe(before.tue);
    expect([now.wed, now.thu]).toEqual([before.wed, before.thu]);
  });

  it("changes with a correction of a cash box log of the day's show event (its version)", async () => {
    const logs = await table(CASHBOXES_PROJECTION, CashboxesTables.logs);
    const { numAffectedRows } = await sql`UPDATE ${logs} SET "Version" = "Version" + 1
      WHERE "Id" = (SELECT min("Id") FROM ${logs} WHERE "ShowEventId" = ${month.week.showEvents.E2})`.execute(a.t.db);
    expect(numAffectedRows).toBe(1n);
    const now = await stamps();
    expect(now.tue).not.toBe(before.tue);
    expect([now.wed, now.thu]).toEqual([before.wed, before.thu]);
  });

  it('changes with a withdrawal corrected, then deleted', async () => {
    const withdrawals = await table(PETTY_CASH_PROJECTION, PettyCashTables.withdrawals);
    await sql`UPDATE ${withdrawals} SET "Amount" = 13.50, "Version" = "Version" + 1 WHERE "Id" = ${month.week.pettyCash.W1}`.execute(a.t.db);
    const corrected = await stamps();
    expect(corrected.tue).not.toBe(before.tue);
    await sql`UPDATE ${withdrawals} SET "Deleted" = true, "Version" = "Version" + 1 WHERE "Id" = ${month.week.pettyCash.W1}`.execute(a.t.db);
    const deleted = await stamps();
    expect(deleted.tue).not.toBe(corrected.tue);
    expect([deleted.wed, deleted.thu]).toEqual([before.wed, before.thu]);
  });

  it('changes on both days when a show event moves from one to the other', async () => {
    await a.t.db
      .updateTable('app.show_events')
      .set({ Start: sql`"Start" + interval '2 days'`, End: sql`"End" + interval '2 days'` })
      .where('Id', '=', month.week.showEvents.E2)
      .execute();
    const moved = await stamps();
    expect(moved.tue).not.toBe(before.tue);
    expect(moved.thu).not.toBe(before.thu);
    expect(moved.wed).toBe(before.wed);
  });

  it('changes on every day with the account mappings, but not with the QuickBooks tokens', async () => {
    await a.t.db.updateTable('app.export_settings').set({ QboRefreshToken: 'another-token' }).where('Id', '=', 1).execute();
    expect(await stamps()).toEqual(before);
    await a.t.db
      .updateTable('app.export_settings')
      .set({ AccountMappings: JSON.stringify([]) })
      .where('Id', '=', 1)
      .execute();
    const now = await stamps();
    expect([now.tue === before.tue, now.wed === before.wed, now.thu === before.thu]).toEqual([false, false, false]);
  });

  it('counts a transaction that writes the catalogue once, at its commit; one rolled back changes nothing', async () => {
    const changes = async () =>
      (await sql<{ Changes: string }>`SELECT "Changes" FROM app.export_catalogue_stamp WHERE "Id" = 1`.execute(a.t.db)).rows[0]!.Changes;
    const c0 = BigInt(await changes());
    await a.t.db.transaction().execute(async (tx) => {
      await sql`UPDATE app.venues SET "Name" = "Name" WHERE "Id" = ${month.week.venueId}`.execute(tx);
      await sql`UPDATE app.theatres SET "Name" = "Name" WHERE "VenueId" = ${month.week.venueId}`.execute(tx);
      await sql`UPDATE app.goods SET "Name" = "Name" WHERE "Id" = ${month.week.goods.Soda}`.execute(tx);
      // Not yet: counted when it commits.
      expect(BigInt(await changes())).toBe(c0);
    });
    expect(BigInt(await changes())).toBe(c0 + 1n);
    const committed = await stamps();
    expect(committed.tue).not.toBe(before.tue);
    await expect(
      a.t.db.transaction().execute(async (tx) => {
        await sql`UPDATE app.venues SET "Name" = "Name" WHERE "Id" = ${month.week.venueId}`.execute(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(BigInt(await changes())).toBe(c0 + 1n);
    expect(await stamps()).toEqual(committed);
  });

  it.each([
    ['the venues (a tax rate, a time zone, a name)', (m: ExportMonth) => sql`UPDATE app.venues SET "Name" = "Name" || ' ' WHERE "Id" = ${m.week.venueId}`],
    ['the theatres (IsTest)', (m: ExportMonth) => sql`UPDATE app.theatres SET "IsTest" = NOT "IsTest" WHERE "Id" = ${m.week.theatres.test}`],
    [
      'the sales locations (their theatre)',
      (m: ExportMonth) => sql`UPDATE app.sales_locations SET "TheatreId" = "TheatreId" WHERE "Id" = ${m.week.salesLocations.A}`,
    ],
    [
      "the kits' goods (the catalogue's revenue shares)",
      (m: ExportMonth) => sql`UPDATE app.kit_goods SET "DefaultPrice" = "DefaultPrice" + 1 WHERE "KitId" = ${m.week.kits.SodaKit}`,
    ],
    ['the goods (their revenue account)', (m: ExportMonth) => sql`UPDATE app.goods SET "RevenueTypeId" = "RevenueTypeId" WHERE "Id" = ${m.week.goods.Soda}`],
    ['the managed items (account names, export accounts, tax rates)', () => sql`UPDATE app.managed_items SET "Rate" = "Rate" WHERE "Name" = 'State Sales Tax'`],
  ])('changes on every day with a change to %s', async (_what, change) => {
    const { numAffectedRows } = await change(month).execute(a.t.db);
    expect(numAffectedRows).toBeGreaterThan(0n);
    const now = await stamps();
    expect([now.tue === before.tue, now.wed === before.wed, now.thu === before.thu]).toEqual([false, false, false]);
  });
});
