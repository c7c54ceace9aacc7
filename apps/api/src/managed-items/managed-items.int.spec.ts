import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('managed item lists', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  beforeAll(async () => {
    a = await createTestApp();
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    viewer = { Authorization: `Bearer ${(await a.signIn('viewer')).token}` };
  });
  afterAll(() => a.close());

  it('offers the twelve lists, readable by anyone signed in', async () => {
    const lists = await a.http.get('/api/v1/managedItems').set(viewer);
    expect(lists.body).toEqual([
      'wastes',
      'refunds',
      'comps',
      'payouts',
      'pettyCashReasons',
      'showTypes',
      'weatherTypes',
      'kitCategories',
      'revenueAccounts',
      'cogsAccounts',
      'inventoryAccounts',
      'taxRates',
    ]);
    const wastes = await a.http.get('/api/v1/managedItems/wastes').set(viewer);
    expect(wastes.body.map((w: { Name: string }) => w.Name)).toEqual(['Expired', 'Spilled', 'Damaged']);
    expect(wastes.body[0]).toMatchObject({ StatusId: 1, ExportAccountId: expect.any(Number) });
    expect((await a.http.get('/api/v1/managedItems/nonsense').set(viewer)).status).toBe(404);
  });

  it('saves the list as edited: blank names dropped, order kept, new rows added, removed rows deleted', async () => {
    const before = (await a.http.get('/api/v1/managedItems/weatherTypes').set(admin)).body;
    const [clear, rain, , heat] = before;
    const res = await a.http
      .put('/api/v1/managedItems/weatherTypes')
      .set(admin)
      .send([{ ...heat }, { Name: '  ' }, { ...clear, Name: 'Sunny' }, { Name: 'Fog' }, rain]);
    expect(res.status).toBe(200);
    expect(res.body.map((w: { Name: string }) => w.Name)).toEqual(['Heat', 'Sunny', 'Fog', 'Rain']);
    expect(res.body[1].Version).toBe(clear.Version + 1);
    expect(res.body[0].Version).toBe(heat.Version);
    const stale = await a.http
      .put('/api/v1/managedItems/weatherTypes')
      .set(admin)
      .send([{ ...clear, Name: 'Late' }]);
    expect(stale.status).toBe(409);
  });

  it('keeps tax rates as decimals and checks the rate', async () => {
    const rates = (await a.http.get('/api/v1/managedItems/taxRates').set(admin)).body;
    expect(rates.map((r: { Rate: number }) => r.Rate)).toEqual([6, 8.875]);
    const bad = await a.http
      .put('/api/v1/managedItems/taxRates')
      .set(admin)
      .send([...rates, { Name: 'Odd', Rate: '1.23456' }]);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.ModelState)).toEqual(['2.Rate']);
  });

  it("refuses to remove an item still in use with the spec's message and changes nothing", async () => {
    const rates = (await a.http.get('/api/v1/managedItems/taxRates').set(admin)).body;
    const res = await a.http.put('/api/v1/managedItems/taxRates').set(admin).send([rates[1]]);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Tax Rates Update Failed. Make sure any removed tax rates are not being used.');
    expect((await a.http.get('/api/v1/managedItems/taxRates').set(admin)).body).toEqual(rates);
  });

  it('refuses an empty batch instead of removing the whole list', async () => {
    const before = (await a.http.get('/api/v1/managedItems/wastes').set(admin)).body;
    for (const body of [[], [{ Name: ' ' }]]) {
      const res = await a.http.put('/api/v1/managedItems/wastes').set(admin).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        Message: 'Wastes Update Failed. The list sent is empty: a save sends the whole list as edited, and would remove every one of the wastes.',
      });
    }
    expect((await a.http.get('/api/v1/managedItems/wastes').set(admin)).body).toEqual(before);
  });

  it('keeps a waste reason past wastage names: a batch leaving it out is refused naming it, and changes nothing', async () => {
    const harbor = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select('l.Id')
      .where('v.Name', '=', 'Harbor Point 12')
      .where('l.Kind', '=', 'venue')
      .executeTakeFirstOrThrow();
    const water = await a.t.db.selectFrom('app.goods').select('Id').where('Name', '=', 'Bottled Water').executeTakeFirstOrThrow();
    const wastes = (await a.http.get('/api/v1/managedItems/wastes').set(admin)).body as { Id: number; Name: string }[];
    const spilled = wastes.find((w) => w.Name === 'Spilled')!;
    const push = (path: string, body: object) =>
      a.http
        .post(`/api/v1/inventoryEventPush/${path}`)
        .set(admin)
        .send({ GuidId: randomUUID(), ...body });
    await push('initializingTransfer', { ToInventoryLocationId: harbor.Id, TransferGoods: [{ GoodId: water.Id, Qty: 5 }] }).expect(200);
    await push('wastageGoods', { InventoryLocationId: harbor.Id, WastageId: spilled.Id, Goods: [{ GoodId: water.Id, Qty: 1 }] }).expect(200);

    const res = await a.http
      .put('/api/v1/managedItems/wastes')
      .set(admin)
      .send(wastes.filter((w) => w.Id !== spilled.Id));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      Message: 'Wastes Update Failed. Make sure any removed wastes are not being used. Still in use on the ledger: Spilled (wastage).',
    });
    expect((await a.http.get('/api/v1/managedItems/wastes').set(admin)).body).toEqual(wastes);
    // Renaming it is a save like any other (the wastage keeps naming the same row).
    const renamed = await a.http
      .put('/api/v1/managedItems/wastes')
      .set(admin)
      .send(wastes.map((w) => (w.Id === spilled.Id ? { ...w, Name: 'Spilled on the floor' } : w)));
    expect(renamed.status).toBe(200);
  });

  it('needs Items FullAccess to save', async () => {
    expect((await a.http.put('/api/v1/managedItems/showTypes').set(viewer).send([])).status).toBe(403);
  });
});
