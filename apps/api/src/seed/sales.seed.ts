import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Kysely, sql } from 'kysely';
import Decimal from 'decimal.js';
import { ClaimTypeNames, ClaimValue, type ClaimFlags } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { TransferType } from '@intermission/domain';
import { SALE_TYPE_ID, STOCK_PROJECTION, projectionTable } from '@intermission/projections';
import type { CurrentUser } from '../auth/current-user';
import { RecordSaleCommand, type SaleInput } from '../sales/commands/record-sale.command';
import { RecordMovementCommand } from '../stock/commands/record-movement.command';
import { StockRepository } from '../stock/stock.repository';

/** A stable GUID per seed step, so the seed's events are the same on every machine. */
function seedGuid(step: string): string {
  const h = createHash('sha256').update(`intermission-demo-sales:${step}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const DAY_MS = 86_400_000;
const at = (start: Date, d: number, hour: number, minute = 0) =>
  new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + d, hour, minute));

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
/** End-of-day counts are looked for over the last week only. */
const COUNT_FROM_DAY = 14;

/**
 * Three weeks of sales at every demo sales location (the same three weeks as stock.seed.ts), two
 * shows a day, recorded through RecordSaleCommand, and an end-of-day set-inventory count at 23:30
 * UTC. A count says what was on hand when it is recorded, and stock.seed.ts has already recorded
 * the deliveries of the whole three weeks: a stand is counted only on the days of the last week
 * after its last delivery or wastage (days 19 and 20; day 20 only where a wastage came on day 20),
 * so every count's expected figure is what the ledger held at that moment. Counts find all as
 * expected except on day 20 (0.25 lb of kernels short everywhere) and on day 19 at the odd stands
 * of each venue (one Bottled Water short). Stands are recorded side by side, each in time order.
 * GUIDs are derived from the step, so a second run is all replays and records nothing new.
 */
export async function seedDemoSales(app: INestApplication, db: Db, now = new Date()): Promise<number> {
  const commands = app.get(CommandBus);
  const stock = app.get(StockRepository);
  const admin = await db.selectFrom('app.auth_users').select(['Id', 'UserId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const claims = Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags;
  const actor: CurrentUser = { authUserId: admin.Id, userId: admin.UserId, roleId: 1, claims };
  const start = new Date(now.getTime() - 21 * DAY_MS);

  const kits = await db.selectFrom('app.kits').select(['Id', 'Name', 'DefaultPrice']).where('Archived', '=', false).execute();
  const kitGoods = await db
    .selectFrom('app.kit_goods as kg')
    .innerJoin('app.goods as g', 'g.Id', 'kg.GoodId')
    .select(['kg.KitId', 'kg.GoodId'])
    .where('g.Tracked', '=', true)
    .execute();
  const goods = Object.fromEntries((await db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
  const locations = await db
    .selectFrom('app.inventory_locations')
    .select(['Id', 'VenueId', 'SalesLocationId'])
    .where('Kind', '=', 'sales_location')
    .where('Archived', '=', false)
    .orderBy('Id')
    .execute();
  const stations = await db.selectFrom('app.stations').select(['Id', 'SalesLocationId']).orderBy('Id').execute();
  const movements = sql.raw(await projectionTable(db as unknown as Kysely<unknown>, STOCK_PROJECTION, 'stock_movements'));

  let recorded = 0;
  const stand = async (location: (typeof locations)[number], index: number, scale: number) => {
    const onHand = await stock.onHand(location.Id);
    // Only kits whose tracked goods are all stocked at this stand.
    const sellable = new Map(kits.filter((k) => kitGoods.filter((g) => g.KitId === k.Id).every((g) => onHand.has(g.GoodId))).map((k) => [k.Name, k] as const));
    const station = stations.find((s) => s.SalesLocationId === location.SalesLocationId)?.Id ?? null;
    // The last movement the stock seed dated at this stand (sales and counts aside): counts come after it.
    const last = (
      await sql<{ at: Date | null }>`SELECT max("TransferDate") AS at FROM ${movements}
        WHERE "LocationId" = ${location.Id} AND "TypeId" <> ${SALE_TYPE_ID} AND "TypeId" <> ${TransferType.GainLost}`.execute(db)
    ).rows[0]?.at;
    // Sales do not wait for the projections, except the last one before a count (the count reads what is on hand).
    const sale = async (step: string, body: Omit<SaleInput, 'SaleId' | 'SalesLocationId' | 'StationId' | 'PosUserId'>, wait = false) => {
      await commands.execute(
        new RecordSaleCommand(
          { SaleId: seedGuid(step), SalesLocationId: location.SalesLocationId!, StationId: station, PosUserId: null, ...body },
          actor,
          wait,
        ),
      );
      recorded++;
    };
    const countAt = (d: number) => at(start, d, 23, 30);
    const counted = (d: number) => d >= COUNT_FROM_DAY && !(last && countAt(d) < new Date(last));
    for (let d = FIRST_DAY; d <= LAST_DAY; d++) {
      for (const [n, hour] of [18, 21].entries()) {
        const lastOfDay = n === 1 && counted(d);
        const showStart = at(start, d, hour);
        const ShowEvent = {
          Id: location.VenueId * 10000 + d * 2 + n,
          Start: showStart.toISOString(),
          End: new Date(showStart.getTime() + 150 * 60_000).toISOString(),
        };
        const sold = showKits(d, n)
          .map((name) => sellable.get(name))
          .filter((k) => k !== undefined);
        const water = sellable.get('Water Bottle');
        if (sold.length)
          await sale(
            `sale:${location.Id}:${d}:${n}`,
            {
              ShowEvent,
              IsRefund: false,
              ReduceInventory: true,
              SaleDate: new Date(showStart.getTime() - 20 * 60_000).toISOString(),
              SaleKits: sold.map((k) => ({ KitId: k.Id, Qty: String(scale), SalePricePerKit: k.DefaultPrice })),
            },
            lastOfDay && !(d % 7 === 0 && water),
          );
        if (n === 1 && d % 7 === 0 && water)
          await sale(
            `refund:${location.Id}:${d}`,
            {
              ShowEvent,
              IsRefund: true,
              ReduceInventory: true,
              SaleDate: new Date(showStart.getTime() + 45 * 60_000).toISOString(),
              SaleKits: [{ KitId: water.Id, Qty: String(-scale), SalePricePerKit: water.DefaultPrice }],
            },
            lastOfDay,
          );
      }
      if (!counted(d)) continue;
      const shrink: Record<number, Decimal> = {};
      if (d === LAST_DAY && goods['Popcorn Kernels (lb)']) shrink[goods['Popcorn Kernels (lb)']] = new Decimal('0.25');
      if (d === LAST_DAY - 1 && index % 2 === 1 && goods['Bottled Water']) shrink[goods['Bottled Water']] = new Decimal(1);
      const counts = [...(await stock.onHand(location.Id)).entries()]
        .sort(([a], [b]) => a - b)
        .map(([GoodId, qty]) => ({ GoodId, Counted: Decimal.max(0, new Decimal(qty).minus(shrink[GoodId] ?? 0)).toFixed() }));
      if (!counts.some((c) => new Decimal(c.Counted).gt(0))) continue;
      await commands.execute(
        new RecordMovementCommand(
          {
            kind: 'gainlostTransfer',
            body: {
              GuidId: seedGuid(`count:${location.Id}:${d}`),
              InventoryLocationId: location.Id,
              Counts: counts,
              PosUserId: null,
              TransferDate: countAt(d).toISOString(),
            },
          },
          actor,
        ),
      );
      recorded++;
    }
  };

  const byVenue = new Map<number, typeof locations>();
  for (const l of locations) byVenue.set(l.VenueId, [...(byVenue.get(l.VenueId) ?? []), l]);
  // Each stand in time order; stands side by side (their stock is their own).
  await Promise.all([...byVenue.values()].flatMap((stands) => stands.map((l, i) => stand(l, i, Math.max(1, Math.floor(4 / stands.length))))));
  return recorded;
}
