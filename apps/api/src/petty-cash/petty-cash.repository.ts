import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { type PettyCashSearch, type PettyCashWithdrawalFigures, searchText } from '@intermission/contracts';
import { type Db, findPageSql, likeText, NotFoundError, type Page } from '@intermission/db';
import type { WithdrawalShowEvent } from '@intermission/domain';
import { PETTY_CASH_PROJECTION, PettyCashTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../database/database.module';
import { dayBounds } from '../common/venue-days';

/** A withdrawal as the SQL below selects it (TransactionDateUtc still a Date). */
type WithdrawalRow = Omit<PettyCashWithdrawalFigures, 'TransactionDateUtc'> & { TransactionDateUtc: Date };

// The columns of a withdrawal over the projection's row `w` and the labels' joins.
const columns = sql`w."Id", w."TheatreId", t."Name" AS "TheatreName", v."Id" AS "VenueId", v."Name" AS "VenueName", c."Id" AS "ClientId",
  c."Name" AS "ClientName", w."ReasonId", json_build_object('Id', w."ReasonId", 'Name', coalesce(r."Name", '')) AS "PettyCashReason",
  w."ShowEventId", s."Name" AS "ShowName", w."TransactionDateUtc", w."Amount"::text AS "Amount", w."ExportId", w."CreatedBy",
  coalesce(u."FirstName" || ' ' || u."LastName", '') AS "CreatedByName", v."TimeZone", w."Version"`;
const labels = sql`JOIN app.theatres t ON t."Id" = w."TheatreId" JOIN app.venues v ON v."Id" = t."VenueId" JOIN app.clients c ON c."Id" = v."ClientId"
  LEFT JOIN app.managed_items r ON r."Id" = w."ReasonId" LEFT JOIN app.show_events se ON se."Id" = w."ShowEventId"
  LEFT JOIN app.shows s ON s."Id" = se."ShowId" LEFT JOIN app.users u ON u."Id" = w."CreatedBy"`;

const answer = (r: WithdrawalRow): PettyCashWithdrawalFigures => ({ ...r, TransactionDateUtc: new Date(r.TransactionDateUtc).toISOString() });

/** Petty cash withdrawals as the petty_cash projection holds them, and the facts a withdrawal's decision needs. */
@Injectable()
export class PettyCashRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table() {
    return projectionTable(this.db as unknown as Kysely<unknown>, PETTY_CASH_PROJECTION, PettyCashTables.withdrawals).then((t) => sql.raw(t));
  }

  /** A theatre's withdrawals newest first; FromDate and ToDate are days of the theatre's venue (docs/petty-cash.md). */
  async search(theatreId: number, f: PettyCashSearch): Promise<Page<PettyCashWithdrawalFigures>> {
    const [table, zone] = await Promise.all([this.table(), this.timeZone(theatreId)]);
    const bounds = dayBounds(f.FromDate, f.ToDate)(zone);
    const text = searchText(f.Query ?? undefined);
    // The text names the reason or the show (the joins it needs are the filter's only when there is one).
    const joins = text
      ? sql`LEFT JOIN app.managed_items fr ON fr."Id" = w."ReasonId" LEFT JOIN app.show_events fse ON fse."Id" = w."ShowEventId"
          LEFT JOIN app.shows fs ON fs."Id" = fse."ShowId"`
      : undefined;
    const where = sql.join(
      [
        sql`w."TheatreId" = ${theatreId}`,
        sql`NOT w."Deleted"`,
        bounds.from ? sql`w."TransactionDateUtc" >= ${bounds.from}` : sql`true`,
        bounds.to ? sql`w."TransactionDateUtc" < ${bounds.to}` : sql`true`,
        text ? sql`(fr."Name" ILIKE ${likeText(text)} OR fs."Name" ILIKE ${likeText(text)})` : sql`true`,
      ],
      sql` AND `,
    );
    const { rows, total } = await findPageSql<WithdrawalRow>(
      this.db,
      { columns, table, alias: 'w', key: sql`w."Id"`, joins, labels, where, narrow: Boolean(text), orderBy: sql`w."TransactionDateUtc" DESC, w."Id" DESC` },
      { skip: f.Skip, take: f.Take },
    );
    return { rows: rows.map(answer), total };
  }

  /** One withdrawal (not a deleted one), or undefined. */
  async find(id: number): Promise<PettyCashWithdrawalFigures | undefined> {
    const table = await this.table();
    const { rows } = await sql<WithdrawalRow>`SELECT ${columns} FROM ${table} w ${labels} WHERE w."Id" = ${id} AND NOT w."Deleted"`.execute(this.db);
    return rows[0] && answer(rows[0]);
  }

  /** The venue time zone of a theatre (the path was checked before). */
  private async timeZone(theatreId: number): Promise<string> {
    const row = await this.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select('v.TimeZone')
      .where('t.Id', '=', theatreId)
      .executeTakeFirstOrThrow();
    return row.TimeZone;
  }

  /** The nested path of the search: 404 naming the first level that does not belong (as the client area's HierarchyPath). */
  async mustBeOnPath(clientId: number, venueId: number, theatreId: number): Promise<void> {
    const venue = await this.db.selectFrom('app.venues').select('Id').where('Id', '=', venueId).where('ClientId', '=', clientId).executeTakeFirst();
    if (!venue) throw new NotFoundError('The venue');
    const theatre = await this.db.selectFrom('app.theatres').select('Id').where('Id', '=', theatreId).where('VenueId', '=', venueId).executeTakeFirst();
    if (!theatre) throw new NotFoundError('The theatre');
  }

  // ---- The facts of a decision ----

  /** The show event chosen: its theatre and Start (null when there is none). */
  async showEvent(id: number): Promise<WithdrawalShowEvent | null> {
    const row = await this.db.selectFrom('app.show_events').select(['TheatreId', 'Start']).where('Id', '=', id).executeTakeFirst();
    return row ? { TheatreId: row.TheatreId, Start: new Date(row.Start).toISOString() } : null;
  }

  /** Whether the id is an item of the pettyCashReasons managed list. */
  async isPettyCashReason(id: number): Promise<boolean> {
    return !!(await this.db.selectFrom('app.managed_items').select('Id').where('Id', '=', id).where('List', '=', 'pettyCashReasons').executeTakeFirst());
  }

  /** A new withdrawal's Id, taken once (migration 202611260600). */
  async nextId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`SELECT nextval('app.petty_cash_withdrawal_ids')::int AS id`.execute(this.db);
    return rows[0]!.id;
  }
}
