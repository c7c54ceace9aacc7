import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('stock movements on the ledger', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let viewer: { Authorization: string };
  let loc: Record<string, number>;
  let good: Record<string, number>;
  let waste: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    manager = bearer((await a.signIn('manager')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Name', 'l.Kind', 'v.Name as Venue'])
      .execute();
    const find = (venue: string, kind: string, name?: string) => locations.find((l) => l.Venue === venue && l.Kind === kind && (!name || l.Name === name))!.Id;
    loc = {
      harbor: find('Harbor Point 12', 'venue'),
      harborBar: find('Harbor Point 12', 'sales_location', 'Bar 1'),
      harborPatrons: find('Harbor Point 12', 'patrons_room'),
      harborCatering: find('Harbor Point 12', 'catering'),
      lakeside: find('Lakeside Playhouse', 'venue'),
    };
    const goods = await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute();
    good = Object.fromEntries(goods.map((g) => [g.Name, g.Id]));
    waste = (await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Rank').executeTakeFirstOrThrow()).Id;
  });
  afterAll(() => a.close());

  const push = (path: string, body: Record<string, unknown>, who = admin) => a.http.post(`/api/v1/inventoryEventPush/${path}`).set(who).send(body);
  const onHand = async (location: number) => {
    const rows = (await a.http.get(`/api/v1/inventory/admin/inventory_${location}`).set(admin)).body as { Id: number; QuantityOnHand: number }[];
    return (name: string) => rows.find((r) => r.Id === good[name])!.QuantityOnHand;
  };

  it('a scripted mix of every movement type leaves the hand-computed quantities on hand', async () => {
    const init = await push('initializingTransfer', {
      GuidId: randomUUID(),
      ToInventoryLocationId: loc.harbor,
      TransferGoods: [
        { GoodId: good['Bottled Water'], Qty: '48' },
        { GoodId: good['Chocolate Bar'], Qty: '24.999' },
        { GoodId: good['Gummy Bears'], Qty: 0 },
      ],
    });
    expect(init.status).toBe(200);
    expect(init.body.Transfer.Lines.map((l: { Qty: number }) => l.Qty)).toEqual([48, 24.99]);
    // The cost in force and the accounts travel with each line.
    expect(init.body.Transfer.Lines[0]).toMatchObject({ CostPerGood: 0.42 });

    // Transfer 20 water to the bar; the requested 24.999 + 0.4 chocolate snaps to the 24.99 on hand.
    const t = await push('inventoryTransfer', {
      GuidId: randomUUID(),
      FromInventoryLocationId: loc.harbor,
      ToInventoryLocationId: loc.harborBar,
      TransferGoods: [
        { GoodId: good['Bottled Water'], Qty: 20 },
        { GoodId: good['Chocolate Bar'], Qty: '25.3' },
      ],
    });
    expect(t.body.Transfer.Lines.map((l: { Qty: number }) => l.Qty)).toEqual([20, 24.99]);
    await push('wastageGoods', {
      GuidId: randomUUID(),
      InventoryLocationId: loc.harborBar,
      WastageId: waste,
      Goods: [{ GoodId: good['Bottled Water'], Qty: 2 }],
    });
    await push('patronsRoom', { GuidId: randomUUID(), FromInventoryLocationId: loc.harborBar, TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 3 }] });
    await push('cateringTransfer', {
      GuidId: randomUUID(),
      FromInventoryLocationId: loc.harbor,
      TransferGoods: [{ GoodId: good['Bottled Water'], Qty: '1.5' }],
    });
    // Counted 12.25 water at the bar (on hand 20 − 2 − 3 = 15): a loss of 2.75; chocolate counted as on hand: no line.
    const set = await push('gainlostTransfer', {
      GuidId: randomUUID(),
      InventoryLocationId: loc.harborBar,
      Counts: [
        { GoodId: good['Bottled Water'], Counted: '12.25' },
        { GoodId: good['Chocolate Bar'], Counted: '24.99' },
      ],
    });
    expect(set.body.Transfer.Lines).toEqual([expect.objectContaining({ GoodId: good['Bottled Water'], Qty: -2.75 })]);

    const harbor = await onHand(loc.harbor);
    const bar = await onHand(loc.harborBar);
    expect(harbor('Bottled Water')).toBe(48 - 20 - 1.5);
    expect(harbor('Chocolate Bar')).toBe(0);
    expect(bar('Bottled Water')).toBe(12.25);
    expect(bar('Chocolate Bar')).toBe(24.99);
    expect((await onHand(loc.harborPatrons))('Bottled Water')).toBe(3);
    expect((await onHand(loc.harborCatering))('Bottled Water')).toBe(1.5);
  });

  it('the same GUID posted twice, one after the other and at once, changes stock once and answers the same', async () => {
    const body = { GuidId: randomUUID(), ToInventoryLocationId: loc.lakeside, TransferGoods: [{ GoodId: good['Gummy Bears'], Qty: 10 }] };
    const first = await push('initializingTransfer', body);
    const again = await push('initializingTransfer', { ...body, TransferGoods: [{ GoodId: good['Gummy Bears'], Qty: 99 }] });
    expect(again.body).toEqual(first.body);
    expect((await onHand(loc.lakeside))('Gummy Bears')).toBe(10);

    const together = { GuidId: randomUUID(), ToInventoryLocationId: loc.lakeside, TransferGoods: [{ GoodId: good['Gummy Bears'], Qty: 5 }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => push('initializingTransfer', together)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect((await onHand(loc.lakeside))('Gummy Bears')).toBe(15);
  });

  it("refuses with the spec's 'Nothing to …' messages and checks the body", async () => {
    const nothing = async (path: string, body: Record<string, unknown>) => (await push(path, { GuidId: randomUUID(), ...body })).body.Message;
    expect(await nothing('inventoryTransfer', { FromInventoryLocationId: loc.harbor, ToInventoryLocationId: loc.harborBar, TransferGoods: [] })).toBe(
      'Nothing to Transfer',
    );
    expect(await nothing('initializingTransfer', { ToInventoryLocationId: loc.harbor, TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 0 }] })).toBe(
      'Nothing to initialize',
    );
    expect(await nothing('gainlostTransfer', { InventoryLocationId: loc.harbor, Counts: [] })).toBe('Nothing to reconcile');
    expect(await nothing('wastageGoods', { InventoryLocationId: loc.harbor, WastageId: waste, Goods: [] })).toBe('Nothing to Transfer');
    const noGuid = await push('inventoryTransfer', { FromInventoryLocationId: loc.harbor, ToInventoryLocationId: loc.harborBar });
    expect(noGuid.status).toBe(400);
    expect(noGuid.body.ModelState.GuidId).toBeDefined();
    const same = await push('inventoryTransfer', { GuidId: randomUUID(), FromInventoryLocationId: loc.harbor, ToInventoryLocationId: loc.harbor });
    expect(same.body.ModelState.ToInventoryLocationId).toEqual(['The destination must differ from the origin']);
    const badReason = await push('wastageGoods', { GuidId: randomUUID(), InventoryLocationId: loc.harbor, WastageId: 999999, Goods: [{ GoodId: 1, Qty: 1 }] });
    expect(badReason.body.ModelState.WastageId).toEqual(['Choose a waste reason']);
    expect((await push('inventoryTransfer', { GuidId: randomUUID(), FromInventoryLocationId: 999999, ToInventoryLocationId: loc.harbor })).status).toBe(404);
  });

  it('a manager moves stock only at the venues they manage; ReadOnly users cannot push', async () => {
    const mine = (await a.http.get('/api/v1/inventoryLocations/dropDown').set(manager)).body as { Id: number; VenueName: string }[];
    expect(new Set(mine.map((l) => l.VenueName))).toEqual(new Set(['Harbor Point 12', 'Elm Street 8']));
    const all = (await a.http.get('/api/v1/inventoryLocations/dropDown').set(admin)).body as { VenueName: string }[];
    expect(new Set(all.map((l) => l.VenueName)).size).toBe(4);
    const theirs = await push(
      'initializingTransfer',
      { GuidId: randomUUID(), ToInventoryLocationId: loc.lakeside, TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 1 }] },
      manager,
    );
    expect(theirs.status).toBe(403);
    expect((await a.http.get(`/api/v1/inventory/admin/inventory_${loc.lakeside}`).set(manager)).status).toBe(403);
    const ok = await push(
      'initializingTransfer',
      { GuidId: randomUUID(), ToInventoryLocationId: loc.harbor, TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 1 }] },
      manager,
    );
    expect(ok.status).toBe(200);
    expect(
      (await push('initializingTransfer', { GuidId: randomUUID(), ToInventoryLocationId: loc.harbor, TransferGoods: [{ GoodId: 1, Qty: 1 }] }, viewer)).status,
    ).toBe(403);
  });

  it('lists movements newest first with filters, and shows one with its goods (isWastage must match)', async () => {
    const wasted = await push('wastageGoods', {
      GuidId: randomUUID(),
      InventoryLocationId: loc.harbor,
      WastageId: waste,
      Goods: [{ GoodId: good['Bottled Water'], Qty: 1 }],
      TransferDate: '2026-03-04T18:30:00Z',
    });
    await push('initializingTransfer', {
      GuidId: randomUUID(),
      ToInventoryLocationId: loc.harbor,
      TransferGoods: [{ GoodId: good['Gummy Bears'], Qty: 4 }],
      Notes: 'Opening count',
      TransferDate: '2026-03-05T12:00:00Z',
    });
    const search = (body: Record<string, unknown>, who = admin) => a.http.post('/api/v1/transfers/_search').set(who).send(body);
    const march = await search({ FromDate: '2026-03-04', ToDate: '2026-03-05' });
    expect(march.headers['x-list-count']).toBe('2');
    expect(march.body.map((t: { TypeId: number }) => t.TypeId)).toEqual([5, 7]);
    expect(march.body[0]).toMatchObject({ ToName: 'Harbor Point 12', Notes: 'Opening count', LineCount: 1 });
    expect((await search({ FromDate: '2026-03-04', ToDate: '2026-03-04' })).body.map((t: { TypeId: number }) => t.TypeId)).toEqual([7]);
    expect((await search({ TransferTypeId: 7, Query: 'Harbor' })).body.every((t: { TypeId: number }) => t.TypeId === 7)).toBe(true);
    expect((await search({ Query: 'Opening count' })).headers['x-list-count']).toBe('1');
    expect((await search({ FromDate: 'March' })).status).toBe(400);
    // The demo manager does not manage Lakeside: its movements stay out of their list.
    const mine = await search({ Take: 1000 }, manager);
    expect(mine.body.some((t: { ToName: string | null }) => t.ToName === 'Lakeside Playhouse')).toBe(false);
    // A stand's stock is named with its venue: stand names repeat across venues.
    const toBar = (await search({ Take: 1000 }, admin)).body.find((t: { ToInventoryLocationId: number }) => t.ToInventoryLocationId === loc.harborBar);
    expect(toBar.ToName).toBe('Harbor Point 12 · Bar 1');

    const id = wasted.body.TransferId;
    const detail = await a.http.get(`/api/v1/transfers/${id}/isWastage/true`).set(admin);
    expect(detail.body).toMatchObject({
      Id: id,
      TypeId: 7,
      FromName: 'Harbor Point 12',
      TransferGoods: [{ Name: 'Bottled Water', Qty: 1, CostPerGood: 0.42 }],
    });
    expect((await a.http.get(`/api/v1/transfers/${id}/isWastage/false`).set(admin)).status).toBe(404);
    expect((await a.http.get('/api/v1/transfers/not-a-guid/isWastage/true').set(admin)).status).toBe(400);
    expect((await a.http.get('/api/v1/transfers/types').set(viewer)).body).toHaveLength(7);
  });

  it('a venue or sales location where stock has moved cannot be deleted, only archived', async () => {
    const clientId = (await a.http.post('/api/v1/clients').set(admin).send({ Name: 'Stocked Client', ClientTypeId: 1 })).body.Id;
    const taxRateId = (await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'taxRates').executeTakeFirstOrThrow()).Id;
    const venue = (await a.http.post(`/api/v1/clients/${clientId}/venues`).set(admin).send({ Name: 'Stocked Hall', TaxRateId: taxRateId })).body;
    const theatre = (await a.http.post(`/api/v1/clients/${clientId}/venues/${venue.Id}/theatres`).set(admin).send({ Name: 'Stocked Stage' })).body;
    const stand = (
      await a.http.post(`/api/v1/clients/${clientId}/venues/${venue.Id}/theatres/${theatre.Id}/salesLocations`).set(admin).send({ Name: 'Stocked Stand' })
    ).body;
    await push('initializingTransfer', {
      GuidId: randomUUID(),
      ToInventoryLocationId: stand.InventoryLocationId,
      TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 1 }],
    });
    const refused = await a.http.delete(`/api/v1/salesLocations/${stand.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe('This sales location has stations or stock movements and cannot be deleted; archive it instead.');
    expect((await a.http.put('/api/v1/salesLocations/archive').set(admin).send({ Id: stand.Id })).status).toBe(200);
  });
});
