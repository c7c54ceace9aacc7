import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * Every catalogue call, table-driven: the claim it needs (403 for a ReadOnly or no-claim user),
 * 400 for a body that breaks its schema, and 409 for a stale Version where the call takes one.
 * The areas' own specs cover the successes and the rules.
 */
describe('catalogue calls: access, validation and concurrency', () => {
  let a: TestApp;
  const auth: Record<'admin' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  let ids: { good: number; kit: number; menu: number; vendor: number };

  beforeAll(async () => {
    a = await createTestApp();
    for (const u of ['admin', 'viewer', 'nobody'] as const) auth[u] = { Authorization: `Bearer ${(await a.signIn(u)).token}` };
    const one = async (table: 'app.goods' | 'app.kits' | 'app.vendors') =>
      (await a.t.db.selectFrom(table).select('Id').orderBy('Id').executeTakeFirstOrThrow()).Id;
    ids = { good: await one('app.goods'), kit: await one('app.kits'), menu: 2, vendor: await one('app.vendors') };
  });
  afterAll(() => a.close());

  type Method = 'get' | 'post' | 'put' | 'delete';
  const call = (method: Method, path: string, who: keyof typeof auth, body?: unknown) => {
    const req = a.http[method](`/api/v1/${path}`).set(auth[who]);
    return body === undefined ? req : req.send(body as object);
  };

  const reads: [Method, (i: typeof ids) => string, unknown?][] = [
    ['get', () => 'goods/_search'],
    ['get', (i) => `goods/${i.good}`],
    ['get', () => 'goods/getStandardCosts'],
    ['get', (i) => `goods/${i.good}/vendors/_search`],
    ['get', () => 'kits/_search'],
    ['get', (i) => `kits/${i.kit}`],
    ['get', (i) => `kits/${i.kit}/menus`],
    ['get', () => 'menus/_search'],
    ['get', (i) => `menus/${i.menu}`],
    ['post', () => 'vendors/_search', {}],
    ['get', (i) => `vendors/${i.vendor}`],
  ];
  it.each(reads.map(([m, p, b]) => ({ m, p, b, name: `${m.toUpperCase()} ${p({ good: '{id}', kit: '{kitId}', menu: '{id}', vendor: '{id}' } as never)}` })))(
    'reading $name: ReadOnly may, no claim is 403',
    async ({ m, p, b }) => {
      expect((await call(m, p(ids), 'viewer', b)).status).toBe(200);
      expect((await call(m, p(ids), 'nobody', b)).status).toBe(403);
    },
  );

  // Each write with a body its schema refuses (400 for FullAccess, 403 for ReadOnly before any validation).
  const writes: [Method, (i: typeof ids) => string, unknown][] = [
    ['post', () => 'goods', [{ Name: '' }]],
    ['put', () => 'goods', [{ Id: 1 }]],
    ['put', () => 'goods/updateStandardCosts', [{ GoodId: 1, Cost: 'cheap' }]],
    ['post', () => 'kits', { Name: '' }],
    ['put', () => 'kits', { Id: 1 }],
    ['put', () => 'kits/multi', { Kits: [] }],
    ['post', () => 'menus', { Name: '' }],
    ['put', () => 'menus', { Id: 2, Name: '' }],
    ['post', () => 'menus/copy', { menuId: 2, name: '' }],
    ['put', (i) => `menus/${i.menu}/kits/${i.kit}/price`, { Price: 'free' }],
    ['post', () => 'vendors', { Name: '' }],
    ['put', (i) => `vendors/${i.vendor}`, { Name: '' }],
    ['put', (i) => `vendors/${i.vendor}/phones`, { VendorPhones: [{ Phone: '' }], Version: 1 }],
    ['put', (i) => `vendors/${i.vendor}/address`, { Address: { Zip: '12345678901' }, Version: 1 }],
    ['put', (i) => `vendors/${i.vendor}/goods`, { VendorGoods: [{ goodId: 'x' }], Version: 1 }],
  ];
  it.each(writes.map(([m, p, b]) => ({ m, p, b, name: `${m.toUpperCase()} ${p({ good: '{id}', kit: '{kitId}', menu: '{id}', vendor: '{id}' } as never)}` })))(
    'writing $name: ReadOnly is 403, a bad body is 400 with ModelState',
    async ({ m, p, b }) => {
      expect((await call(m, p(ids), 'viewer', b)).status).toBe(403);
      const bad = await call(m, p(ids), 'admin', b);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.ModelState ?? {}).length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['DELETE goods/{id}', (i: typeof ids) => `goods/${i.good}`],
    ['DELETE kits/{id}', (i: typeof ids) => `kits/${i.kit}`],
    ['DELETE menus/{id}', (i: typeof ids) => `menus/${i.menu}`],
  ])('%s needs FullAccess', async (_name, p) => {
    expect((await call('delete', p(ids), 'viewer')).status).toBe(403);
  });

  it('every Versioned vendor write answers 409 with the current copy when stale', async () => {
    const v = (await call('post', 'vendors', 'admin', { Name: 'Stale Co' })).body;
    await call('put', `vendors/${v.Id}`, 'admin', { Name: 'Fresh Co', Version: v.Version });
    for (const [path, body] of [
      [`vendors/${v.Id}`, { Name: 'Stale again' }],
      [`vendors/${v.Id}/phones`, { VendorPhones: [] }],
      [`vendors/${v.Id}/address`, { Address: {} }],
      [`vendors/${v.Id}/goods`, { VendorGoods: [] }],
    ] as const) {
      const res = await call('put', path, 'admin', { ...body, Version: v.Version });
      expect(res.status).toBe(409);
      expect(res.body.Current).toMatchObject({ Id: v.Id, Name: 'Fresh Co', Version: v.Version + 1 });
    }
  });
});
