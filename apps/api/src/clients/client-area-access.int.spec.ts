import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/**
 * Every client-area call, table-driven: reads need the area's ReadOnly (403 without a claim),
 * writes its FullAccess (403 for ReadOnly), a body that breaks the schema is 400 with ModelState,
 * and an unknown id is 404. The areas' own specs cover successes, 409s and the rules.
 */
describe('client area calls: access, validation and unknown ids', () => {
  let a: TestApp;
  const auth = {} as Record<'admin' | 'viewer' | 'nobody', { Authorization: string }>;
  let p: { c: number; v: number; t: number; s: number; st: number; coupon: number };

  beforeAll(async () => {
    a = await createTestApp();
    for (const u of ['admin', 'viewer', 'nobody'] as const) auth[u] = { Authorization: `Bearer ${(await a.signIn(u)).token}` };
    const row = await a.t.db
      .selectFrom('app.stations as st')
      .innerJoin('app.sales_locations as s', 's.Id', 'st.SalesLocationId')
      .innerJoin('app.theatres as t', 't.Id', 's.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select(['v.ClientId as c', 'v.Id as v', 't.Id as t', 's.Id as s', 'st.Id as st'])
      .orderBy('st.Id')
      .executeTakeFirstOrThrow();
    const coupon = await a.http.post('/api/v1/coupons').set(auth.admin).send({ VenueId: row.v, Name: 'Access Coupon' });
    p = { ...row, coupon: coupon.body.Coupon.Id };
  });
  afterAll(() => a.close());

  type Method = 'get' | 'post' | 'put' | 'delete';
  type Ids = typeof p;
  const call = (method: Method, path: string, who: keyof typeof auth, body?: unknown) => {
    const req = a.http[method](`/api/v1/${path}`).set(auth[who]);
    return body === undefined ? req : req.send(body as object);
  };
  const named = (f: (i: Ids) => string) =>
    f({ c: '{clientId}', v: '{venueId}', t: '{theatreId}', s: '{salesLocationId}', st: '{stationId}', coupon: '{id}' } as never);
  const venue = (i: Ids) => `clients/${i.c}/venues`;
  const theatre = (i: Ids) => `${venue(i)}/${i.v}/theatres`;
  const location = (i: Ids) => `${theatre(i)}/${i.t}/salesLocations`;
  const station = (i: Ids) => `${location(i)}/${i.s}/stations`;

  const reads: [Method, (i: Ids) => string, unknown?][] = [
    ['get', () => 'clients/_search'],
    ['get', (i) => `clients/${i.c}`],
    ['get', (i) => `clients/${i.c}/tree`],
    ['get', (i) => `clients/${i.c}/notes/_search`],
    ['get', (i) => `clients/${i.c}/documents/_search`],
    ['get', (i) => `${venue(i)}/_search`],
    ['get', (i) => `${venue(i)}/${i.v}`],
    ['get', () => 'clients/venues/search'],
    ['get', () => 'clients/venues/theatres/search'],
    ['get', () => 'clients/venues/managers'],
    ['get', (i) => `${theatre(i)}/_search`],
    ['get', (i) => `${theatre(i)}/${i.t}`],
    ['get', () => 'theatres'],
    ['get', (i) => `${location(i)}/_search`],
    ['get', (i) => `salesLocations/${i.s}`],
    ['get', (i) => `salesLocations/${i.s}/_goods`],
    ['get', (i) => `salesLocations/${i.s}/barimages`],
    ['get', (i) => `${station(i)}/_search`],
    ['get', (i) => `stations/${i.st}`],
    ['get', (i) => `coupons/${i.v}/_search`],
    ['get', (i) => `coupons/${i.coupon}`],
  ];
  it.each(reads.map(([m, f]) => ({ m, f, name: `${m.toUpperCase()} ${named(f)}` })))('reading $name: ReadOnly may, no claim is 403', async ({ m, f }) => {
    expect((await call(m, f(p), 'viewer')).status).toBe(200);
    expect((await call(m, f(p), 'nobody')).status).toBe(403);
  });

  const writes: [Method, (i: Ids) => string, unknown][] = [
    ['post', () => 'clients', { Name: '' }],
    ['put', () => 'clients', { Id: 1, Name: '' }],
    ['put', () => 'clients/archive', { Id: 'x' }],
    ['put', () => 'clients/unarchive', {}],
    ['put', (i) => `clients/${i.c}/phones`, { ClientPhones: [{ Phone: '' }], Version: 1 }],
    ['put', (i) => `clients/${i.c}/address`, { Address: { Zip: '12345678901' }, Version: 1 }],
    ['post', (i) => `clients/${i.c}/notes`, { Title: '' }],
    ['put', (i) => `clients/${i.c}/notes`, { Id: 1, Title: '' }],
    ['post', (i) => venue(i), { Name: 'No tax' }],
    ['put', (i) => venue(i), { Id: 1, Name: '' }],
    ['put', (i) => `${venue(i)}/archive`, {}],
    ['put', (i) => `${venue(i)}/activate`, {}],
    ['put', (i) => `venues/${i.v}/phones`, { VenuePhones: 'x', Version: 1 }],
    ['put', (i) => `venues/${i.v}/backups`, { Backups: [{ UserId: 0 }], Version: 1 }],
    ['post', (i) => theatre(i), { Name: '' }],
    ['put', (i) => theatre(i), { Id: 1, Name: '' }],
    ['put', () => 'theatres/archive', {}],
    ['put', () => 'theatres/activate', {}],
    ['post', (i) => location(i), { Name: '' }],
    ['put', (i) => location(i), { Id: 1, Name: '', StartingBank: 'lots' }],
    ['put', (i) => `salesLocations/${i.s}/parValues`, { ParValues: [], Version: 1 }],
    ['put', () => 'salesLocations/archive', {}],
    ['put', () => 'salesLocations/activate', {}],
    ['post', (i) => station(i), { Name: '' }],
    ['put', (i) => station(i), { Id: 1, Name: '' }],
    ['put', () => 'stations/archive', {}],
    ['put', () => 'stations/activate', {}],
    ['post', () => 'coupons', { Name: '' }],
    ['put', (i) => `coupons/${i.coupon}`, { Name: '', DollarValue: '-1' }],
  ];
  it.each(writes.map(([m, f, b]) => ({ m, f, b, name: `${m.toUpperCase()} ${named(f)}` })))(
    'writing $name: ReadOnly is 403, a bad body is 400 with ModelState',
    async ({ m, f, b }) => {
      expect((await call(m, f(p), 'viewer', b)).status).toBe(403);
      const bad = await call(m, f(p), 'admin', b);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.ModelState ?? {}).length).toBeGreaterThan(0);
    },
  );

  const deletes: ((i: Ids) => string)[] = [
    (i) => `clients/${i.c}`,
    (i) => `venues/${i.v}`,
    (i) => `theatres/${i.t}`,
    (i) => `salesLocations/${i.s}`,
    (i) => `stations/${i.st}`,
    (i) => `coupons/${i.coupon}`,
    () => 'notes/1',
    (i) => `clients/${i.c}/documents/1`,
    (i) => `salesLocations/${i.s}/barimages/1`,
  ];
  it.each(deletes.map((f) => ({ f, name: `DELETE ${named(f)}` })))('$name needs FullAccess', async ({ f }) => {
    expect((await call('delete', f(p), 'viewer')).status).toBe(403);
  });

  const unknown: [Method, string, unknown?][] = [
    ['get', 'clients/999999'],
    ['get', 'clients/999999/tree'],
    ['get', 'clients/999999/venues/1'],
    ['get', 'salesLocations/999999'],
    ['get', 'stations/999999'],
    ['get', 'coupons/999999'],
    ['put', 'clients/archive', { Id: 999999 }],
    ['put', 'theatres/archive', { Id: 999999 }],
    ['put', 'salesLocations/activate', { Id: 999999 }],
    ['put', 'stations/archive', { Id: 999999 }],
    ['put', 'venues/999999/phones', { VenuePhones: [], Version: 1 }],
    ['delete', 'stations/999999'],
    ['delete', 'coupons/999999'],
  ];
  it.each(unknown.map(([m, path, b]) => ({ m, path, b, name: `${m.toUpperCase()} ${path}` })))('$name is 404', async ({ m, path, b }) => {
    expect((await call(m, path, 'admin', b)).status).toBe(404);
  });
});
