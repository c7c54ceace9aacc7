import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('vendors', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let nobody: { Authorization: string };
  let good: Record<string, number>;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    nobody = bearer((await a.signIn('nobody')).token);
    const goods = await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute();
    good = Object.fromEntries(goods.map((g) => [g.Name, g.Id]));
  });
  afterAll(() => a.close());

  const create = (body: Record<string, unknown>) => a.http.post('/api/v1/vendors').set(admin).send(body);

  it('lists the demo vendors by name, 12 a page with the count in X-List-Count, searching name, contact and account', async () => {
    const res = await a.http.post('/api/v1/vendors/_search').set(viewer).send({});
    expect(res.status).toBe(200);
    expect(res.headers['x-list-count']).toBe('3');
    expect(res.body.map((v: { Name: string }) => v.Name)).toEqual(['Fizz & Co. Beverages', 'Golden Kernel Supply', 'Sweet Reel Candy']);
    expect(res.body[1]).toMatchObject({ Phone: '3125550142', GoodsCount: 3, Archived: false });
    const byContact = await a.http.post('/api/v1/vendors/_search').set(viewer).send({ Query: 'priya' });
    expect(byContact.body.map((v: { Name: string }) => v.Name)).toEqual(['Sweet Reel Candy']);
    const page = await a.http.post('/api/v1/vendors/_search').set(viewer).send({ Skip: 1, Take: 1 });
    expect(page.body.map((v: { Name: string }) => v.Name)).toEqual(['Golden Kernel Supply']);
    expect(page.headers['x-list-count']).toBe('3');
  });

  it('creates a vendor, refusing a missing name and a bad email', async () => {
    const bad = await create({ Name: ' ', Email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState).toMatchObject({ Name: ['Name is required'], Email: ['Email is not valid'] });
    const res = await create({ Name: 'Reel Fresh Produce', ContactName: 'Lee', Email: '', AccountNumber: 'RF-9' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ Name: 'Reel Fresh Produce', ContactName: 'Lee', Email: null, AccountNumber: 'RF-9', Archived: false, Version: 1 });
    expect(res.body.VendorPhones).toEqual([]);
    expect(res.body.Address).toBeNull();
  });

  it('saves basic info, phones and address on the Version, answering 409 with the current copy when stale', async () => {
    const v = (await create({ Name: 'Marquee Paper Goods' })).body;
    const saved = await a.http.put(`/api/v1/vendors/${v.Id}`).set(admin).send({ Name: 'Marquee Paper', Email: 'ap@marquee.example', Version: v.Version });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Name: 'Marquee Paper', Email: 'ap@marquee.example', Version: v.Version + 1 });
    const stale = await a.http.put(`/api/v1/vendors/${v.Id}`).set(admin).send({ Name: 'Overwritten', Version: v.Version });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ Name: 'Marquee Paper', Version: v.Version + 1 });

    const phones = await a.http
      .put(`/api/v1/vendors/${v.Id}/phones`)
      .set(admin)
      .send({
        VendorPhones: [
          { Phone: '2125550100', Extension: '12', IsPrimary: true, PhoneTypeId: 2 },
          { Phone: '2125550199', PhoneTypeId: 4 },
        ],
        Version: saved.body.Version,
      });
    expect(phones.status).toBe(200);
    expect(phones.body.VendorPhones).toEqual([
      { Phone: '2125550100', Extension: '12', IsPrimary: true, PhoneTypeId: 2, PhoneExt: '2125550100 x12' },
      { Phone: '2125550199', Extension: '', IsPrimary: false, PhoneTypeId: 4, PhoneExt: '2125550199' },
    ]);
    const tooLong = await a.http
      .put(`/api/v1/vendors/${v.Id}/phones`)
      .set(admin)
      .send({ VendorPhones: [{ Phone: '21255501001' }], Version: phones.body.Version });
    expect(tooLong.status).toBe(400);

    const address = { Line1: '9 Dock Rd', Line2: '', City: 'Albany', StateId: null, Zip: '12207' };
    const withAddress = await a.http.put(`/api/v1/vendors/${v.Id}/address`).set(admin).send({ Address: address, Version: phones.body.Version });
    expect(withAddress.status).toBe(200);
    expect(withAddress.body.Address).toEqual(address);
    const moved = await a.http
      .put(`/api/v1/vendors/${v.Id}/address`)
      .set(admin)
      .send({ Address: { ...address, City: 'Troy' }, Version: withAddress.body.Version });
    expect(moved.body.Address.City).toBe('Troy');
    expect(moved.body.AddressId).toBe(withAddress.body.AddressId);
  });

  it('replaces the goods, newest first, in agreement with the good’s own vendors list', async () => {
    const v = (await create({ Name: 'Projection Snacks' })).body;
    const first = await a.http
      .put(`/api/v1/vendors/${v.Id}/goods`)
      .set(admin)
      .send({ VendorGoods: [{ goodId: good['Gummy Bears'] }], Version: v.Version });
    expect(first.body.VendorGoods.map((g: { Name: string }) => g.Name)).toEqual(['Gummy Bears']);
    const second = await a.http
      .put(`/api/v1/vendors/${v.Id}/goods`)
      .set(admin)
      .send({ VendorGoods: [{ goodId: good['Chocolate Bar'] }, { goodId: good['Gummy Bears'] }], Version: first.body.Version });
    expect(second.status).toBe(200);
    // Gummy Bears stayed (and kept its date); Chocolate Bar is new, so it comes first.
    expect(second.body.VendorGoods.map((g: { Name: string }) => g.Name)).toEqual(['Chocolate Bar', 'Gummy Bears']);
    expect(second.body.VendorGoods[1].AddedAt).toBe(first.body.VendorGoods[0].AddedAt);

    const ofGood = await a.http.get(`/api/v1/goods/${good['Chocolate Bar']}/vendors/_search?take=3`).set(viewer);
    expect(ofGood.body[0]).toMatchObject({ Id: v.Id, Name: 'Projection Snacks' });
    expect(ofGood.body.map((x: { Name: string }) => x.Name)).toContain('Sweet Reel Candy');

    const unknown = await a.http
      .put(`/api/v1/vendors/${v.Id}/goods`)
      .set(admin)
      .send({ VendorGoods: [{ goodId: 999999 }], Version: second.body.Version });
    expect(unknown.status).toBe(400);
    expect(unknown.body.ModelState['VendorGoods.0.goodId']).toEqual(['Not a good']);
    const twice = await a.http
      .put(`/api/v1/vendors/${v.Id}/goods`)
      .set(admin)
      .send({ VendorGoods: [{ goodId: good['Chocolate Bar'] }, { goodId: good['Chocolate Bar'] }], Version: second.body.Version });
    expect(twice.status).toBe(400);
    const cleared = await a.http.put(`/api/v1/vendors/${v.Id}/goods`).set(admin).send({ VendorGoods: [], Version: second.body.Version });
    expect(cleared.body.VendorGoods).toEqual([]);
  });

  it('archives a vendor: out of the list and the dropdown unless archived ones are asked for', async () => {
    const v = (await create({ Name: 'Aardvark Ice' })).body;
    expect((await a.http.get('/api/v1/vendors/dropDown').set(viewer)).body.map((x: { Name: string }) => x.Name)).toContain('Aardvark Ice');
    const archived = await a.http.post(`/api/v1/vendors/archive/${v.Id}/`).set(admin);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ Message: 'Vendor Archived', Vendor: { Archived: true } });
    expect((await a.http.get('/api/v1/vendors/dropDown').set(viewer)).body.map((x: { Name: string }) => x.Name)).not.toContain('Aardvark Ice');
    const active = await a.http.post('/api/v1/vendors/_search').set(viewer).send({ Query: 'Aardvark' });
    expect(active.headers['x-list-count']).toBe('0');
    const all = await a.http.post('/api/v1/vendors/_search').set(viewer).send({ Query: 'Aardvark', IncludeArchived: true });
    expect(all.body).toEqual([expect.objectContaining({ Name: 'Aardvark Ice', Archived: true })]);
    expect((await a.http.post('/api/v1/vendors/archive/999999/').set(admin)).status).toBe(404);
  });

  it('needs Vendors FullAccess to write and ReadOnly to read; unknown ids are 404', async () => {
    expect((await a.http.post('/api/v1/vendors').set(viewer).send({ Name: 'Nope' })).status).toBe(403);
    expect((await a.http.put('/api/v1/vendors/1').set(viewer).send({ Name: 'Nope', Version: 1 })).status).toBe(403);
    expect((await a.http.post('/api/v1/vendors/archive/1/').set(viewer)).status).toBe(403);
    expect((await a.http.get('/api/v1/vendors/1').set(nobody)).status).toBe(403);
    expect((await a.http.post('/api/v1/vendors/_search').set(nobody).send({})).status).toBe(403);
    expect((await a.http.get('/api/v1/vendors/1').set(viewer)).status).toBe(200);
    expect((await a.http.get('/api/v1/vendors/999999').set(viewer)).status).toBe(404);
    expect((await a.http.put('/api/v1/vendors/999999').set(admin).send({ Name: 'Ghost', Version: 1 })).status).toBe(404);
    expect((await a.http.post('/api/v1/vendors/_search').set(viewer).send({ Take: 0 })).status).toBe(400);
  });
});
