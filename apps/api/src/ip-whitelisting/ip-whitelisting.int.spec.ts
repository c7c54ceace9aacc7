import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('IP whitelisting', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  const range = { Name: 'Head office', FromOctet1: 203, FromOctet2: 0, FromOctet3: 113, FromOctet4: 10, ToOctet4: 20 };
  const signInFrom = (ip: string) =>
    a.http
      .post('/api/v1/users/token')
      .set('X-Forwarded-For', ip)
      .send({ Username: 'manager', Password: 'manager', AuthClientID: 1, AuthClientSecret: a.config.authClientSecret });

  beforeAll(async () => {
    a = await createTestApp();
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    viewer = { Authorization: `Bearer ${(await a.signIn('viewer')).token}` };
  });
  afterAll(() => a.close());

  it('lists the seeded ranges as octets', async () => {
    const res = await a.http.get('/api/v1/ip-whitelisting').set(viewer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ StartIp: '127.0.0.1', FromOctet1: 127, FromOctet4: 1, ToOctet4: 1 }),
        expect.objectContaining({ StartIp: '::1', FromOctet1: null }),
      ]),
    );
  });

  it('adds a range that sign-in honours at once, edits it on its Version and deletes it', async () => {
    expect((await signInFrom('203.0.113.15')).body.LoginResult).toEqual({ isWhiteListed: false });
    const created = await a.http
      .post('/api/v1/ip-whitelisting')
      .set(admin)
      .send({ ...range, KeepDialogOpen: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...range, StartIp: '203.0.113.10', EndIp: '203.0.113.20', Version: 1 });
    expect((await signInFrom('203.0.113.15')).body.LoginResult.Jwt).toBeTruthy();
    expect((await signInFrom('203.0.113.21')).body.LoginResult).toEqual({ isWhiteListed: false });

    const narrowed = await a.http
      .put('/api/v1/ip-whitelisting')
      .set(admin)
      .send({ ...created.body, ToOctet4: 12 });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.Version).toBe(2);
    expect((await signInFrom('203.0.113.15')).body.LoginResult).toEqual({ isWhiteListed: false });
    expect(
      (
        await a.http
          .put('/api/v1/ip-whitelisting')
          .set(admin)
          .send({ ...created.body, ToOctet4: 30 })
      ).status,
    ).toBe(409);

    expect((await a.http.delete(`/api/v1/ip-whitelisting/${created.body.Id}`).set(admin)).status).toBe(204);
    expect((await signInFrom('203.0.113.11')).body.LoginResult).toEqual({ isWhiteListed: false });
  });

  it("refuses a range whose last From octet is above its To with 'Invalid IP Range'", async () => {
    const res = await a.http
      .post('/api/v1/ip-whitelisting')
      .set(admin)
      .send({ ...range, FromOctet4: 30, ToOctet4: 20 });
    expect(res.status).toBe(400);
    expect(res.body.ModelState.ToOctet4).toEqual(['Invalid IP Range']);
    expect(
      (
        await a.http
          .post('/api/v1/ip-whitelisting')
          .set(admin)
          .send({ ...range, FromOctet1: 256 })
      ).status,
    ).toBe(400);
  });

  it("answers 'Cannot Delete' for the last range admitting the caller's own address", async () => {
    const own = (await a.http.get('/api/v1/ip-whitelisting').set(admin)).body.find((r: { StartIp: string }) => r.StartIp === '127.0.0.1');
    const res = await a.http.delete(`/api/v1/ip-whitelisting/${own.Id}`).set(admin);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Cannot Delete');
    expect((await a.http.get('/api/v1/ip-whitelisting').set(admin)).body.some((r: { Id: number }) => r.Id === own.Id)).toBe(true);
  });

  it('needs AppSettings FullAccess to change the list', async () => {
    expect((await a.http.post('/api/v1/ip-whitelisting').set(viewer).send(range)).status).toBe(403);
    expect((await a.http.delete('/api/v1/ip-whitelisting/1').set(viewer)).status).toBe(403);
    const nobody = { Authorization: `Bearer ${(await a.signIn('nobody')).token}` };
    expect((await a.http.get('/api/v1/ip-whitelisting').set(nobody)).status).toBe(403);
  });
});
