import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ClaimTypeNames, ClaimValue, type ClaimFlags, StationSalePushSchema } from '@intermission/contracts';
import type { CurrentUser } from '../auth/current-user';
import { RecordSaleCommand } from '../sales/commands/record-sale.command';
import { makeSalesLocation, makeVenue } from '../seed/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bearer, sellIn } from '../../../../tests/support/shows-fixtures';
import { recordScriptedWeek, type ScriptedWeek } from '../../../../tests/support/scripted-week';

/**
 * Issue 38 point 2: what the ledger refers to is never deleted (docs/client-area.md "Rules we hold
 * on the server"). The scripted week's stations have synced sales and cash box counts; the rest is
 * recorded here. Each delete is refused with what refers to the record, and archiving still works
 * with the history read as before.
 */
describe('records the ledger refers to are never deleted', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let week: ScriptedWeek;
  let actor: CurrentUser;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    week = await recordScriptedWeek(a);
    const u = await a.t.db.selectFrom('app.auth_users').select(['Id', 'UserId', 'RoleId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
    actor = {
      authUserId: u.Id,
      userId: u.UserId,
      roleId: u.RoleId,
      claims: Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags,
    };
  });
  afterAll(() => a.close());

  /** A station's sale of one Scripted Soda (3.00) in E1 at `salesLocationId`, not touching stock. */
  const sell = (salesLocationId: number, over: Record<string, unknown> = {}) =>
    a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        StationSalePushSchema.parse({
          SaleId: randomUUID(),
          SalesLocationId: salesLocationId,
          ShowEventId: week.showEvents.E1,
          SaleDate: '2026-11-17T01:00:00Z',
          ReduceInventory: false,
          SaleKits: [{ KitId: week.kits.SodaKit, Qty: '1', SalePricePerKit: '3.00' }],
          ...over,
        }),
        actor,
      ),
    );
  const cashboxesOf = async (showEventId: number) =>
    ((await a.http.get(`/api/v1/shows/${showEventId}/cashboxes`).set(admin).expect(200)).body as { Id: number; PointOfSaleStationId: number }[])
      .map((c) => ({ Id: c.Id, Station: c.PointOfSaleStationId }))
      .sort((x, y) => x.Id - y.Id);

  it('a station with synced sales and cash box counts: 400 naming them; archived, its counts are still read', async () => {
    const station = week.stations.A;
    const before = await cashboxesOf(week.showEvents.E1);
    // E1: a start and an end count at each of A and B.
    expect(before).toHaveLength(4);

    const refused = await a.http.delete(`/api/v1/stations/${station}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'This station has sales and cash box counts and cannot be deleted; archive it instead.' });
    expect((await a.http.get(`/api/v1/stations/${station}`).set(admin)).status).toBe(200);

    const archived = await a.http.put('/api/v1/stations/archive').set(admin).send({ Id: station });
    expect(archived.status).toBe(200);
    expect(archived.body.Station).toMatchObject({ Id: station, Archived: true });
    // Reads of history do not depend on the station being active.
    expect(await cashboxesOf(week.showEvents.E1)).toEqual(before);
    for (const log of before.filter((c) => c.Station === station))
      expect((await a.http.get(`/api/v1/cashboxes/${log.Id}`).set(admin)).body).toMatchObject({ Id: log.Id, PointOfSaleStationId: station });
    await a.http.put('/api/v1/stations/activate').set(admin).send({ Id: station }).expect(200);
  });

  it('a sales location without stations whose sales name it: 400 naming them; archiving works', async () => {
    const stand = await a.t.db.transaction().execute((tx) => makeSalesLocation(tx, { TheatreId: week.theatres.main, Name: 'Refs Pop-up Stand' }));
    // No station, no stock movement: a sale that does not reduce stock is all that names it.
    await sellIn(a, stand.Id, { Id: week.showEvents.E1, Start: '2026-11-17T00:00:00.000Z', End: '2026-11-17T03:00:00.000Z' });
    const refused = await a.http.delete(`/api/v1/salesLocations/${stand.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'This sales location has sales and cannot be deleted; archive it instead.' });
    const archived = await a.http.put('/api/v1/salesLocations/archive').set(admin).send({ Id: stand.Id });
    expect(archived.status).toBe(200);
    expect((await a.http.get(`/api/v1/salesLocations/${stand.Id}`).set(admin)).body).toMatchObject({ Id: stand.Id, Archived: true });
  });

  it("a POS user is never deleted: its venue's delete answers 400 naming what the ledger holds of it; the POS user is deactivated instead", async () => {
    // A venue of the week's client with nothing under it but a POS user, who rang a sale at the week's stand A.
    const venue = await a.t.db.transaction().execute((tx) => makeVenue(tx, { ClientId: week.clientId, Name: 'Refs Office' }));
    const posUser = async (FirstName: string) =>
      (
        await a.t.db
          .insertInto('app.pos_users')
          .values({ FirstName, LastName: 'Refs', VenueId: venue.Id, UserId: null, PinDigest: randomUUID() })
          .returning('Id')
          .executeTakeFirstOrThrow()
      ).Id;
    const seller = await posUser('Sam');
    await sell(week.salesLocations.A, { PosUserId: seller });
    const refused = await a.http.delete(`/api/v1/venues/${venue.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'This venue has POS users with sales and cannot be deleted; archive it instead.' });
    expect((await a.http.get(`/api/v1/posusers/${seller}`).set(admin)).status).toBe(200);
    const off = await a.http.put(`/api/v1/posusers/${seller}/archive/true`).set(admin);
    expect(off.status).toBe(200);
    expect(off.body.PosUser).toMatchObject({ Id: seller, Archived: true });

    // A venue whose POS users nothing names is refused too (they are never deleted), not a 500.
    const idle = await a.t.db.transaction().execute((tx) => makeVenue(tx, { ClientId: week.clientId, Name: 'Refs Idle Office' }));
    await a.t.db.insertInto('app.pos_users').values({ FirstName: 'Ida', LastName: 'Refs', VenueId: idle.Id, UserId: null, PinDigest: randomUUID() }).execute();
    const idleRefused = await a.http.delete(`/api/v1/venues/${idle.Id}`).set(admin);
    expect(idleRefused.status).toBe(400);
    expect(idleRefused.body.Message).toBe(
      'This venue has theatres, coupons, POS users, stock movements or patrons room revenue and cannot be deleted; archive it instead.',
    );
  });

  it('a coupon sales were paid with is archived by its delete, not deleted; an unused one is deleted', async () => {
    const coupon = async (Name: string) =>
      (await a.t.db.insertInto('app.coupons').values({ VenueId: week.venueId, Name }).returning('Id').executeTakeFirstOrThrow()).Id;
    const used = await coupon('Refs Comp');
    await sell(week.salesLocations.A, { SalePayments: [{ PaymentMethodId: 5, Total: '3.00', VoucherId: used, AmountPerVoucher: '3.00', VoucherQty: 1 }] });
    const kept = await a.http.delete(`/api/v1/coupons/${used}`).set(admin);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ Message: 'Coupon Archived: sales were paid with it, so it is kept for their history' });
    expect((await a.http.get(`/api/v1/coupons/${used}`).set(admin)).body).toMatchObject({ Id: used, Archived: true });

    const unused = await coupon('Refs Unused');
    expect((await a.http.delete(`/api/v1/coupons/${unused}`).set(admin)).body).toEqual({ Message: 'Coupon Deleted' });
    expect((await a.http.get(`/api/v1/coupons/${unused}`).set(admin)).status).toBe(404);
  });

  it('goods and kits that sales name: DELETE archives them (never deletes), and they are still read', async () => {
    const good = await a.http.delete(`/api/v1/goods/${week.goods.Soda}`).set(admin);
    expect(good.status).toBe(200);
    expect((await a.http.get(`/api/v1/goods/${week.goods.Soda}`).set(admin)).body).toMatchObject({ Id: week.goods.Soda, Archived: true });
    const kit = await a.http.delete(`/api/v1/kits/${week.kits.SodaKit}`).set(admin);
    expect(kit.status).toBe(200);
    expect((await a.http.get(`/api/v1/kits/${week.kits.SodaKit}`).set(admin)).body).toMatchObject({ Id: week.kits.SodaKit, Archived: true });
  });
});
