import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('kits', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let good: Record<string, number>;
  let category: Record<string, number>;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    const goods = await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute();
    good = Object.fromEntries(goods.map((g) => [g.Name, g.Id]));
    const cats = (await a.http.get('/api/v1/kits/categories').set(viewer)).body as { Id: number; Name: string }[];
    category = Object.fromEntries(cats.map((c) => [c.Name, c.Id]));
  });
  afterAll(() => a.close());

  it('offers only goods that are non-alcohol or untracked', async () => {
    const names = (await a.http.get('/api/v1/kits/goods').set(viewer)).body.map((g: { Name: string }) => g.Name);
    expect(names).toContain('Chocolate Bar');
    expect(names).not.toContain('Lager Keg (oz)');
    expect(names).not.toContain('House Red Wine (bottle)');
  });

  it('creates a kit from two goods with its total, hand-computed', async () => {
    const res = await a.http
      .post('/api/v1/kits')
      .set(admin)
      .send({
        Name: 'Movie Night',
        Description: 'Two bars and a water',
        DefaultPrice: '12.00',
        KitGoods: [
          { GoodId: good['Chocolate Bar'], Quantity: '2', DefaultPrice: '4.50' },
          { GoodId: good['Bottled Water'], Quantity: 1, DefaultPrice: '3.75' },
        ],
        Categories: [category.Combos, category.Candy],
      });
    expect(res.status).toBe(201);
    // 2 × 4.50 + 1 × 3.75 = 12.75
    expect(res.body).toMatchObject({ Name: 'Movie Night', DefaultPrice: 12, GoodsTotal: 12.75, Archived: false, Version: 1 });
    expect(res.body.KitGoods.map((g: { Good: { Name: string } }) => g.Good.Name)).toEqual(['Bottled Water', 'Chocolate Bar']);
    expect(res.body.Categories.map((c: { Name: string }) => c.Name)).toEqual(['Candy', 'Combos']);
  });

  it('sums fractional quantities exactly: 3 × 1.10 + 0.3333 × 1.99 = 3.96', async () => {
    const res = await a.http
      .post('/api/v1/kits')
      .set(admin)
      .send({
        Name: 'Odd Lot',
        KitGoods: [
          { GoodId: good['Gummy Bears'], Quantity: '3', DefaultPrice: '1.10' },
          { GoodId: good['Bottled Water'], Quantity: '0.3333', DefaultPrice: '1.99' },
        ],
        Categories: [category.Candy],
      });
    // 3.30 + 0.663267 = 3.963267 → 3.96
    expect(res.body.GoodsTotal).toBe(3.96);
  });

  it.each([
    { title: 'no goods', patch: { KitGoods: [] }, field: 'KitGoods', message: 'Please select at least one good' },
    { title: 'no category', patch: { Categories: [] }, field: 'Categories', message: 'Please select at least one category' },
    { title: 'a zero quantity', patch: { KitGoods: [{ GoodId: 1, Quantity: '0' }] }, field: 'KitGoods.0.Quantity', message: 'Quantity must be above 0' },
  ])('refuses $title with 400', async ({ patch, field, message }) => {
    const res = await a.http
      .post('/api/v1/kits')
      .set(admin)
      .send({ Name: 'Bad', KitGoods: [{ GoodId: good['Chocolate Bar'], Quantity: '1' }], Categories: [category.Candy], ...patch });
    expect(res.status).toBe(400);
    expect(res.body.ModelState[field]).toEqual([message]);
  });

  it('refuses a tracked alcohol good in a kit', async () => {
    const res = await a.http
      .post('/api/v1/kits')
      .set(admin)
      .send({ Name: 'Beer Bucket', KitGoods: [{ GoodId: good['Lager Keg (oz)'], Quantity: '60' }], Categories: [category.Bar] });
    expect(res.status).toBe(400);
    expect(res.body.ModelState['KitGoods.0.GoodId']).toEqual(['A kit takes only active goods that are non-alcohol or untracked']);
  });

  it('saves on the Version (409 when stale), multi-edits several kits, and archives', async () => {
    const named = async (q: string) => (await a.http.get(`/api/v1/kits/_search?q=${encodeURIComponent(q)}`).set(admin)).body[0];
    const [night, odd] = [await named('Movie Night'), await named('Odd Lot')];
    const body = {
      ...night,
      KitGoods: night.KitGoods.map((g: { GoodId: number; Quantity: string; DefaultPrice: string }) => ({
        GoodId: g.GoodId,
        Quantity: g.Quantity,
        DefaultPrice: g.DefaultPrice,
      })),
      Categories: [category.Combos],
    };
    const saved = await a.http.put('/api/v1/kits').set(admin).send(body);
    expect(saved.status).toBe(200);
    expect(saved.body.Categories.map((c: { Name: string }) => c.Name)).toEqual(['Combos']);
    expect((await a.http.put('/api/v1/kits').set(admin).send(body)).status).toBe(409);

    const multi = await a.http
      .put('/api/v1/kits/multi')
      .set(admin)
      .send({
        Kits: [
          { Id: night.Id, Version: saved.body.Version },
          { Id: odd.Id, Version: odd.Version },
        ],
        DefaultPrice: '9.99',
        AddCategories: [category.Popcorn],
      });
    expect(multi.status).toBe(200);
    expect(multi.body.map((k: { DefaultPrice: number }) => k.DefaultPrice)).toEqual([9.99, 9.99]);
    expect(multi.body.every((k: { Categories: { Name: string }[] }) => k.Categories.some((c) => c.Name === 'Popcorn'))).toBe(true);
    const stale = await a.http
      .put('/api/v1/kits/multi')
      .set(admin)
      .send({ Kits: [{ Id: night.Id, Version: 1 }], DefaultPrice: '1.00' });
    expect(stale.status).toBe(409);

    const archived = await a.http.delete(`/api/v1/kits/${odd.Id}`).set(admin);
    expect(archived.body).toMatchObject({ Message: 'Kit Archived', Kit: { Archived: true } });
    // The demo operator's 7 kits, the active one made here, and with inactive ones the archived one too.
    expect((await a.http.get('/api/v1/kits/_search').set(admin)).headers['x-list-count']).toBe('8');
    expect((await a.http.get('/api/v1/kits/_search?includeInactive=true').set(admin)).headers['x-list-count']).toBe('9');
    expect((await a.http.get(`/api/v1/kits/${night.Id}/menus`).set(viewer)).body).toEqual([]);
  });

  it('needs Kits FullAccess to write and ReadOnly to read', async () => {
    expect((await a.http.post('/api/v1/kits').set(viewer).send({})).status).toBe(403);
    expect((await a.http.put('/api/v1/kits/multi').set(viewer).send({})).status).toBe(403);
    const nobody = bearer((await a.signIn('nobody')).token);
    expect((await a.http.get('/api/v1/kits/_search').set(nobody)).status).toBe(403);
    expect((await a.http.get('/api/v1/kits/999999').set(viewer)).status).toBe(404);
  });
});
