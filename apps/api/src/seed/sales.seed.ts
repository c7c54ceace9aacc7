import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import Decimal from 'decimal.js';
import type { Db } from '@intermission/db';
import { RecordSaleCommand, type SaleInput } from '../sales/commands/record-sale.command';
import { RecordMovementCommand } from '../stock/commands/record-movement.command';
import { StockRepository } from '../stock/stock.repository';
import { seedDemoPosUsers } from './people-and-coupons.seed';
import { DemoShowHours, seedDemoShows } from './shows.seed';
import { type DemoStand, demoStandStock, demoTime, seedActor, seedGuid } from './stock.seed';
import { recordThrough } from './record-through';

const DAY_MS = 86_400_000;

/**
 * What a stand sells per show, times its venue's scale (venues with two stands get twice the
 * deliveries, so they sell twice as much). Odd days follow a delivery (stock.seed.ts restocks on
 * odd days); two days together never sell more than the smallest delivery, so stock never runs short:
 *   odd days:  18:00 Small Popcorn + Water Bottle,  21:00 Large Cola + Popcorn & Cola Combo
 *   even days: 18:00 Large Popcorn + Candy Bar,     21:00 Large Cola + Gummy Bears Bag
 * and on days 7 and 14 a Water Bottle is refunded after the 21:00 show.
 */
const showKits = (d: number, n: number): string[] =>
  d % 2 === 1
    ? n === 0
      ? ['Small Popcorn', 'Water Bottle']
      : ['Large Cola', 'Popcorn & Cola Combo']
    : n === 0
      ? ['Large Popcorn', 'Candy Bar']
      : ['Large Cola', 'Gummy Bears Bag'];

/** The first day sold (day 0 is the opening count; the first delivery reaches the stands on day 1) and the last. */
const FIRST_DAY = 1;
const LAST_DAY = 20;

/**
 * Three weeks at every demo stand (the same three weeks as stock.seed.ts), each stand's timeline
 * recorded in time order, day by day:
 *   16:00 its delivery from the venue (odd days, stock.seed.ts),
 *   17:40 and 20:40 a sale before each of the two shows (18:00, 21:00), 21:45 a refund (days 7, 14),
 *   22:00 its wastage (days 6, 13, 20 at one stand of each venue, stock.seed.ts),
 *   23:30 an end-of-day set-inventory count.
 * A count's expected figure is what is on hand when it is recorded; in time order that is exactly
 * what the ledger held at 23:30 that day. Counts find all as expected except on day 10 at the even
 * stands of each venue (one Chocolate Bar short), day 19 at the odd stands (one Bottled Water
 * short) and day 20 everywhere (0.25 lb of kernels short). Run after seedDemoStock (the venues'
 * opening counts, which the deliveries take from). Stands are recorded side by side, each in time
 * order (see demoStandStock for why their shared venue cannot run short). GUIDs are derived from
 * the step, so a second run is all replays and records nothing new. Answers how many steps it
 * recorded: the stands' deliveries and wastages as well as the sales and counts.
 */
export async function seedDemoSales(app: INestApplication, db: Db, now = new Date()): Promise<number> {
  const commands = app.get(CommandBus);
  const stock = app.get(StockRepository);
  const actor = await seedActor(db);
  const start = new Date(now.getTime() - 21 * DAY_MS);
  const standStock = await demoStandStock(app, db, now);
  // The sales name the real show events of their stand's theatre (shows.seed.ts, the same days).
  const shows = await seedDemoShows(app, db, now);
  const theatreOf = new Map((await db.selectFrom('app.sales_locations').select(['Id', 'TheatreId']).execute()).map((l) => [l.Id, l.TheatreId]));

  const kits = await db.selectFrom('app.kits').select(['Id', 'Name', 'DefaultPrice']).where('Archived', '=', false).execute();
  const kitGoods = await db
    .selectFrom('app.kit_goods as kg')
    .innerJoin('app.goods as g', 'g.Id', 'kg.GoodId')
    .select(['kg.KitId', 'kg.GoodId'])
    .where('g.Tracked', '=', true)
    .execute();
  const goods = Object.fromEntries((await db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
  // Only kits whose tracked goods are all among what the stands are delivered.
  const stocked = new Set(standStock.goodIds);
  const sellable = new Map(kits.filter((k) => kitGoods.filter((g) => g.KitId === k.Id).every((g) => stocked.has(g.GoodId))).map((k) => [k.Name, k] as const));
  const water = sellable.get('Water Bottle');
  const stations = await db.selectFrom('app.stations').select(['Id', 'SalesLocationId']).orderBy('Id').execute();
  // The venue's POS users ring the sales up, taking turns at the stand's stations.
  const posUsers = await seedDemoPosUsers(app, db);

  /** What the day's count finds short at a stand, per good. */
  const shrink = (stand: DemoStand, d: number) => {
    const short: Record<number, Decimal> = {};
    if (d === LAST_DAY && goods['Popcorn Kernels (lb)']) short[goods['Popcorn Kernels (lb)']] = new Decimal('0.25');
    if (d === LAST_DAY - 1 && stand.index % 2 === 1 && goods['Bottled Water']) short[goods['Bottled Water']] = new Decimal(1);
    if (d === 10 && stand.index % 2 === 0 && goods['Chocolate Bar']) short[goods['Chocolate Bar']] = new Decimal(1);
    return short;
  };

  let recorded = 0;
  const timeline = async (stand: DemoStand) => {
    const scale = Math.max(1, Math.floor(4 / stand.of));
    const own = stations.filter((s) => s.SalesLocationId === stand.SalesLocationId).map((s) => s.Id);
    const people = posUsers.get(stand.VenueId) ?? [];
    /** Who sells at which station for show n of day d: the shows' tills and sellers rotate. */
    const till = (d: number, n: number) => ({
      StationId: own.length ? own[(d + n) % own.length]! : null,
      PosUserId: people.length ? people[(d + n + stand.index) % people.length]! : null,
    });
    type Sale = Omit<SaleInput, 'SaleId' | 'SalesLocationId'>;
    const daySales = (d: number) => {
      const sales: [step: string, sale: Sale][] = [];
      for (const n of DemoShowHours.keys()) {
        const ShowEvent = shows.at(theatreOf.get(stand.SalesLocationId!)!, d, n);
        if (!ShowEvent) throw new Error(`No demo show event at the theatre of sales location ${stand.SalesLocationId} on day ${d}`);
        const showStart = new Date(ShowEvent.Start);
        const sold = showKits(d, n)
          .map((name) => sellable.get(name))
          .filter((k) => k !== undefined);
        if (sold.length)
          sales.push([
            `sale:${stand.Id}:${d}:${n}`,
            {
              ShowEvent,
              ...till(d, n),
              IsRefund: false,
              ReduceInventory: true,
              SaleDate: new Date(showStart.getTime() - 20 * 60_000).toISOString(),
              SaleKits: sold.map((k) => ({ KitId: k.Id, Qty: String(scale), SalePricePerKit: k.DefaultPrice })),
            },
          ]);
        if (n === 1 && d % 7 === 0 && water)
          sales.push([
            `refund:${stand.Id}:${d}`,
            {
              ShowEvent,
              ...till(d, n),
              IsRefund: true,
              ReduceInventory: true,
              SaleDate: new Date(showStart.getTime() + 45 * 60_000).toISOString(),
              SaleKits: [{ KitId: water.Id, Qty: String(-scale), SalePricePerKit: water.DefaultPrice }],
            },
          ]);
      }
      return sales;
    };

    for (let d = FIRST_DAY; d <= LAST_DAY; d++) {
      // 16:00: the delivery from the venue (odd days).
      // (await first, then add: `recorded += await …` would read recorded before the wait and lose the other stands' steps)
      const delivered = await standStock.deliver(stand, d);
      recorded += delivered;
      // 17:40, 20:40, 21:45: sales and refunds. They do not wait for the projections, except the
      // day's last: the wastage and the count after it read what is on hand.
      const sales = daySales(d);
      for (const [i, [step, body]] of sales.entries()) {
        await recordThrough(
          commands,
          new RecordSaleCommand({ SaleId: seedGuid('sales', step), SalesLocationId: stand.SalesLocationId!, ...body }, actor, i === sales.length - 1),
        );
        recorded++;
      }
      // 22:00: the week's wastage, at one stand of the venue.
      const wasted = await standStock.waste(stand, d);
      recorded += wasted;
      // 23:30: the count, of everything on hand now, less the day's shrink.
      const short = shrink(stand, d);
      const counts = [...(await stock.onHand(stand.Id)).entries()]
        .sort(([a], [b]) => a - b)
        .map(([GoodId, qty]) => ({ GoodId, Counted: Decimal.max(0, new Decimal(qty).minus(short[GoodId] ?? 0)).toFixed() }));
      if (!counts.some((c) => new Decimal(c.Counted).gt(0))) continue;
      await recordThrough(
        commands,
        new RecordMovementCommand(
          {
            kind: 'gainlostTransfer',
            body: {
              GuidId: seedGuid('sales', `count:${stand.Id}:${d}`),
              InventoryLocationId: stand.Id,
              Counts: counts,
              // The stand's closer, from the venue's POS users.
              PosUserId: people.length ? people[(d + 1 + stand.index) % people.length]! : null,
              TransferDate: demoTime(start, d, stand.TimeZone, 23, 30).toISOString(),
            },
          },
          actor,
        ),
      );
      recorded++;
    }
  };

  // Each stand in time order; stands side by side (their stock is their own).
  await Promise.all(standStock.stands.map(timeline));
  return recorded;
}
