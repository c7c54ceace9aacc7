import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type SalesShowEvent, type ShowEventsSearch, zonedInstant } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { inScope } from '../../access/venue-access';
import { zoneFilter } from '../../common/venue-days';
import { InjectDb } from '../../database/database.module';

/** A filter's window at each zone: [FromDate FromTime, the minute after ToDate ToTime), local time converted to UTC (23:59 ends at the next midnight). */
export const reportWindow = (r: { FromDate: string; ToDate: string; FromTime: string; ToTime: string }) => (timeZone: string) => ({
  from: zonedInstant(`${r.FromDate}T${r.FromTime}`, timeZone),
  to: new Date(zonedInstant(`${r.ToDate}T${r.ToTime}`, timeZone).getTime() + 60_000),
});

/** What a filter names, resolved: its venue, theatre and sales location when given (null when unknown). */
export interface NamedFilter {
  VenueId: number | null;
  TheatreId: number | null;
  SalesLocationId: number | null;
}

@Injectable()
export class ShowEventsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The venue a theatre, sales location or venue id belongs to; undefined when the id names nothing. */
  async venueOf(kind: 'venue' | 'theatre' | 'salesLocation' | 'showEvent', id: number): Promise<number | undefined> {
    const q =
      kind === 'venue'
        ? this.db.selectFrom('app.venues as v').select('v.Id as VenueId').where('v.Id', '=', id)
        : kind === 'theatre'
          ? this.db.selectFrom('app.theatres as t').select('t.VenueId').where('t.Id', '=', id)
          : kind === 'salesLocation'
            ? this.db.selectFrom('app.sales_locations as s').innerJoin('app.theatres as t', 't.Id', 's.TheatreId').select('t.VenueId').where('s.Id', '=', id)
            : this.db.selectFrom('app.show_events as se').innerJoin('app.theatres as t', 't.Id', 'se.TheatreId').select('t.VenueId').where('se.Id', '=', id);
    return (await q.executeTakeFirst())?.VenueId;
  }

  /** The show events starting in the window at their venue, of the scope's venues, narrowed as the body says; by start. */
  async search(b: ShowEventsSearch, scope: number[] | null): Promise<SalesShowEvent[]> {
    const zones = await zoneFilter(this.db, reportWindow(b));
    const { rows } = await sql<Omit<SalesShowEvent, 'Start' | 'End'> & { Start: Date; End: Date }>`
      SELECT se."Id", se."ShowId", sh."Name" AS "ShowName", th."Id" AS "TheatreId", th."Name" AS "TheatreName", v."Id" AS "VenueId",
        v."Name" AS "VenueName", se."Start", se."End", v."TimeZone"
      FROM app.show_events se JOIN app.shows sh ON sh."Id" = se."ShowId" JOIN app.theatres th ON th."Id" = se."TheatreId"
      JOIN app.venues v ON v."Id" = th."VenueId" JOIN ${zones.table} zb ON zb."TimeZone" = v."TimeZone"
      WHERE se."Start" >= zb."From" AND se."Start" < zb."To" AND ${inScope(scope, 'th.VenueId')}
        ${zones.span.from ? sql`AND se."Start" >= ${zones.span.from}` : sql``} ${zones.span.to ? sql`AND se."Start" < ${zones.span.to}` : sql``}
        ${b.VenueId ? sql`AND th."VenueId" = ${b.VenueId}` : sql``}
        ${b.TheatreId ? sql`AND th."Id" = ${b.TheatreId}` : sql``}
        ${b.SalesLocationId ? sql`AND th."Id" = (SELECT s."TheatreId" FROM app.sales_locations s WHERE s."Id" = ${b.SalesLocationId})` : sql``}
      ORDER BY se."Start", sh."Name", se."Id"`.execute(this.db);
    return rows.map((r) => ({ ...r, Start: new Date(r.Start).toISOString(), End: new Date(r.End).toISOString() }));
  }
}
