import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

type Headers = { Authorization: string };
type Call = { method: 'get' | 'post' | 'delete'; path: string; body?: Record<string, unknown> };

/**
 * Every stock call of document 3 §7 through its success, 403, 400 and 409 paths, one table row a
 * call, so that a call added without its claim or body check shows up here.
 */
describe('stock calls: success, 403, 400 and 409', () => {
  let a: TestApp;
  let admin: Headers;
  let manager: Headers;
  let viewer: Headers;
  let nobody: Headers;
  let harbor: number;
  let harborLoc: number;
  let harborBar: number;
  let lakesideLoc: number;
  let water: number;
  let waste: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const send = (c: Call, who: Headers) => {
    const req = a.http[c.method](`/api/v1/${c.path}`).set(who);
    return c.body ? req.send(c.body) : req;
  };

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    manager = bearer((await a.signIn('manager')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    nobody = bearer((await a.signIn('nobody')).token);
    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Name', 'l.Kind', 'v.Id as VenueId', 'v.Name as Venue'])
      .execute();
    const find = (venue: string, kind: string, name?: string) => locations.find((l) => l.Venue === venue && l.Kind === kind && (!name || l.Name === name))!;
    harbor = find('Harbor Point 12', 'venue').VenueId;
    harborLoc = find('Harbor Point 12', 'venue').Id;
    harborBar = find('Harbor Point 12', 'sales_location', 'Bar 1').Id;
    lakesideLoc = find('Lakeside Playhouse', 'venue').Id;
    water = (await a.t.db.selectFrom('app.goods').select('Id').where('Name', '=', 'Bottled Water').executeTakeFirstOrThrow()).Id;
    waste = (await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Rank').executeTakeFirstOrThrow()).Id;
  });
  afterAll(() => a.close());

  const lines = () => [{ GoodId: water, Qty: '1' }];
  const order = () => ({
    GuidId: randomUUID(),
    VenueId: harbor,
    VendorId: null,
    ReceivedOrderGoods: [{ GoodId: water, Qty: '2', Cost: '0.40' }],
    FreightRate: '0',
    SuppliesRate: '0',
    DepositsCost: '0',
    GoodsToReturnCost: '0',
    BilledAmount: '0.80',
  });

  // The pushes: each with a good body, a bad body (400) and the claim it needs.
  const pushes: { path: string; good: () => Record<string, unknown>; bad: Record<string, unknown> }[] = [
    {
      path: 'inventoryTransfer',
      good: () => ({ GuidId: randomUUID(), FromInventoryLocationId: harborLoc, ToInventoryLocationId: harborBar, TransferGoods: lines() }),
      bad: { GuidId: 'not-a-guid', FromInventoryLocationId: 1, ToInventoryLocationId: 2 },
    },
    {
      path: 'patronsRoom',
      good: () => ({ GuidId: randomUUID(), FromInventoryLocationId: harborLoc, TransferGoods: lines() }),
      bad: { GuidId: randomUUID(), FromInventoryLocationId: 'x' },
    },
    {
      path: 'billableTransfer',
      good: () => ({ GuidId: randomUUID(), FromInventoryLocationId: harborLoc, TransferGoods: lines() }),
      bad: { GuidId: randomUUID(), FromInventoryLocationId: harborLoc, TransferGoods: [{ GoodId: water, Qty: 'lots' }] },
    },
    {
      path: 'cateringTransfer',
      good: () => ({ GuidId: randomUUID(), FromInventoryLocationId: harborLoc, TransferGoods: lines() }),
      bad: { FromInventoryLocationId: harborLoc, TransferGoods: lines() },
    },
    {
      path: 'initializingTransfer',
      good: () => ({ GuidId: randomUUID(), ToInventoryLocationId: harborLoc, TransferGoods: [{ GoodId: water, Qty: '10' }] }),
      bad: { GuidId: randomUUID(), ToInventoryLocationId: harborLoc, TransferGoods: [{ GoodId: water, Qty: '-1' }] },
    },
    {
      path: 'wastageGoods',
      good: () => ({ GuidId: randomUUID(), InventoryLocationId: harborLoc, WastageId: waste, Goods: lines() }),
      bad: { GuidId: randomUUID(), InventoryLocationId: harborLoc, Goods: lines() },
    },
    {
      path: 'gainlostTransfer',
      good: () => ({ GuidId: randomUUID(), InventoryLocationId: harborLoc, Counts: [{ GoodId: water, Counted: '3' }] }),
      bad: { GuidId: randomUUID(), InventoryLocationId: harborLoc, Counts: [{ GoodId: water }] },
    },
  ];

  it.each(pushes.map((p) => [p.path, p] as const))('inventoryEventPush/%s', async (_path, p) => {
    const call = (body: Record<string, unknown>): Call => ({ method: 'post', path: `inventoryEventPush/${p.path}`, body });
    const first = call(p.good());
    const ok = await send(first, admin);
    expect(ok.status).toBe(200);
    expect(ok.body.TransferId).toBe(first.body!.GuidId);
    // A replay of the same GUID answers the same and records nothing more.
    const again = await send(first, admin);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(ok.body);
    expect((await send(call(p.good()), nobody)).status).toBe(403);
    expect((await send(call(p.good()), viewer)).status).toBe(403);
    const bad = await send(call(p.bad), admin);
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState).toBeDefined();
    // The same GUID through another call names another movement: a conflict, not a replay.
    const other = pushes.find((o) => o.path !== p.path)!;
    const reused = await send({ method: 'post', path: `inventoryEventPush/${other.path}`, body: { ...other.good(), GuidId: first.body!.GuidId } }, admin);
    expect(reused.status).toBe(409);
    // A manager pushes only at the venues they manage.
    const theirs = p.good();
    for (const key of ['FromInventoryLocationId', 'ToInventoryLocationId', 'InventoryLocationId']) if (key in theirs) theirs[key] = lakesideLoc;
    expect((await send(call(theirs), manager)).status).toBe(403);
  });

  it("each 'Nothing to …' message is a 400 with that message", async () => {
    const nothing = async (path: string, body: Record<string, unknown>) => {
      const res = await send({ method: 'post', path: `inventoryEventPush/${path}`, body: { GuidId: randomUUID(), ...body } }, admin);
      expect(res.status).toBe(400);
      return res.body.Message;
    };
    const zero = [{ GoodId: water, Qty: '0' }];
    expect(await nothing('inventoryTransfer', { FromInventoryLocationId: harborLoc, ToInventoryLocationId: harborBar, TransferGoods: zero })).toBe(
      'Nothing to Transfer',
    );
    expect(await nothing('initializingTransfer', { ToInventoryLocationId: harborLoc, TransferGoods: zero })).toBe('Nothing to initialize');
    expect(await nothing('gainlostTransfer', { InventoryLocationId: harborLoc, Counts: [{ GoodId: water, Counted: '0' }] })).toBe('Nothing to reconcile');
    expect(await nothing('receiving', { ...order(), ReceivedOrderGoods: [{ GoodId: water, Qty: '0', Cost: '1' }] })).toBe('Nothing to Receive');
  });

  it('receiving, editing, posting and deleting orders: success, 403, 400 and 409', async () => {
    const push = (path: string, body: Record<string, unknown>, who = admin) => send({ method: 'post', path: `inventoryEventPush/${path}`, body }, who);
    const created = await push('receiving', order());
    expect(created.status).toBe(200);
    expect(created.body.Message).toBe('Order Created Successfully');
    const o = created.body.Order;
    expect((await push('receiving', order(), viewer)).status).toBe(403);
    expect((await push('receiving', order(), nobody)).status).toBe(403);
    expect((await push('receiving', { ...order(), VenueId: 'x' })).status).toBe(400);

    const edit = { ...order(), Id: o.Id, Version: o.Version, BilledAmount: '1.00' };
    const edited = await push('receiving', edit);
    expect(edited.status).toBe(200);
    expect(edited.body.Message).toBe('Order Saved Successfully');
    expect((await push('receiving', { ...edit, GuidId: randomUUID() })).status).toBe(409);

    expect((await push('post/receiving', { GuidId: randomUUID(), Id: o.Id, Version: o.Version })).status).toBe(409);
    expect((await push('post/receiving', { GuidId: randomUUID(), Id: o.Id })).status).toBe(400);
    expect((await push('post/receiving', { GuidId: randomUUID(), Id: o.Id, Version: edited.body.Order.Version }, viewer)).status).toBe(403);
    const posted = await push('post/receiving', { GuidId: randomUUID(), Id: o.Id, Version: edited.body.Order.Version });
    expect(posted.status).toBe(200);
    expect(posted.body.Message).toBe('Posted Successfully');

    expect((await send({ method: 'delete', path: 'inventoryEventPush/receiving/posted/not-a-guid' }, admin)).status).toBe(400);
    expect((await send({ method: 'delete', path: `inventoryEventPush/receiving/posted/${o.Id}` }, manager)).status).toBe(403);
    expect((await send({ method: 'delete', path: `inventoryEventPush/receiving/posted/${o.Id}` }, nobody)).status).toBe(403);
    const gone = await send({ method: 'delete', path: `inventoryEventPush/receiving/posted/${o.Id}` }, admin);
    expect(gone.status).toBe(200);
    expect(gone.body.Message).toBe('Posted Received Order Deleted');

    const unposted = (await push('receiving', order(), manager)).body.Order;
    expect((await send({ method: 'delete', path: `inventoryEventPush/receiving/${unposted.Id}` }, viewer)).status).toBe(403);
    const deleted = await send({ method: 'delete', path: `inventoryEventPush/receiving/${unposted.Id}` }, manager);
    expect(deleted.status).toBe(200);
    expect(deleted.body.Message).toBe('Received Order Deleted');
  });

  it('the stock queries: success for readers, 403 without the claim, 400 for a bad body or id', async () => {
    const reads: Call[] = [
      { method: 'get', path: 'inventoryLocations/dropDown' },
      { method: 'get', path: `inventory/admin/inventory_${harborLoc}` },
      { method: 'get', path: 'transfers/types' },
      { method: 'post', path: 'transfers/_search', body: { Skip: 0, Take: 5 } },
      { method: 'post', path: 'received-orders/_search', body: { Skip: 0, Take: 5 } },
      { method: 'get', path: 'guid/3' },
    ];
    for (const c of reads) {
      // Stock at a location is read by those who may see it (the manager at their venue).
      const ok = await send(c, c.path.startsWith('inventory/') ? manager : viewer);
      expect([c.path, ok.status]).toEqual([c.path, 200]);
      if (c.path !== 'guid/3') expect([c.path, (await send(c, nobody)).status]).toEqual([c.path, 403]);
    }
    expect((await send({ method: 'get', path: 'guid/3' }, admin)).body).toHaveLength(3);
    const bad: Call[] = [
      { method: 'post', path: 'transfers/_search', body: { Take: 'many' } },
      { method: 'post', path: 'received-orders/_search', body: { Skip: -1 } },
      { method: 'get', path: 'transfers/not-a-guid/isWastage/false' },
      { method: 'get', path: 'received-orders/not-a-guid' },
      { method: 'get', path: 'inventory/admin/inventory_x' },
      { method: 'get', path: 'guid/0' },
    ];
    for (const c of bad) expect([c.path, (await send(c, admin)).status]).toEqual([c.path, 400]);
    const t = (await send({ method: 'post', path: 'transfers/_search', body: { Skip: 0, Take: 1 } }, admin)).body[0];
    expect((await send({ method: 'get', path: `transfers/${t.Id}/isWastage/${t.TypeId === 7}` }, manager)).status).toBe(200);
    expect((await send({ method: 'get', path: `transfers/${t.Id}/isWastage/${t.TypeId === 7}` }, nobody)).status).toBe(403);
    expect((await send({ method: 'get', path: `inventory/admin/inventory_${lakesideLoc}` }, manager)).status).toBe(403);
    // The viewer (VenueManager ReadOnly) is an auditor: it reads every venue's stock (docs/stock.md).
    expect((await send({ method: 'get', path: `inventory/admin/inventory_${lakesideLoc}` }, viewer)).status).toBe(200);
    expect(
      new Set(((await send({ method: 'get', path: 'inventoryLocations/dropDown' }, viewer)).body as { VenueId: number }[]).map((l) => l.VenueId)).size,
    ).toBe(4);
  });
});
