import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { Db } from '@intermission/db';
import { type AppConfig, demoSecretsInForce, MinimumSecretLength, shortSecrets } from '../config/app-config';
import { DemoUsers } from '../seed/demo-operator';

/** With NODE_ENV=production, the demo secrets and demo sign-ins still in force, and the secrets too short. */
export async function productionProblems(config: AppConfig, db: Db): Promise<string[]> {
  const demo = demoSecretsInForce(config);
  const problems = demo.map((name) => `${name} is the demo default`);
  for (const name of shortSecrets(config)) {
    if (!demo.includes(name)) problems.push(`${name} is shorter than ${MinimumSecretLength} characters (e.g. openssl rand -base64 48)`);
  }
  for (const u of DemoUsers) {
    const row = await db
      .selectFrom('app.auth_users')
      .select('PasswordHash')
      .where(sql`lower("Username")`, '=', u.Username)
      .executeTakeFirst();
    if (row && (await verify(row.PasswordHash, u.Password).catch(() => false))) problems.push(`the demo user "${u.Username}" still has its demo password`);
  }
  return problems;
}
