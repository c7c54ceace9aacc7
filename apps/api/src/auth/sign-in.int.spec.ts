import jwt from 'jsonwebtoken';
import { AuthClientId, Messages } from '@intermission/contracts';
import { createTestApp, readOutbox, type TestApp } from '../../../../tests/support/test-app';

describe('sign-in and session', () => {
  let a: TestApp;
  const client = () => ({ AuthClientID: AuthClientId, AuthClientSecret: a.config.authClientSecret });
  const refreshBody = (TokenIdentifier: string, AuthUserId: number) => ({
    TokenIdentifier,
    AuthUserId,
    AuthClientId,
    AuthClientSecret: a.config.authClientSecret,
  });

  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a.close());

  it('answers a right user name and password with the user and a login result', async () => {
    const res = await a.http.post('/api/v1/users/token').send({ Username: 'Admin', Password: 'admin', ...client() });
    expect(res.status).toBe(200);
    expect(res.body.User).toMatchObject({ FirstName: 'Avery', LastName: 'Admin' });
    expect(res.body.LoginResult).toMatchObject({
      isWhiteListed: true,
      RoleId: 1,
      ClaimFlags: expect.objectContaining({ Clients: 1, CanDeletePostedOrders: 1 }),
    });
    expect(Object.keys(res.body.LoginResult.ClaimFlags)).toHaveLength(23);
    expect(new Date(res.body.LoginResult.ExpiresUtc).getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    { title: 'wrong password', Username: 'admin', Password: 'nope' },
    { title: 'unknown user', Username: 'ghost', Password: 'admin' },
  ])('answers 418 with the spec message on a $title', async ({ Username, Password }) => {
    const res = await a.http.post('/api/v1/users/token').send({ Username, Password, ...client() });
    expect(res.status).toBe(418);
    expect(res.body).toEqual({ Message: 'Username/Password is not correct' });
  });

  it('refuses an unknown client secret', async () => {
    const res = await a.http.post('/api/v1/users/token').send({ Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'wrong' });
    expect(res.status).toBe(401);
  });

  it('rotates refresh identifiers; an old one used again after the grace ends the whole family', async () => {
    const { body } = await a.signIn('viewer');
    const first = body.LoginResult.RefreshTokenIdentifier;
    const r1 = await a.http.post('/api/v1/users/refresh').send(refreshBody(first, body.LoginResult.AuthUserId));
    expect(r1.status).toBe(200);
    expect(r1.body.RefreshTokenIdentifier).not.toBe(first);
    expect(r1.body.Jwt).toBeTruthy();
    // The grace after a rotation is long past.
    await a.t.db
      .updateTable('app.refresh_tokens')
      .set({ RevokedAt: new Date(Date.now() - 3_600_000) })
      .where('AuthUserId', '=', body.LoginResult.AuthUserId)
      .where('ReplacedById', 'is not', null)
      .execute();
    const old = await a.http.post('/api/v1/users/refresh').send(refreshBody(first, body.LoginResult.AuthUserId));
    expect(old.status).toBe(401);
    // The reuse of a rotated identifier ends the whole family, the newest one included.
    const newest = await a.http.post('/api/v1/users/refresh').send(refreshBody(r1.body.RefreshTokenIdentifier, body.LoginResult.AuthUserId));
    expect(newest.status).toBe(401);
  });

  it('answers ten concurrent refreshes with one identifier (two tabs, a retry) without ending the session', async () => {
    const { body } = await a.signIn('nobody');
    const id = body.LoginResult.RefreshTokenIdentifier;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => a.http.post('/api/v1/users/refresh').send(refreshBody(id, body.LoginResult.AuthUserId))),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const ids = answers.map((r) => r.body.RefreshTokenIdentifier as string);
    expect(new Set(ids).size).toBe(10);
    expect(ids).not.toContain(id);
    // Every tab's new identifier goes on working.
    for (const next of ids) expect((await a.http.post('/api/v1/users/refresh').send(refreshBody(next, body.LoginResult.AuthUserId))).status).toBe(200);
  });

  it('gives no grace once the session was ended by a password change', async () => {
    const { body } = await a.signIn('manager');
    const first = body.LoginResult.RefreshTokenIdentifier;
    const r1 = await a.http.post('/api/v1/users/refresh').send(refreshBody(first, body.LoginResult.AuthUserId));
    expect(r1.status).toBe(200);
    await a.t.db
      .updateTable('app.refresh_tokens')
      .set({ RevokedAt: new Date() })
      .where('AuthUserId', '=', body.LoginResult.AuthUserId)
      .where('RevokedAt', 'is', null)
      .execute();
    expect((await a.http.post('/api/v1/users/refresh').send(refreshBody(first, body.LoginResult.AuthUserId))).status).toBe(401);
  });

  it('refuses a signed token without an expiry', async () => {
    const { body } = await a.signIn('viewer');
    const { exp: _exp, ...payload } = jwt.decode(body.LoginResult.Jwt) as Record<string, unknown>;
    const forever = jwt.sign(payload, a.config.jwtSecret);
    expect(jwt.decode(forever)).not.toHaveProperty('exp');
    expect((await a.http.get(`/api/v1/users/${body.User.Id}`).set('Authorization', `Bearer ${forever}`)).status).toBe(401);
    expect((await a.http.get(`/api/v1/users/${body.User.Id}`).set('Authorization', `Bearer ${body.LoginResult.Jwt}`)).status).toBe(200);
  });

  it('answers 401 to an expired access token, and a refresh gives a working one', async () => {
    const { body } = await a.signIn('viewer');
    const payload = jwt.decode(body.LoginResult.Jwt) as Record<string, unknown>;
    const expired = jwt.sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 10, iat: Math.floor(Date.now() / 1000) - 100 }, a.config.jwtSecret);
    const userId = body.User.Id;
    expect((await a.http.get(`/api/v1/users/${userId}`).set('Authorization', `Bearer ${expired}`)).status).toBe(401);
    const refreshed = await a.http.post('/api/v1/users/refresh').send(refreshBody(body.LoginResult.RefreshTokenIdentifier, body.LoginResult.AuthUserId));
    expect(refreshed.status).toBe(200);
    const again = await a.http.get(`/api/v1/users/${userId}`).set('Authorization', `Bearer ${refreshed.body.Jwt}`);
    expect(again.status).toBe(200);
    expect(again.body.FirstName).toBe('Vic');
  });

  it('gives no token to an address outside the whitelist, with the spec message', async () => {
    const res = await a.http
      .post('/api/v1/users/token')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ Username: 'manager', Password: 'manager', ...client() });
    expect(res.status).toBe(200);
    expect(res.body.LoginResult).toEqual({ isWhiteListed: false });
    expect(res.body.Message).toBe(Messages.NotWhitelisted);
    expect(res.body.Message).toBe(
      'You cannot access this site from your current IP address, based on rules your system administrator has configured.  Please contact your system administrator for more information.',
    );
    const v = await a.http.get('/api/v1/users/validateIP/203.0.113.9');
    expect(v.body).toEqual({ IsWhiteListed: false });
    expect((await a.http.get('/api/v1/users/validateIP/127.0.0.1')).body).toEqual({ IsWhiteListed: true });
  });

  it('e-mails a login link to an automatically whitelisted user outside the whitelist; the link signs in and whitelists the address', async () => {
    const res = await a.http
      .post('/api/v1/users/token')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ Username: 'admin', Password: 'admin', ...client() });
    expect(res.status).toBe(200);
    expect(res.body.LoginResult).toBeNull();
    expect(res.body.Message).toBe('A login link has been emailed to you.');
    const mail = await readOutbox(a.config.outboxDir, 'To: admin@intermission.local');
    const key = decodeURIComponent(/\/adminaccess\?resetKey=([\w%-]+)/.exec(mail)![1]);
    const access = await a.http.post('/api/v1/users/adminAccess').send({ ResetKey: key, AuthClientId, AuthClientSecret: a.config.authClientSecret });
    expect(access.status).toBe(200);
    expect(access.body.LoginResult.Jwt).toBeTruthy();
    expect((await a.http.get('/api/v1/users/validateIP/198.51.100.7')).body).toEqual({ IsWhiteListed: true });
    const again = await a.http.post('/api/v1/users/adminAccess').send({ ResetKey: key, AuthClientId, AuthClientSecret: a.config.authClientSecret });
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe('Login Failed');
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const before = await a.signIn('nobody');
    const forgot = await a.http.post('/api/v1/users/forgot').send({ Email: 'nobody@intermission.local' });
    expect(forgot.status).toBe(200);
    expect(forgot.body.Message).toBe('Reset link sent to nobody@intermission.local');
    const mail = await readOutbox(a.config.outboxDir, 'To: nobody@intermission.local');
    const m = /\/resetpassword\?userId=(\d+)&resetKey=([\w%-]+)/.exec(mail)!;
    const body = { AuthUserId: Number(m[1]), ResetKey: decodeURIComponent(m[2]), Password: 'a-new-password', Confirmation: 'a-new-password', ...client() };
    const mismatch = await a.http.post('/api/v1/users/reset').send({ ...body, Confirmation: 'other' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.ModelState.Confirmation).toEqual(['Password does not match confirmation']);
    const reset = await a.http.post('/api/v1/users/reset').send(body);
    expect(reset.status).toBe(200);
    expect(reset.body.Message).toBe('Password Reset');
    expect((await a.http.post('/api/v1/users/token').send({ Username: 'nobody', Password: 'nobody', ...client() })).status).toBe(418);
    await a.signIn('nobody', 'a-new-password');
    expect((await a.http.post('/api/v1/users/reset').send(body)).status).toBe(400);
    // An access token issued before the reset no longer works.
    expect((await a.http.get(`/api/v1/users/${before.body.User.Id}`).set('Authorization', `Bearer ${before.token}`)).status).toBe(401);
  });

  it('changes the own password, checking the old one and the confirmation', async () => {
    const { token } = await a.signIn('manager');
    const auth = { Authorization: `Bearer ${token}` };
    const wrongOld = await a.http.put('/api/v1/users/password').set(auth).send({ OldPassword: 'x', NewPassword: 'manager-2026', Confirmation: 'manager-2026' });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.ModelState.OldPassword).toBeDefined();
    const mismatch = await a.http
      .put('/api/v1/users/password')
      .set(auth)
      .send({ OldPassword: 'manager', NewPassword: 'manager-2026', Confirmation: 'manager-2027' });
    expect(mismatch.body.ModelState.Confirmation).toEqual(['Password does not match confirmation']);
    const ok = await a.http.put('/api/v1/users/password').set(auth).send({ OldPassword: 'manager', NewPassword: 'manager-2026', Confirmation: 'manager-2026' });
    expect(ok.status).toBe(200);
    expect(ok.body.Message).toBe('Password Save Successful!');
    await a.signIn('manager', 'manager-2026');
    // The token from before the change is refused; the one the change answered works.
    const me = `/api/v1/users/${(jwt.decode(token) as { uid: number }).uid}`;
    expect((await a.http.get(me).set(auth)).status).toBe(401);
    expect((await a.http.get(me).set('Authorization', `Bearer ${ok.body.LoginResult.Jwt}`)).status).toBe(200);
  });
});
