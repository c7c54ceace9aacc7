import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { StationSalePushSchema } from '@intermission/contracts';
import { RecordSaleCommand } from '@intermission/api/sales/commands/record-sale.command';
import { seedActor } from '@intermission/api/seed/stock.seed';
import { bearer, demoTheatre } from './shows-fixtures';
import type { TestApp } from './test-app';

/**
 * One show night at Harbor Point 12 (America/New_York, State Sales Tax 6 %) for the kit, goods and
 * managed sales reports (docs/reports.md), every figure computed by hand in those specs:
 * "Kit Night", 12 Nov 2026 18:00–21:00 local (23:00Z–02:00Z), at the theatre's first sales location.
 *
 * | sale | when (local)   | source  | lines                                              | payments                               |
 * | M1   | 18:00 (Start)  | Manual  | 2 Small Popcorn @ 6.50 = 13.00, 10 % off → 11.70   | cash 11.70, discount 1.30              |
 * | S1   | 18:30          | Station | 2 Small Popcorn @ 6.50 = 13.00                     | cash 13.00                             |
 * | S2   | 18:45          | Station | 1 Combo @ 12.50 + 1 Water @ 3.75 = 16.25, 10 % off | Visa 14.63, discount 1.62              |
 * | S3   | 19:30          | Station | −1 Small Popcorn @ 6.50 (refund)                   | cash −6.50                             |
 * | S4   | 20:00          | Station | 1 Water @ 3.75, 0.75 of it not taxable             | voucher 3.75                           |
 * | S5   | 21:30          | Station | 1 Large Cola @ 5.25                                | pre-order 5.25                         |
 * | S6   | 13 Nov 20:00   | Station | 1 Candy Bar @ 4.50, no show event                  | cash 4.50                              |
 */
export async function kitNight(a: TestApp) {
  const db = a.t.db;
  const admin = bearer((await a.signIn('admin')).token);
  const harbor = await demoTheatre(a, 'Harbor Point 12');
  const kit = Object.fromEntries((await db.selectFrom('app.kits').select(['Id', 'Name']).execute()).map((k) => [k.Name, k.Id])) as Record<string, number>;
  const good = Object.fromEntries((await db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id])) as Record<string, number>;
  const station = (
    await db.selectFrom('app.stations').select('Id').where('SalesLocationId', '=', harbor.SalesLocationId).orderBy('Id').executeTakeFirstOrThrow()
  ).Id;
  const posUser = (
    await db
      .insertInto('app.pos_users')
      .values({ FirstName: 'Pat', LastName: 'Till', VenueId: harbor.VenueId, UserId: null, PinDigest: 'x' })
      .returning('Id')
      .executeTakeFirstOrThrow()
  ).Id;
  const show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'Kit Night' })).body as { Id: number };
  const ev = await a.http
    .post('/api/v1/shows/showEvents')
    .set(admin)
    .send({ ShowId: show.Id, TheatreId: harbor.Id, Start: '2026-11-12T23:00:00.000Z', End: '2026-11-13T02:00:00.000Z' });
  if (ev.status !== 201) throw new Error(`show event: ${ev.status} ${JSON.stringify(ev.body)}`);
  const showEventId = (ev.body as { Id: number }).Id;

  const actor = await seedActor(db);
  const sale = async (SaleDate: string, SaleKits: object[], SalePayments: object[], DiscountPercent = '0', ShowEventId: number | null = showEventId) => {
    const SaleId = randomUUID();
    await a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        StationSalePushSchema.parse({
          SaleId,
          SalesLocationId: harbor.SalesLocationId,
          StationId: station,
          ShowEventId,
          SaleDate,
          DiscountPercent,
          ReduceInventory: false,
          SaleKits,
          SalePayments,
        }),
        actor,
      ),
    );
    return SaleId;
  };
  const M1 = randomUUID();
  const manual = await a.http
    .post('/api/v1/admin/sale/false/postShowStart/false/true')
    .set(admin)
    .send({
      SaleId: M1,
      UserId: posUser,
      VenueId: harbor.VenueId,
      SalesLocationId: harbor.SalesLocationId,
      ShowEventId: showEventId,
      Discount: '10',
      Lines: [{ KitId: kit['Small Popcorn'], Qty: '2' }],
    });
  if (manual.status !== 200 && manual.status !== 201) throw new Error(`manual sale: ${manual.status} ${JSON.stringify(manual.body)}`);
  const S1 = await sale('2026-11-12T23:30:00Z', [{ KitId: kit['Small Popcorn'], Qty: '2', SalePricePerKit: '6.50' }], [{ PaymentMethodId: 1, Total: '13.00' }]);
  const S2 = await sale(
    '2026-11-12T23:45:00Z',
    [
      { KitId: kit['Popcorn & Cola Combo'], Qty: '1', SalePricePerKit: '12.50' },
      { KitId: kit['Water Bottle'], Qty: '1', SalePricePerKit: '3.75' },
    ],
    [
      { PaymentMethodId: 2, Total: '14.63', TipAmount: '2.00' },
      { PaymentMethodId: 7, Total: '1.62' },
    ],
    '10',
  );
  const S3 = await sale(
    '2026-11-13T00:30:00Z',
    [{ KitId: kit['Small Popcorn'], Qty: '-1', SalePricePerKit: '6.50' }],
    [{ PaymentMethodId: 1, Total: '-6.50' }],
  );
  const S4 = await sale(
    '2026-11-13T01:00:00Z',
    [{ KitId: kit['Water Bottle'], Qty: '1', SalePricePerKit: '3.75', NonTaxablePricePerKit: '0.75' }],
    [{ PaymentMethodId: 5, Total: '3.75', AmountPerVoucher: '3.75', VoucherQty: 1 }],
  );
  const S5 = await sale('2026-11-13T02:30:00Z', [{ KitId: kit['Large Cola'], Qty: '1', SalePricePerKit: '5.25' }], [{ PaymentMethodId: 8, Total: '5.25' }]);
  const S6 = await sale(
    '2026-11-14T01:00:00Z',
    [{ KitId: kit['Candy Bar'], Qty: '1', SalePricePerKit: '4.50' }],
    [{ PaymentMethodId: 1, Total: '4.50' }],
    '0',
    null,
  );
  return { harbor, kit, good, showEventId, sales: { M1, S1, S2, S3, S4, S5, S6 } };
}
