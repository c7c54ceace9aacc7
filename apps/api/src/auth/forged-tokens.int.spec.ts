import jwt from 'jsonwebtoken';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// Issue 38 points 4 and 5: the README printed the demo JWT secret, and every seeded account shared
// one password stamp, so a token signed with that secret, sub "1" and the manager's own stamp (read
// in the manager's token) was taken as the admin's.
describe('tokens nobody but the server can make', () => {
  let a: TestApp;
  beforeAll(async () => {
    // As every test app and a fresh install start: no JWT_SECRET set.
    a = await createTestApp();
  });
  afterAll(async () => {
    await a?.close();
  });

  const PrintedDemoSecret = 'intermission-demo-jwt-secret-change-me';

  const account = (username: string) =>
    a.t.db
      .selectFrom('app.auth_users as au')
      .innerJoin('app.roles as r', 'r.Id', 'au.RoleId')
      .select(['au.Id', 'au.UserId', 'au.RoleId', 'r.Version', 'au.PasswordChangedAt'])
      .where('au.Username', '=', username)
      .executeTakeFirstOrThrow();
  type Account = Awaited<ReturnType<typeof account>>;
  /** A token as TokenService makes one, for `who`, carrying the password stamp `pwd`, signed with `secret`. */
  const forge = (secret: string, who: Account, pwd: number) =>
    jwt.sign({ sub: String(who.Id), uid: who.UserId, rid: who.RoleId, rv: who.Version, claims: {}, pwd }, secret, {
      algorithm: 'HS256',
      audience: 'intermission',
      expiresIn: 900,
    });
  const call = (token: string) => a.http.get('/api/v1/users/states').set('Authorization', `Bearer ${token}`);

  it('are not signed with the secret the README printed', async () => {
    expect(a.config.jwtSecret).not.toBe(PrintedDemoSecret);
    const admin = await account('admin');
    const stamp = new Date(admin.PasswordChangedAt).getTime();
    // The same token under the server's own key is taken: only the key differs.
    expect((await call(forge(a.config.jwtSecret, admin, stamp))).status).toBe(200);
    expect((await call(forge(PrintedDemoSecret, admin, stamp))).status).toBe(401);
  });

  it('carry a password stamp of their own account: no two seeded accounts share one', async () => {
    const stamps = await a.t.db.selectFrom('app.auth_users').select(['Username', 'PasswordChangedAt']).execute();
    expect(stamps.length).toBeGreaterThanOrEqual(4);
    expect(new Set(stamps.map((s) => new Date(s.PasswordChangedAt).getTime())).size).toBe(stamps.length);
  });

  it("refuse the admin's account to a token carrying the manager's stamp, even under the server's own key", async () => {
    const { token } = await a.signIn('manager');
    const managerStamp = (jwt.decode(token) as { pwd: number }).pwd;
    const admin = await account('admin');
    expect(managerStamp).not.toBe(new Date(admin.PasswordChangedAt).getTime());
    expect((await call(forge(a.config.jwtSecret, admin, managerStamp))).status).toBe(401);
    // The manager's own token still works.
    expect((await call(token)).status).toBe(200);
  });
});
