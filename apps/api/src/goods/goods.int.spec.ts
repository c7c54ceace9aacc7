import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('goods and standard costs', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let refs: { CategoryId: number; TypeId: number; RevenueTypeId: number; CogsTypeId: number; InventoryAccountTypeId: number };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    const cat = (await a.http.get('/api/v1/goods/categories').set(viewer)).body.find((c: { Name: string }) => c.Name === 'Candy & Confections');
    const type = (await a.http.get('/api/v1/goods/goodTypes').set(viewer)).body.find((t: { Name: string }) => t.Name === 'Food Item');
    const first = async (list: string) => (await a.http.get(`/api/v1/managedItems/${list}`).set(viewer)).body[0].Id as number;
    refs = {
      CategoryId: cat.Id,
      TypeId: type.Id,
      RevenueTypeId: await first('revenueAccounts'),
      CogsTypeId: await first('cogsAccounts'),
      InventoryAccountTypeId: await first('inventoryAccounts'),
    };
  });
  afterAll(() => a.close());

  it('lists goods 12 a page with search, category filter and inactive ones on request', async () => {
    const page = await a.http.get('/api/v1/goods/_search?q=*&skip=0&take=12').set(viewer);
    expect(page.status).toBe(200);
    expect(page.headers['x-list-count']).toBe('11');
    expect(page.body[0]).toMatchObject({ Name: 'Bottled Water', InventoryCategory: { Name: 'Soft Drinks' }, StandardCost: 0.42, DefaultPrice: 3.75 });
    const candy = await a.http.get(`/api/v1/goods/_search?categoryId=${refs.CategoryId}`).set(viewer);
    expect(candy.body.map((g: { Name: string }) => g.Name)).toEqual(['Chocolate Bar', 'Gummy Bears']);
    const wine = await a.http.get('/api/v1/goods/_search?q=wine').set(viewer);
    expect(wine.body[0]).toMatchObject({ Alcohol: true, Volume: 25.36 });
  });

  it('creates goods as an array with the add defaults, removing the volume of a non-alcohol good', async () => {
    const res = await a.http
      .post('/api/v1/goods')
      .set(admin)
      .send([
        { Name: 'Licorice Rope', ...refs, Volume: '3.5', DefaultPrice: 2.5, StandardCost: '0.6125' },
        { Name: 'Sour Worms', ...refs, Alcohol: false },
      ]);
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      Name: 'Licorice Rope',
      Tracked: true,
      Alcohol: false,
      Taxable: true,
      ShowOnIgl: false,
      Volume: null,
      DefaultPrice: 2.5,
      StandardCost: 0.6125,
      Version: 1,
    });
    expect(res.body[1].StandardCost).toBeNull();
  });

  it.each([
    {
      title: 'no category, type or accounts',
      body: [{ Name: 'Bare' }],
      fields: ['0.CategoryId', '0.TypeId', '0.RevenueTypeId', '0.CogsTypeId', '0.InventoryAccountTypeId'],
    },
    { title: 'an alcohol good without a volume', body: [{ Name: 'Cider', Alcohol: true }], fields: ['0.Volume'] },
    { title: 'a negative price', body: [{ Name: 'Odd', DefaultPrice: '-1' }], fields: ['0.DefaultPrice'] },
    { title: 'an empty array', body: [], fields: ['$'] },
  ])('refuses $title with 400', async ({ body, fields }) => {
    const res = await a.http
      .post('/api/v1/goods')
      .set(admin)
      .send(body.map((b) => ('CategoryId' in b || b.Name === 'Bare' ? b : { ...refs, ...b })));
    expect(res.status).toBe(400);
    for (const f of fields) expect(Object.keys(res.body.ModelState)).toContain(f);
  });

  it('refuses accounts from the wrong list', async () => {
    const res = await a.http
      .post('/api/v1/goods')
      .set(admin)
      .send([{ Name: 'Mixed', ...refs, RevenueTypeId: refs.CogsTypeId }]);
    expect(res.status).toBe(400);
    expect(res.body.ModelState['0.RevenueTypeId']).toEqual(['Not a revenue account']);
  });

  it('updates on the Version, with 409 and the current copies when stale, and archives on DELETE', async () => {
    const [rope] = (await a.http.get('/api/v1/goods/_search?q=licorice').set(admin)).body;
    const saved = await a.http
      .put('/api/v1/goods')
      .set(admin)
      .send([{ ...rope, DefaultPrice: '2.75' }]);
    expect(saved.status).toBe(200);
    expect(saved.body[0]).toMatchObject({ DefaultPrice: 2.75, Version: 2 });
    const stale = await a.http
      .put('/api/v1/goods')
      .set(admin)
      .send([{ ...rope, DefaultPrice: '3.00' }]);
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toEqual([expect.objectContaining({ Id: rope.Id, DefaultPrice: 2.75 })]);
    const archived = await a.http.delete(`/api/v1/goods/${rope.Id}`).set(admin);
    expect(archived.body).toMatchObject({ Message: 'Good Archived', Good: { Archived: true } });
    expect((await a.http.get('/api/v1/goods/_search?q=licorice').set(admin)).body).toEqual([]);
    expect((await a.http.get('/api/v1/goods/_search?q=licorice&includeInactive=true').set(admin)).body).toHaveLength(1);
  });

  it('keeps every standard cost with its date, and values at the cost in force', async () => {
    const page = await a.http.get('/api/v1/goods/getStandardCosts?q=chocolate&skip=0&take=12').set(viewer);
    expect(page.body).toEqual([{ GoodId: expect.any(Number), Name: 'Chocolate Bar', Cost: 1.1, EffectiveFrom: '2026-01-01T00:00:00Z' }]);
    const goodId = page.body[0].GoodId;
    const res = await a.http
      .put('/api/v1/goods/updateStandardCosts')
      .set(admin)
      .send([{ GoodId: goodId, Cost: '1.2345' }]);
    expect(res.body).toEqual({ Message: 'Standard Costs for this page were successfully saved', Changed: [goodId] });
    const again = await a.http
      .put('/api/v1/goods/updateStandardCosts')
      .set(admin)
      .send([{ GoodId: goodId, Cost: 1.2345 }]);
    expect(again.body.Changed).toEqual([]);
    const history = await a.t.db.selectFrom('app.good_costs').select(['Cost', 'EffectiveFrom']).where('GoodId', '=', goodId).orderBy('EffectiveFrom').execute();
    expect(history.map((h) => h.Cost)).toEqual(['1.1000', '1.2345']);
    expect((await a.http.get(`/api/v1/goods/${goodId}`).set(viewer)).body.StandardCost).toBe(1.2345);
    expect(
      (
        await a.http
          .put('/api/v1/goods/updateStandardCosts')
          .set(admin)
          .send([{ GoodId: 999999, Cost: '1' }])
      ).status,
    ).toBe(400);
  });

  it('offers tracked goods, venues and their sales locations to the pickers', async () => {
    const tracked = (await a.http.get('/api/v1/goods/tracked').set(viewer)).body;
    expect(tracked.length).toBeGreaterThanOrEqual(11);
    const venues = (await a.http.get('/api/v1/goods/dropDown/venuesWithSalesLocations').set(viewer)).body;
    expect(venues).toHaveLength(4);
    expect(venues.flatMap((v: { SalesLocations: unknown[] }) => v.SalesLocations)).toHaveLength(12);
    const first = venues.find((v: { Name: string }) => v.Name === 'Harbor Point 12');
    const locations = (await a.http.get(`/api/v1/goods/_simpleSalesLocations/${first.Id}`).set(viewer)).body;
    expect(locations).toEqual(first.SalesLocations);
    expect((await a.http.get('/api/v1/goods/_simpleVenues').set(viewer)).body).toHaveLength(4);
  });

  it('needs Goods FullAccess to write and ReadOnly to read', async () => {
    expect(
      (
        await a.http
          .post('/api/v1/goods')
          .set(viewer)
          .send([{ Name: 'X', ...refs }])
      ).status,
    ).toBe(403);
    expect(
      (
        await a.http
          .put('/api/v1/goods/updateStandardCosts')
          .set(viewer)
          .send([{ GoodId: 1, Cost: '1' }])
      ).status,
    ).toBe(403);
    expect((await a.http.delete('/api/v1/goods/1').set(viewer)).status).toBe(403);
    const nobody = bearer((await a.signIn('nobody')).token);
    expect((await a.http.get('/api/v1/goods/_search').set(nobody)).status).toBe(403);
    expect((await a.http.get('/api/v1/goods/999999').set(viewer)).status).toBe(404);
  });
});
