import type { INestApplication } from '@nestjs/common';
import type { StationSyncItem } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { derivedId } from '@intermission/eventstore';
import { StationSyncService } from '../sync/station-sync.service';
import { seedActor } from './stock.seed';

const HOUR_MS = 3_600_000;
/** What the station rang up, in turn: kits the demo stands stock (sales.seed.ts), one each. */
const KITS = ['Candy Bar', 'Water Bottle', 'Small Popcorn', 'Large Cola'];
const SALES = 36;

const guid = (step: string) => derivedId(`intermission-demo-sync:${step}`, 'v4');

/**
 * One station's queue replayed late (docs/station-sync.md "Demo data"): the last station of
 * Harbor Point 12's first stand lost its network this afternoon and kept selling; its queue — a
 * start count, 36 sales (one a refund), a wastage, an end count — reaches the back office now,
 * through the same service as POST stations/{stationId}/sync, so its station page shows a last sync
 * time and queue position. Dated from five hours to one hour before `now`, after the last of the
 * demo's end-of-day counts (sales.seed.ts), so the three weeks' figures are untouched. GUIDs are
 * derived from the step and the times from `now`'s hour, so a second run the same hour is all
 * replays. Answers how many items it applied.
 */
export async function seedDemoStationQueue(app: INestApplication, db: Db, now = new Date()): Promise<number> {
  const stand = await db
    .selectFrom('app.sales_locations as sl')
    .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['sl.Id'])
    .where('v.Name', '=', 'Harbor Point 12')
    .orderBy('sl.Id')
    .executeTakeFirst();
  if (!stand) return 0;
  const station = await db.selectFrom('app.stations').select('Id').where('SalesLocationId', '=', stand.Id).orderBy('Id', 'desc').executeTakeFirst();
  const location = await db.selectFrom('app.inventory_locations').select('Id').where('SalesLocationId', '=', stand.Id).executeTakeFirst();
  const kits = await db.selectFrom('app.kits').select(['Id', 'Name', 'DefaultPrice']).where('Name', 'in', KITS).execute();
  const waste = await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Id').executeTakeFirst();
  const good = await db.selectFrom('app.goods').select('Id').where('Name', '=', 'Chocolate Bar').executeTakeFirst();
  if (!station || !location || !kits.length || !waste || !good) return 0;

  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const at = (minutesFromStart: number) => new Date(hour - 5 * HOUR_MS + minutesFromStart * 60_000).toISOString();
  const count = (LogTypeId: 1 | 2, minutes: number, Twenties: number, Ones: number) => ({
    GuidId: guid(`${hour}:count:${LogTypeId}`),
    PointOfSaleStationId: station.Id,
    LogTypeId,
    TimestampUtc: at(minutes),
    Twenties,
    Ones,
  });
  const sale = (i: number) => {
    const kit = kits[i % kits.length]!;
    const qty = i === 20 ? '-1' : '1';
    return {
      SaleId: guid(`${hour}:sale:${i}`),
      SalesLocationId: stand.Id,
      StationId: station.Id,
      SaleDate: at(5 + i * 6),
      SaleKits: [{ KitId: kit.Id, Qty: qty, SalePricePerKit: String(kit.DefaultPrice) }],
      SalePayments: [],
    };
  };
  const items: Omit<StationSyncItem, 'Position'>[] = [
    { Kind: 'CashboxCount', Body: count(1, 0, 5, 40) },
    ...Array.from({ length: SALES }, (_x, i) => ({ Kind: 'Sale', Body: sale(i) })),
    {
      Kind: 'StockMovement',
      MovementKind: 'wastageGoods',
      Body: {
        GuidId: guid(`${hour}:wastage`),
        InventoryLocationId: location.Id,
        WastageId: waste.Id,
        Goods: [{ GoodId: good.Id, Qty: '1' }],
        TransferDate: at(200),
      },
    },
    { Kind: 'CashboxCount', Body: count(2, 230, 9, 52) },
  ];
  // The station's own queue positions: it had synced 1,200 items before this afternoon.
  const queue = items.map((it, i) => ({ ...it, Position: 1200 + i }) as StationSyncItem);
  const answer = await app.get(StationSyncService).sync(station.Id, queue, await seedActor(db));
  const refused = answer.Items.filter((i) => i.Status === 'Refused');
  if (refused.length) throw new Error(`The demo station queue was refused: ${JSON.stringify(refused[0])}`);
  return answer.Items.filter((i) => i.Status === 'Applied').length;
}
