import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type IdName, type Show, type ShowParams, type ShowSave, searchText } from '@intermission/contracts';
import { type AuditEntry, createVersioned, type Db, findPage, likeText, type Page, type PageRequest, type SaveOutcome, saveVersioned } from '@intermission/db';
import { dayBounds, zoneFilter } from '../common/venue-days';
import { InjectDb } from '../database/database.module';
import { inScope } from '../access/venue-access';

/** Shows (spec document 2 §3): master data with a Version. Deleting one is ShowEventsRepository's (it takes its events). */
@Injectable()
export class ShowsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** `scope`: the venues the caller may read (null every one); a show is listed when it has no events or one at those venues. */
  search(query: string | undefined, page: PageRequest, scope: readonly number[] | null = null): Promise<Page<Show>> {
    const text = searchText(query);
    const filtered = this.db
      .selectFrom('app.shows as s')
      .$if(text !== undefined, (qb) => qb.where('s.Name', 'ilike', likeText(text!)))
      .$if(scope !== null, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb.not(eb.exists(eb.selectFrom('app.show_events as e').select('e.Id').whereRef('e.ShowId', '=', 's.Id'))),
            eb.exists(
              eb
                .selectFrom('app.show_events as e')
                .innerJoin('app.theatres as t', 't.Id', 'e.TheatreId')
                .select('e.Id')
                .whereRef('e.ShowId', '=', 's.Id')
                .where(inScope(scope, 't.VenueId')),
            ),
          ]),
        ),
      );
    return findPage(
      filtered,
      (qb) =>
        qb
          .select(['s.Id', 's.Name', 's.Version'])
          .orderBy(sql`lower(s."Name")`)
          .orderBy('s.Id'),
      page,
    );
  }

  find(id: number): Promise<Show | undefined> {
    return this.db.selectFrom('app.shows').select(['Id', 'Name', 'Version']).where('Id', '=', id).executeTakeFirst();
  }

  async exists(id: number): Promise<boolean> {
    return (await this.find(id)) !== undefined;
  }

  create(actorId: number, body: ShowSave): Promise<number> {
    return this.db
      .transaction()
      .execute((tx) => createVersioned(tx, 'app.shows', { Name: body.Name, CreatedBy: actorId }, { audit: this.audit(actorId, { Name: body.Name }) }));
  }

  update(actorId: number, id: number, body: ShowSave): Promise<SaveOutcome> {
    return this.db
      .transaction()
      .execute((tx) =>
        saveVersioned(tx, 'app.shows', id, body.Version, { Name: body.Name }, { audit: { ...this.audit(actorId, { Name: body.Name }), action: 'Update' } }),
      );
  }

  /** The show with the count, first and last Start of its events and the theatres it plays in. */
  async params(id: number): Promise<ShowParams | undefined> {
    const show = await this.find(id);
    if (!show) return undefined;
    const summary = await this.db
      .selectFrom('app.show_events')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.min('Start').as('First'),
        eb.fn.max('Start').as('Last'),
        sql<number[]>`coalesce(array_agg(DISTINCT "TheatreId" ORDER BY "TheatreId"), '{}')`.as('TheatreIds'),
      ])
      .where('ShowId', '=', id)
      .executeTakeFirstOrThrow();
    const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
    return { ...show, EventCount: Number(summary.n), FirstStart: iso(summary.First), LastStart: iso(summary.Last), TheatreIds: summary.TheatreIds };
  }

  /**
   * The shows with events in these theatres, by name; with days, only events starting in those
   * venue days (each theatre's own zone: docs/decisions.md "Venue days").
   */
  async withEventsIn(theatreIds: number[], fromDate?: string | null, toDate?: string | null): Promise<IdName[]> {
    if (!theatreIds.length) return [];
    const days = fromDate || toDate ? await zoneFilter(this.db, dayBounds(fromDate, toDate)) : null;
    const { rows } = await sql<IdName>`
      SELECT s."Id", s."Name" FROM app.shows s
      WHERE EXISTS (SELECT 1 FROM app.show_events e
        ${days ? sql`JOIN app.theatres t ON t."Id" = e."TheatreId" JOIN app.venues v ON v."Id" = t."VenueId" JOIN ${days.table} zb ON zb."TimeZone" = v."TimeZone"` : sql``}
        WHERE e."ShowId" = s."Id" AND e."TheatreId" = ANY(${theatreIds}::int[])
        ${days ? sql`AND (zb."From" IS NULL OR e."Start" >= zb."From") AND (zb."To" IS NULL OR e."Start" < zb."To")` : sql``})
      ORDER BY lower(s."Name"), s."Id"`.execute(this.db);
    return rows;
  }

  /** The theatres of these sales locations. */
  async theatresOfSalesLocations(salesLocationIds: number[]): Promise<number[]> {
    const rows = await this.db.selectFrom('app.sales_locations').select('TheatreId').distinct().where('Id', 'in', salesLocationIds).execute();
    return rows.map((r) => r.TheatreId);
  }

  private audit(actorId: number, changes: unknown): AuditEntry {
    return { actorId, entity: 'Show', action: 'Create', changes };
  }
}
