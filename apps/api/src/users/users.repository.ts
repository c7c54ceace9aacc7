import { Injectable } from '@nestjs/common';
import { type Expression, sql } from 'kysely';
import { searchText, type Address, type Phone, type User, type UserBasicInfo } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { InjectDb } from '../database/database.module';

/** Escapes LIKE wildcards in user text. */
export function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

type Updater = (tx: Tx) => Promise<void>;

@Injectable()
export class UsersRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async find(id: number): Promise<User | undefined> {
    const row = await this.db
      .selectFrom('app.users as u')
      .leftJoin('app.auth_users as a', 'a.UserId', 'u.Id')
      .leftJoin('app.roles as r', 'r.Id', 'a.RoleId')
      .leftJoin('app.job_titles as j', 'j.Id', 'u.JobTitleId')
      .leftJoin('app.addresses as ad', 'ad.Id', 'u.AddressId')
      .select([
        'u.Id',
        'u.FirstName',
        'u.LastName',
        'u.Email',
        'u.JobTitleId',
        'j.Name as JobTitleName',
        'u.ImagePath',
        'u.ThumbnailPath',
        'u.HasAccess',
        'a.Id as AuthUserId',
        'a.Username',
        'a.RoleId',
        'r.Name as RoleName',
        'a.AutomaticallyWhitelist',
        'u.Version',
        'ad.Line1',
        'ad.Line2',
        'ad.City',
        'ad.StateId',
        'ad.Zip',
        'u.AddressId',
      ])
      .where('u.Id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const phones = await this.db
      .selectFrom('app.user_phones')
      .select(['Phone', 'Extension', 'IsPrimary', 'PhoneTypeId'])
      .where('UserId', '=', id)
      .orderBy('Rank')
      .execute();
    return {
      Id: row.Id,
      FirstName: row.FirstName,
      LastName: row.LastName,
      Email: row.Email,
      JobTitleId: row.JobTitleId,
      UserJobTitle: row.JobTitleId && row.JobTitleName ? { Id: row.JobTitleId, Name: row.JobTitleName } : null,
      UserPhones: phones.map((p) => ({ ...p, PhoneExt: p.Extension ? `${p.Phone} x${p.Extension}` : p.Phone })),
      Address: row.AddressId
        ? { Line1: row.Line1 ?? '', Line2: row.Line2 ?? '', City: row.City ?? '', StateId: row.StateId ?? null, Zip: row.Zip ?? '' }
        : null,
      Image: row.ImagePath ? { ImagePath: `/api/v1/users/${row.Id}/pic`, ThumbnailPath: `/api/v1/users/${row.Id}/pic/thumb` } : null,
      HasAccess: row.HasAccess,
      AuthUserId: row.AuthUserId,
      AuthUser:
        row.AuthUserId !== null && row.Username && row.RoleId
          ? {
              Username: row.Username,
              UserRole: { Id: row.RoleId, Name: row.RoleName ?? '' },
              AutomaticallyWhitelist: !!row.AutomaticallyWhitelist,
              HasAccess: row.HasAccess,
            }
          : null,
      Username: row.Username,
      RoleId: row.RoleId,
      RoleName: row.RoleName,
      Version: row.Version,
    };
  }

  async search(q: string | undefined, hasAccess: boolean, skip: number, take: number) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.users as u')
      .leftJoin('app.auth_users as a', 'a.UserId', 'u.Id')
      .where('u.HasAccess', '=', hasAccess)
      .$if(text !== undefined, (qb) =>
        qb.where((eb) => {
          const like = likeText(text!);
          const fullName: Expression<string> = sql`u."FirstName" || ' ' || u."LastName"`;
          return eb.or([eb(fullName, 'ilike', like), eb('u.Email', 'ilike', like), eb('a.Username', 'ilike', like)]);
        }),
      );
    const rows = await filtered
      .select(['u.Id', 'u.FirstName as First', 'u.LastName as Last', 'u.Email', 'a.RoleId as UserRoleId', 'a.Username', 'u.HasAccess'])
      .orderBy('u.LastName')
      .orderBy('u.FirstName')
      .orderBy('u.Id')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(total.n) };
  }

  jobTitles() {
    return this.db.selectFrom('app.job_titles').select(['Id', 'Name']).orderBy('Name').execute();
  }

  states() {
    return this.db.selectFrom('app.states').select(['Id', 'Code', 'Name']).orderBy('Name').execute();
  }

  async emailTaken(email: string, exceptUserId = 0): Promise<boolean> {
    return !!(await this.db
      .selectFrom('app.users')
      .select('Id')
      .where(sql`lower("Email")`, '=', email.toLowerCase())
      .where('Id', '!=', exceptUserId)
      .executeTakeFirst());
  }

  async usernameTaken(username: string, exceptUserId = 0): Promise<boolean> {
    return !!(await this.db
      .selectFrom('app.auth_users')
      .select('Id')
      .where(sql`lower("Username")`, '=', username.toLowerCase())
      .where('UserId', '!=', exceptUserId)
      .executeTakeFirst());
  }

  async create(
    actorId: number,
    v: { FirstName: string; LastName: string; Email: string | null; JobTitleId: number | null },
    auth?: { Username: string; PasswordHash: string; RoleId: number; AutomaticallyWhitelist: boolean },
  ): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const user = await tx.insertInto('app.users').values(v).returning('Id').executeTakeFirstOrThrow();
      if (auth)
        await tx
          .insertInto('app.auth_users')
          .values({ UserId: user.Id, ...auth })
          .execute();
      await this.audit(tx, actorId, user.Id, 'Create', { ...v, Username: auth?.Username, RoleId: auth?.RoleId });
      return user.Id;
    });
  }

  /**
   * Runs a change to a user and its parts in one transaction, moving the user's Version on:
   * false when the Version given is stale (or the user is gone).
   */
  versioned(actorId: number, id: number, version: number, action: string, changes: Record<string, unknown>, fn: Updater): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const bumped = await tx
        .updateTable('app.users')
        .set({ Version: sql`"Version" + 1` })
        .where('Id', '=', id)
        .where('Version', '=', version)
        .executeTakeFirst();
      if (bumped.numUpdatedRows === 0n) return false;
      await fn(tx);
      await this.audit(tx, actorId, id, action, changes);
      return true;
    });
  }

  updateBasic(actorId: number, body: UserBasicInfo, full: boolean) {
    const values = full
      ? {
          FirstName: body.FirstName,
          LastName: body.LastName,
          ...(body.Email !== undefined ? { Email: body.Email } : {}),
          ...(body.JobTitleId !== undefined ? { JobTitleId: body.JobTitleId } : {}),
        }
      : { FirstName: body.FirstName, LastName: body.LastName };
    return this.versioned(actorId, body.Id, body.Version, 'UpdateBasicInfo', values, async (tx) => {
      await tx.updateTable('app.users').set(values).where('Id', '=', body.Id).execute();
    });
  }

  setPhones(actorId: number, id: number, version: number, phones: Phone[]) {
    return this.versioned(actorId, id, version, 'UpdatePhones', { phones }, async (tx) => {
      await tx.deleteFrom('app.user_phones').where('UserId', '=', id).execute();
      if (phones.length)
        await tx
          .insertInto('app.user_phones')
          .values(phones.map((p, Rank) => ({ UserId: id, ...p, Rank })))
          .execute();
    });
  }

  setAddress(actorId: number, id: number, version: number, address: Address) {
    return this.versioned(actorId, id, version, 'UpdateAddress', { address }, async (tx) => {
      const user = await tx.selectFrom('app.users').select('AddressId').where('Id', '=', id).executeTakeFirstOrThrow();
      if (user.AddressId) await tx.updateTable('app.addresses').set(address).where('Id', '=', user.AddressId).execute();
      else {
        const a = await tx.insertInto('app.addresses').values(address).returning('Id').executeTakeFirstOrThrow();
        await tx.updateTable('app.users').set({ AddressId: a.Id }).where('Id', '=', id).execute();
      }
    });
  }

  async setHasAccess(actorId: number, id: number, hasAccess: boolean): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('app.users')
        .set({ HasAccess: hasAccess, Version: sql`"Version" + 1` })
        .where('Id', '=', id)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) return false;
      if (!hasAccess) {
        await tx
          .updateTable('app.refresh_tokens')
          .set({ RevokedAt: new Date() })
          .where('RevokedAt', 'is', null)
          .where('AuthUserId', 'in', tx.selectFrom('app.auth_users').select('Id').where('UserId', '=', id))
          .execute();
      }
      await this.audit(tx, actorId, id, hasAccess ? 'GrantAccess' : 'RemoveAccess', {});
      return true;
    });
  }

  setPhoto(actorId: number, id: number, imagePath: string | null, thumbnailPath: string | null) {
    return this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('app.users')
        .set({ ImagePath: imagePath, ThumbnailPath: thumbnailPath, Version: sql`"Version" + 1` })
        .where('Id', '=', id)
        .execute();
      await this.audit(tx, actorId, id, imagePath ? 'SetPhoto' : 'DeletePhoto', {});
    });
  }

  photoPaths(id: number) {
    return this.db.selectFrom('app.users').select(['ImagePath', 'ThumbnailPath']).where('Id', '=', id).executeTakeFirst();
  }

  async audit(tx: Tx, actorId: number, id: number, action: string, changes: Record<string, unknown>) {
    await tx
      .insertInto('app.audit_log')
      .values({ UserId: actorId, Entity: 'User', EntityId: String(id), Action: action, Changes: JSON.stringify(changes) })
      .execute();
  }
}
