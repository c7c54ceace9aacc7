import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('menus', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let kits: number[];
  let cat: Record<string, number>;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    cat = Object.fromEntries(((await a.http.get('/api/v1/kits/categories').set(viewer)).body as { Id: number; Name: string }[]).map((c) => [c.Name, c.Id]));
    const goods = await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute();
    const g = Object.fromEntries(goods.map((x) => [x.Name, x.Id]));
    kits = [];
    for (const name of ['Popcorn Combo', 'Candy Pack']) {
      const res = await a.http
        .post('/api/v1/kits')
        .set(admin)
        .send({ Name: name, KitGoods: [{ GoodId: g['Chocolate Bar'], Quantity: '1', DefaultPrice: '4.50' }], Categories: [cat.Combos] });
      kits.push(res.body.Id);
    }
  });
  afterAll(() => a.close());

  const grid = () => ({
    Name: 'Lobby Menu',
    MenuKits: [
      { KitId: kits[0], Price: '9.50' },
      { KitId: kits[1], Price: '5.25' },
    ],
    MenuCategories: [
      { CategoryId: cat.Combos, Color: 'ff0000', Rank: 0 },
      { CategoryId: cat.Candy, Rank: 1 },
    ],
    MenuKitAssociations: [
      { KitId: kits[0], CategoryId: cat.Combos, GridRow: 0, GridCol: 0, IsDouble: true, Color: '00ff00' },
      { KitId: kits[1], CategoryId: cat.Combos, GridRow: 0, GridCol: 2 },
      { KitId: kits[1], CategoryId: cat.Candy, GridRow: 0, GridCol: 0 },
    ],
  });

  it('keeps the menu named Default with id 2, which cannot be deleted', async () => {
    expect((await a.http.get('/api/v1/menus/2').set(viewer)).body).toMatchObject({ Id: 2, Name: 'Default' });
    expect((await a.http.delete('/api/v1/menus/2').set(admin)).status).toBe(400);
  });

  it('saves a grid with a double-width item, reloads it the same, and copies it', async () => {
    const created = await a.http.post('/api/v1/menus').set(admin).send(grid());
    expect(created.status).toBe(201);
    const menu = (await a.http.get(`/api/v1/menus/${created.body.Id}`).set(viewer)).body;
    expect(menu.MenuCategories).toEqual([
      { CategoryId: cat.Combos, Name: 'Combos', Color: 'FF0000', Rank: 0, Archived: false },
      { CategoryId: cat.Candy, Name: 'Candy', Color: 'D0D2D3', Rank: 1, Archived: false },
    ]);
    const cells = menu.MenuKitAssociations.map((c: Record<string, unknown>) => [c.KitId, c.CategoryId, c.GridRow, c.GridCol, c.IsDouble, c.Color]);
    expect(cells).toEqual(
      expect.arrayContaining([
        [kits[0], cat.Combos, 0, 0, true, '00FF00'],
        [kits[1], cat.Combos, 0, 2, false, 'D0D2D3'],
        [kits[1], cat.Candy, 0, 0, false, 'D0D2D3'],
      ]),
    );
    const copy = await a.http.post('/api/v1/menus/copy').set(admin).send({ menuId: menu.Id, name: 'Lobby Menu (copy)' });
    expect(copy.status).toBe(201);
    expect(copy.body.MenuKitAssociations).toHaveLength(3);
    expect(copy.body.MenuKits.map((k: { Price: number }) => k.Price).sort()).toEqual([5.25, 9.5]);
  });

  it.each([
    {
      title: 'two items in one cell',
      patch: { MenuKitAssociations: [{ KitId: 0, CategoryId: 0, GridRow: 0, GridCol: 1 }] },
      message: 'Two items share a cell',
    },
    {
      title: 'a double item in the last column',
      patch: { MenuKitAssociations: [{ KitId: 0, CategoryId: 0, GridRow: 1, GridCol: 3, IsDouble: true }] },
      message: 'A double-width item needs two cells in its row',
    },
  ])('refuses $title with 400', async ({ patch, message }) => {
    const body = grid();
    const extra = { ...patch.MenuKitAssociations[0], KitId: kits[1], CategoryId: cat.Combos };
    const res = await a.http
      .post('/api/v1/menus')
      .set(admin)
      .send({ ...body, MenuKitAssociations: [...body.MenuKitAssociations, extra] });
    expect(res.status).toBe(400);
    expect(Object.values(res.body.ModelState).flat()).toContain(message);
  });

  it('sets a kit price in one menu or, once confirmed, in every menu that has the kit', async () => {
    const [lobby, copy] = (await a.http.get('/api/v1/menus/_search?q=lobby').set(admin)).body;
    const one = await a.http.put(`/api/v1/menus/${lobby.Id}/kits/${kits[0]}/price`).set(admin).send({ Price: '10.00' });
    expect(one.body).toMatchObject({ Message: 'Updated Successfully', Menus: [lobby.Id] });
    expect((await a.http.get(`/api/v1/kits/${kits[0]}/menus`).set(admin)).body.map((m: { Price: number }) => m.Price).sort()).toEqual([10, 9.5]);
    const all = await a.http.put(`/api/v1/menus/${copy.Id}/kits/${kits[0]}/price`).set(admin).send({ Price: '11.00', OverwriteAllMenus: true });
    expect(all.body.Menus.sort()).toEqual([lobby.Id, copy.Id].sort());
    expect((await a.http.get(`/api/v1/kits/${kits[0]}/menus`).set(admin)).body.map((m: { Price: number }) => m.Price)).toEqual([11, 11]);
  });

  it('saves on the Version (409 when stale), deletes, and needs Menus FullAccess to write', async () => {
    const [lobby] = (await a.http.get('/api/v1/menus/_search?q=lobby').set(admin)).body;
    const menu = (await a.http.get(`/api/v1/menus/${lobby.Id}`).set(admin)).body;
    const body = { ...grid(), Id: menu.Id, Name: 'Lobby', Version: menu.Version };
    expect((await a.http.put('/api/v1/menus').set(admin).send(body)).status).toBe(200);
    const stale = await a.http.put('/api/v1/menus').set(admin).send(body);
    expect(stale.status).toBe(409);
    expect(stale.body.Current.Name).toBe('Lobby');
    expect((await a.http.post('/api/v1/menus').set(viewer).send(grid())).status).toBe(403);
    const del = await a.http.delete(`/api/v1/menus/${menu.Id}`).set(admin);
    expect(del.body).toEqual({ Message: 'Menu Deleted' });
    const nobody = bearer((await a.signIn('nobody')).token);
    expect((await a.http.get('/api/v1/menus/_search').set(nobody)).status).toBe(403);
  });
});
