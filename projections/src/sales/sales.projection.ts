import { sql } from 'kysely';
import { CountSaleEventTypes } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type ProjectionIndex, type TableNamer, indexName } from '../projection';
import { saleBatchRows, salesDocument } from './sale-recorded';

export const SALES_PROJECTION = 'sales';

/**
 * The sales projection's tables (base names: app.sale_rows_v<n>, …), for the repositories that read
 * them. Not the inventory reports' `sales`: this one holds every sale, whether it reduced inventory or
 * not, with its money (document 2 §3 "Sale", "SaleKit", "SalePayment").
 */
export const SalesTables = { sales: 'sale_rows', kits: 'sale_kit_rows', goods: 'sale_good_rows', payments: 'sale_payment_rows' } as const;

/** Rows as read: numeric columns arrive as strings, timestamps as dates. */
export interface SalesSaleRow {
  SaleId: string;
  Position: string;
  VenueId: number;
  SalesLocationId: number;
  InventoryLocationId: number;
  ShowEventId: number | null;
  StationId: number | null;
  PosUserId: number | null;
  UserId: number;
  Source: 'Station' | 'Manual';
  IsRefund: boolean;
  ReduceInventory: boolean;
  SaleDate: Date;
  Subtotal: string;
  DiscountPercent: string;
  DiscountAmount: string;
  Total: string;
}
export interface SalesKitRow {
  SaleId: string;
  /** The line's place in the sale (0, 1, …). */
  Line: number;
  SalesLocationId: number;
  ShowEventId: number | null;
  SaleDate: Date;
  KitId: number;
  ItemId: number | null;
  IsRefund: boolean;
  Qty: string;
  SalePricePerKit: string;
  NonTaxablePricePerKit: string;
  CostPerKit: string;
}
/** A good a kit line consumed (the event's SaleGoods: kit qty × the kit's good qty, signed; refunds negative). */
export interface SalesGoodRow {
  SaleId: string;
  /** The good's place in the sale's SaleGoods (0, 1, …). */
  Line: number;
  SalesLocationId: number;
  ShowEventId: number | null;
  SaleDate: Date;
  KitId: number;
  GoodId: number;
  Qty: string;
  CostPerGood: string;
  CogsTypeId: number;
  InventoryAccountTypeId: number;
  RevenueTypeId: number | null;
  IsRefund: boolean;
}
export interface SalesPaymentRow {
  SaleId: string;
  Line: number;
  SalesLocationId: number;
  ShowEventId: number | null;
  SaleDate: Date;
  PaymentMethodId: number;
  Total: string;
  TipAmount: string;
  VoucherId: number | null;
  AmountPerVoucher: string | null;
  VoucherQty: number | null;
  IsRefund: boolean;
}

// The master transaction log's order with its unique tiebreak (docs/reports.md, docs/api.md "Lists").
const logOrder = sql`"SaleDate" DESC, "SaleId" DESC`;

/**
 * The sales projection's secondary indexes, made once a version has caught up (Projection.indexes).
 * The master transaction log's go here too: its order, the same behind each filter it reads from
 * the row, partial ones for the rare kinds.
 */
export const salesIndexes: ProjectionIndex[] = [
  // The lines' keys: a sale's lines are written only with the sale's row (never again), so a version
  // loads them without the keys and makes them here.
  { table: SalesTables.kits, name: 'pkey', on: sql`("SaleId", "Line")`, primaryKey: true },
  { table: SalesTables.goods, name: 'pkey', on: sql`("SaleId", "Line")`, primaryKey: true },
  { table: SalesTables.payments, name: 'pkey', on: sql`("SaleId", "Line")`, primaryKey: true },
  // A show event's sales (deposits, references, the duplicate check) and a sales location's day.
  { table: SalesTables.sales, name: 'show_ix', on: sql`("ShowEventId", "SalesLocationId")` },
  { table: SalesTables.sales, name: 'location_ix', on: sql`("SalesLocationId", "SaleDate")` },
  // The order's own index carries the venue, the kind and the source: counting a range by them reads the index alone.
  { table: SalesTables.sales, name: 'log_ix', on: sql`(${logOrder}) INCLUDE ("VenueId", "IsRefund", "Source")` },
  // A venue's (a manager's venues) with the kind and the source: counting their sales or station sales reads the index alone.
  { table: SalesTables.sales, name: 'log_venue_kind_ix', on: sql`("VenueId", ${logOrder}) INCLUDE ("IsRefund", "Source")` },
  { table: SalesTables.sales, name: 'log_location_ix', on: sql`("SalesLocationId", ${logOrder})` },
  { table: SalesTables.sales, name: 'log_station_ix', on: sql`("StationId", ${logOrder})` },
  { table: SalesTables.sales, name: 'log_pos_user_ix', on: sql`("PosUserId", ${logOrder})` },
  { table: SalesTables.sales, name: 'log_show_ix', on: sql`("ShowEventId", ${logOrder})` },
  { table: SalesTables.sales, name: 'log_refund_ix', on: sql`(${logOrder}) WHERE "IsRefund"` },
  { table: SalesTables.sales, name: 'log_manual_ix', on: sql`(${logOrder}) WHERE "Source" = 'Manual'` },
  // The rare kinds at a venue (a manager's venues, read venue by venue, and counted from these alone).
  { table: SalesTables.sales, name: 'log_venue_refund_ix', on: sql`("VenueId", ${logOrder}) WHERE "IsRefund"` },
  { table: SalesTables.sales, name: 'log_venue_manual_ix', on: sql`("VenueId", ${logOrder}) WHERE "Source" = 'Manual'` },
  { table: SalesTables.kits, name: 'show_ix', on: sql`("ShowEventId", "SalesLocationId", "KitId")` },
  { table: SalesTables.kits, name: 'location_ix', on: sql`("SalesLocationId", "SaleDate")` },
  { table: SalesTables.goods, name: 'show_ix', on: sql`("ShowEventId", "SalesLocationId", "GoodId")` },
  { table: SalesTables.goods, name: 'location_ix', on: sql`("SalesLocationId", "SaleDate")` },
  { table: SalesTables.payments, name: 'show_ix', on: sql`("ShowEventId", "SalesLocationId")` },
  // The master transaction log's payment method filter: the sales with a payment of a method in a range.
  { table: SalesTables.payments, name: 'method_ix', on: sql`("PaymentMethodId", "SaleDate" DESC, "SaleId")` },
  // The same at a few places (a manager's venues, a venue, a theatre), in the log's order: its page and its count read
  // sales location by sales location.
  { table: SalesTables.payments, name: 'method_location_ix', on: sql`("PaymentMethodId", "SalesLocationId", "SaleDate" DESC, "SaleId" DESC)` },
];

/**
 * Sales: one row per sale with its amounts, one per kit line, one per good consumed, one per payment (the deposits, the
 * duplicate and negative checks of the sale entry, the show event references read them). Set-based:
 * a batch is one statement, the events going to PostgreSQL as one JSON document. Voided events never
 * reach it (the runner skips them and rebuilds a version that had applied one).
 */
export function salesProjection(version = 2): Projection {
  const tables = (t: TableNamer) => ({
    sales: sql.raw(t(SalesTables.sales)),
    kits: sql.raw(t(SalesTables.kits)),
    goods: sql.raw(t(SalesTables.goods)),
    payments: sql.raw(t(SalesTables.payments)),
  });
  const write = async (tx: Parameters<Projection['apply']>[0], events: RecordedEvent[], t: TableNamer) => {
    if (!events.length) return;
    const { sales, kits, goods, payments } = tables(t);
    const batch = salesDocument(events);
    await sql`WITH b AS (${saleBatchRows(batch)}),
      sale AS (
        INSERT INTO ${sales} ("SaleId", "Position", "VenueId", "SalesLocationId", "InventoryLocationId", "ShowEventId", "StationId", "PosUserId", "UserId",
          "Source", "IsRefund", "ReduceInventory", "SaleDate", "Subtotal", "DiscountPercent", "DiscountAmount", "Total")
        SELECT "SaleId", p, "VenueId", "SalesLocationId", "InventoryLocationId", "ShowEventId", "StationId", "PosUserId", "UserId",
          "Source", "IsRefund", "ReduceInventory", "SaleDate", "Subtotal", "DiscountPercent", "DiscountAmount", "Total" FROM b
        ON CONFLICT ("SaleId") DO NOTHING RETURNING "SaleId", "Position"),
      -- The lines of the sales written now (a sale already there keeps its lines).
      fresh AS (SELECT b.* FROM b JOIN sale ON sale."SaleId" = b."SaleId" AND sale."Position" = b.p),
      kit AS (
        INSERT INTO ${kits} ("SaleId", "Line", "SalesLocationId", "ShowEventId", "SaleDate", "KitId", "ItemId", "IsRefund", "Qty", "SalePricePerKit",
          "NonTaxablePricePerKit", "CostPerKit")
        SELECT "SaleId", (k.n - 1)::int, "SalesLocationId", "ShowEventId", "SaleDate", (k.v->>0)::int, (k.v->>1)::int, (k.v->>2)::boolean, (k.v->>3)::numeric,
          (k.v->>4)::numeric, (k.v->>5)::numeric, (k.v->>6)::numeric
        FROM fresh, jsonb_array_elements(fresh.kits) WITH ORDINALITY AS k(v, n)),
      good AS (
        INSERT INTO ${goods} ("SaleId", "Line", "SalesLocationId", "ShowEventId", "SaleDate", "KitId", "GoodId", "Qty", "CostPerGood", "CogsTypeId",
          "InventoryAccountTypeId", "RevenueTypeId", "IsRefund")
        SELECT "SaleId", (g.n - 1)::int, "SalesLocationId", "ShowEventId", "SaleDate", (g.v->>0)::int, (g.v->>1)::int, (g.v->>2)::numeric, (g.v->>3)::numeric,
          (g.v->>4)::int, (g.v->>5)::int, (g.v->>6)::int, (g.v->>2)::numeric < 0
        FROM fresh, jsonb_array_elements(fresh.goods) WITH ORDINALITY AS g(v, n))
      INSERT INTO ${payments} ("SaleId", "Line", "SalesLocationId", "ShowEventId", "SaleDate", "PaymentMethodId", "Total", "TipAmount", "VoucherId",
        "AmountPerVoucher", "VoucherQty", "IsRefund")
      SELECT "SaleId", (x.n - 1)::int, "SalesLocationId", "ShowEventId", "SaleDate", (x.v->>0)::int, (x.v->>1)::numeric, (x.v->>2)::numeric, (x.v->>3)::int,
        (x.v->>4)::numeric, (x.v->>5)::int, (x.v->>6)::boolean
      FROM fresh, jsonb_array_elements(fresh.payments) WITH ORDINALITY AS x(v, n)`.execute(tx);
  };

  return {
    name: SALES_PROJECTION,
    version,
    handles: [CountSaleEventTypes.SaleRecorded],
    indexes: salesIndexes,
    async setup(tx, t) {
      const { sales, kits, goods, payments } = tables(t);
      await sql`CREATE TABLE IF NOT EXISTS ${sales} ("SaleId" uuid PRIMARY KEY, "Position" text NOT NULL, "VenueId" integer NOT NULL,
        "SalesLocationId" integer NOT NULL, "InventoryLocationId" integer NOT NULL, "ShowEventId" integer, "StationId" integer, "PosUserId" integer,
        "UserId" integer NOT NULL, "Source" text NOT NULL, "IsRefund" boolean NOT NULL, "ReduceInventory" boolean NOT NULL, "SaleDate" timestamptz NOT NULL,
        "Subtotal" numeric NOT NULL, "DiscountPercent" numeric NOT NULL, "DiscountAmount" numeric NOT NULL, "Total" numeric NOT NULL)`.execute(tx);
      // log_venue_kind_ix (salesIndexes) replaces the venue's log index without the kind and the source, made by earlier starts of this version.
      const schema = t(SalesTables.sales).includes('.') ? sql`${sql.raw(t(SalesTables.sales).split('.')[0]!)}.` : sql``;
      await sql`DROP INDEX IF EXISTS ${schema}${indexName(t, SalesTables.sales, 'log_venue_ix')}`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${kits} ("SaleId" uuid NOT NULL, "Line" integer NOT NULL, "SalesLocationId" integer NOT NULL,
        "ShowEventId" integer, "SaleDate" timestamptz NOT NULL, "KitId" integer NOT NULL, "ItemId" integer, "IsRefund" boolean NOT NULL,
        "Qty" numeric NOT NULL, "SalePricePerKit" numeric NOT NULL, "NonTaxablePricePerKit" numeric NOT NULL, "CostPerKit" numeric NOT NULL)`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${goods} ("SaleId" uuid NOT NULL, "Line" integer NOT NULL, "SalesLocationId" integer NOT NULL,
        "ShowEventId" integer, "SaleDate" timestamptz NOT NULL, "KitId" integer NOT NULL, "GoodId" integer NOT NULL, "Qty" numeric NOT NULL,
        "CostPerGood" numeric NOT NULL, "CogsTypeId" integer NOT NULL, "InventoryAccountTypeId" integer NOT NULL, "RevenueTypeId" integer,
        "IsRefund" boolean NOT NULL)`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${payments} ("SaleId" uuid NOT NULL, "Line" integer NOT NULL, "SalesLocationId" integer NOT NULL,
        "ShowEventId" integer, "SaleDate" timestamptz NOT NULL, "PaymentMethodId" integer NOT NULL, "Total" numeric NOT NULL, "TipAmount" numeric NOT NULL,
        "VoucherId" integer, "AmountPerVoucher" numeric, "VoucherQty" integer, "IsRefund" boolean NOT NULL)`.execute(tx);
    },
    async apply(tx, e, t) {
      await write(tx, [e], t);
    },
    async applyBatch(tx, events, t) {
      await write(tx, events, t);
    },
  };
}
