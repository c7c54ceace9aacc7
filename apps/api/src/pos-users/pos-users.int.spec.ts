import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('POS users', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let venues: number[];
  beforeAll(async () => {
    a = await createTestApp();
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    viewer = { Authorization: `Bearer ${(await a.signIn('viewer')).token}` };
    venues = (await a.t.db.selectFrom('app.venues').select('Id').orderBy('Id').execute()).map((v) => v.Id);
  });
  afterAll(() => a.close());

  it('creates POS users with PINs unique within a venue, stored only as digests', async () => {
    const first = await a.http.post('/api/v1/posusers').set(admin).send({ FirstName: 'Pat', LastName: 'Popcorn', VenueId: venues[0], Pin: '4321' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      FirstName: 'Pat',
      VenueId: venues[0],
      VenueName: 'Harbor Point 12',
      ClientName: 'Northwind Cinemas',
      Archived: false,
      Version: 1,
    });
    expect(first.body).not.toHaveProperty('Pin');
    const clash = await a.http.post('/api/v1/posusers').set(admin).send({ FirstName: 'Sam', LastName: 'Soda', VenueId: venues[0], Pin: '4321' });
    expect(clash.status).toBe(400);
    expect(clash.body.ModelState.Pin).toEqual(['This PIN is already used by another POS user of this venue']);
    const elsewhere = await a.http.post('/api/v1/posusers').set(admin).send({ FirstName: 'Sam', LastName: 'Soda', VenueId: venues[1], Pin: '4321' });
    expect(elsewhere.status).toBe(201);
    const stored = await a.t.db.selectFrom('app.pos_users').select('PinDigest').execute();
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.PinDigest) && !r.PinDigest.includes('4321'))).toBe(true);
    expect(JSON.stringify(await a.t.db.selectFrom('app.audit_log').select('Changes').where('Entity', '=', 'PosUser').execute())).not.toContain('4321');
  });

  it('updates the PIN, refusing one taken in the venue', async () => {
    const [pat, sam] = (await a.http.get('/api/v1/posusers/_search?q=*').set(admin)).body;
    expect((await a.http.put('/api/v1/posusers/pin').set(admin).send({ PosUser: pat.Id, Pin: '12' })).status).toBe(400);
    const moved = await a.http
      .put('/api/v1/posusers')
      .set(admin)
      .send({ ...sam, VenueId: venues[0] });
    expect(moved.body.ModelState.Pin).toEqual(['A new PIN is needed when moving to another venue']);
    await a.http.post('/api/v1/posusers').set(admin).send({ FirstName: 'Kim', LastName: 'Kettle', VenueId: venues[0], Pin: '5555' });
    const taken = await a.http.put('/api/v1/posusers/pin').set(admin).send({ PosUser: pat.Id, Pin: '5555' });
    expect(taken.status).toBe(400);
    const ok = await a.http.put('/api/v1/posusers/pin').set(admin).send({ PosUser: pat.Id, Pin: '9876' });
    expect(ok.status).toBe(200);
    expect(ok.body.Version).toBe(pat.Version + 1);
  });

  it('saves on the Version, deactivates and activates with the spec messages, and filters the list', async () => {
    const pat = (await a.http.get('/api/v1/posusers/_search?q=popcorn').set(admin)).body[0];
    const saved = await a.http
      .put('/api/v1/posusers')
      .set(admin)
      .send({ ...pat, LastName: 'Pretzel' });
    expect(saved.status).toBe(200);
    expect(
      (
        await a.http
          .put('/api/v1/posusers')
          .set(admin)
          .send({ ...pat, LastName: 'Late' })
      ).status,
    ).toBe(409);
    const off = await a.http.put(`/api/v1/posusers/${pat.Id}/archive/true`).set(admin);
    expect(off.body).toMatchObject({ Message: 'PosUser Deactivated', PosUser: { Archived: true } });
    expect((await a.http.get('/api/v1/posusers/_search').set(admin)).headers['x-list-count']).toBe('2');
    expect((await a.http.get('/api/v1/posusers/_search?includeArchived=true').set(admin)).headers['x-list-count']).toBe('3');
    expect((await a.http.get(`/api/v1/posusers/_search?venueId=${venues[1]}`).set(admin)).body.map((p: { FirstName: string }) => p.FirstName)).toEqual(['Sam']);
    const on = await a.http.put(`/api/v1/posusers/${pat.Id}/archive/false`).set(admin);
    expect(on.body.Message).toBe('PosUser Activated');
  });

  it("answers a staff user's POS user id", async () => {
    const managerId = (await a.signIn('manager')).body.User.Id;
    expect((await a.http.get(`/api/v1/posusers/${managerId}/posUserId`).set(viewer)).body).toEqual({ PosUserId: null });
    const linked = await a.http
      .post('/api/v1/posusers')
      .set(admin)
      .send({ FirstName: 'Morgan', LastName: 'Manager', VenueId: venues[2], UserId: managerId, Pin: '2468' });
    expect((await a.http.get(`/api/v1/posusers/${managerId}/posUserId`).set(viewer)).body).toEqual({ PosUserId: linked.body.Id });
  });

  it('offers the active venues to pick from', async () => {
    const res = await a.http.get('/api/v1/posusers/venues').set(viewer);
    expect(res.body.map((v: { Name: string }) => v.Name)).toEqual(['Lakeside Playhouse', 'Riverside Stage', 'Elm Street 8', 'Harbor Point 12']);
  });

  it('needs PosUsers FullAccess to change and ReadOnly to read', async () => {
    expect((await a.http.get('/api/v1/posusers/_search').set(viewer)).status).toBe(200);
    expect((await a.http.post('/api/v1/posusers').set(viewer).send({ FirstName: 'A', LastName: 'B', VenueId: venues[0], Pin: '1234' })).status).toBe(403);
    expect((await a.http.put('/api/v1/posusers/pin').set(viewer).send({ PosUser: 1, Pin: '1234' })).status).toBe(403);
    const manager = { Authorization: `Bearer ${(await a.signIn('manager')).token}` };
    expect((await a.http.get('/api/v1/posusers/_search').set(manager)).status).toBe(403);
    expect(
      (await a.http.post('/api/v1/posusers').set(admin).send({ FirstName: 'A', LastName: 'B', VenueId: 999999, Pin: '1234' })).body.ModelState.VenueId,
    ).toEqual(['Not a venue']);
  });
});
