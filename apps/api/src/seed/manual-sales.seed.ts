import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ManualSale, ManualSaleSchema, saleStream } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { EVENT_STORE } from '../ledger/ledger.tokens';
import { RecordManualSaleCommand } from '../sales/manual/record-manual-sale.command';
import { seedDemoPosUsers } from './people-and-coupons.seed';
import { seedDemoShows } from './shows.seed';
import { demoTime, seedActor, seedGuid } from './stock.seed';

const DAY_MS = 86_400_000;

/**
 * A few sales entered by hand at the first stand of each demo venue (docs/sales.md), through the
 * manual sale command as the sale entry posts them, none taking stock (the stands' counts are the
 * stock seed's):
 *   day 3, the 21:00 show: a tab settled later, 2 Large Cola and a Candy Bar, 10% off, in cash;
 *   day 9, the 18:00 show: a group's Popcorn & Cola Combos paid with the venue's Group Sales Voucher;
 *   day 12, 15:00, no show event: a station that broke, 3 Water Bottles;
 *   day 14, the 21:00 show, its post-show start: a Candy Bar taken back (a refund).
 * Run after the stock, sales and cash box seeds (and before the deposits close the show events).
 * GUIDs derive from the step: a second run answers the stored sales and records nothing.
 */
export async function seedDemoManualSales(app: INestApplication, db: Db, now = new Date()): Promise<number> {
  const commands = app.get(CommandBus);
  const store = app.get<symbol, EventStore>(EVENT_STORE);
  const actor = await seedActor(db);
  const start = new Date(now.getTime() - 21 * DAY_MS);
  const shows = await seedDemoShows(app, db, now);
  const posUsers = await seedDemoPosUsers(app, db);
  const kit = Object.fromEntries((await db.selectFrom('app.kits').select(['Id', 'Name']).execute()).map((k) => [k.Name, k.Id]));
  // The first stand of each venue, with its theatre and the venue's time zone.
  const stands = await db
    .selectFrom('app.sales_locations as s')
    .innerJoin('app.theatres as t', 't.Id', 's.TheatreId')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['s.Id', 's.TheatreId', 't.VenueId', 'v.TimeZone'])
    .where('s.Archived', '=', false)
    .where('t.Archived', '=', false)
    .orderBy('s.Id')
    .execute();
  const firstOf = new Map<number, (typeof stands)[number]>();
  for (const s of stands) if (!firstOf.has(s.VenueId)) firstOf.set(s.VenueId, s);

  let recorded = 0;
  for (const stand of firstOf.values()) {
    const posUser = posUsers.get(stand.VenueId)?.[0];
    const voucher = await db
      .selectFrom('app.coupons')
      .select('Id')
      .where('VenueId', '=', stand.VenueId)
      .where('Name', '=', 'Group Sales Voucher')
      .executeTakeFirst();
    if (posUser === undefined) continue;
    const at = (d: number, n: number) => shows.at(stand.TheatreId, d, n)?.Id ?? null;
    type Entry = { step: string; postShowStart: boolean; body: Partial<ManualSale> & Pick<ManualSale, 'Lines'> };
    const line = (name: string, Qty: string) => ({ KitId: kit[name]!, ItemId: null, Qty });
    const entries: Entry[] = [
      { step: 'tab', postShowStart: false, body: { ShowEventId: at(3, 1), Discount: '10', Lines: [line('Large Cola', '2'), line('Candy Bar', '1')] } },
      {
        step: 'broken-station',
        postShowStart: false,
        body: { ShowEventId: null, SaleDate: demoTime(start, 12, stand.TimeZone, 15).toISOString(), Lines: [line('Water Bottle', '3')] },
      },
      { step: 'refund', postShowStart: true, body: { ShowEventId: at(14, 1), Lines: [line('Candy Bar', '-1')] } },
    ];
    if (voucher)
      entries.splice(1, 0, {
        step: 'voucher',
        postShowStart: false,
        body: { ShowEventId: at(9, 0), Lines: [line('Popcorn & Cola Combo', '4')], Voucher: { VoucherId: voucher.Id, AmountPerVoucher: '0', VoucherQty: 4 } },
      });
    for (const { step, postShowStart, body: over } of entries) {
      // A show event the demo does not have (a theatre added later): that entry is left out.
      if (over.ShowEventId === null && !over.SaleDate) continue;
      const SaleId = seedGuid('sales', `manual:${stand.Id}:${step}`);
      const replay = (await store.readStream(saleStream(SaleId), { maxCount: 1 })).length > 0;
      const body = ManualSaleSchema.parse({ SaleId, UserId: posUser, VenueId: stand.VenueId, SalesLocationId: stand.Id, ...over });
      // Forced: the demo's refunds and repeats are meant (the form would have asked and been told "Post anyways").
      await commands.execute(new RecordManualSaleCommand(body, { reduceInventory: false, postShowStart, forced: true }, actor));
      if (!replay) recorded++;
    }
  }
  return recorded;
}
