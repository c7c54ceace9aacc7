import { randomUUID } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { ClaimTypeNames, ClaimValue, type ClaimFlags } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { CurrentUser } from '../auth/current-user';
import { RecordSaleCommand, type SaleInput } from './commands/record-sale.command';

describe('sales on the ledger (RecordSaleCommand)', () => {
  let a: TestApp;
  let commands: CommandBus;
  let admin: { Authorization: string };
  let adminActor: CurrentUser;
  let managerActor: CurrentUser;
  let bar: { Id: number; SalesLocationId: number; VenueId: number };
  let lakesideStand: number;
  let good: Record<string, number>;
  let kit: Record<string, number>;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const claims = Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    commands = a.app.get(CommandBus);
    admin = bearer((await a.signIn('admin')).token);
    const actor = async (username: string) => {
      const u = await a.t.db
        .selectFrom('app.auth_users as a')
        .innerJoin('app.users as u', 'u.Id', 'a.UserId')
        .select(['a.Id', 'a.UserId', 'a.RoleId'])
        .where('a.Username', '=', username)
        .executeTakeFirstOrThrow();
      return { authUserId: u.Id, userId: u.UserId, roleId: u.RoleId, claims } as CurrentUser;
    };
    adminActor = await actor('admin');
    managerActor = await actor('manager');
    const stand = (venue: string, name: string) =>
      a.t.db
        .selectFrom('app.inventory_locations as l')
        .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
        .select(['l.Id', 'l.SalesLocationId', 'l.VenueId'])
        .where('v.Name', '=', venue)
        .where('l.Kind', '=', 'sales_location')
        .where('l.Name', '=', name)
        .executeTakeFirstOrThrow();
    const b = await stand('Harbor Point 12', 'Bar 1');
    bar = { Id: b.Id, SalesLocationId: b.SalesLocationId!, VenueId: b.VenueId };
    lakesideStand = (
      await a.t.db
        .selectFrom('app.inventory_locations as l')
        .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
        .select('l.SalesLocationId')
        .where('v.Name', '=', 'Lakeside Playhouse')
        .where('l.Kind', '=', 'sales_location')
        .executeTakeFirstOrThrow()
    ).SalesLocationId!;
    good = Object.fromEntries((await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
    kit = Object.fromEntries((await a.t.db.selectFrom('app.kits').select(['Id', 'Name']).execute()).map((k) => [k.Name, k.Id]));
    // 10 lb of kernels and 20 large bags at the bar.
    const init = await a.http
      .post('/api/v1/inventoryEventPush/initializingTransfer')
      .set(admin)
      .send({
        GuidId: randomUUID(),
        ToInventoryLocationId: bar.Id,
        TransferGoods: [
          { GoodId: good['Popcorn Kernels (lb)'], Qty: '10' },
          { GoodId: good['Popcorn Bag Large'], Qty: '20' },
        ],
      });
    expect(init.status).toBe(200);
  });
  afterAll(() => a.close());

  const onHand = async () => {
    const rows = (await a.http.get(`/api/v1/inventory/admin/inventory_${bar.Id}`).set(admin)).body as { Id: number; QuantityOnHand: string }[];
    // As numbers: PostgreSQL numeric sums keep their scale ("10.00"); these figures are exact in binary.
    const q = (name: string) => Number(rows.find((r) => r.Id === good[name])?.QuantityOnHand);
    return { kernels: q('Popcorn Kernels (lb)'), bags: q('Popcorn Bag Large') };
  };
  const sale = (over: Partial<SaleInput> = {}): SaleInput => ({
    SaleId: randomUUID(),
    SalesLocationId: bar.SalesLocationId,
    ShowEvent: { Id: 4242, Start: '2026-11-20T18:00:00Z', End: '2026-11-20T20:30:00Z' },
    StationId: null,
    PosUserId: null,
    IsRefund: false,
    ReduceInventory: true,
    SaleDate: '2026-11-20T17:40:00Z',
    SaleKits: [{ KitId: kit['Small Popcorn']!, Qty: '3', SalePricePerKit: '6.50' }],
    ...over,
  });
  const record = (s: SaleInput, actor = adminActor) => commands.execute(new RecordSaleCommand(s, actor)) as Promise<any>;
  const refused = async (s: SaleInput, actor = adminActor) => {
    try {
      await record(s, actor);
    } catch (e) {
      if (e instanceof HttpException) return { status: e.getStatus(), body: e.getResponse() as any };
      throw e;
    }
    throw new Error('The sale was recorded');
  };

  it('a sale of 3 Small Popcorn takes 3 × 0.25 lb of kernels and 3 bags out of the stand; a replay changes nothing; a refund puts them back', async () => {
    expect(await onHand()).toEqual({ kernels: 10, bags: 20 });
    const body = sale();
    const answer = await record(body);
    expect(answer).toMatchObject({ Message: 'Sale Created Successfully', SaleId: body.SaleId, Position: expect.any(String) });
    // Small Popcorn: 0.25 lb kernels (cost 1.25) + 1 bag (cost 0.15): CostPerKit 0.3125 + 0.15 = 0.4625; Total 3 × 6.50 = 19.50.
    expect(answer.Sale).toMatchObject({
      SaleId: body.SaleId,
      VenueId: bar.VenueId,
      SalesLocationId: bar.SalesLocationId,
      InventoryLocationId: bar.Id,
      UserId: adminActor.userId,
      Total: '19.50',
      SaleKits: [{ KitId: kit['Small Popcorn'], Qty: '3', SalePricePerKit: '6.5', CostPerKit: '0.4625' }],
      SaleGoods: [
        expect.objectContaining({ GoodId: good['Popcorn Kernels (lb)'], KitId: kit['Small Popcorn'], Qty: '0.75', CostPerGood: '1.2500' }),
        expect.objectContaining({ GoodId: good['Popcorn Bag Large'], KitId: kit['Small Popcorn'], Qty: '3', CostPerGood: '0.1500' }),
      ],
    });
    expect(await onHand()).toEqual({ kernels: 9.25, bags: 17 });

    // The same SaleId again (even with other kits): the stored answer, nothing written.
    const again = await record({ ...body, SaleKits: [{ KitId: kit['Small Popcorn']!, Qty: '50', SalePricePerKit: '1' }] });
    expect(again).toEqual(answer);
    expect(await onHand()).toEqual({ kernels: 9.25, bags: 17 });

    const refund = await record(sale({ IsRefund: true, SaleKits: [{ KitId: kit['Small Popcorn']!, Qty: '-3', SalePricePerKit: '6.50' }] }));
    expect(refund.Sale).toMatchObject({ IsRefund: true, Total: '-19.50' });
    expect(refund.Sale.SaleGoods.map((g: { Qty: string }) => g.Qty)).toEqual(['-0.75', '-3']);
    expect(await onHand()).toEqual({ kernels: 10, bags: 20 });
  });

  it('ReduceInventory false records the sale and leaves stock as it was', async () => {
    const answer = await record(sale({ ReduceInventory: false, SaleKits: [{ KitId: kit['Small Popcorn']!, Qty: '2', SalePricePerKit: '6.50' }] }));
    expect(answer.Sale).toMatchObject({ ReduceInventory: false, Total: '13.00' });
    expect(await onHand()).toEqual({ kernels: 10, bags: 20 });
    // The sale is on record for the reports all the same.
    const row = await sql<{ Total: string; ReduceInventory: boolean }>`SELECT "Total"::text AS "Total", "ReduceInventory" FROM app.sales_v1
      WHERE "SaleId" = ${answer.SaleId}::uuid`.execute(a.t.db);
    expect(row.rows).toEqual([{ Total: '13.00', ReduceInventory: false }]);
  });

  it('keeps only tracked goods, with exact decimal quantities', async () => {
    await a.t.db.updateTable('app.goods').set({ Tracked: false }).where('Id', '=', good['Popcorn Bag Large']!).execute();
    try {
      const answer = await record(sale({ SaleKits: [{ KitId: kit['Small Popcorn']!, Qty: '1.5', SalePricePerKit: '6.33' }] }));
      // 1.5 × 0.25 = 0.375 lb; the bag is not stock any more: cost per kit 0.25 × 1.25 = 0.3125; 1.5 × 6.33 = 9.495 → 9.50.
      expect(answer.Sale.SaleGoods).toEqual([expect.objectContaining({ GoodId: good['Popcorn Kernels (lb)'], Qty: '0.375' })]);
      expect(answer.Sale).toMatchObject({ Total: '9.50', SaleKits: [expect.objectContaining({ CostPerKit: '0.3125' })] });
      expect(await onHand()).toMatchObject({ kernels: 9.625 });
    } finally {
      await a.t.db.updateTable('app.goods').set({ Tracked: true }).where('Id', '=', good['Popcorn Bag Large']!).execute();
    }
  });

  it('refuses an unknown sales location or kit, no kits, and a location the user may not use', async () => {
    expect(await refused(sale({ SalesLocationId: 999999 }))).toMatchObject({ status: 400, body: { ModelState: { SalesLocationId: expect.any(Array) } } });
    expect(await refused(sale({ SaleKits: [{ KitId: 999999, Qty: '1', SalePricePerKit: '1' }] }))).toMatchObject({
      status: 400,
      body: { ModelState: { SaleKits: ['There is no kit 999999'] } },
    });
    expect(await refused(sale({ SaleKits: [] }))).toMatchObject({ status: 400, body: { ModelState: { SaleKits: ['At least one kit is required'] } } });
    expect(await refused(sale({ SaleKits: [{ KitId: kit['Small Popcorn']!, Qty: '0', SalePricePerKit: '1' }] }))).toMatchObject({ status: 400 });
    expect(await refused(sale({ IsRefund: true }))).toMatchObject({ status: 400 });
    expect(await refused(sale({ SaleId: 'not-a-guid' }))).toMatchObject({ status: 400, body: { ModelState: { SaleId: expect.any(Array) } } });
    // The demo manager manages the Northwind venues only.
    expect(await refused(sale({ SalesLocationId: lakesideStand }), managerActor)).toMatchObject({ status: 403 });
    // At a venue they manage they may.
    expect((await record(sale(), managerActor)).Message).toBe('Sale Created Successfully');
    expect(await onHand()).toMatchObject({ kernels: 8.875 });
  });
});
