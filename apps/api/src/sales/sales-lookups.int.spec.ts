import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bearer, demoTheatre } from '../../../../tests/support/shows-fixtures';

/** The sale entry's lookups (document 2 §7): GET sales/paymentMethods, sales/saleTypes, sales/simpleTheathers. */
describe('the sale entry lookups', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let harbor: Awaited<ReturnType<typeof demoTheatre>>;
  let lakeside: Awaited<ReturnType<typeof demoTheatre>>;

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    manager = bearer((await a.signIn('manager')).token);
    harbor = await demoTheatre(a, 'Harbor Point 12');
    lakeside = await demoTheatre(a, 'Lakeside Playhouse');
  });
  afterAll(() => a.close());

  it('looks up the eight payment methods, the sale types and the theatres with their venue', async () => {
    const methods = await a.http.get('/api/v1/sales/paymentMethods').set(admin);
    expect(methods.body.map((m: { Id: number; Name: string }) => `${m.Id} ${m.Name}`)).toEqual([
      '1 Cash',
      '2 VisaMasterCard',
      '3 Amex',
      '4 OtherCreditCard',
      '5 Voucher',
      '6 Tab',
      '7 Discount',
      '8 Preorder',
    ]);
    expect((await a.http.get('/api/v1/sales/saleTypes').set(admin)).body).toEqual([
      { Id: 1, Name: 'Sale' },
      { Id: 2, Name: 'Refund' },
    ]);
    const all = (await a.http.get('/api/v1/sales/simpleTheathers').set(admin)).body as { Id: number; Name: string; VenueId: number }[];
    expect(all).toEqual(expect.arrayContaining([{ Id: harbor.Id, Name: harbor.Name, VenueId: harbor.VenueId }]));
    const one = (await a.http.get(`/api/v1/sales/simpleTheathers?venueId=${harbor.VenueId}`).set(admin)).body as { VenueId: number }[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((t) => t.VenueId === harbor.VenueId)).toBe(true);
    // The manager sees the venues they manage only.
    const mine = (await a.http.get('/api/v1/sales/simpleTheathers').set(manager)).body as { VenueId: number }[];
    expect(mine.some((t) => t.VenueId === lakeside.VenueId)).toBe(false);
    expect((await a.http.get('/api/v1/sales/simpleTheathers?venueId=abc').set(admin)).status).toBe(400);
  });

  it('gives a venue manager the POS users, the menu and the vouchers of their own venues, without the master data claims', async () => {
    const stand = async (venueId: number) =>
      (await a.t.db
        .selectFrom('app.sales_locations as s')
        .innerJoin('app.theatres as t', 't.Id', 's.TheatreId')
        .select(['s.Id', 's.MenuId'])
        .where('t.VenueId', '=', venueId)
        .where('s.MenuId', 'is not', null)
        .orderBy('s.Id')
        .executeTakeFirstOrThrow())!;
    for (const venue of [harbor, lakeside]) {
      await a.t.db
        .insertInto('app.pos_users')
        .values({ FirstName: 'Pat', LastName: venue.Name, VenueId: venue.VenueId, UserId: null, PinDigest: 'x' })
        .execute();
      await a.t.db
        .insertInto('app.coupons')
        .values({ VenueId: venue.VenueId, Name: `Comp ${venue.Name}` })
        .execute();
    }
    const own = await stand(harbor.VenueId);
    const other = await stand(lakeside.VenueId);

    const posUsers = (await a.http.get('/api/v1/sales/posUsers').set(manager)).body as { VenueId: number; VenueName: string }[];
    expect(posUsers.length).toBeGreaterThan(0);
    expect(posUsers.some((p) => p.VenueId === harbor.VenueId)).toBe(true);
    expect(posUsers.some((p) => p.VenueId === lakeside.VenueId)).toBe(false);

    const menu = await a.http.get(`/api/v1/sales/salesLocations/${own.Id}/menu`).set(manager);
    expect(menu.status).toBe(200);
    const priced = await a.t.db.selectFrom('app.menu_kits').select(['KitId', 'Price']).where('MenuId', '=', own.MenuId!).execute();
    expect(menu.body).toMatchObject({ SalesLocationId: own.Id, VenueId: harbor.VenueId, MenuId: own.MenuId });
    expect(menu.body.MenuKits.map((k: { KitId: number; Price: number }) => [k.KitId, k.Price]).sort((x: number[], y: number[]) => x[0]! - y[0]!)).toEqual(
      priced.map((k) => [k.KitId, Number(k.Price)]).sort((x, y) => x[0]! - y[0]!),
    );
    expect((await a.http.get(`/api/v1/sales/salesLocations/${other.Id}/menu`).set(manager)).status).toBe(404);
    expect((await a.http.get(`/api/v1/sales/salesLocations/${other.Id}/menu`).set(admin)).status).toBe(200);
    expect((await a.http.get('/api/v1/sales/salesLocations/2147483648/menu').set(admin)).status).toBe(400);

    const coupons = await a.http.get(`/api/v1/sales/coupons/${harbor.VenueId}`).set(manager);
    expect(coupons.status).toBe(200);
    const stored = await a.t.db.selectFrom('app.coupons').select('Id').where('VenueId', '=', harbor.VenueId).where('Archived', '=', false).execute();
    expect(coupons.body.map((c: { Id: number }) => c.Id).sort()).toEqual(stored.map((c) => c.Id).sort());
    expect((await a.http.get(`/api/v1/sales/coupons/${lakeside.VenueId}`).set(manager)).status).toBe(404);
  });
});
