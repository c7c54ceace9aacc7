import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import type { ReportWithdrawalFigures, ReportsAsOf } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { PETTY_CASH_PROJECTION, PettyCashTables, projectionTable } from '@intermission/projections';
import { dayBounds, zoneFilter } from '../../common/venue-days';
import { InjectDb } from '../../database/database.module';
import { inScope } from '../../access/venue-access';

/** A show event a sales report reads, with what its rows name. */
export interface ReportShowEventRow {
  Id: number;
  ShowId: number;
  ShowName: string;
  Start: Date;
  End: Date;
  TheatreId: number;
  TheatreName: string;
  VenueId: number;
  TimeZone: string;
}

export interface ShowEventFilter {
  fromDate: string;
  toDate: string;
  theatreId: number | null;
  showEventId: number | null;
  venueId?: number | null;
}

/** The reads behind the over/short and deposits reports besides the deposit facts: show events, names, withdrawals. */
@Injectable()
export class OverShortRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The replayed schema the reports read (REPORTS_SCHEMA), with the comment the replay wrote on it. */
  async asOf(): Promise<ReportsAsOf['AsOf']> {
    const schema = process.env.REPORTS_SCHEMA;
    if (!schema) return null;
    const { rows } = await sql<{ comment: string | null }>`SELECT obj_description(${schema}::regnamespace, 'pg_namespace') AS comment`.execute(this.db);
    return { Name: schema, Comment: rows[0]?.comment ?? null };
  }

  /** A theatre with its venue (undefined when there is none). */
  theatre(id: number) {
    return this.db.selectFrom('app.theatres').select(['Id', 'VenueId', 'Name']).where('Id', '=', id).executeTakeFirst();
  }

  /** A show event with its theatre's venue. */
  showEvent(id: number) {
    return this.db
      .selectFrom('app.show_events as se')
      .innerJoin('app.theatres as th', 'th.Id', 'se.TheatreId')
      .select(['se.Id', 'se.TheatreId', 'th.VenueId'])
      .where('se.Id', '=', id)
      .executeTakeFirst();
  }

  venue(id: number) {
    return this.db.selectFrom('app.venues').select(['Id', 'Name', 'TimeZone']).where('Id', '=', id).executeTakeFirst();
  }

  /** The show events whose Start falls on the filter's days of their venue, in the scope, oldest first. */
  async showEvents(f: ShowEventFilter, scope: number[] | null): Promise<ReportShowEventRow[]> {
    const zones = await zoneFilter(this.db, dayBounds(f.fromDate, f.toDate));
    const { rows } = await sql<ReportShowEventRow>`SELECT se."Id", se."ShowId", sh."Name" AS "ShowName", se."Start", se."End", th."Id" AS "TheatreId",
        th."Name" AS "TheatreName", v."Id" AS "VenueId", v."TimeZone"
      FROM app.show_events se JOIN app.shows sh ON sh."Id" = se."ShowId" JOIN app.theatres th ON th."Id" = se."TheatreId"
      JOIN app.venues v ON v."Id" = th."VenueId" JOIN ${zones.table} zb ON zb."TimeZone" = v."TimeZone"
      WHERE se."Start" >= zb."From" AND se."Start" < zb."To"
        ${zones.span.from ? sql`AND se."Start" >= ${zones.span.from}` : sql``} ${zones.span.to ? sql`AND se."Start" < ${zones.span.to}` : sql``}
        AND ${inScope(scope, 'th.VenueId')}
        ${f.theatreId ? sql`AND th."Id" = ${f.theatreId}` : sql``}
        ${f.showEventId ? sql`AND se."Id" = ${f.showEventId}` : sql``}
        ${f.venueId ? sql`AND v."Id" = ${f.venueId}` : sql``}
      ORDER BY se."Start", se."Id"`.execute(this.db);
    return rows;
  }

  async salesLocations(ids: readonly number[]) {
    if (!ids.length) return [];
    return this.db
      .selectFrom('app.sales_locations')
      .select(['Id', 'Name', 'TheatreId'])
      .where('Id', 'in', [...new Set(ids)])
      .orderBy('Name')
      .orderBy('Id')
      .execute();
  }

  async stationNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('app.stations')
      .select(['Id', 'Name'])
      .where('Id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.Id, r.Name]));
  }

  /** The show events' live withdrawals, oldest first. */
  async withdrawals(events: readonly ReportShowEventRow[]): Promise<ReportWithdrawalFigures[]> {
    if (!events.length) return [];
    const table = sql.raw(await projectionTable(this.db as unknown as Kysely<unknown>, PETTY_CASH_PROJECTION, PettyCashTables.withdrawals));
    const { rows } = await sql<{ Id: number; ShowEventId: number; TheatreId: number; ReasonId: number; TransactionDateUtc: Date; Amount: string }>`
      SELECT w."Id", w."ShowEventId", w."TheatreId", w."ReasonId", w."TransactionDateUtc", w."Amount"::text AS "Amount" FROM ${table} w
      WHERE w."ShowEventId" = ANY(${events.map((e) => e.Id)}::int[]) AND NOT w."Deleted" ORDER BY w."TransactionDateUtc", w."Id"`.execute(this.db);
    const byId = new Map(events.map((e) => [e.Id, e]));
    return rows.map((w) => {
      const e = byId.get(w.ShowEventId)!;
      return {
        Id: w.Id,
        ShowEventId: w.ShowEventId,
        ShowEvent: e.ShowName,
        Start: new Date(e.Start).toISOString(),
        TheatreId: w.TheatreId,
        ReasonId: w.ReasonId,
        TransactionDateUtc: new Date(w.TransactionDateUtc).toISOString(),
        Amount: w.Amount,
      };
    });
  }
}
