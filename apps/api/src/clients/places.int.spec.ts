import { SecretBox } from '../common/crypto/secret-box';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { encryptStoredTheatreTokens } from './theatres.repository';

// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('theatres, sales locations, stations, par values, bar images, coupons and documents', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let clientId: number;
  let venueId: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    clientId = (await a.http.post('/api/v1/clients').set(admin).send({ Name: 'Places Client', ClientTypeId: 1 })).body.Id;
    const taxRateId = (await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'taxRates').orderBy('Id').executeTakeFirstOrThrow()).Id;
    venueId = (await a.http.post(`/api/v1/clients/${clientId}/venues`).set(admin).send({ Name: 'Places Hall', Code: 'PH', TaxRateId: taxRateId })).body.Id;
  });
  afterAll(() => a.close());

  const theatres = () => `/api/v1/clients/${clientId}/venues/${venueId}/theatres`;
  const locations = (t: number) => `${theatres()}/${t}/salesLocations`;
  const stations = (t: number, s: number) => `${locations(t)}/${s}/stations`;
  const newTheatre = async (Name: string, extra: Record<string, unknown> = {}) =>
    (
      await a.http
        .post(theatres())
        .set(admin)
        .send({ Name, ...extra })
    ).body;
  const newLocation = async (t: number, Name: string) => (await a.http.post(locations(t)).set(admin).send({ Name })).body;

  it('masks the AccessToken, keeps it when the masked value comes back, and clears both tokens without CcImplemented', async () => {
    const t = await newTheatre('Card Stage', { CcImplemented: true, AccessToken: 'tok_live_123456789', AuthToken: 'auth_abcdef' });
    expect(t.AccessToken).toBe('••••••••••••6789');
    expect(t.HasAccessToken).toBe(true);
    const kept = await a.http
      .put(theatres())
      .set(admin)
      .send({ ...t, Name: 'Card Stage One' });
    expect(kept.body.AccessToken).toBe('••••••••••••6789');
    // Stored encrypted (AES-256-GCM under TOKEN_ENCRYPTION_KEY), never in clear.
    const stored = await a.t.db.selectFrom('app.theatres').select(['AccessToken', 'AuthToken']).where('Id', '=', t.Id).executeTakeFirstOrThrow();
    expect(stored.AccessToken).toMatch(/^enc1:/);
    expect(stored.AuthToken).toMatch(/^enc1:/);
    expect(JSON.stringify(stored)).not.toMatch(/tok_live|auth_abc|6789/);
    const box = new SecretBox(a.config.tokenEncryptionKeys);
    expect({ AccessToken: box.decrypt(stored.AccessToken!), AuthToken: box.decrypt(stored.AuthToken!) }).toEqual({
      AccessToken: 'tok_live_123456789',
      AuthToken: 'auth_abcdef',
    });
    const off = await a.http
      .put(theatres())
      .set(admin)
      .send({ ...kept.body, CcImplemented: false });
    expect(off.body).toMatchObject({ CcImplemented: false, AccessToken: null, AuthToken: null, HasAccessToken: false });
    expect(
      (
        await a.http
          .put(theatres())
          .set(admin)
          .send({ ...t })
      ).status,
    ).toBe(409);
    expect((await a.http.post(theatres()).set(viewer).send({ Name: 'x' })).status).toBe(403);
    expect((await a.http.get(`/api/v1/clients/${clientId}/venues/${venueId + 100000}/theatres/${t.Id}`).set(viewer)).status).toBe(404);
  });

  it('encrypts the tokens stored in clear before encryption at rest, and re-encrypts those under an old key, at start-up', async () => {
    const legacy = await newTheatre('Legacy Stage', { CcImplemented: true, AccessToken: 'x', AuthToken: null });
    await a.t.db.updateTable('app.theatres').set({ AccessToken: 'tok_legacy_55554321', AuthToken: 'auth_legacy' }).where('Id', '=', legacy.Id).execute();
    // A legacy clear value still reads (masked) before the rewrite.
    expect((await a.http.get(`${theatres()}/${legacy.Id}`).set(viewer)).body.AccessToken).toBe('••••••••••••4321');
    const oldKey = 'an-old-token-key-of-thirty-two-characters';
    const underOld = await newTheatre('Old Key Stage', { CcImplemented: true, AccessToken: 'y' });
    await a.t.db
      .updateTable('app.theatres')
      .set({ AccessToken: new SecretBox([oldKey]).encrypt('tok_old_key_9999') })
      .where('Id', '=', underOld.Id)
      .execute();
    const keys = [...a.config.tokenEncryptionKeys, oldKey];
    expect(await encryptStoredTheatreTokens(a.t.db, keys)).toBe(2);
    expect(await encryptStoredTheatreTokens(a.t.db, keys)).toBe(0);
    const rows = await a.t.db
      .selectFrom('app.theatres')
      .select(['Id', 'AccessToken', 'AuthToken'])
      .where('Id', 'in', [legacy.Id, underOld.Id])
      .orderBy('Id')
      .execute();
    const box = new SecretBox(a.config.tokenEncryptionKeys);
    expect(rows.map((r) => [box.needsRewrite(r.AccessToken!), box.decrypt(r.AccessToken!), r.AuthToken && box.decrypt(r.AuthToken)])).toEqual([
      [false, 'tok_legacy_55554321', 'auth_legacy'],
      [false, 'tok_old_key_9999', null],
    ]);
    expect((await a.http.get(`${theatres()}/${legacy.Id}`).set(viewer)).body.AccessToken).toBe('••••••••••••4321');
  });

  it('archives and activates a theatre, and refuses to delete one with sales locations', async () => {
    const t = await newTheatre('Seasonal Stage');
    const archived = await a.http.put('/api/v1/theatres/archive').set(admin).send({ Id: t.Id, Version: t.Version });
    expect(archived.body).toMatchObject({ Message: 'Theatre Archived', Theatre: { Archived: true } });
    expect((await a.http.get(`${theatres()}/_search?inactive=true`).set(viewer)).body.map((x: { Name: string }) => x.Name)).toEqual(['Seasonal Stage']);
    expect((await a.http.put('/api/v1/theatres/activate').set(admin).send({ Id: t.Id })).body.Message).toBe('Theatre Activated');
    await newLocation(t.Id, 'Lobby Bar');
    expect((await a.http.delete(`/api/v1/theatres/${t.Id}`).set(admin)).status).toBe(400);
    const empty = await newTheatre('Empty Stage');
    expect((await a.http.delete(`/api/v1/theatres/${empty.Id}`).set(admin)).status).toBe(200);
  });

  it('deletes a theatre the way document 1 writes it, DELETE theatres with the theatre in the body, with the same access and refusals', async () => {
    const used = await newTheatre('Busy Stage');
    await newLocation(used.Id, 'Busy Bar');
    const refused = await a.http.delete('/api/v1/theatres').set(admin).send({ Id: used.Id });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe('This theatre has sales locations and cannot be deleted; archive it instead.');
    const empty = await newTheatre('Spare Stage');
    expect((await a.http.delete('/api/v1/theatres').set(viewer).send({ Id: empty.Id })).status).toBe(403);
    expect((await a.http.delete('/api/v1/theatres').set(admin).send({})).status).toBe(400);
    const deleted = await a.http.delete('/api/v1/theatres').set(admin).send({ Id: empty.Id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ Message: 'Theatre Deleted' });
    expect((await a.http.get(`${theatres()}/${empty.Id}`).set(admin)).status).toBe(404);
    expect((await a.http.delete('/api/v1/theatres').set(admin).send({ Id: empty.Id })).status).toBe(404);
  });

  it('a sales location takes the Default menu, gets its own inventory location, and keeps par values above 0 only', async () => {
    const t = await newTheatre('Par Stage');
    const sl = await newLocation(t.Id, 'Main Stand');
    expect(sl).toMatchObject({ Name: 'Main Stand', MenuId: 2, Menu: { Id: 2, Name: 'Default' }, UseStartingBank: false, StartingBank: 0, Version: 1 });
    expect((await a.http.get('/api/v1/salesLocations/defaultMenu').set(viewer)).body).toEqual({ Id: 2, Name: 'Default' });
    const inv = await a.t.db.selectFrom('app.inventory_locations').selectAll().where('SalesLocationId', '=', sl.Id).executeTakeFirstOrThrow();
    expect(inv).toMatchObject({ Kind: 'sales_location', Name: 'Main Stand', Code: `PH-SL${sl.Id}`, VenueId: venueId });
    expect(sl.InventoryLocationId).toBe(inv.Id);

    const banked = await a.http
      .put(locations(t.Id))
      .set(admin)
      .send({ ...sl, Name: 'Main Stand East', UseStartingBank: true, StartingBank: '150.00' });
    expect(banked.body).toMatchObject({ Name: 'Main Stand East', UseStartingBank: true, StartingBank: 150, Version: 2 });
    expect((await a.t.db.selectFrom('app.inventory_locations').select('Name').where('SalesLocationId', '=', sl.Id).executeTakeFirstOrThrow()).Name).toBe(
      'Main Stand East',
    );
    expect(
      (
        await a.http
          .put(locations(t.Id))
          .set(admin)
          .send({ ...sl, MenuId: 999999 })
      ).status,
    ).toBe(400);

    const goods = (await a.http.get(`/api/v1/salesLocations/${sl.Id}/_goods`).set(viewer)).body as { Id: number; Name: string; ParValue: number | null }[];
    expect(goods.length).toBeGreaterThan(2);
    const none = await a.http
      .put(`/api/v1/salesLocations/${sl.Id}/parValues`)
      .set(admin)
      .send({ ParValues: [{ GoodId: goods[0]!.Id, ParValue: '0' }], Version: 2 });
    expect(none.status).toBe(400);
    expect(none.body.ModelState.ParValues).toEqual(['At least one par value above 0 is required']);
    const saved = await a.http
      .put(`/api/v1/salesLocations/${sl.Id}/parValues`)
      .set(admin)
      .send({
        ParValues: [
          { GoodId: goods[0]!.Id, ParValue: '12' },
          { GoodId: goods[1]!.Id, ParValue: '0' },
          { GoodId: goods[2]!.Id, ParValue: '-3' },
        ],
        Version: 2,
      });
    expect(saved.body.Message).toBe('Par Values Updated Successfully');
    // Quantities answer as JSON numbers (the stations read numbers); the column keeps 4 decimals.
    expect(saved.body.ParValues.find((g: { Id: number }) => g.Id === goods[0]!.Id).ParValue).toBe(12);
    const stored = await a.t.db.selectFrom('app.par_values').select(['GoodId', 'ParValue']).where('SalesLocationId', '=', sl.Id).execute();
    expect(stored).toEqual([{ GoodId: goods[0]!.Id, ParValue: '12.0000' }]);
    expect(
      (
        await a.http
          .put(`/api/v1/salesLocations/${sl.Id}/parValues`)
          .set(admin)
          .send({ ParValues: [{ GoodId: goods[0]!.Id, ParValue: 1 }], Version: 2 })
      ).status,
    ).toBe(409);

    const archived = await a.http.put('/api/v1/salesLocations/archive').set(admin).send({ Id: sl.Id });
    expect(archived.body.Message).toBe('Sales Location Archived');
    expect((await a.http.put('/api/v1/salesLocations/activate').set(admin).send({ Id: sl.Id })).body.Message).toBe('Sales Location Activated');
  });

  it('keeps one inventory station per sales location: setting one clears the others', async () => {
    const t = await newTheatre('Station Stage');
    const sl = await newLocation(t.Id, 'Station Stand');
    const first = (await a.http.post(stations(t.Id, sl.Id)).set(admin).send({ Name: 'POS A', SerialNumber: 'A1', IsInventoryStation: true })).body;
    const second = (await a.http.post(stations(t.Id, sl.Id)).set(admin).send({ Name: 'POS B', SerialNumber: 'B1', IsInventoryStation: true })).body;
    const list = async () => (await a.http.get(`${stations(t.Id, sl.Id)}/_search`).set(viewer)).body as { Name: string; IsInventoryStation: boolean }[];
    expect((await list()).map((s) => [s.Name, s.IsInventoryStation])).toEqual([
      ['POS A', false],
      ['POS B', true],
    ]);
    const back = await a.http
      .put(stations(t.Id, sl.Id))
      .set(admin)
      .send({ ...first, Version: 2, IsInventoryStation: true });
    expect(back.status).toBe(200);
    expect((await list()).map((s) => s.IsInventoryStation)).toEqual([true, false]);
    expect(
      (
        await a.http
          .put(stations(t.Id, sl.Id))
          .set(admin)
          .send({ ...first })
      ).status,
    ).toBe(409);
    expect((await a.http.get(`/api/v1/stations/${second.Id}`).set(viewer)).body).toMatchObject({
      SalesLocationName: 'Station Stand',
      TheatreName: 'Station Stage',
    });
    expect((await a.http.put('/api/v1/stations/archive').set(admin).send({ Id: second.Id })).body.Station.Archived).toBe(true);
    expect((await a.http.delete(`/api/v1/salesLocations/${sl.Id}`).set(admin)).status).toBe(400);
    expect((await a.http.delete(`/api/v1/stations/${second.Id}`).set(admin)).body.Message).toBe('Point of Sale Deleted');
    expect((await a.http.get(`/api/v1/stations/${second.Id}`).set(viewer)).status).toBe(404);
  });

  it('bar images: added with Clients FullAccess, images only, with a _thumb thumbnail; viewed and deleted', async () => {
    const t = await newTheatre('Image Stage');
    const sl = await newLocation(t.Id, 'Image Bar');
    const url = `/api/v1/salesLocations/${sl.Id}/barimages`;
    expect((await a.http.post(url).set(viewer).attach('file', png, 'setup.png')).status).toBe(403);
    const fake = await a.http.post(url).set(admin).attach('file', Buffer.from('not an image'), 'setup.png');
    expect(fake.status).toBe(400);
    const added = await a.http.post(url).set(admin).attach('file', png, 'setup.png');
    expect(added.body).toMatchObject({ Message: 'BarSetup Image Added Successfully', BarImage: { Name: 'setup.png' } });
    const stored = await a.t.db.selectFrom('app.bar_images').select(['StoredName', 'ThumbnailName']).executeTakeFirstOrThrow();
    expect(stored.ThumbnailName).toBe(stored.StoredName.replace('.png', '_thumb.png'));
    expect((await a.http.get(url).set(viewer)).body).toEqual([expect.objectContaining({ Id: added.body.BarImage.Id, Name: 'setup.png' })]);
    const image = await a.http.get(`${url}/${added.body.BarImage.Id}?thumbnail=true`).set(viewer);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await a.http.delete(`${url}/${added.body.BarImage.Id}`).set(admin)).status).toBe(200);
    expect((await a.http.get(`${url}/${added.body.BarImage.Id}`).set(viewer)).status).toBe(404);
  });

  it('coupons: a $0 coupon is a Dynamic Voucher; goods must exist; saves on the Version; deleted', async () => {
    const good = (await a.t.db.selectFrom('app.goods').select('Id').orderBy('Id').executeTakeFirstOrThrow()).Id;
    const voucher = await a.http
      .post('/api/v1/coupons')
      .set(admin)
      .send({ VenueId: venueId, Name: 'Free Popcorn', Goods: [{ Id: good }] });
    expect(voucher.body).toMatchObject({ Message: 'Coupon Created', Coupon: { DollarValue: 0, Label: 'Dynamic Voucher', Goods: [{ Id: good }] } });
    const five = await a.http.post('/api/v1/coupons').set(admin).send({ VenueId: venueId, Name: 'Five Off', DollarValue: '5.00' });
    expect(five.body.Coupon.Label).toBeNull();
    const list = await a.http.get(`/api/v1/coupons/${venueId}/_search`).set(viewer);
    expect(list.headers['x-list-count']).toBe('2');
    expect(
      (
        await a.http
          .post('/api/v1/coupons')
          .set(admin)
          .send({ VenueId: venueId, Name: 'Bad', Goods: [{ Id: 999999 }] })
      ).body.ModelState.Goods,
    ).toEqual(['Not a good']);
    const saved = await a.http
      .put(`/api/v1/coupons/${five.body.Coupon.Id}`)
      .set(admin)
      .send({ ...five.body.Coupon, DollarValue: '6.00' });
    expect(saved.body).toMatchObject({ Message: 'Coupon Saved', Coupon: { DollarValue: 6, Version: 2 } });
    expect((await a.http.put(`/api/v1/coupons/${five.body.Coupon.Id}`).set(admin).send(five.body.Coupon)).status).toBe(409);
    expect((await a.http.post('/api/v1/coupons').set(viewer).send({ VenueId: venueId, Name: 'x' })).status).toBe(403);
    expect((await a.http.delete(`/api/v1/coupons/${voucher.body.Coupon.Id}`).set(admin)).status).toBe(200);
    expect((await a.http.get(`/api/v1/coupons/${voucher.body.Coupon.Id}`).set(viewer)).status).toBe(404);
  });

  it('documents of a client: uploaded (type-checked), listed newest first, downloaded with a thumbnail for images, deleted', async () => {
    const url = `/api/v1/clients/${clientId}/documents`;
    const none = await a.http.post(url).set(admin);
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe('Invalid Document');
    expect((await a.http.post(url).set(admin).attach('file', Buffer.from('MZ\0\0'), 'virus.exe')).status).toBe(400);
    expect((await a.http.post(url).set(admin).attach('file', Buffer.from('plain text'), 'fake.pdf')).status).toBe(400);
    expect((await a.http.post(url).set(viewer).attach('file', Buffer.from('hello'), 'notes.txt')).status).toBe(403);
    const text = await a.http.post(url).set(admin).attach('file', Buffer.from('Contract terms'), 'terms.txt');
    expect(text.body).toMatchObject({
      Message: 'Document Uploaded Successfully',
      Document: { Name: 'terms.txt', Extension: 'txt', ThumbnailName: null, StatusId: 1 },
    });
    const image = await a.http.post(url).set(admin).attach('file', png, 'floor plan.png');
    expect(image.body.Document.ThumbnailName).toBe('floor plan_thumb.png');
    const list = await a.http.get(`${url}/_search?take=3`).set(viewer);
    expect(list.body.map((d: { Name: string }) => d.Name)).toEqual(['floor plan.png', 'terms.txt']);
    const download = await a.http.get(`${url}/${text.body.Document.Id}`).set(viewer);
    expect(download.text).toBe('Contract terms');
    expect(download.headers['content-disposition']).toContain('terms.txt');
    expect((await a.http.get(`${url}/${image.body.Document.Id}?thumbnail=true`).set(viewer)).headers['content-disposition']).toContain('floor plan_thumb.png');
    expect((await a.http.delete(`${url}/${text.body.Document.Id}`).set(admin)).status).toBe(200);
    expect((await a.http.get(`${url}/${text.body.Document.Id}`).set(viewer)).status).toBe(404);
    expect((await a.http.get(`/api/v1/unknown/1/documents/_search`).set(viewer)).status).toBe(404);
  });
});
