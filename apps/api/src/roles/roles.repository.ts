import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { searchText, type Role, type RoleSave } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { InjectDb } from '../database/database.module';

export type SaveOutcome = { ok: true; id: number } | { ok: false; reason: 'stale' | 'missing' | 'name-taken' };

@Injectable()
export class RolesRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private base(db: Db | Tx = this.db) {
    return db.selectFrom('app.roles as r').select((eb) => [
      'r.Id',
      'r.Name',
      'r.Version',
      eb
        .selectFrom('app.auth_users as a')
        .whereRef('a.RoleId', '=', 'r.Id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .as('UserCount'),
      sql<{ ClaimTypeId: number; ClaimValueId: 1 | 2; UserRoleId: number }[]>`coalesce((
          SELECT json_agg(json_build_object('ClaimTypeId', c."ClaimTypeId", 'ClaimValueId', c."ClaimValueId", 'UserRoleId', c."RoleId") ORDER BY c."ClaimTypeId")
          FROM app.role_claims c WHERE c."RoleId" = r."Id"), '[]'::json)`.as('UserRoleClaims'),
    ]);
  }

  private shape(row: { Id: number; Name: string; Version: number; UserCount: string | null; UserRoleClaims: Role['UserRoleClaims'] }): Role {
    return { ...row, UserCount: Number(row.UserCount ?? 0) };
  }

  async search(q: string | undefined, skip: number, take: number, claimIds?: number[]) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.roles as r')
      .$if(text !== undefined, (qb) => qb.where('r.Name', 'ilike', `%${text!.replace(/[\\%_]/g, '\\$&')}%`))
      .$if(!!claimIds?.length, (qb) =>
        qb.where((eb) =>
          eb.exists(eb.selectFrom('app.role_claims as c').whereRef('c.RoleId', '=', 'r.Id').where('c.ClaimTypeId', 'in', claimIds!).select('c.RoleId')),
        ),
      )
      .select('r.Id');
    const ids = await filtered.orderBy('r.Name').orderBy('r.Id').offset(skip).limit(take).execute();
    const total = await this.db
      .selectFrom(filtered.as('f'))
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = ids.length
      ? await this.base()
          .where(
            'r.Id',
            'in',
            ids.map((i) => i.Id),
          )
          .orderBy('r.Name')
          .orderBy('r.Id')
          .execute()
      : [];
    return { rows: rows.map((r) => this.shape(r)), total: Number(total.n) };
  }

  async find(id: number): Promise<Role | undefined> {
    const row = await this.base().where('r.Id', '=', id).executeTakeFirst();
    return row && this.shape(row);
  }

  /** Creates (Id 0) or updates on Version; replaces the claims and bumps Version, which sends its users update-roles. */
  save(actorId: number, body: RoleSave): Promise<SaveOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const taken = await tx
        .selectFrom('app.roles')
        .select('Id')
        .where(sql`lower("Name")`, '=', body.Name.toLowerCase())
        .where('Id', '!=', body.Id)
        .executeTakeFirst();
      if (taken) return { ok: false, reason: 'name-taken' } as const;
      let id = body.Id;
      if (id === 0) {
        id = (await tx.insertInto('app.roles').values({ Name: body.Name }).returning('Id').executeTakeFirstOrThrow()).Id;
      } else {
        const updated = await tx
          .updateTable('app.roles')
          .set({ Name: body.Name, Version: sql`"Version" + 1` })
          .where('Id', '=', id)
          .where('Version', '=', body.Version)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) {
          const exists = await tx.selectFrom('app.roles').select('Id').where('Id', '=', id).executeTakeFirst();
          return { ok: false, reason: exists ? 'stale' : 'missing' } as const;
        }
        await tx.deleteFrom('app.role_claims').where('RoleId', '=', id).execute();
      }
      if (body.UserRoleClaims.length) {
        await tx
          .insertInto('app.role_claims')
          .values(body.UserRoleClaims.map((c) => ({ RoleId: id, ClaimTypeId: c.ClaimTypeId, ClaimValueId: c.ClaimValueId })))
          .execute();
      }
      await tx
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'Role', EntityId: String(id), Action: body.Id === 0 ? 'Create' : 'Update', Changes: JSON.stringify(body) })
        .execute();
      return { ok: true, id } as const;
    });
  }

  /** Deletes a role no user holds; false while one does. */
  delete(actorId: number, id: number): Promise<'deleted' | 'in-use' | 'missing'> {
    return this.db.transaction().execute(async (tx) => {
      const role = await tx.selectFrom('app.roles').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!role) return 'missing';
      const holder = await tx.selectFrom('app.auth_users').select('Id').where('RoleId', '=', id).limit(1).executeTakeFirst();
      if (holder) return 'in-use';
      await tx.deleteFrom('app.roles').where('Id', '=', id).execute();
      await tx
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'Role', EntityId: String(id), Action: 'Delete', Changes: JSON.stringify({}) })
        .execute();
      return 'deleted';
    });
  }

  claimTypes() {
    return this.db.selectFrom('app.claim_types').select(['Id', 'Name']).orderBy('Id').execute();
  }

  claimValues() {
    return this.db.selectFrom('app.claim_values').select(['Id', 'Name']).orderBy('Id').execute();
  }
}
