import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { ClaimTypeNames, type ClaimFlags, type ClaimTypeName, type ClaimValueId } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';

export interface AuthAccount {
  authUserId: number;
  userId: number;
  username: string;
  passwordHash: string;
  roleId: number;
  roleVersion: number;
  automaticallyWhitelist: boolean;
  hasAccess: boolean;
  /** Access tokens carry it; one issued before a password change or reset is refused. */
  passwordChangedAt: Date;
  firstName: string;
  lastName: string;
  email: string | null;
  thumbnailPath: string | null;
}

interface ClaimRow {
  ClaimTypeId: number;
  ClaimValueId: number;
}

function claimFlagsOf(rows: readonly ClaimRow[]): ClaimFlags {
  const flags: ClaimFlags = {};
  for (const r of rows) {
    const name: ClaimTypeName | undefined = ClaimTypeNames[r.ClaimTypeId - 1];
    if (name) flags[name] = r.ClaimValueId as ClaimValueId;
  }
  return flags;
}

@Injectable()
export class AuthRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private accounts() {
    return this.db
      .selectFrom('app.auth_users as a')
      .innerJoin('app.users as u', 'u.Id', 'a.UserId')
      .innerJoin('app.roles as r', 'r.Id', 'a.RoleId')
      .select([
        'a.Id as authUserId',
        'u.Id as userId',
        'a.Username as username',
        'a.PasswordHash as passwordHash',
        'a.RoleId as roleId',
        'r.Version as roleVersion',
        'a.AutomaticallyWhitelist as automaticallyWhitelist',
        'u.HasAccess as hasAccess',
        'a.PasswordChangedAt as passwordChangedAt',
        'u.FirstName as firstName',
        'u.LastName as lastName',
        'u.Email as email',
        'u.ThumbnailPath as thumbnailPath',
      ]);
  }

  findByUsername(username: string): Promise<AuthAccount | undefined> {
    return this.accounts()
      .where(sql`lower(a."Username")`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  findByEmail(email: string): Promise<AuthAccount | undefined> {
    return this.accounts()
      .where(sql`lower(u."Email")`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  findByAuthUserId(authUserId: number): Promise<AuthAccount | undefined> {
    return this.accounts().where('a.Id', '=', authUserId).executeTakeFirst();
  }

  async claimFlags(roleId: number): Promise<ClaimFlags> {
    return claimFlagsOf(await this.db.selectFrom('app.role_claims').select(['ClaimTypeId', 'ClaimValueId']).where('RoleId', '=', roleId).execute());
  }

  /** An account with its role's claims, in one read: the access check of every call. */
  async findWithClaims(authUserId: number): Promise<(AuthAccount & { claims: ClaimFlags }) | undefined> {
    const row = await this.accounts()
      .select(
        sql<ClaimRow[]>`COALESCE((SELECT json_agg(json_build_object('ClaimTypeId', c."ClaimTypeId", 'ClaimValueId', c."ClaimValueId"))
          FROM app.role_claims c WHERE c."RoleId" = a."RoleId"), '[]')`.as('claimRows'),
      )
      .where('a.Id', '=', authUserId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { claimRows, ...account } = row;
    return { ...account, claims: claimFlagsOf(claimRows) };
  }

  async isWhitelisted(ip: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('app.ip_ranges')
      .select('Id')
      .where(sql<boolean>`family("StartIp") = family(${ip}::inet) AND ${ip}::inet BETWEEN "StartIp" AND "EndIp"`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async whitelistAddress(ip: string, name: string): Promise<void> {
    if (await this.isWhitelisted(ip)) return;
    await this.db.insertInto('app.ip_ranges').values({ Name: name, StartIp: ip, EndIp: ip }).execute();
  }

  async setPassword(authUserId: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('app.auth_users')
      .set({ PasswordHash: passwordHash, PasswordChangedAt: new Date(), Version: sql`"Version" + 1` })
      .where('Id', '=', authUserId)
      .execute();
  }
}
