import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type SalesFigure, TenderMethods } from '@intermission/contracts';
import type { Db, Page } from '@intermission/db';
import { SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { salesCte, type SalesScope } from './sales-report-scope.service';

/** A kit's exact sums at one price and venue rate (docs/reports.md "Kit sales report"). */
export interface KitSums {
  KitId: number;
  KitName: string;
  SalePrice: string;
  TaxRate: string;
  Quantity: string;
  Gross: string;
  Taxable: string;
  Cogs: string;
}

/** The goods a kit consumed at one venue rate, with the good's price in the kit. */
export interface KitGoodSums {
  KitId: number;
  TaxRate: string;
  GoodId: number;
  GoodName: string;
  Taxable: boolean;
  Price: string;
  Qty: string;
}

export interface AdjustedSums {
  SalesLocationId: number;
  SalesLocation: string;
  TheatreId: number;
  KitId: number;
  Kit: string;
  SalePricePerKit: string;
  StationQty: string;
  StationGross: string;
  ManualQty: string;
  ManualGross: string;
  ManualLines: number;
}

export interface DrillRow {
  SaleId: string;
  SaleDate: string;
  TimeZone: string;
  VenueName: string;
  SalesLocation: string;
  StationName: string | null;
  Source: 'Station' | 'Manual';
  IsRefund: boolean;
  Qty: string | null;
  Amount: string;
  Taxable: string | null;
  COGs: string | null;
  SaleTotal: string;
  Link: string;
}

/** The sales projection's reads behind the kit, goods and managed sales reports (one place for their SQL). */
@Injectable()
export class SalesReportsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private tables() {
    const t = (base: string) => projectionTable(this.db as unknown as Kysely<unknown>, SALES_PROJECTION, base).then((n) => sql.raw(n));
    return Promise.all([t(SalesTables.sales), t(SalesTables.kits), t(SalesTables.goods), t(SalesTables.payments)]).then(([sales, kits, goods, payments]) => ({
      sales,
      kits,
      goods,
      payments,
    }));
  }

  /** The replayed schema read (REPORTS_SCHEMA) and its comment; null on the live tables. */
  async asOf(): Promise<{ Name: string; Comment: string | null } | null> {
    const schema = process.env.REPORTS_SCHEMA;
    if (!schema) return null;
    const { rows } = await sql<{ comment: string | null }>`SELECT obj_description(${schema}::regnamespace, 'pg_namespace') AS comment`.execute(this.db);
    return { Name: schema, Comment: rows[0]?.comment ?? null };
  }

  /** Per kit, price and venue rate: Σ Qty, Σ Qty × price, Σ Qty × taxable price, Σ Qty × cost. */
  async kitSums(scope: SalesScope): Promise<KitSums[]> {
    if (!scope.venues.length) return [];
    const { sales, kits } = await this.tables();
    const { rows } = await sql<KitSums>`WITH ${salesCte(scope, sales)}
      SELECT k."KitId", kt."Name" AS "KitName", k."SalePricePerKit"::text AS "SalePrice", s."Rate"::text AS "TaxRate", sum(k."Qty")::text AS "Quantity",
        sum(k."Qty" * k."SalePricePerKit")::text AS "Gross", sum(k."Qty" * (k."SalePricePerKit" - k."NonTaxablePricePerKit"))::text AS "Taxable",
        sum(k."Qty" * k."CostPerKit")::text AS "Cogs"
      FROM s JOIN ${kits} k ON k."SaleId" = s."SaleId" JOIN app.kits kt ON kt."Id" = k."KitId"
      GROUP BY k."KitId", kt."Name", k."SalePricePerKit", s."Rate"
      ORDER BY kt."Name", k."KitId", k."SalePricePerKit", s."Rate"`.execute(this.db);
    return rows;
  }

  /**
   * Σ payments per method of the scope's sales, the discount payments (method 7) left out, and Σ the
   * sales' own DiscountAmount (decided when each sale was recorded, as the reconciliation and the
   * master transaction log read it): the discount is never summed from payment lines.
   */
  async paymentSums(scope: SalesScope): Promise<{ payments: { PaymentMethodId: number; Total: string }[]; discount: string }> {
    if (!scope.venues.length) return { payments: [], discount: '0' };
    const { sales, payments } = await this.tables();
    const [byMethod, discount] = await Promise.all([
      sql<{ PaymentMethodId: number; Total: string }>`WITH ${salesCte(scope, sales)}
        SELECT p."PaymentMethodId", sum(p."Total")::text AS "Total" FROM s JOIN ${payments} p ON p."SaleId" = s."SaleId"
        WHERE p."PaymentMethodId" <> ${TenderMethods.Discount[0]!}
        GROUP BY p."PaymentMethodId" ORDER BY p."PaymentMethodId"`.execute(this.db),
      sql<{ Discount: string }>`WITH ${salesCte(scope, sales)}
        SELECT coalesce(sum(sr."DiscountAmount"), 0)::text AS "Discount" FROM s JOIN ${sales} sr ON sr."SaleId" = s."SaleId"`.execute(this.db),
    ]);
    return { payments: byMethod.rows, discount: discount.rows[0]!.Discount };
  }

  /** Per kit and venue rate, the goods its lines consumed (Σ signed Qty) with the good's price in the kit. */
  async kitGoodSums(scope: SalesScope): Promise<KitGoodSums[]> {
    if (!scope.venues.length) return [];
    const { sales, goods } = await this.tables();
    const { rows } = await sql<KitGoodSums>`WITH ${salesCte(scope, sales)}
      SELECT g."KitId", s."Rate"::text AS "TaxRate", g."GoodId", gd."Name" AS "GoodName", gd."Taxable",
        coalesce(kg."DefaultPrice", gd."DefaultPrice")::text AS "Price", sum(g."Qty")::text AS "Qty"
      FROM s JOIN ${goods} g ON g."SaleId" = s."SaleId" JOIN app.goods gd ON gd."Id" = g."GoodId"
      LEFT JOIN app.kit_goods kg ON kg."KitId" = g."KitId" AND kg."GoodId" = g."GoodId"
      GROUP BY g."KitId", s."Rate", g."GoodId", gd."Name", gd."Taxable", kg."DefaultPrice", gd."DefaultPrice"
      ORDER BY g."KitId", g."GoodId"`.execute(this.db);
    return rows;
  }

  /** Per sales location, kit and price: the stations' and the manual lines' sums; only rows with a manual line unless `all`. */
  async adjustedSums(scope: SalesScope, all: boolean): Promise<{ rows: AdjustedSums[]; discount: string }> {
    if (!scope.venues.length) return { rows: [], discount: '0' };
    const { sales, kits } = await this.tables();
    const { rows } = await sql<AdjustedSums & { Discount: string }>`WITH ${salesCte(scope, sales)},
      r AS (SELECT k."SalesLocationId", k."KitId", k."SalePricePerKit",
          coalesce(sum(k."Qty") FILTER (WHERE s."Source" = 'Station'), 0) AS sq, coalesce(sum(k."Qty" * k."SalePricePerKit") FILTER (WHERE s."Source" = 'Station'), 0) AS sg,
          coalesce(sum(k."Qty") FILTER (WHERE s."Source" = 'Manual'), 0) AS mq, coalesce(sum(k."Qty" * k."SalePricePerKit") FILTER (WHERE s."Source" = 'Manual'), 0) AS mg,
          count(*) FILTER (WHERE s."Source" = 'Manual')::int AS ml
        FROM s JOIN ${kits} k ON k."SaleId" = s."SaleId"
        GROUP BY k."SalesLocationId", k."KitId", k."SalePricePerKit"
        HAVING ${all}::boolean OR count(*) FILTER (WHERE s."Source" = 'Manual') > 0),
      listed AS (SELECT DISTINCT k."SaleId" FROM s JOIN ${kits} k ON k."SaleId" = s."SaleId"
        JOIN r ON r."SalesLocationId" = k."SalesLocationId" AND r."KitId" = k."KitId" AND r."SalePricePerKit" = k."SalePricePerKit")
      SELECT r."SalesLocationId", sl."Name" AS "SalesLocation", sl."TheatreId", r."KitId", kt."Name" AS "Kit", r."SalePricePerKit"::text AS "SalePricePerKit",
        r.sq::text AS "StationQty", r.sg::text AS "StationGross", r.mq::text AS "ManualQty", r.mg::text AS "ManualGross", r.ml AS "ManualLines",
        (SELECT coalesce(sum(sr."DiscountAmount"), 0) FROM ${sales} sr WHERE sr."SaleId" IN (SELECT "SaleId" FROM listed))::text AS "Discount"
      FROM r JOIN app.sales_locations sl ON sl."Id" = r."SalesLocationId" JOIN app.kits kt ON kt."Id" = r."KitId"
      ORDER BY sl."Name", r."SalesLocationId", kt."Name", r."KitId", r."SalePricePerKit"`.execute(this.db);
    return { rows: rows.map(({ Discount: _, ...r }) => r), discount: rows[0]?.Discount ?? '0' };
  }

  /** The sales behind a figure, newest first, each with its part of the figure (docs/reports.md drill-downs). */
  async drill(scope: SalesScope, figure: SalesFigure, skip: number, take: number): Promise<Page<DrillRow>> {
    if (!scope.venues.length) return { rows: [], total: 0 };
    const { sales, kits, goods, payments } = await this.tables();
    const part: RawBuilder<unknown> =
      figure.Kind === 'kit'
        ? sql`SELECT k."SaleId", sum(k."Qty") AS q, sum(k."Qty" * k."SalePricePerKit") AS amt,
              sum(k."Qty" * (k."SalePricePerKit" - k."NonTaxablePricePerKit")) AS taxable, sum(k."Qty" * k."CostPerKit") AS cogs
            FROM s JOIN ${kits} k ON k."SaleId" = s."SaleId"
            WHERE k."KitId" = ${figure.KitId} AND k."SalePricePerKit" = ${figure.SalePrice}::numeric
              ${figure.SalesLocationId ? sql`AND k."SalesLocationId" = ${figure.SalesLocationId}` : sql``}
            GROUP BY k."SaleId"`
        : figure.Kind === 'good'
          ? sql`SELECT g."SaleId", sum(g."Qty") AS q,
                (SELECT coalesce(sum(k."Qty" * k."SalePricePerKit"), 0) FROM ${kits} k WHERE k."SaleId" = g."SaleId"
                  AND k."KitId" IN (SELECT g2."KitId" FROM ${goods} g2 WHERE g2."SaleId" = g."SaleId" AND g2."GoodId" = ${figure.GoodId})) AS amt,
                NULL::numeric AS taxable, NULL::numeric AS cogs
              FROM s JOIN ${goods} g ON g."SaleId" = s."SaleId" WHERE g."GoodId" = ${figure.GoodId} GROUP BY g."SaleId"`
          : figure.Kind === 'tender' && figure.Tender === 'Discount'
            ? // The sale's own discount, as the Discount total reads it (not its method-7 lines).
              sql`SELECT s."SaleId", NULL::numeric AS q, sr."DiscountAmount" AS amt, NULL::numeric AS taxable, NULL::numeric AS cogs
                FROM s JOIN ${sales} sr ON sr."SaleId" = s."SaleId" WHERE sr."DiscountAmount" <> 0`
            : figure.Kind === 'tender'
              ? sql`SELECT p."SaleId", NULL::numeric AS q, sum(p."Total") AS amt, NULL::numeric AS taxable, NULL::numeric AS cogs
                FROM s JOIN ${payments} p ON p."SaleId" = s."SaleId" WHERE p."PaymentMethodId" = ANY(${TenderMethods[figure.Tender]}::int[]) GROUP BY p."SaleId"`
              : sql`SELECT s."SaleId", NULL::numeric AS q, sr."Total" AS amt, NULL::numeric AS taxable, NULL::numeric AS cogs
                FROM s JOIN ${sales} sr ON sr."SaleId" = s."SaleId"`;
    const { rows } = await sql<Omit<DrillRow, 'SaleDate' | 'Link'> & { SaleDate: Date; n: string }>`WITH ${salesCte(scope, sales)}, f AS (${part})
      SELECT f."SaleId"::text AS "SaleId", sr."SaleDate", v."TimeZone", v."Name" AS "VenueName", sl."Name" AS "SalesLocation", st."Name" AS "StationName",
        sr."Source", sr."IsRefund", f.q::text AS "Qty", f.amt::text AS "Amount", f.taxable::text AS "Taxable", f.cogs::text AS "COGs",
        sr."Total"::text AS "SaleTotal", count(*) OVER () AS n
      FROM f JOIN ${sales} sr ON sr."SaleId" = f."SaleId" JOIN app.venues v ON v."Id" = sr."VenueId"
      JOIN app.sales_locations sl ON sl."Id" = sr."SalesLocationId" LEFT JOIN app.stations st ON st."Id" = sr."StationId"
      ORDER BY sr."SaleDate" DESC, sr."SaleId" OFFSET ${skip} LIMIT ${take}`.execute(this.db);
    let total = Number(rows[0]?.n ?? 0);
    if (!rows.length && skip > 0) {
      const c = await sql<{ n: string }>`WITH ${salesCte(scope, sales)}, f AS (${part}) SELECT count(*) AS n FROM f`.execute(this.db);
      total = Number(c.rows[0]!.n);
    }
    return {
      rows: rows.map(({ n: _, SaleDate, ...r }) => ({ ...r, SaleDate: SaleDate.toISOString(), Link: `/masterTransactionLog/info?id=${r.SaleId}` })),
      total,
    };
  }
}
