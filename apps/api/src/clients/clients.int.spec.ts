import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('clients, notes and the tree', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let nobody: { Authorization: string };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    nobody = bearer((await a.signIn('nobody')).token);
  });
  afterAll(() => a.close());

  const create = (body: Record<string, unknown>) => a.http.post('/api/v1/clients').set(admin).send(body);

  it('lists the demo clients 12 a page, filtered by type and by inactive, with the count in X-List-Count', async () => {
    const all = await a.http.get('/api/v1/clients/_search').set(viewer);
    expect(all.status).toBe(200);
    expect(all.headers['x-list-count']).toBe('2');
    expect(all.body.map((c: { Name: string }) => c.Name)).toEqual(['Lakeside Theatres', 'Northwind Cinemas']);
    expect(all.body[1]).toMatchObject({ ClientTypeId: 1, VenueCount: 2, Archived: false });
    const types = (await a.http.get('/api/v1/clients/clientTypes').set(viewer)).body;
    expect(types.length).toBeGreaterThan(1);
    const typed = await a.http.get('/api/v1/clients/_search?clientTypeIds=2').set(viewer);
    expect(typed.body.map((c: { Name: string }) => c.Name)).toEqual(['Lakeside Theatres']);
    expect((await a.http.get('/api/v1/clients/_search?clientTypeIds=x').set(viewer)).status).toBe(400);
    expect((await a.http.get('/api/v1/clients/_search?inactive=true').set(viewer)).headers['x-list-count']).toBe('0');
    expect((await a.http.get('/api/v1/clients/_search').set(nobody)).status).toBe(403);
  });

  it('creates and saves a client on its Version; phones and address too; a stale save is 409 with the current copy', async () => {
    const bad = await create({ Name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState).toMatchObject({ Name: ['Name is required'], ClientTypeId: ['Client Type is required'] });
    expect((await a.http.post('/api/v1/clients').set(viewer).send({ Name: 'X', ClientTypeId: 1 })).status).toBe(403);

    const c = (await create({ Name: 'Starlight Drive-Ins', ClientTypeId: 1, Description: 'Open air' })).body;
    expect(c).toMatchObject({ Name: 'Starlight Drive-Ins', ClientType: { Id: 1 }, ClientPhones: [], Address: null, Version: 1 });
    const saved = await a.http
      .put('/api/v1/clients')
      .set(admin)
      .send({ ...c, Name: 'Starlight Drive-In Theatres' });
    expect(saved.body).toMatchObject({ Name: 'Starlight Drive-In Theatres', Version: 2 });
    const stale = await a.http
      .put('/api/v1/clients')
      .set(admin)
      .send({ ...c, Name: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ Name: 'Starlight Drive-In Theatres', Version: 2 });

    const phones = await a.http
      .put(`/api/v1/clients/${c.Id}/phones`)
      .set(admin)
      .send({ ClientPhones: [{ Phone: '8005550100', Extension: '7', IsPrimary: true }], Version: 2 });
    expect(phones.body.ClientPhones).toEqual([{ Phone: '8005550100', Extension: '7', IsPrimary: true, PhoneTypeId: 2, PhoneExt: '8005550100 x7' }]);
    expect((await a.http.put(`/api/v1/clients/${c.Id}/phones`).set(admin).send({ ClientPhones: [], Version: 2 })).status).toBe(409);
    const address = { Line1: '1 Screen Way', Line2: '', City: 'Tulsa', StateId: null, Zip: '74103' };
    const withAddress = await a.http.put(`/api/v1/clients/${c.Id}/address`).set(admin).send({ Address: address, Version: 3 });
    expect(withAddress.body).toMatchObject({ Address: address, Version: 4 });
    expect((await a.http.get('/api/v1/clients/999999').set(viewer)).status).toBe(404);
  });

  it('archives and unarchives a client with the spec messages; a client with venues cannot be deleted', async () => {
    const c = (await create({ Name: 'Paused Cinemas', ClientTypeId: 1 })).body;
    const archived = await a.http.put('/api/v1/clients/archive').set(admin).send({ Id: c.Id });
    expect(archived.body).toMatchObject({ Message: 'Client Archived', Client: { Archived: true } });
    expect((await a.http.get('/api/v1/clients/_search?inactive=true&q=Paused').set(viewer)).body.map((x: { Name: string }) => x.Name)).toEqual([
      'Paused Cinemas',
    ]);
    const back = await a.http.put('/api/v1/clients/unarchive').set(admin).send({ Id: c.Id, Version: archived.body.Client.Version });
    expect(back.body).toMatchObject({ Message: 'Client unarchived', Client: { Archived: false } });
    expect((await a.http.put('/api/v1/clients/archive').set(admin).send({ Id: c.Id, Version: 1 })).status).toBe(409);
    expect((await a.http.put('/api/v1/clients/archive').set(viewer).send({ Id: c.Id })).status).toBe(403);

    const northwind = (await a.http.get('/api/v1/clients/_search?q=Northwind').set(viewer)).body[0];
    const refused = await a.http.delete(`/api/v1/clients/${northwind.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(/archive it instead/);
    expect((await a.http.delete(`/api/v1/clients/${c.Id}`).set(admin)).status).toBe(200);
    expect((await a.http.get(`/api/v1/clients/${c.Id}`).set(viewer)).status).toBe(404);
  });

  it('keeps notes newest first; a missing note is "Invalid note"; notes save on their Version and delete', async () => {
    const c = (await create({ Name: 'Noted Theatres', ClientTypeId: 1 })).body;
    const empty = await a.http.post(`/api/v1/clients/${c.Id}/notes`).set(admin).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe('Invalid note');
    const untitled = await a.http.post(`/api/v1/clients/${c.Id}/notes`).set(admin).send({ Content: 'x' });
    expect(untitled.body.ModelState).toEqual({ Title: ['Title is required'] });
    // A NUL in a note answered 500 (the notes read their body without the shared pipe): now 400, nothing stored.
    for (const body of [{ Title: 'a\u0000b' }, { Title: 'x', Content: 'a\u0000b' }]) {
      const nul = await a.http.post(`/api/v1/clients/${c.Id}/notes`).set(admin).send(body);
      expect(nul.status).toBe(400);
      expect(Object.values(nul.body.ModelState).flat()).toEqual(['Text cannot contain a NUL character']);
      expect(
        (
          await a.http
            .put(`/api/v1/clients/${c.Id}/notes`)
            .set(admin)
            .send({ Id: 1, ...body })
        ).status,
      ).toBe(400);
    }
    const first = await a.http.post(`/api/v1/clients/${c.Id}/notes`).set(admin).send({ Title: 'Contract', Content: 'Renews in May' });
    expect(first.body).toMatchObject({ Message: 'Note Added', Note: { Title: 'Contract', Version: 1 } });
    await a.http.post(`/api/v1/clients/${c.Id}/notes`).set(admin).send({ Title: 'Second', Content: '' });
    await a.http.post(`/api/v1/clients/${c.Id}/notes`).set(admin).send({ Title: 'Third', Content: '' });
    await a.http.post(`/api/v1/clients/${c.Id}/notes`).set(admin).send({ Title: 'Fourth', Content: '' });
    const latest = await a.http.get(`/api/v1/clients/${c.Id}/notes/_search?take=3`).set(viewer);
    expect(latest.headers['x-list-count']).toBe('4');
    expect(latest.body.map((n: { Title: string }) => n.Title)).toEqual(['Fourth', 'Third', 'Second']);
    const saved = await a.http
      .put(`/api/v1/clients/${c.Id}/notes`)
      .set(admin)
      .send({ ...first.body.Note, Content: 'Renewed' });
    expect(saved.body).toMatchObject({ Message: 'Note Saved', Note: { Content: 'Renewed', Version: 2 } });
    expect((await a.http.put(`/api/v1/clients/${c.Id}/notes`).set(admin).send(first.body.Note)).status).toBe(409);
    expect((await a.http.post(`/api/v1/clients/${c.Id}/notes`).set(viewer).send({ Title: 'x' })).status).toBe(403);
    expect((await a.http.delete(`/api/v1/notes/${first.body.Note.Id}`).set(admin)).body).toEqual({ Message: 'Note Deleted' });
    expect((await a.http.delete(`/api/v1/notes/${first.body.Note.Id}`).set(admin)).status).toBe(404);
  });

  it('draws the tree from client to stations', async () => {
    const northwind = (await a.http.get('/api/v1/clients/_search?q=Northwind').set(viewer)).body[0];
    const tree = (await a.http.get(`/api/v1/clients/${northwind.Id}/tree`).set(viewer)).body;
    expect(tree.Venues.map((v: { Name: string }) => v.Name)).toEqual(['Elm Street 8', 'Harbor Point 12']);
    const harbor = tree.Venues[1];
    expect(harbor.Theatres).toHaveLength(2);
    const location = harbor.Theatres[0].SalesLocations[0];
    expect(location.Stations.length).toBeGreaterThanOrEqual(2);
    expect(location.Stations.filter((s: { IsInventoryStation: boolean }) => s.IsInventoryStation)).toHaveLength(1);
    expect(location.Stations[0]).toEqual(
      expect.objectContaining({ Id: expect.any(Number), Name: expect.any(String), SerialNumber: expect.any(String), Archived: false }),
    );
    expect((await a.http.get('/api/v1/clients/999999/tree').set(viewer)).status).toBe(404);
  });

  it('documents its answers as named OpenAPI components, money as numbers', async () => {
    const doc = (await a.http.get('/api/docs/openapi.json')).body;
    const get = doc.paths['/api/v1/clients/{id}'].get;
    expect(get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Client' });
    expect(get['x-access']).toEqual({
      kind: 'claim',
      anyOf: [
        { type: 'Clients', level: 'ReadOnly' },
        { type: 'Venues', level: 'ReadOnly' },
      ],
    });
    const search = doc.paths['/api/v1/clients/{clientId}/venues/_search'].get.responses['200'].content['application/json'].schema;
    expect(search).toEqual({ type: 'array', items: { $ref: '#/components/schemas/VenueListItem' } });
    expect(doc.components.schemas.SalesLocation.properties.StartingBank).toMatchObject({ type: 'number' });
    expect(doc.components.schemas.CouponListItem.properties.DollarValue).toMatchObject({ type: 'number' });
    for (const id of ['ClientTree', 'ClientNoteSaved', 'Venue', 'Theatre', 'ParValuesSaved', 'Station', 'CouponSaved', 'BarImage', 'Document', 'PhoneAnswer'])
      expect(doc.components.schemas).toHaveProperty(id);
  });
});
