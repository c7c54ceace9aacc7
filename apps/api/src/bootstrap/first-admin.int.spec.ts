import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { AuthClientId } from '@intermission/contracts';
import { seedDemoOperator, seedReferenceData } from '../seed/demo-operator';
import { createTestApp } from '../../../../tests/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { createFirstAdministrator, noUserExists } from './first-admin';

const script = path.resolve(__dirname, '../../../../scripts/create-admin.js');

describe('the first administrator on an empty database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedReferenceData(t.db);
  });
  afterAll(() => t.drop());

  it('npm run admin:create: refuses without a password, creates the administrator once, then refuses', () => {
    expect(spawnSync(process.execPath, [script], { env: { ...process.env, DATABASE_URL: t.url }, encoding: 'utf8' }).stderr).toContain('--user is required.');
    const env = { ...process.env, DATABASE_URL: t.url, ADMIN_PASSWORD: 'a-long-enough-password' };
    const run = spawnSync(process.execPath, [script, '--user', 'operator', '--whitelist', '192.0.2.1', '--email', 'ops@example.com'], {
      env,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Created the administrator "operator" \(user \d+, role 1 with FullAccess on every claim\)\.\nWhitelisted: 192\.0\.2\.1\.\n$/);
    const again = spawnSync(process.execPath, [script, '--user', 'second'], { env, encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Users exist already: the first administrator can only be created on a database without any user.');
  });

  it('the administrator has every claim at FullAccess, and the given address is whitelisted', async () => {
    expect(await noUserExists(t.db)).toBe(false);
    const row = await t.db
      .selectFrom('app.auth_users as a')
      .innerJoin('app.users as u', 'u.Id', 'a.UserId')
      .select(['a.RoleId', 'a.AutomaticallyWhitelist', 'u.Email'])
      .where('a.Username', '=', 'operator')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ RoleId: 1, AutomaticallyWhitelist: true, Email: 'ops@example.com' });
    const claims = await t.db.selectFrom('app.role_claims').select('ClaimValueId').where('RoleId', '=', 1).execute();
    expect(claims.length).toBe(23);
    expect(new Set(claims.map((c) => c.ClaimValueId))).toEqual(new Set([1]));
    expect(await t.db.selectFrom('app.ip_ranges').select(['Name']).execute()).toEqual([{ Name: 'First administrator operator' }]);
  });
});

describe('createFirstAdministrator', () => {
  it('refuses a short password and a database that has users', async () => {
    const t = await createTestDatabase();
    try {
      await seedReferenceData(t.db);
      expect(await noUserExists(t.db)).toBe(true);
      await expect(createFirstAdministrator(t.db, { username: 'root', password: 'short' })).rejects.toThrow('at least 12 characters');
      await seedDemoOperator(t.db);
      await expect(createFirstAdministrator(t.db, { username: 'root', password: 'a-long-enough-password' })).rejects.toThrow(/^Users exist already/);
    } finally {
      await t.drop();
    }
  });

  it('makes an administrator who signs in', async () => {
    const a = await createTestApp();
    try {
      // The demo seed ran, so this builds on a copy emptied of users (their role 1 stays).
      await a.t.db.deleteFrom('app.refresh_tokens').execute();
      await a.t.db.deleteFrom('app.auth_users').execute();
      await a.t.db.updateTable('app.venues').set({ ManagerId: null }).execute();
      await a.t.db.deleteFrom('app.users').execute();
      await createFirstAdministrator(a.t.db, { username: 'root', password: 'a-long-enough-password' });
      const res = await a.http
        .post('/api/v1/users/token')
        .send({ Username: 'root', Password: 'a-long-enough-password', AuthClientID: AuthClientId, AuthClientSecret: a.config.authClientSecret });
      expect(res.status).toBe(200);
      expect(res.body.LoginResult.RoleId).toBe(1);
    } finally {
      await a.close();
    }
  });
});
