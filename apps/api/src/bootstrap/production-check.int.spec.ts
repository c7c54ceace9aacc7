import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { loadConfig as load } from '../config/app-config';
import { seedDemoOperator } from '../seed/demo-operator';
import { productionProblems } from './production-check';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';

describe('production refuses demo secrets and passwords', () => {
  let t: TestDatabase;
  // The secrets a setting leaves unset are generated in here, not in the checkout's .data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-production-'));
  const loadConfig = (env: NodeJS.ProcessEnv) => load({ DATA_DIR: dataDir, ...env });
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemoOperator(t.db);
  });
  afterAll(async () => {
    await t.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists every demo secret and demo sign-in still in force', async () => {
    // The signing, PIN and encryption secrets unset are the install's generated ones, no demo value.
    const problems = await productionProblems(loadConfig({ NODE_ENV: 'production' }), t.db);
    expect(problems).toEqual([
      'AUTH_CLIENT_SECRET is the demo default',
      'the demo user "admin" still has its demo password',
      'the demo user "manager" still has its demo password',
      'the demo user "viewer" still has its demo password',
      'the demo user "nobody" still has its demo password',
    ]);
  });

  const long = (c: string) => c.repeat(32);

  it('refuses the old demo encryption key kept to read old values', async () => {
    const problems = await productionProblems(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_CLIENT_SECRET: 'station',
        TOKEN_ENCRYPTION_KEY: `${long('k')},intermission-demo-token-encryption-key-change-me`,
      }),
      t.db,
    );
    expect(problems.filter((p) => !p.startsWith('the demo user'))).toEqual(['TOKEN_ENCRYPTION_KEY is the demo default']);
  });

  it('refuses a signing, PIN or encryption secret shorter than 32 characters', async () => {
    const env = { NODE_ENV: 'production', AUTH_CLIENT_SECRET: 'y' };
    const problems = await productionProblems(loadConfig({ ...env, JWT_SECRET: 'x', PIN_SECRET: 'z', TOKEN_ENCRYPTION_KEY: `${long('k')},old` }), t.db);
    expect(problems.filter((p) => !p.startsWith('the demo user'))).toEqual([
      'JWT_SECRET is shorter than 32 characters (e.g. openssl rand -base64 48)',
      'PIN_SECRET is shorter than 32 characters (e.g. openssl rand -base64 48)',
      'TOKEN_ENCRYPTION_KEY is shorter than 32 characters (e.g. openssl rand -base64 48)',
    ]);
  });

  it('takes a PIN_SECRET of 32 characters, and any AUTH_CLIENT_SECRET the stations were set up with', async () => {
    const problems = await productionProblems(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: long('x'), AUTH_CLIENT_SECRET: 'station', PIN_SECRET: long('z'), TOKEN_ENCRYPTION_KEY: long('k') }),
      t.db,
    );
    expect(problems.filter((p) => !p.startsWith('the demo user'))).toEqual([]);
  });

  it('has nothing to say once the secrets are set and the passwords changed', async () => {
    await t.db
      .updateTable('app.auth_users')
      .set({ PasswordHash: await hash('a-real-password') })
      .execute();
    expect(
      await productionProblems(
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: long('x'), AUTH_CLIENT_SECRET: 'y', PIN_SECRET: long('z'), TOKEN_ENCRYPTION_KEY: long('k') }),
        t.db,
      ),
    ).toEqual([]);
  });
});
