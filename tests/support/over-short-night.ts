import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { StationSalePushSchema } from '@intermission/contracts';
import type { TestApp } from './test-app';
import { RecordSaleCommand } from '../../apps/api/src/sales/commands/record-sale.command';
import { seedActor } from '../../apps/api/src/seed/stock.seed';

type Named = { Id: number; Name: string };

/**
 * The over/short and deposits reports' own night (their int specs compute every figure from these
 * facts by hand): "Over Short Night" at Harbor Point 12 (the demo manager's venue, America/New_York),
 * 19:00–22:00 on 3 June 2026, far from the demo shows, and the same show at Lakeside Playhouse.
 *
 * - Location A, station a1: start 1×100 = 100.00; end 100 + 50 + 5 + 1 = 156.00, Visa/MC settled 31.00 (tips 3.00).
 * - Station a2 (location A): a start of 50 + 20 + 5 = 75.00 and no end count.
 * - Location B, station b1: start 50.00, end 50 + 10 = 60.00.
 * - Location A sells: cash 2 × 6.50 = 13.00; a cash refund of 4.50; 20.00 less 10 % = 18.00 cash (+ a 2.00
 *   discount payment, method 7); Visa/MC 30.00 (a 3.00 tip on the slip); a voucher 8.00 (at a2).
 * - Location B sells 12.00 in cash.
 * - Petty cash: 15.25 withdrawn for the night.
 */
export async function recordOverShortNight(a: TestApp, admin: { Authorization: string }) {
  const db = a.t.db;
  const stations = await db
    .selectFrom('app.stations as s')
    .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
    .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['s.Id', 's.Name', 's.SalesLocationId', 'sl.Name as Location', 'sl.TheatreId', 't.VenueId', 'v.Name as Venue'])
    .orderBy('s.Id')
    .execute();
  const harbor = stations.filter((s) => s.Venue === 'Harbor Point 12');
  const theatre = harbor[0]!.TheatreId;
  const venue = harbor[0]!.VenueId;
  const ofTheatre = harbor.filter((s) => s.TheatreId === theatre);
  const a1 = ofTheatre[0]!;
  const a2 = ofTheatre.find((s) => s.SalesLocationId === a1.SalesLocationId && s.Id !== a1.Id)!;
  const b1 = ofTheatre.find((s) => s.SalesLocationId !== a1.SalesLocationId)!;
  const locA: Named = { Id: a1.SalesLocationId, Name: a1.Location };
  const locB: Named = { Id: b1.SalesLocationId, Name: b1.Location };
  const st: Record<'a1' | 'a2' | 'b1', Named> = { a1: { Id: a1.Id, Name: a1.Name }, a2: { Id: a2.Id, Name: a2.Name }, b1: { Id: b1.Id, Name: b1.Name } };
  const lakeside = stations.find((s) => s.Venue === 'Lakeside Playhouse')!;
  const show = (await db.insertInto('app.shows').values({ Name: 'Over Short Night' }).returning('Id').executeTakeFirstOrThrow()).Id;
  const event = async (TheatreId: number, Start = '2026-06-03T23:00:00Z', End = '2026-06-04T02:00:00Z') =>
    (await db.insertInto('app.show_events').values({ ShowId: show, TheatreId, Start, End }).returning('Id').executeTakeFirstOrThrow()).Id;
  const night = await event(theatre);
  const lakesideNight = await event(lakeside.TheatreId);

  const logs: Record<string, { Id: number }> = {};
  const push = async (name: string, body: Record<string, unknown>) => {
    const res = await a.http
      .post('/api/v1/cashboxEventPush/count')
      .set(admin)
      .send({ GuidId: randomUUID(), ShowEventId: night, ...body });
    if (res.status !== 200) throw new Error(`count ${name}: ${res.status} ${JSON.stringify(res.body)}`);
    logs[name] = res.body as { Id: number };
  };
  await push('a1Start', { PointOfSaleStationId: st.a1.Id, LogTypeId: 1, TimestampUtc: '2026-06-03T22:30:00Z', Hundreds: 1 });
  await push('a1End', {
    PointOfSaleStationId: st.a1.Id,
    LogTypeId: 2,
    TimestampUtc: '2026-06-04T02:15:00Z',
    ...{ Hundreds: 1, Fifties: 1, Fives: 1, Ones: 1 },
    ...{ VisaMastercardSettlement: '31.00', VisaMastercardTipTotal: '3.00' },
  });
  await push('a2Start', { PointOfSaleStationId: st.a2.Id, LogTypeId: 1, TimestampUtc: '2026-06-03T22:30:00Z', Fifties: 1, Twenties: 1, Fives: 1 });
  await push('b1Start', { PointOfSaleStationId: st.b1.Id, LogTypeId: 1, TimestampUtc: '2026-06-03T22:30:00Z', Fifties: 1 });
  await push('b1End', { PointOfSaleStationId: st.b1.Id, LogTypeId: 2, TimestampUtc: '2026-06-04T02:15:00Z', Fifties: 1, Tens: 1 });

  const kit = (await db.selectFrom('app.kits').select('Id').where('Name', '=', 'Small Popcorn').executeTakeFirstOrThrow()).Id;
  const actor = await seedActor(db);
  const sell = async (
    where: { loc: number; station: number; showEventId?: number; at?: string },
    Qty: string,
    SalePricePerKit: string,
    SalePayments: object[],
    DiscountPercent = '0',
  ) =>
    a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        StationSalePushSchema.parse({
          SaleId: randomUUID(),
          SalesLocationId: where.loc,
          StationId: where.station,
          ShowEventId: where.showEventId ?? night,
          SaleDate: where.at ?? '2026-06-03T23:30:00Z',
          DiscountPercent,
          ReduceInventory: false,
          SaleKits: [{ KitId: kit, Qty, SalePricePerKit }],
          SalePayments,
        }),
        actor,
      ),
    );
  const atA1 = { loc: locA.Id, station: st.a1.Id };
  await sell(atA1, '2', '6.50', [{ PaymentMethodId: 1, Total: '13.00' }]);
  await sell(atA1, '-1', '4.50', [{ PaymentMethodId: 1, Total: '-4.50' }]);
  await sell(
    atA1,
    '1',
    '20.00',
    [
      { PaymentMethodId: 1, Total: '18.00' },
      { PaymentMethodId: 7, Total: '2.00' },
    ],
    '10',
  );
  await sell(atA1, '1', '30.00', [{ PaymentMethodId: 2, Total: '30.00', TipAmount: '3.00' }]);
  await sell({ loc: locA.Id, station: st.a2.Id }, '1', '8.00', [{ PaymentMethodId: 5, Total: '8.00', AmountPerVoucher: '8.00', VoucherQty: 1 }]);
  await sell({ loc: locB.Id, station: st.b1.Id }, '2', '6.00', [{ PaymentMethodId: 1, Total: '12.00' }]);

  const reason = (await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'pettyCashReasons').executeTakeFirstOrThrow()).Id;
  const taken = await a.http.post('/api/v1/pettyCashWithdrawals').set(admin).send({ ShowEventId: night, ReasonId: reason, Amount: '15.25' });
  if (taken.status !== 201) throw new Error(`withdrawal: ${taken.status}`);
  const withdrawal = taken.body.PettyCashWithdrawal as { Id: number };
  return {
    theatre,
    venue,
    lakesideTheatre: lakeside.TheatreId,
    lakesideVenue: lakeside.VenueId,
    locA,
    locB,
    st,
    night,
    lakesideNight,
    logs,
    withdrawal,
    event,
    sell,
    kit,
  };
}
