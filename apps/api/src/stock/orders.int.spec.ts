import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('received orders on the ledger', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let harbor: number;
  let harborLocation: number;
  let good: Record<string, number>;
  let vendor: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    manager = bearer((await a.signIn('manager')).token);
    harbor = (await a.t.db.selectFrom('app.venues').select('Id').where('Name', '=', 'Harbor Point 12').executeTakeFirstOrThrow()).Id;
    harborLocation = (
      await a.t.db.selectFrom('app.inventory_locations').select('Id').where('VenueId', '=', harbor).where('Kind', '=', 'venue').executeTakeFirstOrThrow()
    ).Id;
    good = Object.fromEntries((await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
    vendor = (await a.t.db.selectFrom('app.vendors').select('Id').where('Name', '=', 'Sweet Reel Candy').executeTakeFirstOrThrow()).Id;
  });
  afterAll(() => a.close());

  const push = (path: string, body: Record<string, unknown>, who = admin) => a.http.post(`/api/v1/inventoryEventPush/${path}`).set(who).send(body);
  const onHand = async (name: string) => {
    const rows = (await a.http.get(`/api/v1/inventory/admin/inventory_${harborLocation}`).set(admin)).body as { Id: number; QuantityOnHand: number }[];
    return rows.find((r) => r.Id === good[name])!.QuantityOnHand;
  };
  const order = (extra: Record<string, unknown> = {}) => ({
    GuidId: randomUUID(),
    VenueId: harbor,
    VendorId: vendor,
    ReceivedOrderGoods: [
      { GoodId: good['Chocolate Bar'], Qty: '12', Cost: '1.25' },
      { GoodId: good['Gummy Bears'], Qty: '7.5', Cost: '0.42' },
      { GoodId: good['Bottled Water'], Qty: '0', Cost: '0.40' },
    ],
    FreightRate: '4.50',
    SuppliesRate: '2.25',
    DepositsCost: '1.20',
    GoodsToReturnCost: '0.80',
    BilledAmount: '27.00',
    ...extra,
  });

  it('receives an order with its totals, edits it on its Version, posts it into stock once, and closes it to edits', async () => {
    const before = await onHand('Chocolate Bar');
    const received = await push('receiving', order());
    expect(received.status).toBe(200);
    // 12 × 1.25 + 7.5 × 0.42 = 18.15; + 4.50 + 2.25 + 1.20 + 0.80 = 26.90; PPV 27.00 − 26.90 = 0.10
    expect(received.body.Order).toMatchObject({
      EstimatedBill: 18.15,
      TotalCost: 26.9,
      PPV: 0.1,
      Posted: false,
      Version: 1,
      VendorName: 'Sweet Reel Candy',
    });
    expect(received.body.Order.Goods.map((g: { Name: string }) => g.Name)).toEqual(['Chocolate Bar', 'Gummy Bears']);
    expect(await onHand('Chocolate Bar')).toBe(before);
    const id = received.body.Order.Id;

    const edited = await push('receiving', order({ Id: id, Version: 1, BilledAmount: '26.00' }));
    expect(edited.body.Order).toMatchObject({ PPV: -0.9, Version: 2 });
    const stale = await push('receiving', order({ Id: id, Version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ Id: id, Version: 2 });

    const post = { GuidId: randomUUID(), Id: id, Version: 2 };
    const posted = await push('post/receiving', post);
    expect(posted.body).toMatchObject({ Message: 'Posted Successfully', Order: { Posted: true, Version: 3 } });
    expect(await onHand('Chocolate Bar')).toBe(before + 12);
    const replay = await push('post/receiving', post);
    expect(replay.status).toBe(200);
    expect(await onHand('Chocolate Bar')).toBe(before + 12);
    const late = await push('receiving', order({ Id: id, Version: 3 }));
    expect(late.status).toBe(400);
    expect(late.body.Message).toBe('This order is posted and can no longer be changed');

    const list = await a.http.post('/api/v1/received-orders/_search').set(admin).send({ Posted: true });
    expect(list.body.map((o: { Id: string }) => o.Id)).toContain(id);
    expect((await a.http.get(`/api/v1/received-orders/${id}`).set(admin)).body.Posted).toBe(true);
  });

  it("says 'Nothing to Receive' for an order of zeros", async () => {
    const res = await push('receiving', order({ ReceivedOrderGoods: [{ GoodId: good['Chocolate Bar'], Qty: 0, Cost: 1 }] }));
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Nothing to Receive');
  });

  it('unposted orders are deleted by those who may edit; posted ones only with CanDeletePostedOrders, taking the goods back out', async () => {
    const unposted = (await push('receiving', order(), manager)).body.Order;
    const deleted = await a.http.delete(`/api/v1/inventoryEventPush/receiving/${unposted.Id}`).set(manager);
    expect(deleted.body.Message).toBe('Received Order Deleted');
    expect((await a.http.get(`/api/v1/received-orders/${unposted.Id}`).set(admin)).status).toBe(404);

    const before = await onHand('Gummy Bears');
    const o = (await push('receiving', order())).body.Order;
    await push('post/receiving', { GuidId: randomUUID(), Id: o.Id, Version: o.Version });
    expect(await onHand('Gummy Bears')).toBe(before + 7.5);
    expect((await a.http.delete(`/api/v1/inventoryEventPush/receiving/${o.Id}`).set(admin)).status).toBe(400);
    expect((await a.http.delete(`/api/v1/inventoryEventPush/receiving/posted/${o.Id}`).set(manager)).status).toBe(403);
    const gone = await a.http.delete(`/api/v1/inventoryEventPush/receiving/posted/${o.Id}`).set(admin);
    expect(gone.body.Message).toBe('Posted Received Order Deleted');
    expect(await onHand('Gummy Bears')).toBe(before);
  });

  it('answers money and quantities as JSON numbers rounded as the spec says (money 2 decimals, quantities and costs at most 4)', async () => {
    // 3 × 1.115 = 3.345, to the cent 3.35 (half away from zero); 2.5 × 0.40 = 1.00; total 4.35, billed 4.00: PPV −0.35.
    const lines = [
      { GoodId: good['Chocolate Bar'], Qty: 3, Cost: '1.115' },
      { GoodId: good['Gummy Bears'], Qty: '2.5', Cost: 0.4 },
    ];
    const zero = { FreightRate: 0, SuppliesRate: 0, DepositsCost: 0, GoodsToReturnCost: 0 };
    const received = await push('receiving', order({ ReceivedOrderGoods: lines, ...zero, BilledAmount: 4 }));
    expect(received.status).toBe(200);
    const o = received.body.Order;
    expect(o).toMatchObject({ EstimatedBill: 4.35, TotalCost: 4.35, PPV: -0.35, FreightRate: 0, BilledAmount: 4 });
    expect(o.Goods.map((g: { Name: string; Qty: number; Cost: number }) => [g.Name, g.Qty, g.Cost])).toEqual([
      ['Chocolate Bar', 3, 1.115],
      ['Gummy Bears', 2.5, 0.4],
    ]);
    // Numbers in the JSON text itself, not numeric strings.
    expect(received.text).toContain('"EstimatedBill":4.35');
    expect(received.text).toContain('"Qty":2.5');
    // Alone: 3 × 1.115 = 3.345 answers 3.35; PPV is computed exactly before it is rounded: 3.35 − 3.345 = 0.005 → 0.01.
    const one = await push('receiving', order({ ReceivedOrderGoods: [lines[0]], ...zero, BilledAmount: '3.35' }));
    expect(one.body.Order).toMatchObject({ EstimatedBill: 3.35, TotalCost: 3.35, PPV: 0.01 });

    const listed = await a.http.post('/api/v1/received-orders/_search').set(admin).send({ Posted: false, Take: 1000 });
    expect(listed.body.find((r: { Id: string }) => r.Id === o.Id)).toMatchObject({ EstimatedBill: 4.35, PPV: -0.35 });

    const before = await onHand('Gummy Bears');
    await push('post/receiving', { GuidId: randomUUID(), Id: o.Id, Version: o.Version });
    const stock = await a.http.get(`/api/v1/inventory/admin/inventory_${harborLocation}`).set(admin);
    const row = (name: string) => stock.body.find((r: { Id: number }) => r.Id === good[name]);
    expect(typeof row('Gummy Bears').QuantityOnHand).toBe('number');
    expect(row('Gummy Bears').QuantityOnHand).toBe(before + 2.5);
    // The keg's volume is stored as 1984.0000 ounces.
    expect(row('Lager Keg (oz)')).toMatchObject({ Volume: 1984, Alcohol: true });
    expect(row('Chocolate Bar').Volume).toBeNull();
    expect(stock.text).toContain('"Volume":1984,');
  });
});
