import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { Db } from '@intermission/db';
import { type AppConfig, demoSecretsInForce } from '../config/app-config';
import { DemoUsers } from '../seed/demo-operator';

/** With NODE_ENV=production, the names of the demo secrets and demo sign-ins still in force. */
export async function productionProblems(config: AppConfig, db: Db): Promise<string[]> {
  const problems = demoSecretsInForce(config).map((name) => `${name} is the demo default`);
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
