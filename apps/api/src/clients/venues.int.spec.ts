import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('venues: create, rules, phones, backups, states, goods and the cross-client list', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let clientId: number;
  let taxRateId: number;
  let managerId: number;
  let otherUserId: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    clientId = (await a.http.post('/api/v1/clients').set(admin).send({ Name: 'Venue Test Client', ClientTypeId: 1 })).body.Id;
    taxRateId = (await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'taxRates').orderBy('Id').executeTakeFirstOrThrow()).Id;
    const managers = (await a.http.get('/api/v1/clients/venues/managers').set(viewer)).body as { Id: number; Name: string }[];
    managerId = managers.find((m) => m.Name === 'Morgan Manager')!.Id;
    otherUserId = managers.find((m) => m.Name === 'Vic Viewer')!.Id;
  });
  afterAll(() => a.close());

  const venues = () => `/api/v1/clients/${clientId}/venues`;

  it('needs a tax rate; creating a venue creates its inventory locations named after it', async () => {
    const missing = await a.http.post(venues()).set(admin).send({ Name: 'No Tax Hall' });
    expect(missing.status).toBe(400);
    expect(missing.body.ModelState.TaxRateId).toEqual(['Tax Rate is required']);
    const wrongList = await a.http
      .post(venues())
      .set(admin)
      .send({ Name: 'Wrong Tax Hall', TaxRateId: managerId + 100000 });
    expect(wrongList.body.ModelState.TaxRateId).toEqual(['Tax Rate is required']);
    expect((await a.http.post(venues()).set(viewer).send({ Name: 'V', TaxRateId: taxRateId })).status).toBe(403);

    const v = await a.http.post(venues()).set(admin).send({ Name: 'Grand Hall', Code: 'GH', TaxRateId: taxRateId, ManagerId: managerId });
    expect(v.status).toBe(201);
    expect(v.body).toMatchObject({
      Name: 'Grand Hall',
      ClientId: clientId,
      TaxRate: { Id: taxRateId },
      Manager: { Id: managerId, Name: 'Morgan Manager' },
      Version: 1,
    });
    const locations = await a.t.db
      .selectFrom('app.inventory_locations')
      .select(['Kind', 'Name', 'Code'])
      .where('VenueId', '=', v.body.Id)
      .orderBy('Id')
      .execute();
    expect(locations).toEqual([
      { Kind: 'venue', Name: 'Grand Hall', Code: 'GH' },
      { Kind: 'patrons_room', Name: 'Grand Hall Patrons Room', Code: 'GH-PR' },
      { Kind: 'billable', Name: 'Grand Hall Billable', Code: 'GH-BL' },
      { Kind: 'catering', Name: 'Grand Hall Catering', Code: 'GH-CT' },
    ]);

    const renamed = await a.http
      .put(venues())
      .set(admin)
      .send({ ...v.body, Name: 'Grand Concert Hall', Code: 'GCH', TaxRateId: taxRateId });
    expect(renamed.body).toMatchObject({ Name: 'Grand Concert Hall', Version: 2 });
    const names = await a.t.db.selectFrom('app.inventory_locations').select('Name').where('VenueId', '=', v.body.Id).orderBy('Id').execute();
    expect(names.map((n) => n.Name)).toEqual([
      'Grand Concert Hall',
      'Grand Concert Hall Patrons Room',
      'Grand Concert Hall Billable',
      'Grand Concert Hall Catering',
    ]);
    const stale = await a.http
      .put(venues())
      .set(admin)
      .send({ ...v.body, TaxRateId: taxRateId });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ Name: 'Grand Concert Hall', Version: 2 });
    expect((await a.http.get(`${venues()}/${v.body.Id}`).set(viewer)).body.Name).toBe('Grand Concert Hall');
    expect((await a.http.get(`/api/v1/clients/${clientId + 1000}/venues/${v.body.Id}`).set(viewer)).status).toBe(404);
  });

  it('saves phones and backup managers; the manager cannot be a backup', async () => {
    const v = (await a.http.post(venues()).set(admin).send({ Name: 'Backup Hall', TaxRateId: taxRateId, ManagerId: managerId })).body;
    const phones = await a.http
      .put(`/api/v1/venues/${v.Id}/phones`)
      .set(admin)
      .send({ VenuePhones: [{ Phone: '3035550188', IsPrimary: true }], Version: v.Version });
    expect(phones.body.VenuePhones[0]).toMatchObject({ Phone: '3035550188', PhoneExt: '3035550188', PhoneTypeId: 2 });
    const own = await a.http
      .put(`/api/v1/venues/${v.Id}/backups`)
      .set(admin)
      .send({ Backups: [{ UserId: managerId }], Version: phones.body.Version });
    expect(own.status).toBe(400);
    expect(own.body.ModelState.Backups).toEqual(["The venue's manager cannot also be its backup manager"]);
    const ok = await a.http
      .put(`/api/v1/venues/${v.Id}/backups`)
      .set(admin)
      .send({ Backups: [{ UserId: otherUserId, ExpDate: '2027-01-31' }], Version: phones.body.Version });
    expect(ok.body.BackupManagers).toEqual([expect.objectContaining({ UserId: otherUserId, ExpDate: '2027-01-31', Name: 'Vic Viewer' })]);
    expect((await a.http.put(`/api/v1/venues/${v.Id}/backups`).set(admin).send({ Backups: [], Version: phones.body.Version })).status).toBe(409);
    // The backup's venues' theatres are the backup's too, until the expiry.
    const t = await a.http.post(`${venues()}/${v.Id}/theatres`).set(admin).send({ Name: 'Backup Stage' });
    const theirs = (await a.http.get(`/api/v1/theatres/manager/${otherUserId}`).set(viewer)).body as { Id: number; TimeZone: string }[];
    expect(theirs.map((x) => x.Id)).toContain(t.body.Id);
    // The option carries its venue's time zone (the show schedule shows the theatre's times in it).
    expect(theirs.find((x) => x.Id === t.body.Id)?.TimeZone).toBe(v.TimeZone);
  });

  it('archives and activates with the spec messages, refuses deleting a venue with theatres, and deletes an empty one', async () => {
    const v = (await a.http.post(venues()).set(admin).send({ Name: 'Seasonal Hall', TaxRateId: taxRateId })).body;
    const archived = await a.http.put(`${venues()}/archive`).set(admin).send({ Id: v.Id, Version: v.Version });
    expect(archived.body).toMatchObject({ Message: 'Venue Archived', Venue: { Archived: true } });
    const archivedLocations = await a.t.db.selectFrom('app.inventory_locations').select('Archived').where('VenueId', '=', v.Id).execute();
    expect(archivedLocations.every((l) => l.Archived)).toBe(true);
    expect((await a.http.get(`${venues()}/_search?inactive=true`).set(viewer)).body.map((x: { Name: string }) => x.Name)).toContain('Seasonal Hall');
    const active = await a.http.put(`${venues()}/activate`).set(admin).send({ Id: v.Id });
    expect(active.body).toMatchObject({ Message: 'Venue Activated', Venue: { Archived: false } });

    await a.http.post(`${venues()}/${v.Id}/theatres`).set(admin).send({ Name: 'Stage 1' });
    const refused = await a.http.delete(`/api/v1/venues/${v.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(/archive it instead/);
    const empty = (await a.http.post(venues()).set(admin).send({ Name: 'Pop-up Hall', TaxRateId: taxRateId })).body;
    expect((await a.http.delete(`/api/v1/venues/${empty.Id}`).set(viewer)).status).toBe(403);
    expect((await a.http.delete(`/api/v1/venues/${empty.Id}`).set(admin)).status).toBe(200);
    expect((await a.http.delete(`/api/v1/venues/${empty.Id}`).set(admin)).status).toBe(404);
  });

  it('lists venues across clients with their client, and the goods of a venue newest first', async () => {
    const all = await a.http.get('/api/v1/clients/venues/search?q=Harbor').set(viewer);
    expect(all.body).toEqual([expect.objectContaining({ Name: 'Harbor Point 12', ClientName: 'Northwind Cinemas', ManagerName: 'Morgan Manager' })]);
    const theatres = await a.http.get('/api/v1/clients/venues/theatres/search?q=Harbor Point 12 - Auditorium 1').set(viewer);
    expect(theatres.body[0]).toMatchObject({ VenueName: 'Harbor Point 12', ClientName: 'Northwind Cinemas' });

    const v = (await a.http.post(venues()).set(admin).send({ Name: 'Goods Hall', TaxRateId: taxRateId })).body;
    const goods = await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).orderBy('Id').limit(2).execute();
    expect(
      (
        await a.http
          .post(`/api/v1/venues/${v.Id}/goods`)
          .set(admin)
          .send({ GoodIds: [goods[0]!.Id] })
      ).status,
    ).toBe(200);
    await a.http
      .post(`/api/v1/venues/${v.Id}/goods`)
      .set(admin)
      .send({ GoodIds: [goods[1]!.Id] });
    const list = await a.http.get(`/api/v1/venues/${v.Id}/goods/_search?take=3`).set(viewer);
    expect(list.body.map((g: { Name: string }) => g.Name)).toEqual([goods[1]!.Name, goods[0]!.Name]);
    expect(
      (
        await a.http
          .post(`/api/v1/venues/${v.Id}/goods`)
          .set(admin)
          .send({ GoodIds: [999999] })
      ).status,
    ).toBe(400);
    expect((await a.http.post(`/api/v1/venues/${v.Id}/goods`).set(admin).send({ GoodIds: [] })).status).toBe(400);
    expect((await a.http.delete(`/api/v1/venues/${v.Id}/goods/${goods[0]!.Id}`).set(admin)).status).toBe(200);
    expect((await a.http.get(`/api/v1/venues/${v.Id}/goods/_search`).set(viewer)).headers['x-list-count']).toBe('1');
  });

  it('answers one good of a venue: the catalogue good, its venue and client, and when it was added; 404 for a good not at the venue', async () => {
    const v = (await a.http.post(venues()).set(admin).send({ Name: 'Good Info Hall', TaxRateId: taxRateId })).body;
    const good = await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).orderBy('Id').executeTakeFirstOrThrow();
    const other = await a.t.db.selectFrom('app.goods').select('Id').where('Id', '<>', good.Id).orderBy('Id').executeTakeFirstOrThrow();
    await a.http
      .post(`/api/v1/venues/${v.Id}/goods`)
      .set(admin)
      .send({ GoodIds: [good.Id] })
      .expect(200);
    const listed = (await a.http.get(`/api/v1/venues/${v.Id}/goods/_search`).set(viewer)).body[0];

    const one = await a.http.get(`/api/v1/venues/${v.Id}/goods/${good.Id}`).set(viewer);
    expect(one.status).toBe(200);
    const catalogue = (await a.http.get(`/api/v1/goods/${good.Id}`).set(admin)).body;
    expect(one.body).toEqual({
      ...catalogue,
      VenueId: v.Id,
      VenueName: 'Good Info Hall',
      ClientId: clientId,
      ClientName: 'Venue Test Client',
      AddedAt: listed.AddedAt,
      TimeZone: v.TimeZone,
    });
    expect(one.body).toMatchObject({
      Id: good.Id,
      Name: good.Name,
      InventoryCategory: { Name: expect.any(String) },
      RevenueAccount: { Name: expect.any(String) },
    });

    expect((await a.http.get(`/api/v1/venues/${v.Id}/goods/${other.Id}`).set(viewer)).status).toBe(404);
    expect((await a.http.get(`/api/v1/venues/${v.Id + 100000}/goods/${good.Id}`).set(viewer)).status).toBe(404);
    expect((await a.http.get(`/api/v1/venues/${v.Id}/goods/99999999999`).set(viewer)).status).toBe(400);
    expect((await a.http.get(`/api/v1/venues/${v.Id}/goods/${good.Id}`)).status).toBe(401);
    await a.http.delete(`/api/v1/venues/${v.Id}/goods/${good.Id}`).set(admin).expect(200);
    expect((await a.http.get(`/api/v1/venues/${v.Id}/goods/${good.Id}`).set(viewer)).status).toBe(404);
  });
});
