import { Injectable } from '@nestjs/common';
import { type Theatre, type TheatreListItem, type TheatreOption, type TheatreSave, searchText } from '@intermission/contracts';
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
  writeAudit,
} from '@intermission/db';
import { SecretBox } from '../common/crypto/secret-box';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { InjectDb } from '../database/database.module';
import { inScope } from '../access/venue-access';

/** Shows only the last 4 characters of a card-processing token. */
export const maskToken = (token: string | null) => (token ? `${'•'.repeat(Math.max(0, Math.min(token.length - 4, 12)))}${token.slice(-4)}` : null);

@Injectable()
export class TheatresRepository {
  /** The payment tokens are stored encrypted (docs/decisions.md "Secrets at rest"). */
  private readonly box: SecretBox;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() config: AppConfig,
  ) {
    this.box = new SecretBox(config.tokenEncryptionKeys);
  }

  /** Theatres of one venue, or of every venue (the cross-client list) when venueId is null. */
  /** `scope`: the venues the caller may read (null every one). */
  search(
    venueId: number | null,
    q: string | undefined,
    page: PageRequest,
    inactive: boolean,
    scope: readonly number[] | null = null,
  ): Promise<Page<TheatreListItem>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .where('t.Archived', '=', inactive)
      .$if(scope !== null, (qb) => qb.where(inScope(scope, 'v.Id')))
      .$if(venueId !== null, (qb) => qb.where('t.VenueId', '=', venueId!))
      .$if(text !== undefined, (qb) =>
        qb.where((eb) => eb.or([eb('t.Name', 'ilike', likeText(text!)), eb('t.Code', 'ilike', likeText(text!)), eb('v.Name', 'ilike', likeText(text!))])),
      );
    return findPage(
      filtered,
      (qb) =>
        qb
          .select([
            't.Id',
            't.Name',
            't.Code',
            't.IsTest',
            't.VenueId',
            'v.Name as VenueName',
            'v.ClientId',
            'c.Name as ClientName',
            't.Archived',
            'v.Archived as VenueArchived',
            't.Version',
          ])
          .orderBy('t.Name')
          .orderBy('t.Id'),
      page,
    );
  }

  async find(id: number): Promise<Theatre | undefined> {
    const t = await this.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .select([
        't.Id',
        't.VenueId',
        'v.Name as VenueName',
        'v.ClientId',
        'c.Name as ClientName',
        't.Name',
        't.Code',
        't.Archived',
        'v.Archived as VenueArchived',
        't.IsTest',
        't.CcImplemented',
        't.AccessToken',
        't.AuthToken',
        't.Version',
      ])
      .where('t.Id', '=', id)
      .executeTakeFirst();
    if (!t) return undefined;
    const clear = (v: string | null) => (v === null ? null : this.box.decrypt(v));
    return {
      ...t,
      AccessToken: maskToken(clear(t.AccessToken)),
      HasAccessToken: t.AccessToken !== null,
      AuthToken: t.AuthToken ? maskToken(clear(t.AuthToken)) : null,
    };
  }

  /**
   * Card-processing tokens, encrypted: cleared without CcImplemented; a masked value sent back keeps
   * the stored one (re-encrypted under the current key when it was clear or under an old key).
   */
  private async tokens(theatreId: number | null, body: TheatreSave) {
    if (!body.CcImplemented) return { AccessToken: null, AuthToken: null };
    const stored = theatreId
      ? await this.db.selectFrom('app.theatres').select(['AccessToken', 'AuthToken']).where('Id', '=', theatreId).executeTakeFirst()
      : undefined;
    const keep = (sent: string | null, current: string | null | undefined): string | null => {
      if (sent !== null && sent.includes('•')) return current ? rewrap(this.box, current) : null;
      return sent === null ? null : this.box.encrypt(sent);
    };
    return { AccessToken: keep(body.AccessToken, stored?.AccessToken), AuthToken: keep(body.AuthToken, stored?.AuthToken) };
  }

  async create(actorId: number, venueId: number, body: TheatreSave): Promise<number> {
    const tokens = await this.tokens(null, body);
    const values = { VenueId: venueId, Name: body.Name, Code: body.Code, IsTest: body.IsTest, CcImplemented: body.CcImplemented, ...tokens };
    return this.db
      .transaction()
      .execute((tx) => createVersioned(tx, 'app.theatres', values, { audit: this.audit(actorId, 'Create', { Name: body.Name, Code: body.Code }) }));
  }

  async update(actorId: number, body: TheatreSave): Promise<SaveOutcome> {
    const tokens = await this.tokens(body.Id, body);
    const audit = this.audit(actorId, 'UpdateBasicInfo', { Name: body.Name, Code: body.Code, CcImplemented: body.CcImplemented });
    return this.db
      .transaction()
      .execute((tx) =>
        saveVersioned(
          tx,
          'app.theatres',
          body.Id,
          body.Version,
          { Name: body.Name, Code: body.Code, IsTest: body.IsTest, CcImplemented: body.CcImplemented, ...tokens },
          { audit },
        ),
      );
  }

  setArchived(actorId: number, id: number, archived: boolean, version?: number): Promise<SaveOutcome> {
    const audit = this.audit(actorId, archived ? 'Archive' : 'Activate');
    return this.db.transaction().execute((tx) => saveVersioned(tx, 'app.theatres', id, version, { Archived: archived }, { audit }));
  }

  delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'in-use' | 'has-shows'> {
    return this.db.transaction().execute(async (tx) => {
      const t = await tx.selectFrom('app.theatres').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!t) return 'missing';
      if (await tx.selectFrom('app.sales_locations').select('Id').where('TheatreId', '=', id).limit(1).executeTakeFirst()) return 'in-use';
      // Its show events keep it (app.show_events references it): their history is the theatre's.
      if (await tx.selectFrom('app.show_events').select('Id').where('TheatreId', '=', id).limit(1).executeTakeFirst()) return 'has-shows';
      await tx.deleteFrom('app.theatres').where('Id', '=', id).execute();
      await writeAudit(tx, { ...this.audit(actorId, 'Delete'), entityId: id });
      return 'deleted';
    });
  }

  /** Active theatres of the venues in `scope` (null every venue): the caller's, or a manager's (managedVenues). */
  list(scope: readonly number[] | null = null): Promise<TheatreOption[]> {
    return this.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select(['t.Id', 't.Name', 't.VenueId', 'v.Name as VenueName', 'v.TimeZone'])
      .where('t.Archived', '=', false)
      .where('v.Archived', '=', false)
      .$if(scope !== null, (qb) => qb.where(inScope(scope, 'v.Id')))
      .orderBy('v.Name')
      .orderBy('t.Name')
      .execute();
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'Theatre', action, changes };
  }
}

function rewrap(box: SecretBox, stored: string): string {
  return box.needsRewrite(stored) ? box.encrypt(box.decrypt(stored)) : stored;
}

/**
 * At start-up: encrypts the payment tokens still stored in clear (written before encryption at
 * rest) and re-encrypts those under an old key with the current one. Answers how many rows changed;
 * a value under a key no longer configured stops the start with the key's id.
 */
export async function encryptStoredTheatreTokens(db: Db, keys: readonly string[]): Promise<number> {
  const box = new SecretBox(keys);
  const rows = await db
    .selectFrom('app.theatres')
    .select(['Id', 'AccessToken', 'AuthToken'])
    .where((eb) => eb.or([eb('AccessToken', 'is not', null), eb('AuthToken', 'is not', null)]))
    .execute();
  let changed = 0;
  for (const r of rows) {
    const stale = [r.AccessToken, r.AuthToken].some((v) => v !== null && box.needsRewrite(v));
    if (!stale) continue;
    const AccessToken = r.AccessToken === null ? null : rewrap(box, r.AccessToken);
    const AuthToken = r.AuthToken === null ? null : rewrap(box, r.AuthToken);
    // Only if unchanged meanwhile, so a save racing the start-up is not overwritten.
    const res = await db
      .updateTable('app.theatres')
      .set({ AccessToken, AuthToken })
      .where('Id', '=', r.Id)
      .where((eb) =>
        eb.and([
          r.AccessToken === null ? eb('AccessToken', 'is', null) : eb('AccessToken', '=', r.AccessToken),
          r.AuthToken === null ? eb('AuthToken', 'is', null) : eb('AuthToken', '=', r.AuthToken),
        ]),
      )
      .executeTakeFirst();
    changed += Number(res.numUpdatedRows);
  }
  return changed;
}
