import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// docs/stock.md "Who may do what": a role holding VenueManager ReadOnly (the demo `viewer`) is an
// auditor who sees every venue's stock, orders and reports, and moves nothing; a venue manager
// (VenueManager FullAccess) still sees only the venues they manage or back up.
describe('the auditor: every venue, read-only', () => {
  let a: TestApp;
  type Auth = { Authorization: string };
  let admin: Auth;
  let manager: Auth;
  let viewer: Auth;
  let loc: Record<string, number>;
  let venue: Record<string, number>;
  let water: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    [admin, manager, viewer] = await Promise.all(['admin', 'manager', 'viewer'].map(async (u) => bearer((await a.signIn(u)).token)));
    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Kind', 'v.Id as VenueId', 'v.Name as Venue'])
      .where('l.Kind', '=', 'venue')
      .execute();
    loc = Object.fromEntries(locations.map((l) => [l.Venue, l.Id]));
    venue = Object.fromEntries(locations.map((l) => [l.Venue, l.VenueId]));
    water = (await a.t.db.selectFrom('app.goods').select('Id').where('Name', '=', 'Bottled Water').executeTakeFirstOrThrow()).Id;
  });
  afterAll(() => a.close());

  const push = (path: string, body: Record<string, unknown>, who: Auth) => a.http.post(`/api/v1/inventoryEventPush/${path}`).set(who).send(body);
  const order = (venueId: number) => ({
    GuidId: randomUUID(),
    VenueId: venueId,
    VendorId: null,
    ReceivedOrderGoods: [{ GoodId: water, Qty: '2', Cost: '0.40' }],
    FreightRate: '0',
    SuppliesRate: '0',
    DepositsCost: '0',
    GoodsToReturnCost: '0',
  });

  it("sees every venue's locations, stock, movements, orders and reports; a venue manager still sees only theirs", async () => {
    const lakeside = loc['Lakeside Playhouse']!;
    const harbor = loc['Harbor Point 12']!;
    const init = await push(
      'initializingTransfer',
      { GuidId: randomUUID(), ToInventoryLocationId: lakeside, TransferGoods: [{ GoodId: water, Qty: 5 }] },
      admin,
    );
    expect(init.status).toBe(200);
    const created = await push('receiving', order(venue['Lakeside Playhouse']!), admin);
    expect(created.status).toBe(200);

    const venuesOf = async (who: Auth) =>
      new Set(((await a.http.get('/api/v1/inventoryLocations/dropDown').set(who)).body as { VenueName: string }[]).map((l) => l.VenueName));
    expect((await venuesOf(viewer)).size).toBe(4);
    expect(await venuesOf(manager)).toEqual(new Set(['Harbor Point 12', 'Elm Street 8']));

    const stock = await a.http.get(`/api/v1/inventory/admin/inventory_${lakeside}`).set(viewer);
    expect(stock.status).toBe(200);
    expect((stock.body as { Id: number; QuantityOnHand: number }[]).find((g) => g.Id === water)!.QuantityOnHand).toBeGreaterThanOrEqual(5);
    expect((await a.http.get(`/api/v1/inventory/admin/inventory_${lakeside}`).set(manager)).status).toBe(403);
    expect((await a.http.get(`/api/v1/inventory/admin/inventory_${harbor}`).set(viewer)).status).toBe(200);
    expect((await a.http.get(`/api/v1/inventory/venue/${venue['Lakeside Playhouse']}`).set(viewer)).status).toBe(200);

    const transfers = async (who: Auth) => (await a.http.post('/api/v1/transfers/_search').set(who).send({ Skip: 0, Take: 999 })).body as { Id: string }[];
    expect((await transfers(viewer)).map((t) => t.Id)).toContain(init.body.TransferId);
    expect((await transfers(manager)).map((t) => t.Id)).not.toContain(init.body.TransferId);
    expect((await a.http.get(`/api/v1/transfers/${init.body.TransferId}/isWastage/false`).set(viewer)).status).toBe(200);

    const orders = async (who: Auth) => (await a.http.post('/api/v1/received-orders/_search').set(who).send({ Skip: 0, Take: 999 })).body as { Id: string }[];
    expect((await orders(viewer)).map((o) => o.Id)).toContain(created.body.Order.Id);
    expect((await orders(manager)).map((o) => o.Id)).not.toContain(created.body.Order.Id);
    expect((await a.http.get(`/api/v1/received-orders/${created.body.Order.Id}`).set(viewer)).status).toBe(200);
    expect((await a.http.get(`/api/v1/received-orders/${created.body.Order.Id}`).set(manager)).status).toBe(404);

    const report = { InvLocId: lakeside, fromDate: '2026-03-01', toDate: '2026-03-31' };
    expect((await a.http.post('/api/v1/venues/managers/inventorySummary/').set(viewer).send(report)).status).toBe(200);
    expect((await a.http.post('/api/v1/venues/managers/inventorySummary/').set(manager).send(report)).status).toBe(403);
  });

  it("refuses the auditor's every write, at any venue", async () => {
    const lakeside = loc['Lakeside Playhouse']!;
    const move = { GuidId: randomUUID(), ToInventoryLocationId: lakeside, TransferGoods: [{ GoodId: water, Qty: 1 }] };
    expect((await push('initializingTransfer', move, viewer)).status).toBe(403);
    expect(
      (
        await push(
          'inventoryTransfer',
          {
            GuidId: randomUUID(),
            FromInventoryLocationId: lakeside,
            ToInventoryLocationId: loc['Harbor Point 12'],
            TransferGoods: [{ GoodId: water, Qty: 1 }],
          },
          viewer,
        )
      ).status,
    ).toBe(403);
    expect((await push('receiving', order(venue['Lakeside Playhouse']!), viewer)).status).toBe(403);
    const created = await push('receiving', order(venue['Lakeside Playhouse']!), admin);
    const o = created.body.Order;
    expect((await push('post/receiving', { GuidId: randomUUID(), Id: o.Id, Version: o.Version }, viewer)).status).toBe(403);
    expect((await a.http.delete(`/api/v1/inventoryEventPush/receiving/${o.Id}`).set(viewer)).status).toBe(403);
  });
});
