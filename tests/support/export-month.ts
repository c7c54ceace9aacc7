/**
 * THE EXPORT MONTH (issue 16, the exports' proof): the scripted week (tests/support/scripted-week.ts,
 * its sales, counts, petty cash and stock) plus what the exports add to it, all at "Scripted Week
 * Playhouse" (America/New_York, EST), recorded through the calls and commands the product uses:
 *
 * ── Account mappings (app.export_settings AccountMappings) ──────────────────────────────────────────
 *   'Bar Revenue' → 'Bar Sales (QB)', 'Bar Inventory' → 'Inventory – Liquor'; every other managed item
 *   keeps its own Name (petty cash reason 'Supplies' takes its export account, 'Concession COGS').
 *
 * ── Transfers (POST inventoryEventPush/…) ──────────────────────────────────────────────────────────
 *   WASTE  Mon 23 15:00 EST (2026-11-23T20:00Z) wastageGoods at A, reason 'Spilled':
 *          Vodka 0.5 × 20.0000 = 10.00 (Bar COGS / Bar Inventory), Soda 2 × 0.5000 = 1.00 (Concession).
 *   BILL   Tue 24 12:00 EST (2026-11-24T17:00Z) billableTransfer from the store, notes 'Board meeting':
 *          Pretzel 4 × 1.0000 = 4.00, Soda 6 × 0.5000 = 3.00 (both Concession COGS / Concession Inventory) → 7.00.
 *   (The week's set-inventory counts are GainLost transfers, exported too: A Mon 0.06, Tue 0.02,
 *   Fri 0.06 and C Wed 0.04 bottles of Vodka lost × 20.0000 = 1.20, 0.40, 1.20, 0.80.)
 *
 * ── Received orders (RecordOrderCommand, received and posted at fixed moments) ──────────────────────
 *   O1  vendor 'Scripted Spirits Co', posted Tue 24 10:00 EST (15:00Z), into the store:
 *       Vodka 6 × 19.5000 = 117.00 (Bar Inventory), Soda 24 × 0.4800 = 11.52 (Concession Inventory);
 *       freight 12.50, supplies 3.25, deposits 1.20, goods to return 0; total cost 145.47;
 *       billed 145.00 → PPV −0.47.
 *   O2  vendor 'Scripted Snacks Ltd', posted Wed 25 10:00 EST (15:00Z):
 *       Pretzel 30 × 0.9500 = 28.50 (Concession Inventory); freight 4.00, goods to return 2.50;
 *       total cost 35.00; billed 36.00 → PPV +1.00.
 */
import { CommandBus } from '@nestjs/cqrs';
import { ReceivingPushSchema, PostReceivingSchema } from '@intermission/contracts';
import { RecordOrderCommand } from '@intermission/api/stock/commands/record-order.command';
import { seedActor } from '@intermission/api/seed/stock.seed';
import { recordScriptedWeek, type ScriptedWeek } from './scripted-week';
import type { TestApp } from './test-app';

export const monthGuid = (n: number) => `5c0e0000-0000-4000-8006-${n.toString(16).padStart(12, '0')}`;

export const ExportMonthNames = {
  barRevenue: 'Bar Sales (QB)',
  barInventory: 'Inventory – Liquor',
  vendors: { spirits: 'Scripted Spirits Co', snacks: 'Scripted Snacks Ltd' },
};

export interface ExportMonth {
  week: ScriptedWeek;
  transfers: { wastage: string; billable: string };
  orders: { spirits: string; snacks: string };
  vendors: { spirits: number; snacks: number };
}

const recorded = new WeakMap<TestApp, Promise<ExportMonth>>();

/** Records the export month once per test app, its posted orders projected (a second call answers the first's result). */
export function recordExportMonth(a: TestApp): Promise<ExportMonth> {
  let month = recorded.get(a);
  if (!month) {
    month = record(a);
    recorded.set(a, month);
  }
  return month;
}

async function record(a: TestApp): Promise<ExportMonth> {
  const week = await recordScriptedWeek(a);
  const db = a.t.db;
  const admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
  const item = async (List: string, Name: string) =>
    (await db.selectFrom('app.managed_items').select('Id').where('List', '=', List).where('Name', '=', Name).executeTakeFirstOrThrow()).Id;
  await db
    .updateTable('app.export_settings')
    .set({
      AccountMappings: JSON.stringify([
        { ManagedItemId: await item('revenueAccounts', 'Bar Revenue'), AccountName: ExportMonthNames.barRevenue },
        { ManagedItemId: await item('inventoryAccounts', 'Bar Inventory'), AccountName: ExportMonthNames.barInventory },
      ]),
    })
    .where('Id', '=', 1)
    .execute();

  const ok = (what: string, res: { status: number; body: unknown }) => {
    if (res.status !== 200) throw new Error(`Export month: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  const wastage = monthGuid(1);
  const billable = monthGuid(2);
  ok(
    'wastage',
    await a.http
      .post('/api/v1/inventoryEventPush/wastageGoods')
      .set(admin)
      .send({
        GuidId: wastage,
        InventoryLocationId: week.inventoryLocations.A,
        WastageId: await item('wastes', 'Spilled'),
        Goods: [
          { GoodId: week.goods.Vodka, Qty: '0.5' },
          { GoodId: week.goods.Soda, Qty: '2' },
        ],
        TransferDate: '2026-11-23T20:00:00.000Z',
      }),
  );
  ok(
    'billable',
    await a.http
      .post('/api/v1/inventoryEventPush/billableTransfer')
      .set(admin)
      .send({
        GuidId: billable,
        FromInventoryLocationId: week.inventoryLocations.store,
        TransferGoods: [
          { GoodId: week.goods.Pretzel, Qty: '4' },
          { GoodId: week.goods.Soda, Qty: '6' },
        ],
        Notes: 'Board meeting',
        TransferDate: '2026-11-24T17:00:00.000Z',
      }),
  );

  const vendor = async (Name: string) => (await db.insertInto('app.vendors').values({ Name }).returning('Id').executeTakeFirstOrThrow()).Id;
  const vendors = { spirits: await vendor(ExportMonthNames.vendors.spirits), snacks: await vendor(ExportMonthNames.vendors.snacks) };
  const bus = a.app.get(CommandBus);
  const actor = await seedActor(db);
  const order = async (
    n: number,
    VendorId: number,
    goods: { GoodId: number; Qty: string; Cost: string }[],
    charges: Record<string, string>,
    postedAt: string,
  ) => {
    const id = monthGuid(n);
    const at = new Date(new Date(postedAt).getTime() - 3_600_000);
    await bus.execute(
      new RecordOrderCommand(
        {
          kind: 'receive',
          body: ReceivingPushSchema.parse({
            GuidId: id,
            VenueId: week.venueId,
            VendorId,
            VenueInventoryLocationId: week.inventoryLocations.store,
            ReceivedOrderGoods: goods,
            ...charges,
          }),
        },
        actor,
        at,
      ),
    );
    await bus.execute(
      new RecordOrderCommand({ kind: 'post', body: PostReceivingSchema.parse({ GuidId: monthGuid(n + 100), Id: id, Version: 1 }) }, actor, new Date(postedAt)),
    );
    return id;
  };
  const spirits = await order(
    3,
    vendors.spirits,
    [
      { GoodId: week.goods.Vodka, Qty: '6', Cost: '19.5000' },
      { GoodId: week.goods.Soda, Qty: '24', Cost: '0.4800' },
    ],
    { FreightRate: '12.50', SuppliesRate: '3.25', DepositsCost: '1.20', GoodsToReturnCost: '0', BilledAmount: '145.00' },
    '2026-11-24T15:00:00.000Z',
  );
  const snacks = await order(
    4,
    vendors.snacks,
    [{ GoodId: week.goods.Pretzel, Qty: '30', Cost: '0.9500' }],
    { FreightRate: '4.00', SuppliesRate: '0', DepositsCost: '0', GoodsToReturnCost: '2.50', BilledAmount: '36.00' },
    '2026-11-25T15:00:00.000Z',
  );
  // The posted orders reach the received orders projection (the commands wait a bounded time).
  for (let i = 0; i < 50; i++) {
    const res = await a.http.post('/api/v1/received-orders/_search').set(admin).send({ VenueId: week.venueId, Posted: true, Take: 100 });
    if (res.body.length === 2) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { week, transfers: { wastage, billable }, orders: { spirits, snacks }, vendors };
}
