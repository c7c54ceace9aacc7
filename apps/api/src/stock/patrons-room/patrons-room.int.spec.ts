import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

describe('patrons room revenue', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let viewer: { Authorization: string };
  let nobody: { Authorization: string };
  let room: number;
  let otherRoom: number;
  let venueLocation: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    [admin, manager, viewer, nobody] = await Promise.all(['admin', 'manager', 'viewer', 'nobody'].map(async (u) => bearer((await a.signIn(u)).token)));
    const location = async (venue: string, kind: 'patrons_room' | 'venue') =>
      (
        await a.t.db
          .selectFrom('app.inventory_locations as l')
          .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
          .select('l.Id')
          .where('v.Name', '=', venue)
          .where('l.Kind', '=', kind)
          .executeTakeFirstOrThrow()
      ).Id;
    room = await location('Harbor Point 12', 'patrons_room');
    otherRoom = await location('Elm Street 8', 'patrons_room');
    venueLocation = await location('Harbor Point 12', 'venue');
  });
  afterAll(() => a.close());

  const api = (path: string) => `/api/v1/patronsRoom${path}`;

  it('enters a month, reads it back by year, by month and by POST, changes it on its Version, and refuses a stale Version', async () => {
    const created = await a.http.post(api('/_revenue')).set(admin).send({ InventoryLocationId: room, Year: 2026, Month: 3, Revenue: '1250.5' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      Message: 'Revenue Updated Successfully',
      Revenue: { InventoryLocationId: room, Year: 2026, Month: 3, MonthName: 'March', Revenue: 1250.5, Version: 1 },
    });

    const year = await a.http.get(api(`/byYear/${room}/2026`)).set(viewer);
    expect(year.status).toBe(200);
    expect(year.body).toHaveLength(12);
    expect(year.body.map((m: { Month: number }) => m.Month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(year.body[0]).toMatchObject({ Month: 1, MonthName: 'January', Revenue: null, Version: null });
    expect(year.body[2]).toMatchObject({ Month: 3, MonthName: 'March', Revenue: 1250.5, Version: 1 });
    expect(year.body[11].MonthName).toBe('December');
    // Another room and another year are apart.
    expect((await a.http.get(api(`/byYear/${otherRoom}/2026`)).set(viewer)).body[2].Revenue).toBeNull();
    expect((await a.http.get(api(`/byYear/${room}/2025`)).set(viewer)).body[2].Revenue).toBeNull();

    const one = await a.http.get(api(`/revenue/${room}/2026/3`)).set(viewer);
    expect(one.body).toEqual(created.body.Revenue);
    const posted = await a.http.post(api('')).set(viewer).send({ Year: 2026, Month: 3, InvLocId: room });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual(created.body.Revenue);
    const empty = await a.http.post(api('')).set(viewer).send({ Year: 2026, Month: 4, InvLocId: room });
    expect(empty.body).toEqual({ InventoryLocationId: room, Year: 2026, Month: 4, MonthName: 'April', Revenue: null, Version: null });

    const updated = await a.http.put(api('/_revenue')).set(admin).send({ InventoryLocationId: room, Year: 2026, Month: 3, Revenue: '1300.25', Version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ Message: 'Revenue Updated Successfully', Revenue: { Revenue: 1300.25, Version: 2 } });

    const stale = await a.http.put(api('/_revenue')).set(admin).send({ InventoryLocationId: room, Year: 2026, Month: 3, Revenue: '9.99', Version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ Revenue: 1300.25, Version: 2 });
    expect((await a.http.get(api(`/revenue/${room}/2026/3`)).set(viewer)).body).toMatchObject({ Revenue: 1300.25, Version: 2 });
  });

  it('answers 409 with the current copy to a POST for a month already entered, and 404 to a PUT for one not entered', async () => {
    const body = { InventoryLocationId: room, Year: 2027, Month: 12, Revenue: 80 };
    expect((await a.http.post(api('/_revenue')).set(admin).send(body)).status).toBe(201);
    const duplicate = await a.http
      .post(api('/_revenue'))
      .set(admin)
      .send({ ...body, Revenue: '99' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.Current).toMatchObject({ Month: 12, MonthName: 'December', Revenue: 80, Version: 1 });
    const missing = await a.http
      .put(api('/_revenue'))
      .set(admin)
      .send({ ...body, Month: 11, Version: 1 });
    expect(missing.status).toBe(404);
  });

  const valid = { InventoryLocationId: 0, Year: 2026, Month: 5, Revenue: '10.00', Version: 1 };
  it.each([
    { title: 'Year 1990', body: { Year: 1990 }, field: 'Year' },
    { title: 'Month 13', body: { Month: 13 }, field: 'Month' },
    { title: 'Month 0', body: { Month: 0 }, field: 'Month' },
    { title: 'a negative revenue', body: { Revenue: '-5' }, field: 'Revenue' },
    { title: 'a revenue with 3 decimals', body: { Revenue: '1.005' }, field: 'Revenue' },
    { title: 'a revenue that is not a number', body: { Revenue: 'lots' }, field: 'Revenue' },
    { title: 'no revenue', body: { Revenue: undefined }, field: 'Revenue' },
    { title: 'no Version on PUT', body: { Version: undefined }, field: 'Version', method: 'put' as const },
    { title: 'a location that is not a patrons room', body: { InventoryLocationId: -1 }, field: 'InventoryLocationId' },
    { title: 'an unknown location', body: { InventoryLocationId: 999999 }, field: 'InventoryLocationId' },
  ])('answers $title with 400 and ModelState', async ({ body, field, method }) => {
    for (const m of method ? [method] : (['post', 'put'] as const)) {
      const sent = { ...valid, InventoryLocationId: room, ...body };
      if (sent.InventoryLocationId === -1) sent.InventoryLocationId = venueLocation;
      const res = await a.http[m](api('/_revenue')).set(admin).send(sent);
      expect({ m, status: res.status, fields: Object.keys(res.body.ModelState ?? {}) }).toEqual({ m, status: 400, fields: [field] });
    }
  });

  it.each([
    { title: 'byYear for Year 1990', path: () => `/byYear/${room}/1990`, field: 'Year' },
    { title: 'byYear for a year that is not a number', path: () => `/byYear/${room}/soon`, field: 'Year' },
    { title: 'byYear for a venue location', path: () => `/byYear/${venueLocation}/2026`, field: 'InvLocId' },
    { title: 'revenue for Month 13', path: () => `/revenue/${room}/2026/13`, field: 'Month' },
    { title: 'revenue for a venue location', path: () => `/revenue/${venueLocation}/2026/1`, field: 'InvLocId' },
    { title: 'revenue for an unknown location', path: () => `/revenue/999999/2026/1`, field: 'InvLocId' },
  ])('answers GET $title with 400 and ModelState', async ({ path, field }) => {
    const res = await a.http.get(api(path())).set(viewer);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState)).toEqual([field]);
  });

  it.each([
    { title: 'Year 1990', body: { Year: 1990, Month: 1 }, field: 'Year' },
    { title: 'Month 13', body: { Year: 2026, Month: 13 }, field: 'Month' },
    { title: 'a venue location', body: { Year: 2026, Month: 1, InvLocId: -1 }, field: 'InvLocId' },
  ])('answers POST patronsRoom for $title with 400 and ModelState', async ({ body, field }) => {
    const sent = { InvLocId: room, ...body };
    if (sent.InvLocId === -1) sent.InvLocId = venueLocation;
    const res = await a.http.post(api('')).set(viewer).send(sent);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState)).toEqual([field]);
  });

  it('needs PatronRoomManager: ReadOnly reads, FullAccess writes', async () => {
    const body = { InventoryLocationId: room, Year: 2028, Month: 1, Revenue: '5', Version: 1 };
    expect((await a.http.put(api('/_revenue')).set(viewer).send(body)).status).toBe(403);
    expect((await a.http.post(api('/_revenue')).set(viewer).send(body)).status).toBe(403);
    // The demo Venue Manager role has no PatronRoomManager claim.
    expect((await a.http.get(api(`/byYear/${room}/2028`)).set(manager)).status).toBe(403);
    expect((await a.http.post(api('/_revenue')).set(manager).send(body)).status).toBe(403);
    expect((await a.http.get(api(`/revenue/${room}/2028/1`)).set(nobody)).status).toBe(403);
    expect((await a.http.post(api('')).set(nobody).send({ Year: 2028, Month: 1, InvLocId: room })).status).toBe(403);
    expect((await a.http.get(api(`/byYear/${room}/2028`)).set(viewer)).status).toBe(200);
  });

  it('keeps a venue with patrons room revenue from being deleted (archive it instead)', async () => {
    const client = (await a.http.post('/api/v1/clients').set(admin).send({ Name: 'Revenue Client', ClientTypeId: 1 })).body.Id;
    const taxRateId = (await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'taxRates').orderBy('Id').executeTakeFirstOrThrow()).Id;
    const venue = (await a.http.post(`/api/v1/clients/${client}/venues`).set(admin).send({ Name: 'Revenue Hall', TaxRateId: taxRateId })).body.Id;
    const newRoom = (
      await a.t.db.selectFrom('app.inventory_locations').select('Id').where('VenueId', '=', venue).where('Kind', '=', 'patrons_room').executeTakeFirstOrThrow()
    ).Id;
    expect((await a.http.post(api('/_revenue')).set(admin).send({ InventoryLocationId: newRoom, Year: 2026, Month: 1, Revenue: '1' })).status).toBe(201);
    const refused = await a.http.delete(`/api/v1/venues/${venue}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toContain('patrons room revenue');
  });
});
