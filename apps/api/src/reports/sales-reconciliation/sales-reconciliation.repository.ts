import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  dayRange,
  daysFrom,
  type ReconciliationDrillRequest,
  type ReconciliationDrillRowSchema,
  type ReportsAsOf,
  type SalesReconciliationRequest,
} from '@intermission/contracts';
import type { Db, Page } from '@intermission/db';
import type { PostedDepositFigures, ReconciliationSums } from '@intermission/domain';
import { DEPOSITS_PROJECTION, DepositsTables, SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import type { z } from 'zod';
import { inScope } from '../../access/venue-access';
import { venueTimeZones } from '../../common/venue-days';
import { InjectDb } from '../../database/database.module';

/** A row's key and names with its sums as read. */
export interface ReconciliationRaw extends ReconciliationSums {
  VenueId: number;
  VenueName: string;
  TimeZone: string;
  Day: string;
  ShowEventId: number | null;
  ShowName: string | null;
  TheatreName: string | null;
  Start: Date | null;
  DepositId: number | null;
  PostedAt: Date | null;
}

type DrillRow = z.input<typeof ReconciliationDrillRowSchema>;
const DiscountMethod = 7;

/**
 * The reads of the sales reconciliation report (docs/reports.md "Sales reconciliation report"): the
 * sales and payments of the `sales` projection and the posted deposits of the `deposits` projection,
 * through `projectionTable` (a replayed schema when REPORTS_SCHEMA is set). Test theatres are left out.
 */
@Injectable()
export class SalesReconciliationRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(projection: string, base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, projection, base).then((t) => sql.raw(t));
  }

  /** The replayed schema read (REPORTS_SCHEMA), with its comment; null on the live tables. */
  async asOf(): Promise<ReportsAsOf['AsOf']> {
    const schema = process.env.REPORTS_SCHEMA;
    if (!schema) return null;
    const { rows } = await sql<{ comment: string | null }>`SELECT obj_description(${schema}::regnamespace, 'pg_namespace') AS comment`.execute(this.db);
    return { Name: schema, Comment: rows[0]?.comment ?? null };
  }

  /**
   * The CTEs every read shares: `days` (each zone in use × each day of the filter, its bounds computed
   * here: docs/decisions.md "Venue days"), `ev` (the show events starting on those days at their
   * venue, of no test theatre, in scope and filter) and `sales` (their sales at no test theatre's
   * sales location, plus the sales without a show event dated on those days), each sale with its row key.
   */
  private async base(b: SalesReconciliationRequest, scope: number[] | null) {
    const [saleRows, zones] = await Promise.all([this.table(SALES_PROJECTION, SalesTables.sales), venueTimeZones(this.db)]);
    const days = daysFrom(b.FromDate, b.ToDate);
    const cells = zones.flatMap((z) => days.map((d) => ({ z, d, ...dayRange(d, d, z) })));
    const span = cells.length
      ? { from: new Date(Math.min(...cells.map((c) => c.from.getTime()))), to: new Date(Math.max(...cells.map((c) => c.to.getTime()))) }
      : { from: new Date(0), to: new Date(0) };
    const onTheatre = (th: string) =>
      sql.join(
        [
          inScope(scope, `${th}.VenueId`),
          b.VenueId ? sql`${sql.ref(`${th}.VenueId`)} = ${b.VenueId}` : sql`true`,
          b.TheatreId ? sql`${sql.ref(`${th}.Id`)} = ${b.TheatreId}` : sql`true`,
        ],
        sql` AND `,
      );
    const location = b.SalesLocationId ? sql`s."SalesLocationId" = ${b.SalesLocationId}` : sql`true`;
    return sql`days AS (SELECT * FROM unnest(${cells.map((c) => c.z)}::text[], ${cells.map((c) => c.d)}::date[],
          ${cells.map((c) => c.from.toISOString())}::timestamptz[], ${cells.map((c) => c.to.toISOString())}::timestamptz[]) AS d("TimeZone", "Day", "From", "To")),
      ev AS (SELECT se."Id", se."Start", sh."Name" AS "ShowName", th."Name" AS "TheatreName", v."Id" AS "VenueId", v."TimeZone", d."Day"
        FROM app.show_events se JOIN app.shows sh ON sh."Id" = se."ShowId" JOIN app.theatres th ON th."Id" = se."TheatreId" JOIN app.venues v ON v."Id" = th."VenueId"
        JOIN days d ON d."TimeZone" = v."TimeZone" AND se."Start" >= d."From" AND se."Start" < d."To"
        WHERE se."Start" >= ${span.from} AND se."Start" < ${span.to} AND NOT th."IsTest" AND ${onTheatre('th')}
          ${b.ShowEventId ? sql`AND se."Id" = ${b.ShowEventId}` : sql``}
          ${b.SalesLocationId ? sql`AND th."Id" = (SELECT l."TheatreId" FROM app.sales_locations l WHERE l."Id" = ${b.SalesLocationId})` : sql``}),
      sales AS (
        SELECT s."SaleId", s."SaleDate", s."IsRefund", s."Subtotal", s."DiscountAmount", s."Total", s."SalesLocationId", ev."Id" AS "ShowEventId",
          ev."VenueId", ev."TimeZone", ev."Day"
        FROM ${saleRows} s JOIN ev ON ev."Id" = s."ShowEventId" JOIN app.sales_locations sl ON sl."Id" = s."SalesLocationId"
        JOIN app.theatres th ON th."Id" = sl."TheatreId"
        WHERE NOT th."IsTest" AND ${location}
        ${
          b.ShowEventId
            ? sql``
            : sql`UNION ALL
        SELECT s."SaleId", s."SaleDate", s."IsRefund", s."Subtotal", s."DiscountAmount", s."Total", s."SalesLocationId", NULL::int, v."Id", v."TimeZone", d."Day"
        FROM ${saleRows} s JOIN app.sales_locations sl ON sl."Id" = s."SalesLocationId" JOIN app.theatres th ON th."Id" = sl."TheatreId"
        JOIN app.venues v ON v."Id" = th."VenueId" JOIN days d ON d."TimeZone" = v."TimeZone" AND s."SaleDate" >= d."From" AND s."SaleDate" < d."To"
        WHERE s."ShowEventId" IS NULL AND s."SaleDate" >= ${span.from} AND s."SaleDate" < ${span.to} AND NOT th."IsTest" AND ${onTheatre('th')} AND ${location}`
        })`;
  }

  /** The rows' keys, names and sums: one per show event with a sale or a posted deposit, one per venue day with sales of no show event. */
  async rows(b: SalesReconciliationRequest, scope: number[] | null): Promise<ReconciliationRaw[]> {
    const [payments, deposits, base] = await Promise.all([
      this.table(SALES_PROJECTION, SalesTables.payments),
      this.table(DEPOSITS_PROJECTION, DepositsTables.deposits),
      this.base(b, scope),
    ]);
    // A deposit is per show event: with a sales location chosen it is not shown (docs/reports.md).
    const withDeposits = !b.SalesLocationId;
    const { rows } = await sql<
      Omit<ReconciliationRaw, 'Payments' | 'Deposit'> & {
        Payments: { m: number; t: string }[];
        Amount: string | null;
        PettyCashAmount: string | null;
        TipTotal: string | null;
        AmountToBePosted: string | null;
      }
    >`WITH ${base},
      agg AS (SELECT "VenueId", "Day", "ShowEventId", count(*)::int AS n, coalesce(sum("Subtotal") FILTER (WHERE NOT "IsRefund"), 0) AS gross,
          coalesce(sum("Subtotal") FILTER (WHERE "IsRefund"), 0) AS refunds, coalesce(sum("DiscountAmount"), 0) AS discounts
        FROM sales GROUP BY "VenueId", "Day", "ShowEventId"),
      pay AS (SELECT s."VenueId", s."Day", s."ShowEventId", p."PaymentMethodId", sum(p."Total") AS total, sum(p."TipAmount") AS tips
        FROM sales s JOIN ${payments} p ON p."SaleId" = s."SaleId" GROUP BY s."VenueId", s."Day", s."ShowEventId", p."PaymentMethodId"),
      k AS (SELECT "VenueId", "Day", "ShowEventId" FROM agg
        ${withDeposits ? sql`UNION SELECT ev."VenueId", ev."Day", ev."Id" FROM ev JOIN ${deposits} dp ON dp."ShowEventId" = ev."Id"` : sql``})
      SELECT k."VenueId", v."Name" AS "VenueName", v."TimeZone", k."Day"::text AS "Day", k."ShowEventId", ev."ShowName", ev."TheatreName", ev."Start",
        coalesce(agg.n, 0) AS "SalesCount", coalesce(agg.gross, 0)::text AS "GrossSales", coalesce(agg.refunds, 0)::text AS "Refunds",
        coalesce(agg.discounts, 0)::text AS "Discounts",
        (SELECT coalesce(json_agg(json_build_object('m', pay."PaymentMethodId", 't', pay.total::text)), '[]'::json) FROM pay
          WHERE pay."VenueId" = k."VenueId" AND pay."Day" = k."Day" AND pay."ShowEventId" IS NOT DISTINCT FROM k."ShowEventId") AS "Payments",
        (SELECT coalesce(sum(pay.tips), 0)::text FROM pay
          WHERE pay."VenueId" = k."VenueId" AND pay."Day" = k."Day" AND pay."ShowEventId" IS NOT DISTINCT FROM k."ShowEventId") AS "Tips",
        dp."DepositId", dp."PostedAt", dp."Amount"::text AS "Amount", dp."PettyCashAmount"::text AS "PettyCashAmount", dp."TipTotal"::text AS "TipTotal",
        dp."AmountToBePosted"::text AS "AmountToBePosted"
      FROM k JOIN app.venues v ON v."Id" = k."VenueId"
      LEFT JOIN agg ON agg."VenueId" = k."VenueId" AND agg."Day" = k."Day" AND agg."ShowEventId" IS NOT DISTINCT FROM k."ShowEventId"
      LEFT JOIN ev ON ev."Id" = k."ShowEventId"
      LEFT JOIN ${deposits} dp ON ${withDeposits ? sql`true` : sql`false`} AND dp."ShowEventId" = k."ShowEventId"
      ORDER BY v."Name", v."Id", k."Day", ev."Start" NULLS LAST, k."ShowEventId"`.execute(this.db);
    return rows.map(({ Payments, Amount, PettyCashAmount, TipTotal, AmountToBePosted, ...r }) => ({
      ...r,
      Payments: Object.fromEntries(Payments.map((p) => [p.m, p.t])),
      Deposit: Amount === null ? null : ({ Amount, PettyCashAmount, TipTotal, AmountToBePosted } as PostedDepositFigures),
    }));
  }

  /** The sales, payments or deposits behind one figure of a row (or of the totals), newest first; Amount each line's signed part. */
  async drill(b: ReconciliationDrillRequest, scope: number[] | null): Promise<Page<DrillRow>> {
    const [payments, deposits, base] = await Promise.all([
      this.table(SALES_PROJECTION, SalesTables.payments),
      this.table(DEPOSITS_PROJECTION, DepositsTables.deposits),
      this.base(b, scope),
    ]);
    const withDeposits = !b.SalesLocationId;
    const row: RawBuilder<unknown> = b.RowShowEventId
      ? sql`s."ShowEventId" = ${b.RowShowEventId}`
      : b.RowVenueId && b.RowDay
        ? sql`s."ShowEventId" IS NULL AND s."VenueId" = ${b.RowVenueId} AND s."Day" = ${b.RowDay}::date`
        : sql`true`;
    const depositRow: RawBuilder<unknown> = !withDeposits
      ? sql`false`
      : b.RowShowEventId
        ? sql`ev."Id" = ${b.RowShowEventId}`
        : b.RowVenueId && b.RowDay
          ? sql`false`
          : sql`true`;
    const sale = (amount: RawBuilder<unknown>, where: RawBuilder<unknown>) =>
      sql`SELECT 'Sale'::text AS "Kind", s."SaleId"::text AS "SaleId", NULL::int AS "DepositId", s."ShowEventId", s."SaleDate" AS "At", s."TimeZone",
        s."SalesLocationId", s."IsRefund", NULL::int AS "PaymentMethodId", ${amount} AS "Amount" FROM sales s WHERE ${row} AND ${where}`;
    const payment = (amount: RawBuilder<unknown>, where: RawBuilder<unknown>, extra: RawBuilder<unknown> = sql`true`) =>
      sql`SELECT 'Payment'::text AS "Kind", s."SaleId"::text AS "SaleId", NULL::int AS "DepositId", s."ShowEventId", s."SaleDate" AS "At", s."TimeZone",
        s."SalesLocationId", p."IsRefund", p."PaymentMethodId", ${amount} AS "Amount" FROM sales s JOIN ${payments} p ON p."SaleId" = s."SaleId" WHERE ${row} AND ${where} AND ${extra}`;
    const deposit = sql`SELECT 'Deposit'::text AS "Kind", NULL::text AS "SaleId", dp."DepositId", ev."Id" AS "ShowEventId", dp."PostedAt" AS "At",
        ev."TimeZone", NULL::int AS "SalesLocationId", false AS "IsRefund", NULL::int AS "PaymentMethodId", dp."Amount" AS "Amount"
      FROM ev JOIN ${deposits} dp ON dp."ShowEventId" = ev."Id" WHERE ${depositRow}`;
    const tender = sql`p."PaymentMethodId" <> ${DiscountMethod}`;
    const lines: Record<ReconciliationDrillRequest['Column'], RawBuilder<unknown>> = {
      SalesCount: sale(sql`s."Total"`, sql`true`),
      NetSales: sale(sql`s."Total"`, sql`true`),
      GrossSales: sale(sql`s."Subtotal"`, sql`NOT s."IsRefund"`),
      Refunds: sale(sql`s."Subtotal"`, sql`s."IsRefund"`),
      Discounts: sale(sql`s."DiscountAmount"`, sql`s."DiscountAmount" <> 0`),
      Tender: payment(sql`p."Total"`, sql`p."PaymentMethodId" = ${b.PaymentMethodId ?? 0}`),
      Paid: payment(sql`p."Total"`, tender),
      Tips: payment(sql`p."TipAmount"`, sql`p."TipAmount" <> 0`),
      Unpaid: sale(
        sql`s."Total" - coalesce((SELECT sum(p."Total") FROM ${payments} p WHERE p."SaleId" = s."SaleId" AND ${tender}), 0)`,
        sql`s."Total" <> coalesce((SELECT sum(p."Total") FROM ${payments} p WHERE p."SaleId" = s."SaleId" AND ${tender}), 0)`,
      ),
      Deposited: deposit,
      Difference: sql`${deposit} UNION ALL ${payment(
        sql`-p."Total"`,
        tender,
        withDeposits ? sql`s."ShowEventId" IN (SELECT dp."ShowEventId" FROM ${deposits} dp)` : sql`false`,
      )}`,
    };
    const { rows } = await sql<
      Omit<DrillRow, 'SalesLocationName' | 'Link' | 'At'> & { At: Date; SalesLocationId: number | null; SalesLocationName: string | null; Total: string }
    >`
      WITH ${base}, lines AS (${lines[b.Column]})
      SELECT l."Kind", l."SaleId", l."DepositId", l."ShowEventId", l."At", l."TimeZone", l."SalesLocationId", l."IsRefund", l."PaymentMethodId",
        l."Amount"::text AS "Amount", sl."Name" AS "SalesLocationName", count(*) OVER ()::text AS "Total"
      FROM lines l LEFT JOIN app.sales_locations sl ON sl."Id" = l."SalesLocationId"
      ORDER BY l."At" DESC, l."SaleId" DESC NULLS LAST, l."PaymentMethodId"
      OFFSET ${b.Skip} LIMIT ${b.Take}`.execute(this.db);
    const total = rows[0] ? Number(rows[0].Total) : await this.count(lines[b.Column], base);
    return {
      rows: rows.map(({ SalesLocationId: _, Total: __, ...r }) => ({
        ...r,
        At: new Date(r.At).toISOString(),
        Link: r.Kind === 'Deposit' ? `/deposits/info?id=${r.DepositId}&showEventId=${r.ShowEventId}` : `/masterTransactionLog/info?id=${r.SaleId}`,
      })),
      total,
    };
  }

  /** The number of lines when the page asked for is past the end. */
  private async count(lines: RawBuilder<unknown>, base: RawBuilder<unknown>): Promise<number> {
    const { rows } = await sql<{ n: string }>`WITH ${base}, lines AS (${lines}) SELECT count(*)::text AS n FROM lines`.execute(this.db);
    return Number(rows[0]!.n);
  }
}
