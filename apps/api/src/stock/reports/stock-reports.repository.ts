import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { type KitSoldRowFigures, MovementType, type ReportShowEvent, type ReportsAsOf, type SaleDetailFigures, saleDateNames } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { INVENTORY_REPORTS_PROJECTION, InventoryReportsTables, STOCK_PROJECTION, StockTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { balanceBefore } from './balance-before';

/** Movement types a report reads apart: counts (GainLost), wastage, sales. */
export const { GainLost: GAIN_LOST, Wastage: WASTAGE, Sale: SALE } = MovementType;

/** The raw figures of one good at one location over [S, E) (see docs/reports.md). */
export interface RawFigures {
  LocationId: number;
  GoodId: number;
  OnHandAtStart: string;
  OpeningAdjustment: string;
  Additions: string;
  Sales: string;
  Wastes: string;
  CountedEnd: string | null;
  EndCountedAt: Date | null;
  PostEnding: string;
  EndCost: string | null;
}

export interface ReportGood {
  Id: number;
  Name: string;
  CategoryId: number;
  CategoryName: string;
  Alcohol: boolean;
  Volume: string | null;
  DefaultPrice: string;
  Archived: boolean;
  /** The standard cost in force at the period's end. */
  Cost: string;
}

/** The reads behind the inventory reports: stock movements, counts and sales from the projections. */
@Injectable()
export class StockReportsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(name: string, base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, name, base).then((t) => sql.table(t));
  }

  /** The replayed schema the reports read (REPORTS_SCHEMA), with the comment the replay wrote on it. */
  async asOf(): Promise<ReportsAsOf['AsOf']> {
    const schema = process.env.REPORTS_SCHEMA;
    if (!schema) return null;
    const { rows } = await sql<{ comment: string | null }>`SELECT obj_description(${schema}::regnamespace, 'pg_namespace') AS comment`.execute(this.db);
    return { Name: schema, Comment: rows[0]?.comment ?? null };
  }

  /**
   * Per location and good: the ledger at S (the balance before S, read from the monthly nets and
   * S's own month: balanceBefore), the last count before S (its adjustment: one index probe per
   * good), the last count in [S, E) (the end count), and the movements of the period split at the
   * end count. Only the period's movements and counts are read, so the cost does not grow with the
   * history. The keys are the goods ever moved at the locations (on hand) and those of the period:
   * a count that found a difference moved the good (its GainLost), so no opening adjustment is
   * left out.
   */
  async figures(locationIds: number[], from: Date, to: Date): Promise<RawFigures[]> {
    const [movements, monthly, onHand, countLines] = await Promise.all([
      this.table(STOCK_PROJECTION, StockTables.movements),
      this.table(STOCK_PROJECTION, StockTables.monthly),
      this.table(STOCK_PROJECTION, StockTables.onHand),
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.countLines),
    ]);
    const { rows } = await sql<RawFigures>`
      WITH endc AS (
        SELECT DISTINCT ON ("LocationId", "GoodId") "LocationId", "GoodId", "CountedAt", "Counted", "CostPerGood"
        FROM ${countLines} WHERE "LocationId" = ANY(${locationIds}::int[]) AND "CountedAt" >= ${from} AND "CountedAt" < ${to}
        ORDER BY "LocationId", "GoodId", "CountedAt" DESC),
      opening AS (${balanceBefore({ movements, monthly }, locationIds, from)}),
      period AS (
        SELECT m."LocationId", m."GoodId",
          sum(m."Qty") FILTER (WHERE (z."CountedAt" IS NULL OR m."TransferDate" <= z."CountedAt") AND m."TypeId" NOT IN (${GAIN_LOST}, ${WASTAGE}, ${SALE})) AS additions,
          -sum(m."Qty") FILTER (WHERE (z."CountedAt" IS NULL OR m."TransferDate" <= z."CountedAt") AND m."TypeId" = ${SALE}) AS sales,
          -sum(m."Qty") FILTER (WHERE (z."CountedAt" IS NULL OR m."TransferDate" <= z."CountedAt") AND m."TypeId" = ${WASTAGE}) AS wastes,
          sum(m."Qty") FILTER (WHERE m."TransferDate" > z."CountedAt") AS post
        FROM ${movements} m LEFT JOIN endc z ON z."LocationId" = m."LocationId" AND z."GoodId" = m."GoodId"
        WHERE m."LocationId" = ANY(${locationIds}::int[]) AND m."TransferDate" >= ${from} AND m."TransferDate" < ${to}
        GROUP BY m."LocationId", m."GoodId"),
      keys AS (
        SELECT "LocationId", "GoodId" FROM ${onHand} WHERE "LocationId" = ANY(${locationIds}::int[])
        UNION SELECT "LocationId", "GoodId" FROM period UNION SELECT "LocationId", "GoodId" FROM endc)
      SELECT k."LocationId", k."GoodId",
        coalesce(b."Qty", 0)::text AS "OnHandAtStart",
        coalesce(o.adj, 0)::text AS "OpeningAdjustment",
        coalesce(s.additions, 0)::text AS "Additions", coalesce(s.sales, 0)::text AS "Sales", coalesce(s.wastes, 0)::text AS "Wastes",
        z."Counted"::text AS "CountedEnd", z."CountedAt" AS "EndCountedAt", coalesce(s.post, 0)::text AS "PostEnding", z."CostPerGood"::text AS "EndCost"
      FROM keys k
      LEFT JOIN opening b ON b."LocationId" = k."LocationId" AND b."GoodId" = k."GoodId"
      LEFT JOIN period s ON s."LocationId" = k."LocationId" AND s."GoodId" = k."GoodId"
      LEFT JOIN endc z ON z."LocationId" = k."LocationId" AND z."GoodId" = k."GoodId"
      LEFT JOIN LATERAL (SELECT c."Counted" - c."Expected" AS adj FROM ${countLines} c
        WHERE c."LocationId" = k."LocationId" AND c."GoodId" = k."GoodId" AND c."CountedAt" < ${from}
        ORDER BY c."CountedAt" DESC LIMIT 1) o ON true`.execute(this.db);
    return rows;
  }

  /** The goods named, with category, alcohol volume, price and the standard cost in force at `at`. */
  async goods(goodIds: number[], at: Date): Promise<ReportGood[]> {
    if (!goodIds.length) return [];
    const { rows } = await sql<ReportGood>`
      SELECT g."Id", g."Name", g."CategoryId", c."Name" AS "CategoryName", g."Alcohol", g."Volume"::text AS "Volume", g."DefaultPrice"::text AS "DefaultPrice",
        g."Archived", coalesce((SELECT gc."Cost" FROM app.good_costs gc WHERE gc."GoodId" = g."Id" AND gc."EffectiveFrom" <= ${at}
          ORDER BY gc."EffectiveFrom" DESC, gc."Id" DESC LIMIT 1), 0)::text AS "Cost"
      FROM app.goods g JOIN app.good_categories c ON c."Id" = g."CategoryId"
      WHERE g."Id" = ANY(${goodIds}::int[]) AND g."Tracked"
      ORDER BY c."Name", g."Name", g."Id"`.execute(this.db);
    return rows;
  }

  /**
   * The show event's window at these locations: from its start (or its first sale, when it sold
   * before the show began, as concessions do) to its end (or just after its last sale), as its sales
   * recorded it; null when none sold there.
   */
  async showWindow(locationIds: number[], showEventId: number): Promise<{ Start: Date; End: Date } | null> {
    const sales = await this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.sales);
    const { rows } = await sql<{ Start: Date | null; End: Date | null }>`
      SELECT min(least("ShowStart", "SaleDate")) AS "Start", max(greatest("ShowEnd", "SaleDate" + interval '1 millisecond')) AS "End" FROM ${sales}
      WHERE "InventoryLocationId" = ANY(${locationIds}::int[]) AND "ShowEventId" = ${showEventId}`.execute(this.db);
    const r = rows[0];
    return r?.Start && r.End ? { Start: r.Start, End: r.End } : null;
  }

  /** The show events sold in at these locations (of one venue, whose zone is `timeZone`) over [from, to). */
  async showEvents(locationIds: number[], from: Date, to: Date, timeZone: string): Promise<ReportShowEvent[]> {
    const sales = await this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.sales);
    const { rows } = await sql<{ ShowEventId: number; Start: Date; End: Date }>`
      SELECT "ShowEventId", min("ShowStart") AS "Start", max("ShowEnd") AS "End" FROM ${sales}
      WHERE "InventoryLocationId" = ANY(${locationIds}::int[]) AND "SaleDate" >= ${from} AND "SaleDate" < ${to} AND "ShowEventId" IS NOT NULL
      GROUP BY "ShowEventId" ORDER BY min("ShowStart"), "ShowEventId"`.execute(this.db);
    return rows.map((r) => ({ ShowEventId: r.ShowEventId, Start: r.Start.toISOString(), End: r.End.toISOString(), TimeZone: timeZone }));
  }

  /** Kits sold at these locations over [from, to) (or in one show event), with the goods of a category they consumed. */
  async kitsSold(locationIds: number[], from: Date, to: Date, showEventId: number | null, categoryId: number | null): Promise<KitSoldRowFigures[]> {
    const [saleKits, saleGoods] = await Promise.all([
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.saleKits),
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.saleGoods),
    ]);
    const inWindow = (a: string) =>
      showEventId ? sql`${sql.ref(`${a}.ShowEventId`)} = ${showEventId}` : sql`${sql.ref(`${a}.SaleDate`)} >= ${from} AND ${sql.ref(`${a}.SaleDate`)} < ${to}`;
    const category = categoryId ? sql`AND g."CategoryId" = ${categoryId}` : sql``;
    const goods = await sql<{ KitId: number; GoodId: number; Name: string; Quantity: string }>`
      SELECT sg."KitId", sg."GoodId", g."Name", sum(sg."Qty")::text AS "Quantity"
      FROM ${saleGoods} sg JOIN app.goods g ON g."Id" = sg."GoodId"
      WHERE sg."LocationId" = ANY(${locationIds}::int[]) AND ${inWindow('sg')} ${category}
      GROUP BY sg."KitId", sg."GoodId", g."Name" ORDER BY g."Name"`.execute(this.db);
    const kitFilter = categoryId ? sql`AND sk."KitId" = ANY(${[...new Set(goods.rows.map((g) => g.KitId))]}::int[])` : sql``;
    const kits = await sql<{ KitId: number; KitName: string; Quantity: string }>`
      SELECT sk."KitId", k."Name" AS "KitName", sum(sk."Qty")::text AS "Quantity"
      FROM ${saleKits} sk JOIN app.kits k ON k."Id" = sk."KitId"
      WHERE sk."LocationId" = ANY(${locationIds}::int[]) AND ${inWindow('sk')} ${kitFilter}
      GROUP BY sk."KitId", k."Name" ORDER BY k."Name", sk."KitId"`.execute(this.db);
    return kits.rows.map((k) => ({
      ...k,
      Goods: goods.rows.filter((g) => g.KitId === k.KitId).map((g) => ({ GoodId: g.GoodId, Name: g.Name, Quantity: g.Quantity })),
    }));
  }

  /** One sale with its kits and the goods they consumed; null when unknown. */
  async sale(id: string): Promise<(SaleDetailFigures & { InventoryLocationId: number }) | null> {
    const [sales, saleKits, saleGoods] = await Promise.all([
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.sales),
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.saleKits),
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.saleGoods),
    ]);
    const person = (a: string) => sql<string>`nullif(concat_ws(' ', ${sql.ref(`${a}.FirstName`)}, ${sql.ref(`${a}.LastName`)}), '')`;
    const head = await sql<{
      SaleId: string;
      SaleDate: Date;
      InventoryLocationId: number;
      VenueName: string;
      TimeZone: string;
      LocationName: string;
      ShowEventId: number | null;
      ShowStart: Date | null;
      StationName: string | null;
      PosUserName: string | null;
      UserName: string | null;
      IsRefund: boolean;
      ReduceInventory: boolean;
      Total: string;
    }>`SELECT s."SaleId"::text AS "SaleId", s."SaleDate", s."InventoryLocationId", v."Name" AS "VenueName", v."TimeZone", l."Name" AS "LocationName", s."ShowEventId",
        s."ShowStart", st."Name" AS "StationName", ${person('p')} AS "PosUserName", ${person('u')} AS "UserName", s."IsRefund", s."ReduceInventory",
        s."Total"::text AS "Total"
      FROM ${sales} s JOIN app.inventory_locations l ON l."Id" = s."InventoryLocationId" JOIN app.venues v ON v."Id" = l."VenueId"
      LEFT JOIN app.stations st ON st."Id" = s."StationId" LEFT JOIN app.pos_users p ON p."Id" = s."PosUserId" LEFT JOIN app.users u ON u."Id" = s."UserId"
      WHERE s."SaleId" = ${id}::uuid`.execute(this.db);
    const sale = head.rows[0];
    if (!sale) return null;
    const kits = await sql<{ KitId: number; Name: string; Qty: string; SalePricePerKit: string }>`
      SELECT sk."KitId", k."Name", sk."Qty"::text AS "Qty", sk."SalePricePerKit"::text AS "SalePricePerKit"
      FROM ${saleKits} sk JOIN app.kits k ON k."Id" = sk."KitId" WHERE sk."SaleId" = ${id}::uuid ORDER BY k."Name"`.execute(this.db);
    const goods = await sql<{ GoodId: number; Name: string; KitId: number; Qty: string }>`
      SELECT sg."GoodId", g."Name", sg."KitId", sg."Qty"::text AS "Qty"
      FROM ${saleGoods} sg JOIN app.goods g ON g."Id" = sg."GoodId" WHERE sg."SaleId" = ${id}::uuid ORDER BY g."Name"`.execute(this.db);
    return {
      ...sale,
      SaleDate: sale.SaleDate.toISOString(),
      ...saleDateNames(sale.SaleDate.toISOString()),
      ShowStart: sale.ShowStart ? sale.ShowStart.toISOString() : null,
      Kits: kits.rows,
      Goods: goods.rows,
    };
  }
}
