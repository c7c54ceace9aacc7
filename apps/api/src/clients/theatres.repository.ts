import { Injectable } from '@nestjs/common';
import { type Theatre, type TheatreListItem, type TheatreOption, type TheatreSave, searchText } from '@intermission/contracts';
import { type AuditEntry, type Db, findPage, likeText, type Page, type PageRequest, type SaveOutcome, saveVersioned, writeAudit } from '@intermission/db';
import { venueToday } from '../common/venue-days';
import { InjectDb } from '../database/database.module';

/** Shows only the last 4 characters of a card-processing token. */
export const maskToken = (token: string | null) => (token ? `${'•'.repeat(Math.max(0, Math.min(token.length - 4, 12)))}${token.slice(-4)}` : null);

@Injectable()
export class TheatresRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Theatres of one venue, or of every venue (the cross-client list) when venueId is null. */
  search(venueId: number | null, q: string | undefined, page: PageRequest, inactive: boolean): Promise<Page<TheatreListItem>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .where('t.Archived', '=', inactive)
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
    return { ...t, AccessToken: maskToken(t.AccessToken), HasAccessToken: t.AccessToken !== null, AuthToken: t.AuthToken ? maskToken(t.AuthToken) : null };
  }

  /** Card-processing tokens: cleared without CcImplemented; a masked value sent back keeps the stored one. */
  private async tokens(theatreId: number | null, body: TheatreSave) {
    if (!body.CcImplemented) return { AccessToken: null, AuthToken: null };
    const stored = theatreId
      ? await this.db.selectFrom('app.theatres').select(['AccessToken', 'AuthToken']).where('Id', '=', theatreId).executeTakeFirst()
      : undefined;
    const keep = (sent: string | null, current: string | null | undefined) => (sent !== null && sent.includes('•') ? (current ?? null) : sent);
    return { AccessToken: keep(body.AccessToken, stored?.AccessToken), AuthToken: keep(body.AuthToken, stored?.AuthToken) };
  }

  async create(actorId: number, venueId: number, body: TheatreSave): Promise<number> {
    const tokens = await this.tokens(null, body);
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('app.theatres')
        .values({ VenueId: venueId, Name: body.Name, Code: body.Code, IsTest: body.IsTest, CcImplemented: body.CcImplemented, ...tokens })
        .returning('Id')
        .executeTakeFirstOrThrow();
      await writeAudit(tx, { ...this.audit(actorId, 'Create', { Name: body.Name, Code: body.Code }), entityId: row.Id });
      return row.Id;
    });
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

  delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'in-use'> {
    return this.db.transaction().execute(async (tx) => {
      const t = await tx.selectFrom('app.theatres').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!t) return 'missing';
      if (await tx.selectFrom('app.sales_locations').select('Id').where('TheatreId', '=', id).limit(1).executeTakeFirst()) return 'in-use';
      await tx.deleteFrom('app.theatres').where('Id', '=', id).execute();
      await writeAudit(tx, { ...this.audit(actorId, 'Delete'), entityId: id });
      return 'deleted';
    });
  }

  /** Active theatres, or those of the venues a user manages or backs up (unexpired). */
  async list(managerId?: number): Promise<TheatreOption[]> {
    // A backup's expiry date is a day at the venue.
    const today = managerId === undefined ? null : await venueToday(this.db, 'v');
    return this.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select(['t.Id', 't.Name', 't.VenueId', 'v.Name as VenueName'])
      .where('t.Archived', '=', false)
      .where('v.Archived', '=', false)
      .$if(managerId !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('v.ManagerId', '=', managerId!),
            eb.exists(
              eb
                .selectFrom('app.venue_backup_managers as b')
                .select('b.Id')
                .whereRef('b.VenueId', '=', 'v.Id')
                .where('b.UserId', '=', managerId!)
                .where((e) => e.or([e('b.ExpDate', 'is', null), e('b.ExpDate', '>=', today!)])),
            ),
          ]),
        ),
      )
      .orderBy('v.Name')
      .orderBy('t.Name')
      .execute();
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'Theatre', action, changes };
  }
}
