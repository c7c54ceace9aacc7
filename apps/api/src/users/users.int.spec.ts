import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('staff users', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
  });
  afterAll(() => a.close());

  it('searches active users by default, deactivated ones on request, with the count in X-List-Count', async () => {
    const res = await a.http.get('/api/v1/users/_search?q=*&skip=0&take=12').set(viewer);
    expect(res.status).toBe(200);
    expect(res.headers['x-list-count']).toBe('4');
    expect(res.body.map((u: { Last: string }) => u.Last)).toEqual(['Admin', 'Manager', 'Nobody', 'Viewer']);
    expect(res.body[0]).toEqual({
      Id: expect.any(Number),
      First: 'Avery',
      Last: 'Admin',
      Email: 'admin@intermission.local',
      UserRoleId: 1,
      Username: 'admin',
      HasAccess: true,
    });
    const text = await a.http.get('/api/v1/users/_search?q=morgan').set(viewer);
    expect(text.body.map((u: { Username: string }) => u.Username)).toEqual(['manager']);
    const gone = await a.http.get('/api/v1/users/_search?hasAccess=false').set(viewer);
    expect(gone.headers['x-list-count']).toBe('0');
  });

  it('creates a user with portal access, checking the passwords and the user name', async () => {
    const body = {
      FirstName: 'Casey',
      LastName: 'Clerk',
      Email: 'casey@intermission.local',
      JobTitleId: 4,
      Username: 'casey',
      Password: 'casey-pass-1',
      Confirmation: 'casey-pass-2',
      RoleId: 3,
    };
    const mismatch = await a.http.post('/api/v1/users/Create').set(admin).send(body);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.ModelState.Confirmation).toEqual(['Passwords do not match']);
    const taken = await a.http
      .post('/api/v1/users/Create')
      .set(admin)
      .send({ ...body, Username: 'ADMIN', Confirmation: body.Password });
    expect(taken.body.ModelState.Username).toEqual(['This username is taken']);
    const created = await a.http
      .post('/api/v1/users/Create')
      .set(admin)
      .send({ ...body, Confirmation: body.Password });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      FirstName: 'Casey',
      UserJobTitle: { Id: 4 },
      AuthUser: { Username: 'casey', UserRole: { Id: 3, Name: 'Viewer' }, HasAccess: true },
      Version: 1,
    });
    await a.signIn('casey', 'casey-pass-1');
    const audit = await a.t.db.selectFrom('app.audit_log').select('Changes').where('Entity', '=', 'User').execute();
    expect(JSON.stringify(audit)).not.toContain('casey-pass-1');
    const stored = await a.t.db.selectFrom('app.auth_users').select('PasswordHash').where('Username', '=', 'casey').executeTakeFirstOrThrow();
    expect(stored.PasswordHash).toMatch(/^\$argon2id\$/);
  });

  it('saves basic info, phones and address on the Version, and answers 409 when stale', async () => {
    const casey = (await a.http.get('/api/v1/users/_search?q=casey').set(admin)).body[0];
    let user = (await a.http.get(`/api/v1/users/${casey.Id}`).set(admin)).body;
    const basic = await a.http
      .put('/api/v1/users')
      .set(admin)
      .send({ Id: user.Id, FirstName: 'Casey', LastName: 'Cashier', Email: 'casey.c@intermission.local', JobTitleId: 3, Version: user.Version });
    expect(basic.status).toBe(200);
    expect(basic.body).toMatchObject({ LastName: 'Cashier', Email: 'casey.c@intermission.local', UserJobTitle: { Id: 3 } });
    user = basic.body;
    const phones = await a.http
      .put(`/api/v1/users/${user.Id}/phones`)
      .set(admin)
      .send({
        UserPhones: [
          { Phone: '5551234567', Extension: '12', IsPrimary: true },
          { Phone: '5559876543', PhoneTypeId: 3 },
        ],
        Version: user.Version,
      });
    expect(phones.status).toBe(200);
    expect(phones.body.UserPhones).toEqual([
      { Phone: '5551234567', Extension: '12', IsPrimary: true, PhoneTypeId: 2, PhoneExt: '5551234567 x12' },
      { Phone: '5559876543', Extension: '', IsPrimary: false, PhoneTypeId: 3, PhoneExt: '5559876543' },
    ]);
    const twoPrimary = await a.http
      .put(`/api/v1/users/${user.Id}/phones`)
      .set(admin)
      .send({
        UserPhones: [
          { Phone: '1', IsPrimary: true },
          { Phone: '2', IsPrimary: true },
        ],
        Version: phones.body.Version,
      });
    expect(twoPrimary.status).toBe(400);
    const ny = (await a.http.get('/api/v1/users/states').set(admin)).body.find((s: { Code: string }) => s.Code === 'NY');
    const address = await a.http
      .put(`/api/v1/users/${user.Id}/address`)
      .set(admin)
      .send({ Address: { Line1: '1 Main St', City: 'Albany', StateId: ny.Id, Zip: '12207' }, Version: phones.body.Version });
    expect(address.status).toBe(200);
    expect(address.body.Address).toEqual({ Line1: '1 Main St', Line2: '', City: 'Albany', StateId: ny.Id, Zip: '12207' });
    const stale = await a.http
      .put(`/api/v1/users/${user.Id}/address`)
      .set(admin)
      .send({ Address: { City: 'Troy' }, Version: phones.body.Version });
    expect(stale.status).toBe(409);
    expect(stale.body.Current.Address.City).toBe('Albany');
  });

  it('manages portal access: role change reaches the user at once, nothing entered is refused, removal ends the session', async () => {
    const casey = (await a.http.get('/api/v1/users/_search?q=casey').set(admin)).body[0];
    const session = await a.signIn('casey', 'casey-pass-1');
    let user = (await a.http.get(`/api/v1/users/${casey.Id}`).set(admin)).body;
    const nothing = await a.http.put(`/api/v1/users/${casey.Id}/portalAccess`).set(admin).send({ Username: 'casey', Version: user.Version });
    expect(nothing.status).toBe(400);
    expect(nothing.body.Message).toBe('Cannot Save. No information entered.');
    const role = await a.http
      .put(`/api/v1/users/${casey.Id}/portalAccess`)
      .set(admin)
      .send({ Username: 'casey', UserRoleId: 4, AutomaticallyWhitelist: false, Version: user.Version });
    expect(role.status).toBe(200);
    expect(role.body.User.AuthUser.UserRole.Id).toBe(4);
    const next = await a.http.get('/api/v1/users/_search').set(bearer(session.token));
    expect(next.status).toBe(403);
    expect(next.headers['update-roles']).toBe('true');
    user = role.body.User;
    const password = await a.http
      .put(`/api/v1/users/${casey.Id}/portalAccess`)
      .set(admin)
      .send({ Username: 'casey', Password: 'casey-pass-9', Confirmation: 'casey-pass-9', Version: user.Version });
    expect(password.body.Message).toBe('Password Save Successful!');
    const renamed = await a.http.put(`/api/v1/users/${casey.Id}/portalAccess`).set(admin).send({ Username: 'casey.c', Version: password.body.User.Version });
    expect(renamed.body.Message).toBe('Username Save Successful!');
    const me = await a.signIn('casey.c', 'casey-pass-9');
    const removed = await a.http.delete(`/api/v1/users/${casey.Id}/portalAccess`).set(admin);
    expect(removed.status).toBe(200);
    expect(removed.body.AuthUser).toBeNull();
    expect((await a.http.get(`/api/v1/users/${casey.Id}`).set(bearer(me.token))).status).toBe(401);
    const again = await a.http.put(`/api/v1/users/${casey.Id}/portalAccess`).set(admin).send({ Username: 'casey', Version: removed.body.Version });
    expect(again.body.ModelState).toMatchObject({ Password: ['Password is required'], AccessLevelId: ['Role is required'] });
  });

  it('takes access away on the next request and gives it back', async () => {
    const session = await a.signIn('manager');
    const manager = session.body.User.Id;
    expect((await a.http.put(`/api/v1/users/${manager}/hasAccess/false`).set(admin)).body.HasAccess).toBe(false);
    expect((await a.http.get(`/api/v1/users/${manager}`).set(bearer(session.token))).status).toBe(401);
    const refresh = await a.http.post('/api/v1/users/refresh').send({
      TokenIdentifier: session.body.LoginResult.RefreshTokenIdentifier,
      AuthUserId: session.body.LoginResult.AuthUserId,
      AuthClientId: 1,
      AuthClientSecret: a.config.authClientSecret,
    });
    expect(refresh.status).toBe(401);
    expect((await a.http.get('/api/v1/users/_search?hasAccess=false').set(admin)).body.map((u: { Username: string }) => u.Username)).toEqual(['manager']);
    await a.http.put(`/api/v1/users/${manager}/hasAccess/true`).set(admin);
    await a.signIn('manager');
    const adminId = (await a.signIn('admin')).body.User.Id;
    expect((await a.http.put(`/api/v1/users/${adminId}/hasAccess/false`).set(admin)).status).toBe(400);
  });

  it('stores a photo with a _thumb thumbnail, serves both, refuses what is not an image, and deletes it', async () => {
    const me = (await a.signIn('viewer')).body.User.Id;
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const up = await a.http.post(`/api/v1/users/${me}/pic`).set(viewer).attach('file', png, { filename: 'me.png', contentType: 'image/png' });
    expect(up.status).toBe(201);
    expect(up.body.Image).toEqual({ ImagePath: `/api/v1/users/${me}/pic`, ThumbnailPath: `/api/v1/users/${me}/pic/thumb` });
    const row = await a.t.db.selectFrom('app.users').select(['ImagePath', 'ThumbnailPath']).where('Id', '=', me).executeTakeFirstOrThrow();
    expect(row.ThumbnailPath).toMatch(/me_thumb\.png$/);
    const thumb = await a.http
      .get(`/api/v1/users/${me}/pic/thumb`)
      .set(viewer)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 128, height: 128 });
    const fake = await a.http
      .post(`/api/v1/users/${me}/pic`)
      .set(viewer)
      .attach('file', Buffer.from('not an image'), { filename: 'x.png', contentType: 'image/png' });
    expect(fake.status).toBe(400);
    const other = await a.http.post(`/api/v1/users/1/pic`).set(viewer).attach('file', png, { filename: 'x.png', contentType: 'image/png' });
    expect(other.status).toBe(403);
    expect((await a.http.delete(`/api/v1/users/${me}/pic`).set(viewer)).body.Image).toBeNull();
    expect((await a.http.get(`/api/v1/users/${me}/pic`).set(viewer)).status).toBe(404);
  });

  it('needs Users FullAccess to add or change others, and Users ReadOnly to list', async () => {
    expect((await a.http.post('/api/v1/users/Create').set(viewer).send({ FirstName: 'A', LastName: 'B' })).status).toBe(403);
    expect((await a.http.put('/api/v1/users/1/hasAccess/false').set(viewer)).status).toBe(403);
    expect((await a.http.put('/api/v1/users/1/phones').set(viewer).send({ UserPhones: [], Version: 1 })).status).toBe(403);
    const nobody = bearer((await a.signIn('nobody')).token);
    expect((await a.http.get('/api/v1/users/_search').set(nobody)).status).toBe(403);
    expect((await a.http.post('/api/v1/users/Create').set(admin).send({ FirstName: '', LastName: 'B' })).body.ModelState.FirstName).toEqual([
      'First Name is required',
    ]);
  });
});
