import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { dayRange, type ReportFromSalesRequest } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import type { SalesLocationSums } from '@intermission/domain';
import { SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { inScope } from '../../access/venue-access';
import { venueTimeZones } from '../../common/venue-days';
import { InjectDb } from '../../database/database.module';

export interface SalesLocationRaw extends SalesLocationSums {
  ShowEventId: number;
  ShowName: string;
  Start: Date;
  TimeZone: string;
  TheatreId: number;
  TheatreName: string;
  SalesLocationId: number;
  SalesLocationName: string;
}

/**
 * The reads of POST sales/reportFromSales (docs/reports.md): the show events starting on the days at
 * their venue (test theatres included), their sales (`sale_rows`) and payments (`sale_payment_rows`)
 * per sales location, read through `projectionTable` (REPORTS_SCHEMA: as of a replay).
 */
@Injectable()
export class ReportFromSalesRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, SALES_PROJECTION, base).then((t) => sql.raw(t));
  }

  async rows(b: ReportFromSalesRequest, scope: number[] | null): Promise<SalesLocationRaw[]> {
    const [sales, payments, zones] = await Promise.all([this.table(SalesTables.sales), this.table(SalesTables.payments), venueTimeZones(this.db)]);
    // The days' bounds at each zone in use, computed here (docs/decisions.md "Venue days").
    const cells = zones.map((z) => ({ z, ...dayRange(b.FromDate, b.ToDate, z) }));
    const span = cells.length
      ? { from: new Date(Math.min(...cells.map((c) => c.from.getTime()))), to: new Date(Math.max(...cells.map((c) => c.to.getTime()))) }
      : { from: new Date(0), to: new Date(0) };
    const { rows } = await sql<Omit<SalesLocationRaw, 'Tenders'> & { Tenders: { PaymentMethodId: number; SaleAmount: string; TipAmount: string }[] }>`
      WITH zb AS (SELECT * FROM unnest(${cells.map((c) => c.z)}::text[], ${cells.map((c) => c.from.toISOString())}::timestamptz[],
          ${cells.map((c) => c.to.toISOString())}::timestamptz[]) AS z("TimeZone", "From", "To")),
      ev AS (SELECT se."Id", se."Start", sh."Name" AS "ShowName", th."Id" AS "TheatreId", th."Name" AS "TheatreName", v."TimeZone"
        FROM app.show_events se JOIN app.shows sh ON sh."Id" = se."ShowId" JOIN app.theatres th ON th."Id" = se."TheatreId"
        JOIN app.venues v ON v."Id" = th."VenueId" JOIN zb ON zb."TimeZone" = v."TimeZone"
        WHERE se."Start" >= zb."From" AND se."Start" < zb."To" AND se."Start" >= ${span.from} AND se."Start" < ${span.to} AND ${inScope(scope, 'th.VenueId')}
          ${b.TheatreId ? sql`AND th."Id" = ${b.TheatreId}` : sql``} ${b.ShowEventId ? sql`AND se."Id" = ${b.ShowEventId}` : sql``}),
      s AS (SELECT s."SaleId", s."ShowEventId", s."SalesLocationId", s."DiscountAmount" FROM ${sales} s JOIN ev ON ev."Id" = s."ShowEventId"
        ${b.SalesLocationId ? sql`WHERE s."SalesLocationId" = ${b.SalesLocationId}` : sql``}),
      agg AS (SELECT "ShowEventId", "SalesLocationId", count(*)::int AS n, sum("DiscountAmount") AS discounts FROM s GROUP BY 1, 2),
      pay AS (SELECT s."ShowEventId", s."SalesLocationId", p."PaymentMethodId", sum(p."Total") AS total, sum(p."TipAmount") AS tips
        FROM s JOIN ${payments} p ON p."SaleId" = s."SaleId" WHERE p."PaymentMethodId" <> 7 GROUP BY 1, 2, 3)
      SELECT ev."Id" AS "ShowEventId", ev."ShowName", ev."Start", ev."TimeZone", ev."TheatreId", ev."TheatreName", agg."SalesLocationId",
        sl."Name" AS "SalesLocationName", agg.n AS "SalesCount", agg.discounts::text AS "Discounts",
        (SELECT coalesce(json_agg(json_build_object('PaymentMethodId', pay."PaymentMethodId", 'SaleAmount', pay.total::text, 'TipAmount', pay.tips::text)), '[]'::json)
          FROM pay WHERE pay."ShowEventId" = agg."ShowEventId" AND pay."SalesLocationId" = agg."SalesLocationId") AS "Tenders"
      FROM agg JOIN ev ON ev."Id" = agg."ShowEventId" JOIN app.sales_locations sl ON sl."Id" = agg."SalesLocationId"
      ORDER BY ev."Start", ev."Id", sl."Name", sl."Id"`.execute(this.db);
    return rows;
  }
}
