import { ForbiddenException, Injectable } from '@nestjs/common';
import { sql, type RawBuilder } from 'kysely';
import { dayRange, type SalesReportFilter, zonedInstant } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { NotFoundError } from '@intermission/domain';
import type { CurrentUser } from '../../auth/current-user';
import { InjectDb } from '../../database/database.module';
import { ReportVenues } from '../venues/report-venues.service';

/** One venue a report reads, with its period [From, To) and its tax rate (percent). */
export interface ScopeVenue {
  VenueId: number;
  Name: string;
  TimeZone: string;
  Rate: string;
  From: Date;
  To: Date;
}

/**
 * What a sales report reads: its venues (each with its own period at its zone), the narrowing
 * ids, and the names the file's filter lines show.
 */
export interface SalesScope {
  venues: ScopeVenue[];
  theatreId: number | null;
  salesLocationId: number | null;
  showEventId: number | null;
  names: { Venue: string | null; Theatre: string | null; SalesLocation: string | null; ShowEvent: string | null };
}

const forbidden = () => new ForbiddenException({ Message: 'You cannot see the sales of this venue' });

/** Resolves a sales report's filter against the venues the user may read (docs/reports.md "Kit sales report": which sales). */
@Injectable()
export class SalesReportScopeService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly reportVenues: ReportVenues,
  ) {}

  /** The venues whose sales the user may read: the stock rule (admins and auditors every venue; a manager theirs). */
  async visibleVenues(actor: CurrentUser): Promise<Set<number>> {
    return new Set(await this.reportVenues.listed(actor));
  }

  /** The venue of a theatre, sales location or show event named (404 unknown, 403 not the user's). */
  private async venueOf(kind: 'theatre' | 'salesLocation' | 'showEvent', id: number, visible: Set<number>) {
    const q =
      kind === 'theatre'
        ? sql<{ VenueId: number; Name: string }>`SELECT t."VenueId", t."Name" FROM app.theatres t WHERE t."Id" = ${id}`
        : kind === 'salesLocation'
          ? sql<{
              VenueId: number;
              Name: string;
            }>`SELECT t."VenueId", sl."Name" FROM app.sales_locations sl JOIN app.theatres t ON t."Id" = sl."TheatreId" WHERE sl."Id" = ${id}`
          : sql<{
              VenueId: number;
              Name: string;
            }>`SELECT t."VenueId", sh."Name" || ' ' || to_char(se."Start" AT TIME ZONE v."TimeZone", 'MM/DD/YYYY HH12:MI AM') AS "Name"
              FROM app.show_events se JOIN app.shows sh ON sh."Id" = se."ShowId" JOIN app.theatres t ON t."Id" = se."TheatreId" JOIN app.venues v ON v."Id" = t."VenueId"
              WHERE se."Id" = ${id}`;
    const row = (await q.execute(this.db)).rows[0];
    if (!row) throw new NotFoundError(kind === 'theatre' ? 'The theatre' : kind === 'salesLocation' ? 'The sales location' : 'The show event');
    if (!visible.has(row.VenueId)) throw forbidden();
    return row;
  }

  /** The kit and goods sales reports' scope: [FromDate FromTime, ToDate ToTime + 1 minute) at each venue's zone. */
  async ofFilter(actor: CurrentUser, f: SalesReportFilter): Promise<SalesScope> {
    const visible = await this.visibleVenues(actor);
    let venueIds: number[] | null = null;
    let venueName: string | null = null;
    if (f.VenueId) {
      const v = await this.db.selectFrom('app.venues').select(['Id', 'Name']).where('Id', '=', f.VenueId).executeTakeFirst();
      if (!v) throw new NotFoundError('The venue');
      if (!visible.has(v.Id)) throw forbidden();
      venueIds = [v.Id];
      venueName = v.Name;
    }
    const names = { Venue: venueName, Theatre: null as string | null, SalesLocation: null as string | null, ShowEvent: null as string | null };
    // A narrower id names its venue: the report reads that venue only (another venue than VenueId's: nothing).
    for (const [kind, id, key] of [
      ['theatre', f.TheatreId, 'Theatre'],
      ['salesLocation', f.SalesLocationId, 'SalesLocation'],
      ['showEvent', f.ShowEventId, 'ShowEvent'],
    ] as const) {
      if (!id) continue;
      const of = await this.venueOf(kind, id, visible);
      names[key] = of.Name;
      venueIds = (venueIds ?? [of.VenueId]).filter((v) => v === of.VenueId);
    }
    const ids = venueIds ?? [...visible];
    const venues = await this.venues(ids, (zone) => ({
      from: zonedInstant(`${f.FromDate}T${f.FromTime}`, zone),
      to: new Date(zonedInstant(`${f.ToDate}T${f.ToTime}`, zone).getTime() + 60_000),
    }));
    return { venues, theatreId: f.TheatreId ?? null, salesLocationId: f.SalesLocationId ?? null, showEventId: f.ShowEventId ?? null, names };
  }

  /** The managed sales report's scope: the theatre's venue days DateFrom–DateTo. */
  async ofTheatre(
    actor: CurrentUser,
    f: { TheatreId: number; DateFrom: string; DateTo: string; SalesLocationId?: number | null; ShowEventId?: number | null },
  ): Promise<SalesScope> {
    const visible = await this.visibleVenues(actor);
    const theatre = await this.venueOf('theatre', f.TheatreId, visible);
    const names = { Venue: null, Theatre: theatre.Name, SalesLocation: null as string | null, ShowEvent: null as string | null };
    if (f.SalesLocationId) names.SalesLocation = (await this.venueOf('salesLocation', f.SalesLocationId, visible)).Name;
    if (f.ShowEventId) names.ShowEvent = (await this.venueOf('showEvent', f.ShowEventId, visible)).Name;
    const venues = await this.venues([theatre.VenueId], (zone) => dayRange(f.DateFrom, f.DateTo, zone));
    return { venues, theatreId: f.TheatreId, salesLocationId: f.SalesLocationId ?? null, showEventId: f.ShowEventId ?? null, names };
  }

  private async venues(ids: number[], period: (zone: string) => { from: Date; to: Date }): Promise<ScopeVenue[]> {
    if (!ids.length) return [];
    const { rows } = await sql<{ VenueId: number; Name: string; TimeZone: string; Rate: string }>`
      SELECT v."Id" AS "VenueId", v."Name", v."TimeZone", coalesce(r."Rate", 0)::text AS "Rate"
      FROM app.venues v LEFT JOIN app.managed_items r ON r."Id" = v."TaxRateId" AND r."List" = 'taxRates'
      WHERE v."Id" = ANY(${ids}::int[]) ORDER BY v."Id"`.execute(this.db);
    return rows.map((r) => {
      const p = period(r.TimeZone);
      return { ...r, From: p.from, To: p.to };
    });
  }

  /** The operator's name, for the file's header. */
  async operator(actor: CurrentUser): Promise<string> {
    const u = await this.db.selectFrom('app.users').select(['FirstName', 'LastName', 'Email']).where('Id', '=', actor.userId).executeTakeFirst();
    return u ? `${u.FirstName} ${u.LastName}`.trim() || (u.Email ?? `User ${actor.userId}`) : `User ${actor.userId}`;
  }
}

/**
 * The sales of a scope as SQL: `b` the venues' bounds and rates, `s` the sale_rows chosen (with the
 * sale's venue Rate). The caller puts `${salesCte(scope, salesTable)}` after WITH.
 */
export function salesCte(scope: SalesScope, sales: RawBuilder<unknown>): RawBuilder<unknown> {
  const v = scope.venues;
  // Through the venue's sales locations, so the sales projection's (SalesLocationId, SaleDate) and
  // (ShowEventId, SalesLocationId) indexes answer it.
  const when = scope.showEventId ? sql`s."ShowEventId" = ${scope.showEventId}` : sql`s."SaleDate" >= b."From" AND s."SaleDate" < b."To"`;
  const where = sql.join(
    [
      sql`s."VenueId" = b."VenueId"`,
      scope.theatreId ? sql`t."Id" = ${scope.theatreId}` : sql`true`,
      scope.salesLocationId ? sql`sl."Id" = ${scope.salesLocationId}` : sql`true`,
    ],
    sql` AND `,
  );
  return sql`b AS (SELECT * FROM unnest(${v.map((x) => x.VenueId)}::int[], ${v.map((x) => x.From.toISOString())}::timestamptz[],
      ${v.map((x) => x.To.toISOString())}::timestamptz[], ${v.map((x) => x.Rate)}::numeric[]) AS b("VenueId", "From", "To", "Rate")),
    s AS (SELECT s."SaleId", s."Source", b."Rate" FROM b JOIN app.theatres t ON t."VenueId" = b."VenueId"
      JOIN app.sales_locations sl ON sl."TheatreId" = t."Id" JOIN ${sales} s ON s."SalesLocationId" = sl."Id" AND ${when}
      WHERE ${where})`;
}
