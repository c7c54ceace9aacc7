import { isIP } from 'node:net';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { AdminRoleIds, ClaimType, ClaimTypeNames, ClaimValue } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { makeRole, makeUser } from '../seed/factories';

export interface FirstAdministrator {
  username: string;
  password: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Addresses or ranges (`start-end`) to put on the IP whitelist, which is empty on a new database. */
  whitelist?: string[];
}

/** Why the first administrator was not created, in words for the operator. */
export class FirstAdministratorRefused extends Error {}

/** The command that creates the first administrator (docs/operations.md "First administrator"). */
export const FirstAdministratorCommand =
  'npm run admin:create -- --user <name> --whitelist <your IP address or start-end> [--email <address>] [--first-name <name>] [--last-name <name>]';

/** True when no user exists at all: nobody could sign in, so the start says how to create the first administrator. */
export async function noUserExists(db: Db): Promise<boolean> {
  return !(await db.selectFrom('app.users').select('Id').limit(1).executeTakeFirst());
}

/**
 * Creates the first administrator (role id 1, FullAccess on every claim; the role is created when
 * missing) on a database without any user. Refuses when any user exists, so it works once: later
 * users are made by an administrator on the Users screen. The check and the insert hold a table
 * lock, so two runs at once cannot both succeed.
 */
export async function createFirstAdministrator(db: Db, v: FirstAdministrator): Promise<{ userId: number; authUserId: number }> {
  const username = v.username.trim();
  if (!username || username.length > 100) throw new FirstAdministratorRefused('The user name must have 1 to 100 characters.');
  if (v.password.length < 12) throw new FirstAdministratorRefused('The password must have at least 12 characters.');
  if (v.password.length > 200) throw new FirstAdministratorRefused('The password must have at most 200 characters.');
  const ranges = (v.whitelist ?? []).map((r) => {
    const [start, end = start] = r.split('-').map((x) => x.trim());
    if (!isIP(start) || !isIP(end) || isIP(start) !== isIP(end))
      throw new FirstAdministratorRefused(`--whitelist ${r} is not an IP address or a range start-end.`);
    return { StartIp: start, EndIp: end };
  });
  const passwordHash = await hash(v.password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  return db.transaction().execute(async (tx) => {
    await sql`LOCK TABLE app.users IN EXCLUSIVE MODE`.execute(tx);
    if (await tx.selectFrom('app.users').select('Id').limit(1).executeTakeFirst()) {
      throw new FirstAdministratorRefused('Users exist already: the first administrator can only be created on a database without any user.');
    }
    const roleId = AdminRoleIds[0];
    if (!(await tx.selectFrom('app.roles').select('Id').where('Id', '=', roleId).executeTakeFirst())) {
      await makeRole(tx, { Id: roleId, Name: 'Administrator', claims: ClaimTypeNames.map((n) => [ClaimType[n], ClaimValue.FullAccess]) });
      await sql`SELECT setval(pg_get_serial_sequence('app.roles', 'Id'), GREATEST((SELECT max("Id") FROM app.roles), 10))`.execute(tx);
    }
    const user = await makeUser(tx, {
      FirstName: v.firstName?.trim() || 'First',
      LastName: v.lastName?.trim() || 'Administrator',
      Email: v.email?.trim() || undefined,
      Username: username,
      PasswordHash: passwordHash,
      RoleId: roleId,
      // With an e-mail, a sign-in from outside the whitelist gets an e-mailed login link.
      AutomaticallyWhitelist: !!v.email?.trim(),
    });
    for (const r of ranges) {
      const inRange = await tx
        .selectFrom('app.ip_ranges')
        .select('Id')
        .where(
          sql<boolean>`family("StartIp") = family(${r.StartIp}::inet) AND ${r.StartIp}::inet BETWEEN "StartIp" AND "EndIp" AND ${r.EndIp}::inet BETWEEN "StartIp" AND "EndIp"`,
        )
        .executeTakeFirst();
      if (!inRange)
        await tx
          .insertInto('app.ip_ranges')
          .values({ Name: `First administrator ${username}`, ...r })
          .execute();
    }
    return { userId: user.Id, authUserId: user.AuthUserId! };
  });
}
