import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { CountSaleEventTypes, type InventoryCounted } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type ProjectionIndex, type TableNamer, columns, setupRowCount } from '../projection';
import { saleBatchRows, salesDocument } from '../sales/sale-recorded';

export const INVENTORY_REPORTS_PROJECTION = 'inventory_reports';
/** A count line differing from what was expected by this much is a discrepancy (document 3 §9). */
const COUNT_THRESHOLD = new Decimal('0.01');

/** The inventory-reports projection's tables (base names), for the repositories that read them. */
export const InventoryReportsTables = {
  counts: 'stock_counts',
  countTotal: 'stock_count_total',
  countLines: 'stock_count_lines',
  sales: 'sales',
  saleKits: 'sale_kits',
  saleGoods: 'sale_goods',
} as const;

/** Rows as read: numeric columns arrive as strings, timestamps as dates. */
export interface StockCountRow {
  CountId: string;
  LocationId: number;
  CountedAt: Date;
  UserId: number;
  PosUserId: number | null;
  Goods: number;
  Discrepancies: number;
  VarianceCost: string;
  Position: string;
}
export interface StockCountLineRow {
  CountId: string;
  LocationId: number;
  GoodId: number;
  CountedAt: Date;
  Expected: string;
  Counted: string;
  CostPerGood: string;
}
export interface SaleRow {
  SaleId: string;
  VenueId: number;
  SalesLocationId: number;
  InventoryLocationId: number;
  ShowEventId: number | null;
  ShowStart: Date | null;
  ShowEnd: Date | null;
  StationId: number | null;
  PosUserId: number | null;
  UserId: number;
  IsRefund: boolean;
  ReduceInventory: boolean;
  SaleDate: Date;
  Total: string;
  Position: string;
}
export interface SaleKitRow {
  SaleId: string;
  LocationId: number;
  SaleDate: Date;
  ShowEventId: number | null;
  KitId: number;
  Qty: string;
  SalePricePerKit: string;
}
export interface SaleGoodRow {
  SaleId: string;
  LocationId: number;
  SaleDate: Date;
  ShowEventId: number | null;
  KitId: number;
  GoodId: number;
  Qty: string;
}

const countLog = sql`"CountedAt" DESC, "CountId" DESC`;

/** The inventory reports' secondary indexes, made once a version has caught up (Projection.indexes). */
const inventoryReportsIndexes: ProjectionIndex[] = [
  { table: InventoryReportsTables.counts, name: 'location_ix', on: sql`("LocationId", "CountedAt")` },
  // The count log's order, and its discrepancy filter either way (docs/api.md "Lists").
  { table: InventoryReportsTables.counts, name: 'log_ix', on: sql`(${countLog})` },
  { table: InventoryReportsTables.counts, name: 'log_issues_ix', on: sql`(${countLog}) WHERE "Discrepancies" > 0` },
  { table: InventoryReportsTables.counts, name: 'log_clean_ix', on: sql`(${countLog}) WHERE "Discrepancies" = 0` },
  { table: InventoryReportsTables.countLines, name: 'location_ix', on: sql`("LocationId", "GoodId", "CountedAt")` },
  { table: InventoryReportsTables.sales, name: 'location_ix', on: sql`("InventoryLocationId", "SaleDate")` },
  { table: InventoryReportsTables.sales, name: 'show_ix', on: sql`("ShowEventId")` },
  { table: InventoryReportsTables.saleKits, name: 'location_ix', on: sql`("LocationId", "SaleDate")` },
  { table: InventoryReportsTables.saleGoods, name: 'location_ix', on: sql`("LocationId", "SaleDate")` },
];

/**
 * What the inventory reports read beside the stock movements: every count (the inventory count
 * log, the counted figures of a report row) and every sale with its kits and the goods they
 * consumed (the kits-sold dialog, the show event filter, the drill-down's station and POS user).
 */
export function inventoryReportsProjection(version = 1): Projection {
  const tables = (t: TableNamer) => ({
    counts: sql.raw(t(InventoryReportsTables.counts)),
    countTotal: sql.raw(t(InventoryReportsTables.countTotal)),
    countLines: sql.raw(t(InventoryReportsTables.countLines)),
    sales: sql.raw(t(InventoryReportsTables.sales)),
    saleKits: sql.raw(t(InventoryReportsTables.saleKits)),
    saleGoods: sql.raw(t(InventoryReportsTables.saleGoods)),
  });
  const write = async (tx: Parameters<Projection['apply']>[0], all: RecordedEvent[], t: TableNamer) => {
    const { counts, countTotal, countLines, sales, saleKits, saleGoods } = tables(t);
    const countEvents = all.filter((e) => e.type === CountSaleEventTypes.InventoryCounted);
    if (countEvents.length) {
      const heads = countEvents.map((e) => {
        const c = e.data as InventoryCounted;
        let discrepancies = 0;
        let varianceCost = new Decimal(0);
        for (const l of c.Lines) {
          const diff = new Decimal(l.Counted).minus(l.Expected);
          if (diff.abs().gte(COUNT_THRESHOLD)) discrepancies += 1;
          varianceCost = varianceCost.plus(diff.times(l.CostPerGood));
        }
        return { ...c, Goods: c.Lines.length, Discrepancies: discrepancies, VarianceCost: varianceCost.toFixed(4), Position: e.position };
      });
      const h = columns(heads);
      await sql`WITH added AS (
          INSERT INTO ${counts} ("CountId", "LocationId", "CountedAt", "UserId", "PosUserId", "Goods", "Discrepancies", "VarianceCost", "Position")
          SELECT * FROM unnest(${h('CountId')}::uuid[], ${h('InventoryLocationId')}::int[], ${h('CountedAt')}::timestamptz[], ${h('UserId')}::int[],
            ${h('PosUserId')}::int[], ${h('Goods')}::int[], ${h('Discrepancies')}::int[], ${h('VarianceCost')}::numeric[], ${h('Position')}::text[])
          ON CONFLICT ("CountId") DO NOTHING RETURNING 1)
        UPDATE ${countTotal} SET "Rows" = "Rows" + (SELECT count(*) FROM added)`.execute(tx);
      const lines = heads.flatMap((c) => c.Lines.map((l) => ({ ...l, CountId: c.CountId, LocationId: c.InventoryLocationId, CountedAt: c.CountedAt })));
      const l = columns(lines);
      await sql`INSERT INTO ${countLines} ("CountId", "LocationId", "GoodId", "CountedAt", "Expected", "Counted", "CostPerGood")
        SELECT * FROM unnest(${l('CountId')}::uuid[], ${l('LocationId')}::int[], ${l('GoodId')}::int[], ${l('CountedAt')}::timestamptz[],
          ${l('Expected')}::numeric[], ${l('Counted')}::numeric[], ${l('CostPerGood')}::numeric[])`.execute(tx);
    }
    const saleEvents = all.filter((e) => e.type !== CountSaleEventTypes.InventoryCounted);
    if (saleEvents.length) {
      // One statement for the batch's sales, their kits and their goods: the events go as one JSON
      // document (no per-row objects or per-column arrays in JS) and PostgreSQL unpacks it.
      const batch = salesDocument(saleEvents);
      await sql`WITH b AS (${saleBatchRows(batch)}),
        sale AS (
          INSERT INTO ${sales} ("SaleId", "VenueId", "SalesLocationId", "InventoryLocationId", "ShowEventId", "ShowStart", "ShowEnd", "StationId",
            "PosUserId", "UserId", "IsRefund", "ReduceInventory", "SaleDate", "Total", "Position")
          SELECT "SaleId", "VenueId", "SalesLocationId", "InventoryLocationId", "ShowEventId", "ShowStart", "ShowEnd", "StationId", "PosUserId", "UserId",
            "IsRefund", "ReduceInventory", "SaleDate", "Total", p FROM b
          ON CONFLICT ("SaleId") DO NOTHING),
        kit AS (
          INSERT INTO ${saleKits} ("SaleId", "LocationId", "SaleDate", "ShowEventId", "KitId", "Qty", "SalePricePerKit")
          SELECT "SaleId", "InventoryLocationId", "SaleDate", "ShowEventId", (k->>0)::int, (k->>3)::numeric, (k->>4)::numeric
          FROM b, jsonb_array_elements(b.kits) AS k)
        INSERT INTO ${saleGoods} ("SaleId", "LocationId", "SaleDate", "ShowEventId", "KitId", "GoodId", "Qty")
        SELECT "SaleId", "InventoryLocationId", "SaleDate", "ShowEventId", (g->>0)::int, (g->>1)::int, (g->>2)::numeric
        FROM b, jsonb_array_elements(b.goods) AS g`.execute(tx);
    }
  };

  return {
    name: INVENTORY_REPORTS_PROJECTION,
    version,
    handles: [CountSaleEventTypes.InventoryCounted, CountSaleEventTypes.SaleRecorded],
    indexes: inventoryReportsIndexes,
    async setup(tx, t) {
      const { counts, countTotal, countLines, sales, saleKits, saleGoods } = tables(t);
      await sql`CREATE TABLE IF NOT EXISTS ${counts} ("CountId" uuid PRIMARY KEY, "LocationId" integer NOT NULL, "CountedAt" timestamptz NOT NULL,
        "UserId" integer NOT NULL, "PosUserId" integer, "Goods" integer NOT NULL, "Discrepancies" integer NOT NULL, "VarianceCost" numeric NOT NULL,
        "Position" text NOT NULL)`.execute(tx);
      await setupRowCount(tx, countTotal, counts);
      await sql`CREATE TABLE IF NOT EXISTS ${countLines} ("CountId" uuid NOT NULL, "LocationId" integer NOT NULL, "GoodId" integer NOT NULL,
        "CountedAt" timestamptz NOT NULL, "Expected" numeric NOT NULL, "Counted" numeric NOT NULL, "CostPerGood" numeric NOT NULL)`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${sales} ("SaleId" uuid PRIMARY KEY, "VenueId" integer NOT NULL, "SalesLocationId" integer NOT NULL,
        "InventoryLocationId" integer NOT NULL, "ShowEventId" integer, "ShowStart" timestamptz, "ShowEnd" timestamptz, "StationId" integer, "PosUserId" integer,
        "UserId" integer NOT NULL, "IsRefund" boolean NOT NULL, "ReduceInventory" boolean NOT NULL, "SaleDate" timestamptz NOT NULL, "Total" numeric NOT NULL,
        "Position" text NOT NULL)`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${saleKits} ("SaleId" uuid NOT NULL, "LocationId" integer NOT NULL, "SaleDate" timestamptz NOT NULL,
        "ShowEventId" integer, "KitId" integer NOT NULL, "Qty" numeric NOT NULL, "SalePricePerKit" numeric NOT NULL)`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${saleGoods} ("SaleId" uuid NOT NULL, "LocationId" integer NOT NULL, "SaleDate" timestamptz NOT NULL,
        "ShowEventId" integer, "KitId" integer NOT NULL, "GoodId" integer NOT NULL, "Qty" numeric NOT NULL)`.execute(tx);
    },
    async apply(tx, e, t) {
      await write(tx, [e], t);
    },
    async applyBatch(tx, events, t) {
      await write(tx, events, t);
    },
  };
}
