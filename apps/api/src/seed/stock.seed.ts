import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ClaimTypeNames, ClaimValue, type ClaimFlags } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import type { CurrentUser } from '../auth/current-user';
import { type MovementKind, RecordMovementCommand } from '../stock/commands/record-movement.command';
import { RecordOrderCommand } from '../stock/commands/record-order.command';
import { StockRepository } from '../stock/stock.repository';

/** A stable GUID per seed step, so the seed's events are the same on every machine. */
function seedGuid(step: string): string {
  const h = createHash('sha256').update(`intermission-demo-stock:${step}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const day = (start: Date, n: number, hour = 18) => new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + n, hour)).toISOString();

/**
 * Three weeks of stock at every demo venue, recorded through the same commands the screens use:
 * an opening count into the venue, deliveries to its sales locations every other day (sized so the
 * venue never runs short) and a wastage a week, so a new user sees real quantities.
 */
export async function seedDemoStock(app: INestApplication, db: Db, now = new Date()): Promise<number> {
  const commands = app.get(CommandBus);
  const admin = await db.selectFrom('app.auth_users').select(['Id', 'UserId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const claims = Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags;
  const actor: CurrentUser = { authUserId: admin.Id, userId: admin.UserId, roleId: 1, claims };
  const goods = Object.fromEntries((await db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
  const waste = (await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Rank').executeTakeFirstOrThrow()).Id;
  const locations = await db.selectFrom('app.inventory_locations').select(['Id', 'VenueId', 'Kind', 'SalesLocationId']).orderBy('Id').execute();
  const start = new Date(now.getTime() - 21 * 86_400_000);
  const stock: [string, number][] = [
    ['Popcorn Kernels (lb)', 200],
    ['Butter Topping (oz)', 640],
    ['Cola Syrup (oz)', 1280],
    ['Bottled Water', 240],
    ['Chocolate Bar', 144],
    ['Gummy Bears', 144],
    ['Popcorn Bag Large', 500],
    ['Cup 32 oz', 500],
  ];
  let recorded = 0;
  const record = async (movement: MovementKind) => {
    await commands.execute(new RecordMovementCommand(movement, actor));
    recorded++;
  };
  for (const venue of locations.filter((l) => l.Kind === 'venue')) {
    const stands = locations.filter((l) => l.VenueId === venue.VenueId && l.Kind === 'sales_location');
    await record({
      kind: 'initializingTransfer',
      body: {
        GuidId: seedGuid(`init:${venue.Id}`),
        FromInventoryLocationId: null,
        ToInventoryLocationId: venue.Id,
        TransferGoods: stock.map(([name, qty]) => ({ GoodId: goods[name]!, Qty: String(qty) })),
        PosUserId: null,
        Notes: 'Opening count',
        TransferDate: day(start, 0, 12),
      },
    });
    for (let d = 1; d <= 20; d += 2) {
      for (const [i, stand] of stands.entries()) {
        await record({
          kind: 'inventoryTransfer',
          body: {
            GuidId: seedGuid(`restock:${stand.Id}:${d}`),
            FromInventoryLocationId: venue.Id,
            ToInventoryLocationId: stand.Id,
            TransferGoods: stock.map(([name, qty], g) => ({
              GoodId: goods[name]!,
              Qty: String(Math.max(1, Math.floor(qty / (stands.length * 16)) + ((d + g + i) % 3))),
            })),
            PosUserId: null,
            Notes: `Restock day ${d}`,
            TransferDate: day(start, d, 16),
          },
        });
      }
    }
    for (let w = 0; w < 3; w++) {
      const stand = stands[w % Math.max(1, stands.length)];
      if (!stand) continue;
      await record({
        kind: 'wastageGoods',
        body: {
          GuidId: seedGuid(`waste:${stand.Id}:${w}`),
          InventoryLocationId: stand.Id,
          WastageId: waste,
          Goods: [{ GoodId: goods['Popcorn Kernels (lb)']!, Qty: String(1 + w) }],
          PosUserId: null,
          FromSlerp: false,
          TransferDate: day(start, 6 + 7 * w, 22),
        },
      });
    }
  }
  recorded += await seedDemoOrders(app, db, actor, goods);
  return recorded;
}

/**
 * Per venue two orders from the first vendor: one received and posted (its goods are in stock)
 * and one received but not posted yet, so Manage Orders has something to show and to post.
 */
async function seedDemoOrders(app: INestApplication, db: Db, actor: CurrentUser, goods: Record<string, number>): Promise<number> {
  const commands = app.get(CommandBus);
  const orders = app.get(StockRepository);
  const vendor = await db.selectFrom('app.vendors').select('Id').orderBy('Id').executeTakeFirst();
  const venues = await db.selectFrom('app.venues').select('Id').orderBy('Id').execute();
  const charges = { FreightRate: '12.50', SuppliesRate: '3.00', DepositsCost: '2.40', GoodsToReturnCost: '0' };
  let recorded = 0;
  for (const venue of venues) {
    const receive = async (step: string, lines: [string, string, string][], billed: string) => {
      const GuidId = seedGuid(`order:${venue.Id}:${step}`);
      // A second run finds the order already there and leaves it as it is.
      if (await orders.order(GuidId)) return null;
      const answer = (await commands.execute(
        new RecordOrderCommand(
          {
            kind: 'receive',
            body: {
              GuidId,
              VenueId: venue.Id,
              VendorId: vendor?.Id ?? null,
              VenueInventoryLocationId: null,
              ReceivedOrderGoods: lines.map(([name, Qty, Cost]) => ({ GoodId: goods[name]!, Qty, Cost })),
              ...charges,
              BilledAmount: billed,
            },
          },
          actor,
        ),
      )) as { Order: { Id: string; Version: number } };
      recorded++;
      return answer.Order;
    };
    const delivered = await receive(
      'delivered',
      [
        ['Bottled Water', '48', '0.40'],
        ['Chocolate Bar', '24', '1.10'],
      ],
      '63.00',
    );
    if (delivered) {
      await commands.execute(
        new RecordOrderCommand({ kind: 'post', body: { GuidId: seedGuid(`order-post:${venue.Id}`), Id: delivered.Id, Version: delivered.Version } }, actor),
      );
      recorded++;
    }
    await receive('pending', [['Gummy Bears', '36', '0.42']], '15.12');
  }
  return recorded;
}
