import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { searchText, type IdName, type Role, type RoleSave } from '@intermission/contracts';
import { type Db, findPage, likeText, type Page, type PageRequest, type SaveOutcome, type Tx, writeAudit, upsertVersioned } from '@intermission/db';
import { InjectDb } from '../database/database.module';

/** A save of a role: its id and what the versioned save did, or refused because another role has the name. */
export type RoleSaveOutcome = { id: number; outcome: SaveOutcome } | 'name-taken';

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

  async search(q: string | undefined, page: PageRequest, claimIds?: number[]): Promise<Page<Role>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.roles as r')
      .$if(text !== undefined, (qb) => qb.where('r.Name', 'ilike', likeText(text!)))
      .$if(!!claimIds?.length, (qb) =>
        qb.where((eb) =>
          eb.exists(eb.selectFrom('app.role_claims as c').whereRef('c.RoleId', '=', 'r.Id').where('c.ClaimTypeId', 'in', claimIds!).select('c.RoleId')),
        ),
      );
    const found = await findPage(filtered, (qb) => qb.select('r.Id').orderBy('r.Name').orderBy('r.Id'), page);
    const rows = found.rows.length
      ? await this.base()
          .where(
            'r.Id',
            'in',
            found.rows.map((i) => i.Id),
          )
          .orderBy('r.Name')
          .orderBy('r.Id')
          .execute()
      : [];
    return { rows: rows.map((r) => this.shape(r)), total: found.total };
  }

  async find(id: number): Promise<Role | undefined> {
    const row = await this.base().where('r.Id', '=', id).executeTakeFirst();
    return row && this.shape(row);
  }

  /** Creates (Id 0) or updates on Version; replaces the claims and bumps Version, which sends its users update-roles. */
  save(actorId: number, body: RoleSave): Promise<RoleSaveOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const taken = await tx
        .selectFrom('app.roles')
        .select('Id')
        .where(sql`lower("Name")`, '=', body.Name.toLowerCase())
        .where('Id', '!=', body.Id)
        .executeTakeFirst();
      if (taken) return 'name-taken' as const;
      return upsertVersioned(
        tx,
        'app.roles',
        body,
        { Name: body.Name },
        { audit: { actorId, entity: 'Role', changes: body }, replaceParts: (id) => this.writeClaims(tx, id, body) },
      );
    });
  }

  private async writeClaims(tx: Tx, id: number, body: RoleSave) {
    await tx.deleteFrom('app.role_claims').where('RoleId', '=', id).execute();
    if (body.UserRoleClaims.length)
      await tx
        .insertInto('app.role_claims')
        .values(body.UserRoleClaims.map((c) => ({ RoleId: id, ClaimTypeId: c.ClaimTypeId, ClaimValueId: c.ClaimValueId })))
        .execute();
  }

  /** Deletes a role no user holds; false while one does. */
  delete(actorId: number, id: number): Promise<'deleted' | 'in-use' | 'missing'> {
    return this.db.transaction().execute(async (tx) => {
      const role = await tx.selectFrom('app.roles').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!role) return 'missing';
      const holder = await tx.selectFrom('app.auth_users').select('Id').where('RoleId', '=', id).limit(1).executeTakeFirst();
      if (holder) return 'in-use';
      await tx.deleteFrom('app.roles').where('Id', '=', id).execute();
      await writeAudit(tx, { actorId, entity: 'Role', entityId: id, action: 'Delete' });
      return 'deleted';
    });
  }

  claimTypes(): Promise<IdName[]> {
    return this.db.selectFrom('app.claim_types').select(['Id', 'Name']).orderBy('Id').execute();
  }

  claimValues(): Promise<IdName[]> {
    return this.db.selectFrom('app.claim_values').select(['Id', 'Name']).orderBy('Id').execute();
  }
}
