import { Injectable } from '@nestjs/common';
import { type Expression, sql } from 'kysely';
import { searchText, type Address, type IdName, type Phone, type User, type UserBasicInfo, type UserState, type UserSummary } from '@intermission/contracts';
import {
  type AuditEntry,
  createVersioned,
  type Db,
  findPage,
  likeText,
  type Page,
  type PageRequest,
  type SaveOutcome,
  saveVersioned,
  type Tx,
} from '@intermission/db';
import { addressAnswer, readPhones, replacePhones, saveAddress } from '../common/contacts';
import { InjectDb } from '../database/database.module';
import { venueToday } from '../common/venue-days';

type Updater = (tx: Tx) => Promise<void>;

/** What a portal access save writes: a new sign-in, or changes to the existing one (undefined keeps a field). */
export type PortalAccessWrite =
  | { kind: 'create'; Username: string; PasswordHash: string; RoleId: number; AutomaticallyWhitelist: boolean }
  | { kind: 'update'; authUserId: number; Username: string; PasswordHash?: string; RoleId?: number; AutomaticallyWhitelist?: boolean };

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
    const phones = await readPhones(this.db, 'user', id);
    return {
      Id: row.Id,
      FirstName: row.FirstName,
      LastName: row.LastName,
      Email: row.Email,
      JobTitleId: row.JobTitleId,
      UserJobTitle: row.JobTitleId && row.JobTitleName ? { Id: row.JobTitleId, Name: row.JobTitleName } : null,
      UserPhones: phones,
      Address: addressAnswer(row),
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

  search(q: string | undefined, hasAccess: boolean, page: PageRequest): Promise<Page<UserSummary>> {
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
    return findPage(
      filtered,
      (qb) =>
        qb
          .select(['u.Id', 'u.FirstName as First', 'u.LastName as Last', 'u.Email', 'a.RoleId as UserRoleId', 'a.Username', 'u.HasAccess'])
          .orderBy('u.LastName')
          .orderBy('u.FirstName')
          .orderBy('u.Id'),
      page,
    );
  }

  jobTitles(): Promise<IdName[]> {
    return this.db.selectFrom('app.job_titles').select(['Id', 'Name']).orderBy('Name').execute();
  }

  states(): Promise<UserState[]> {
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
    return this.db.transaction().execute((tx) =>
      createVersioned(tx, 'app.users', v, {
        audit: this.audit(actorId, 'Create', { ...v, Username: auth?.Username, RoleId: auth?.RoleId }),
        addParts: async (userId) => {
          if (auth)
            await tx
              .insertInto('app.auth_users')
              .values({ UserId: userId, ...auth })
              .execute();
        },
      }),
    );
  }

  /** A change to a user's parts in other tables, in one transaction under the user's Version. */
  private versioned(actorId: number, id: number, version: number, action: string, changes: unknown, fn: Updater): Promise<SaveOutcome> {
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.users', id, version, {}, { audit: this.audit(actorId, action, changes), alsoWrite: () => fn(tx) }));
  }

  /** Gives the user portal access or changes it; a new password ends the user's sessions (a new role applies on their next request). */
  setPortalAccess(actorId: number, userId: number, version: number, changes: unknown, access: PortalAccessWrite): Promise<SaveOutcome> {
    return this.versioned(actorId, userId, version, 'PortalAccess', changes, async (tx) => {
      if (access.kind === 'create') {
        const { kind: _create, ...values } = access;
        await tx
          .insertInto('app.auth_users')
          .values({ UserId: userId, ...values })
          .execute();
        return;
      }
      await tx
        .updateTable('app.auth_users')
        .set({
          Username: access.Username,
          ...(access.PasswordHash ? { PasswordHash: access.PasswordHash, PasswordChangedAt: new Date() } : {}),
          ...(access.RoleId ? { RoleId: access.RoleId } : {}),
          ...(access.AutomaticallyWhitelist !== undefined ? { AutomaticallyWhitelist: access.AutomaticallyWhitelist } : {}),
          Version: sql`"Version" + 1`,
        })
        .where('UserId', '=', userId)
        .execute();
      if (access.PasswordHash)
        await tx
          .updateTable('app.refresh_tokens')
          .set({ RevokedAt: new Date() })
          .where('RevokedAt', 'is', null)
          .where('AuthUserId', '=', access.authUserId)
          .execute();
    });
  }

  removePortalAccess(actorId: number, userId: number, version: number): Promise<SaveOutcome> {
    return this.versioned(actorId, userId, version, 'RemovePortalAccess', {}, async (tx) => {
      await tx.deleteFrom('app.auth_users').where('UserId', '=', userId).execute();
    });
  }

  roleExists(roleId: number): Promise<boolean> {
    return this.db
      .selectFrom('app.roles')
      .select('Id')
      .where('Id', '=', roleId)
      .executeTakeFirst()
      .then((r) => !!r);
  }

  updateBasic(actorId: number, body: UserBasicInfo, full: boolean): Promise<SaveOutcome> {
    const values = full
      ? {
          FirstName: body.FirstName,
          LastName: body.LastName,
          ...(body.Email !== undefined ? { Email: body.Email } : {}),
          ...(body.JobTitleId !== undefined ? { JobTitleId: body.JobTitleId } : {}),
        }
      : { FirstName: body.FirstName, LastName: body.LastName };
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.users', body.Id, body.Version, values, { audit: this.audit(actorId, 'UpdateBasicInfo', values) }));
  }

  setPhones(actorId: number, id: number, version: number, phones: Phone[]): Promise<SaveOutcome> {
    return this.versioned(actorId, id, version, 'UpdatePhones', { phones }, (tx) => replacePhones(tx, 'user', id, phones));
  }

  setAddress(actorId: number, id: number, version: number, address: Address): Promise<SaveOutcome> {
    return this.versioned(actorId, id, version, 'UpdateAddress', { address }, (tx) => saveAddress(tx, 'app.users', id, address));
  }

  /** Grants or takes away access (no Version: the flag is the whole change); taking it away ends the user's sessions. */
  setHasAccess(actorId: number, id: number, hasAccess: boolean): Promise<SaveOutcome> {
    return this.db.transaction().execute((tx) =>
      saveVersioned(
        tx,
        'app.users',
        id,
        undefined,
        { HasAccess: hasAccess },
        {
          audit: this.audit(actorId, hasAccess ? 'GrantAccess' : 'RemoveAccess'),
          alsoWrite: async () => {
            if (hasAccess) return;
            await tx
              .updateTable('app.refresh_tokens')
              .set({ RevokedAt: new Date() })
              .where('RevokedAt', 'is', null)
              .where('AuthUserId', 'in', tx.selectFrom('app.auth_users').select('Id').where('UserId', '=', id))
              .execute();
          },
        },
      ),
    );
  }

  setPhoto(actorId: number, id: number, imagePath: string | null, thumbnailPath: string | null): Promise<SaveOutcome> {
    return this.db
      .transaction()
      .execute((tx) =>
        saveVersioned(
          tx,
          'app.users',
          id,
          undefined,
          { ImagePath: imagePath, ThumbnailPath: thumbnailPath },
          { audit: this.audit(actorId, imagePath ? 'SetPhoto' : 'DeletePhoto') },
        ),
      );
  }

  /**
   * Whether a user is one of the people of a venue the manager manages (as manager, or as backup
   * manager with an expiry of the venue's today or later, document 3 §6): that venue's manager or
   * backup manager, or a POS user there.
   */
  async isPersonOfManagedVenue(managerId: number, userId: number): Promise<boolean> {
    const today = await venueToday(this.db, 'v');
    const row = await this.db
      .selectFrom('app.venues as v')
      .select('v.Id')
      .where((eb) => {
        const backup = (who: number) =>
          eb.exists(
            eb
              .selectFrom('app.venue_backup_managers as b')
              .select('b.Id')
              .whereRef('b.VenueId', '=', 'v.Id')
              .where('b.UserId', '=', who)
              .where((e) => e.or([e('b.ExpDate', 'is', null), e('b.ExpDate', '>=', today)])),
          );
        return eb.and([
          eb.or([eb('v.ManagerId', '=', managerId), backup(managerId)]),
          eb.or([
            eb('v.ManagerId', '=', userId),
            backup(userId),
            eb.exists(eb.selectFrom('app.pos_users as p').select('p.Id').whereRef('p.VenueId', '=', 'v.Id').where('p.UserId', '=', userId)),
          ]),
        ]);
      })
      .executeTakeFirst();
    return !!row;
  }

  photoPaths(id: number) {
    return this.db.selectFrom('app.users').select(['ImagePath', 'ThumbnailPath']).where('Id', '=', id).executeTakeFirst();
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'User', action, changes };
  }
}
