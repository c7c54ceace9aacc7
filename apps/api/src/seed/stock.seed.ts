import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDay, ClaimTypeNames, ClaimValue, type ClaimFlags, localDay, zonedInstant } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { derivedId } from '@intermission/eventstore';
import type { CurrentUser } from '../auth/current-user';
import { type MovementKind, RecordMovementCommand } from '../stock/commands/record-movement.command';
import { RecordOrderCommand } from '../stock/commands/record-order.command';
import { StockRepository } from '../stock/stock.repository';
import { seedDemoPosUsers } from './people-and-coupons.seed';
import { recordThrough } from './record-through';

/** A stable GUID per seed step of the stock, sales or cash boxes seed, so the seed's events are the same on every machine. */
export const seedGuid = (seed: 'stock' | 'sales' | 'cashboxes', step: string): string => derivedId(`intermission-demo-${seed}:${step}`, 'v4');

/** The instant of `hour:minute` on the venue's day `n` days after `start`'s, at the venue (its TimeZone). */
export const demoTime = (start: Date, n: number, timeZone: string, hour: number, minute = 0): Date =>
  zonedInstant(`${addDay(localDay(start, timeZone), n)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, timeZone);
const threeWeeksBefore = (now: Date) => new Date(now.getTime() - 21 * 86_400_000);

/** What every demo venue counts in on day 0; its stands' deliveries come out of it. */
const OPENING: [string, number][] = [
  ['Popcorn Kernels (lb)', 200],
  ['Butter Topping (oz)', 640],
  ['Cola Syrup (oz)', 1280],
  ['Bottled Water', 240],
  ['Chocolate Bar', 144],
  ['Gummy Bears', 144],
  ['Popcorn Bag Large', 500],
  ['Cup 32 oz', 500],
];

/** The stands get a delivery from their venue on the odd days 1–19, at 16:00. */
const isRestockDay = (d: number) => d >= 1 && d <= 20 && d % 2 === 1;

/** Day d's delivery of the g-th good (opening quantity qty) to the i-th of a venue's n stands. */
const deliveryQty = (qty: number, g: number, i: number, n: number, d: number) => Math.max(1, Math.floor(qty / (n * 16)) + ((d + g + i) % 3));

/** One wastage a week per venue, 1, 2 then 3 lb of kernels on days 6, 13 and 20 at 22:00, at its stands in turn. */
const WASTAGES = [0, 1, 2].map((w) => ({ w, day: 6 + 7 * w, qty: 1 + w }));

/** The admin the demo seeds act as, with every claim. */
export async function seedActor(db: Db): Promise<CurrentUser> {
  const admin = await db.selectFrom('app.auth_users').select(['Id', 'UserId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const claims = Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags;
  return { authUserId: admin.Id, userId: admin.UserId, roleId: 1, claims };
}

const goodIdsByName = async (db: Db) =>
  Object.fromEntries((await db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id])) as Record<string, number>;

/**
 * The venue side of three weeks of demo stock, recorded through the same commands the screens use:
 * an opening count into every demo venue on day 0 and two received orders per venue. The stands'
 * deliveries from their venue (every other day, sized so the venue never runs short) and the
 * weekly wastage are steps of each stand's timeline (demoStandStock below, driven in time order
 * with the stand's sales and counts by sales.seed.ts), so this runs first: deliveries take from
 * the venue's stock.
 */
export async function seedDemoStock(app: INestApplication, db: Db, now = new Date()): Promise<number> {
  const commands = app.get(CommandBus);
  const actor = await seedActor(db);
  const goods = await goodIdsByName(db);
  const venues = await db
    .selectFrom('app.inventory_locations as l')
    .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
    .select(['l.Id', 'v.TimeZone'])
    .where('l.Kind', '=', 'venue')
    .orderBy('l.Id')
    .execute();
  const start = threeWeeksBefore(now);
  let recorded = 0;
  for (const venue of venues) {
    await recordThrough(
      commands,
      new RecordMovementCommand(
        {
          kind: 'initializingTransfer',
          body: {
            GuidId: seedGuid('stock', `init:${venue.Id}`),
            FromInventoryLocationId: null,
            ToInventoryLocationId: venue.Id,
            TransferGoods: OPENING.map(([name, qty]) => ({ GoodId: goods[name]!, Qty: String(qty) })),
            PosUserId: null,
            Notes: 'Opening count',
            TransferDate: demoTime(start, 0, venue.TimeZone, 12).toISOString(),
          },
        },
        actor,
      ),
    );
    recorded++;
  }
  recorded += await seedDemoOrders(app, db, actor, goods, start);
  recorded += await seedLastEvening(app, db, actor, goods, start);
  return recorded;
}

/**
 * The last evening at every venue, after the shows and among the stands' closing counts: at 23:35
 * its patrons room is restocked (cola syrup and cups) and at 23:45 the catering kitchen takes
 * butter and bags for a private event, by the venue's first POS user. Goods no stand count
 * depends on, from what the venue keeps after the stands' deliveries (checked by the integration test).
 */
async function seedLastEvening(app: INestApplication, db: Db, actor: CurrentUser, goods: Record<string, number>, start: Date): Promise<number> {
  const commands = app.get(CommandBus);
  const posUsers = await seedDemoPosUsers(app, db);
  const venues = await db
    .selectFrom('app.inventory_locations as l')
    .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
    .select(['l.Id', 'l.VenueId', 'v.TimeZone'])
    .where('l.Kind', '=', 'venue')
    .orderBy('l.Id')
    .execute();
  const evening: { kind: 'patronsRoom' | 'cateringTransfer'; minute: number; notes: string; lines: [string, number][] }[] = [
    {
      kind: 'patronsRoom',
      minute: 35,
      notes: 'Patrons room bar restock',
      lines: [
        ['Cola Syrup (oz)', 64],
        ['Cup 32 oz', 24],
      ],
    },
    {
      kind: 'cateringTransfer',
      minute: 45,
      notes: 'Private event',
      lines: [
        ['Butter Topping (oz)', 32],
        ['Popcorn Bag Large', 20],
      ],
    },
  ];
  let recorded = 0;
  for (const venue of venues) {
    for (const e of evening) {
      await recordThrough(
        commands,
        new RecordMovementCommand(
          {
            kind: e.kind,
            body: {
              GuidId: seedGuid('stock', `evening:${e.kind}:${venue.Id}`),
              FromInventoryLocationId: venue.Id,
              ToInventoryLocationId: null,
              TransferGoods: e.lines.map(([name, qty]) => ({ GoodId: goods[name]!, Qty: String(qty) })),
              PosUserId: posUsers.get(venue.VenueId)?.[0] ?? null,
              Notes: e.notes,
              TransferDate: demoTime(start, 20, venue.TimeZone, 23, e.minute).toISOString(),
            },
          },
          actor,
        ),
      );
      recorded++;
    }
  }
  return recorded;
}

/** A demo stand (a sales location's inventory location) and where it stands among its venue's. */
export interface DemoStand {
  /** Its inventory location. */
  Id: number;
  VenueId: number;
  SalesLocationId: number | null;
  /** The venue's own inventory location, which its deliveries come from. */
  venueLocationId: number;
  /** Its venue's time zone: the demo's times are the venue's wall-clock times. */
  TimeZone: string;
  /** Its place among its venue's stands (by Id) and how many stands the venue has. */
  index: number;
  of: number;
}

/** The stands' own stock steps, each recorded when a stand's timeline reaches it. */
export interface DemoStandStock {
  /** Every demo stand: the active sales locations of the venues with an inventory location. */
  stands: DemoStand[];
  /** The goods every delivery brings, so what the stands stock. */
  goodIds: number[];
  /** Records the stand's delivery from its venue on day d (odd days, 16:00); answers how many movements that was (0 or 1). */
  deliver(stand: DemoStand, d: number): Promise<number>;
  /** Records the stand's wastage on day d (days 6, 13, 20 at 22:00, one stand of its venue each); answers 0 or 1. */
  waste(stand: DemoStand, d: number): Promise<number>;
}

/**
 * The stands' deliveries and wastages (GUIDs `restock:<stand>:<day>` and `waste:<stand>:<week>`).
 * Stands may run side by side although they share their venue's stock: over the three weeks a
 * venue delivers no more of any good than its opening count (checked here), and deliveries are all
 * that take from it, so however two stands' deliveries interleave, each finds at least what it asks.
 */
export async function demoStandStock(app: INestApplication, db: Db, now = new Date()): Promise<DemoStandStock> {
  const commands = app.get(CommandBus);
  const actor = await seedActor(db);
  const goods = await goodIdsByName(db);
  const reason = (await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Rank').executeTakeFirstOrThrow()).Id;
  const locations = await db
    .selectFrom('app.inventory_locations as l')
    .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
    .select(['l.Id', 'l.VenueId', 'l.Kind', 'l.SalesLocationId', 'l.Archived', 'v.TimeZone'])
    .orderBy('l.Id')
    .execute();
  const start = threeWeeksBefore(now);

  const stands: DemoStand[] = [];
  for (const venue of locations.filter((l) => l.Kind === 'venue')) {
    if (stands.some((s) => s.VenueId === venue.VenueId)) continue;
    const own = locations.filter((l) => l.VenueId === venue.VenueId && l.Kind === 'sales_location' && !l.Archived);
    for (const [index, l] of own.entries())
      stands.push({
        Id: l.Id,
        VenueId: l.VenueId,
        SalesLocationId: l.SalesLocationId,
        venueLocationId: venue.Id,
        TimeZone: venue.TimeZone,
        index,
        of: own.length,
      });
    for (const [g, [name, qty]] of OPENING.entries()) {
      let delivered = 0;
      for (let d = 1; d <= 20; d++) if (isRestockDay(d)) for (let i = 0; i < own.length; i++) delivered += deliveryQty(qty, g, i, own.length, d);
      if (delivered > qty) throw new Error(`Demo stock: venue ${venue.VenueId} would deliver ${delivered} of ${name} out of ${qty}`);
    }
  }

  const record = async (movement: MovementKind) => {
    await recordThrough(commands, new RecordMovementCommand(movement, actor));
    return 1;
  };
  return {
    stands,
    goodIds: OPENING.map(([name]) => goods[name]!),
    deliver: (stand, d) =>
      isRestockDay(d)
        ? record({
            kind: 'inventoryTransfer',
            body: {
              GuidId: seedGuid('stock', `restock:${stand.Id}:${d}`),
              FromInventoryLocationId: stand.venueLocationId,
              ToInventoryLocationId: stand.Id,
              TransferGoods: OPENING.map(([name, qty], g) => ({ GoodId: goods[name]!, Qty: String(deliveryQty(qty, g, stand.index, stand.of, d)) })),
              PosUserId: null,
              Notes: `Restock day ${d}`,
              TransferDate: demoTime(start, d, stand.TimeZone, 16).toISOString(),
            },
          })
        : Promise.resolve(0),
    waste: (stand, d) => {
      const wastage = WASTAGES.find((x) => x.day === d && x.w % stand.of === stand.index);
      return wastage
        ? record({
            kind: 'wastageGoods',
            body: {
              GuidId: seedGuid('stock', `waste:${stand.Id}:${wastage.w}`),
              InventoryLocationId: stand.Id,
              WastageId: reason,
              Goods: [{ GoodId: goods['Popcorn Kernels (lb)']!, Qty: String(wastage.qty) }],
              PosUserId: null,
              FromSlerp: false,
              TransferDate: demoTime(start, d, stand.TimeZone, 22).toISOString(),
            },
          })
        : Promise.resolve(0);
    },
  };
}

/**
 * Per venue two orders from the first vendor: one received and posted (its goods are in stock)
 * and one received but not posted yet, so Manage Orders has something to show and to post. They
 * are spread over the three weeks, the i-th venue's (by Id) delivered on day 2 + 5i (received at
 * 10:00, posted at 11:30) and its pending one received on day 20 − i at 09:15, venue time.
 */
async function seedDemoOrders(app: INestApplication, db: Db, actor: CurrentUser, goods: Record<string, number>, start: Date): Promise<number> {
  const commands = app.get(CommandBus);
  const orders = app.get(StockRepository);
  const vendor = await db.selectFrom('app.vendors').select('Id').orderBy('Id').executeTakeFirst();
  const venues = await db.selectFrom('app.venues').select(['Id', 'TimeZone']).orderBy('Id').execute();
  const charges = { FreightRate: '12.50', SuppliesRate: '3.00', DepositsCost: '2.40', GoodsToReturnCost: '0' };
  let recorded = 0;
  for (const [i, venue] of venues.entries()) {
    const receivedOn = { delivered: demoTime(start, 2 + 5 * i, venue.TimeZone, 10), pending: demoTime(start, 20 - i, venue.TimeZone, 9, 15) };
    const receive = async (step: 'delivered' | 'pending', lines: [string, string, string][], billed: string) => {
      const GuidId = seedGuid('stock', `order:${venue.Id}:${step}`);
      // A second run finds the order already there and leaves it as it is.
      if (await orders.order(GuidId)) return null;
      const answer = (await recordThrough(
        commands,
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
          receivedOn[step],
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
      await recordThrough(
        commands,
        new RecordOrderCommand(
          { kind: 'post', body: { GuidId: seedGuid('stock', `order-post:${venue.Id}`), Id: delivered.Id, Version: delivered.Version } },
          actor,
          new Date(receivedOn.delivered.getTime() + 90 * 60_000),
        ),
      );
      recorded++;
    }
    await receive('pending', [['Gummy Bears', '36', '0.42']], '15.12');
  }
  return recorded;
}
