import { sql } from 'kysely';
import { CountSaleEventTypes } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type TableNamer, indexName } from '../projection';
import { saleRecorded } from './sale-recorded';

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
    const batch = JSON.stringify(events.map((e) => ({ s: saleRecorded(e), p: e.position })));
    await sql`WITH b AS (
        SELECT s.*, b.p FROM json_to_recordset(${batch}::json) AS b(s json, p text),
          LATERAL json_to_record(b.s) AS s("SaleId" uuid, "VenueId" int, "SalesLocationId" int, "InventoryLocationId" int, "ShowEvent" json,
            "StationId" int, "PosUserId" int, "UserId" int, "Source" text, "IsRefund" boolean, "ReduceInventory" boolean, "SaleDate" timestamptz,
            "Subtotal" numeric, "DiscountPercent" numeric, "DiscountAmount" numeric, "Total" numeric, "SaleKits" json, "SaleGoods" json, "SalePayments" json)),
      sale AS (
        INSERT INTO ${sales} ("SaleId", "Position", "VenueId", "SalesLocationId", "InventoryLocationId", "ShowEventId", "StationId", "PosUserId", "UserId",
          "Source", "IsRefund", "ReduceInventory", "SaleDate", "Subtotal", "DiscountPercent", "DiscountAmount", "Total")
        SELECT "SaleId", p, "VenueId", "SalesLocationId", "InventoryLocationId", ("ShowEvent"->>'Id')::int, "StationId", "PosUserId", "UserId",
          "Source", "IsRefund", "ReduceInventory", "SaleDate", "Subtotal", "DiscountPercent", "DiscountAmount", "Total" FROM b
        ON CONFLICT ("SaleId") DO NOTHING),
      kit AS (
        INSERT INTO ${kits} ("SaleId", "Line", "SalesLocationId", "ShowEventId", "SaleDate", "KitId", "ItemId", "IsRefund", "Qty", "SalePricePerKit",
          "NonTaxablePricePerKit", "CostPerKit")
        SELECT "SaleId", (k.n - 1)::int, "SalesLocationId", ("ShowEvent"->>'Id')::int, "SaleDate", (k.v->>'KitId')::int, (k.v->>'ItemId')::int,
          (k.v->>'IsRefund')::boolean, (k.v->>'Qty')::numeric, (k.v->>'SalePricePerKit')::numeric, (k.v->>'NonTaxablePricePerKit')::numeric,
          (k.v->>'CostPerKit')::numeric
        FROM b, json_array_elements(b."SaleKits") WITH ORDINALITY AS k(v, n)
        ON CONFLICT ("SaleId", "Line") DO NOTHING),
      good AS (
        INSERT INTO ${goods} ("SaleId", "Line", "SalesLocationId", "ShowEventId", "SaleDate", "KitId", "GoodId", "Qty", "CostPerGood", "CogsTypeId",
          "InventoryAccountTypeId", "RevenueTypeId", "IsRefund")
        SELECT "SaleId", (g.n - 1)::int, "SalesLocationId", ("ShowEvent"->>'Id')::int, "SaleDate", (g.v->>'KitId')::int, (g.v->>'GoodId')::int,
          (g.v->>'Qty')::numeric, (g.v->>'CostPerGood')::numeric, (g.v->>'CogsTypeId')::int, (g.v->>'InventoryAccountTypeId')::int,
          (g.v->>'RevenueTypeId')::int, (g.v->>'Qty')::numeric < 0
        FROM b, json_array_elements(b."SaleGoods") WITH ORDINALITY AS g(v, n)
        ON CONFLICT ("SaleId", "Line") DO NOTHING)
      INSERT INTO ${payments} ("SaleId", "Line", "SalesLocationId", "ShowEventId", "SaleDate", "PaymentMethodId", "Total", "TipAmount", "VoucherId",
        "AmountPerVoucher", "VoucherQty", "IsRefund")
      SELECT "SaleId", (x.n - 1)::int, "SalesLocationId", ("ShowEvent"->>'Id')::int, "SaleDate", (x.v->>'PaymentMethodId')::int, (x.v->>'Total')::numeric,
        (x.v->>'TipAmount')::numeric, (x.v->>'VoucherId')::int, (x.v->>'AmountPerVoucher')::numeric, (x.v->>'VoucherQty')::int, (x.v->>'IsRefund')::boolean
      FROM b, json_array_elements(b."SalePayments") WITH ORDINALITY AS x(v, n)
      ON CONFLICT ("SaleId", "Line") DO NOTHING`.execute(tx);
  };

  return {
    name: SALES_PROJECTION,
    version,
    handles: [CountSaleEventTypes.SaleRecorded],
    async setup(tx, t) {
      const { sales, kits, goods, payments } = tables(t);
      await sql`CREATE TABLE IF NOT EXISTS ${sales} ("SaleId" uuid PRIMARY KEY, "Position" text NOT NULL, "VenueId" integer NOT NULL,
        "SalesLocationId" integer NOT NULL, "InventoryLocationId" integer NOT NULL, "ShowEventId" integer, "StationId" integer, "PosUserId" integer,
        "UserId" integer NOT NULL, "Source" text NOT NULL, "IsRefund" boolean NOT NULL, "ReduceInventory" boolean NOT NULL, "SaleDate" timestamptz NOT NULL,
        "Subtotal" numeric NOT NULL, "DiscountPercent" numeric NOT NULL, "DiscountAmount" numeric NOT NULL, "Total" numeric NOT NULL)`.execute(tx);
      // A show event's sales (deposits, references, the duplicate check) and a sales location's day.
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, 'show_ix')} ON ${sales} ("ShowEventId", "SalesLocationId")`.execute(tx);
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, 'location_ix')} ON ${sales} ("SalesLocationId", "SaleDate")`.execute(tx);
      // The master transaction log (docs/reports.md, docs/api.md "Lists"): its order with its unique
      // tiebreak, the same behind each filter it reads from the row, partial ones for the rare kinds.
      const order = sql`"SaleDate" DESC, "SaleId" DESC`;
      // The order's own index carries the venue, the kind and the source: counting a range by them reads the index alone.
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, 'log_ix')} ON ${sales} (${order}) INCLUDE ("VenueId", "IsRefund", "Source")`.execute(
        tx,
      );
      // A venue's (a manager's venues) with the kind and the source: counting their sales or station sales reads the index alone.
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, 'log_venue_kind_ix')} ON ${sales} ("VenueId", ${order})
        INCLUDE ("IsRefund", "Source")`.execute(tx);
      // It replaces the same index without them (made by earlier setups of this version).
      const schema = t(SalesTables.sales).includes('.') ? sql`${sql.raw(t(SalesTables.sales).split('.')[0]!)}.` : sql``;
      await sql`DROP INDEX IF EXISTS ${schema}${indexName(t, SalesTables.sales, 'log_venue_ix')}`.execute(tx);
      for (const [ix, lead] of [
        ['log_location_ix', sql`"SalesLocationId", `],
        ['log_station_ix', sql`"StationId", `],
        ['log_pos_user_ix', sql`"PosUserId", `],
        ['log_show_ix', sql`"ShowEventId", `],
      ] as const)
        await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, ix)} ON ${sales} (${lead}${order})`.execute(tx);
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, 'log_refund_ix')} ON ${sales} (${order}) WHERE "IsRefund"`.execute(tx);
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, 'log_manual_ix')} ON ${sales} (${order}) WHERE "Source" = 'Manual'`.execute(tx);
      // The rare kinds at a venue (a manager's venues, read venue by venue, and counted from these alone).
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, 'log_venue_refund_ix')} ON ${sales} ("VenueId", ${order}) WHERE "IsRefund"`.execute(
        tx,
      );
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.sales, 'log_venue_manual_ix')} ON ${sales} ("VenueId", ${order})
        WHERE "Source" = 'Manual'`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${kits} ("SaleId" uuid NOT NULL, "Line" integer NOT NULL, "SalesLocationId" integer NOT NULL,
        "ShowEventId" integer, "SaleDate" timestamptz NOT NULL, "KitId" integer NOT NULL, "ItemId" integer, "IsRefund" boolean NOT NULL,
        "Qty" numeric NOT NULL, "SalePricePerKit" numeric NOT NULL, "NonTaxablePricePerKit" numeric NOT NULL, "CostPerKit" numeric NOT NULL,
        PRIMARY KEY ("SaleId", "Line"))`.execute(tx);
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.kits, 'show_ix')} ON ${kits} ("ShowEventId", "SalesLocationId", "KitId")`.execute(tx);
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.kits, 'location_ix')} ON ${kits} ("SalesLocationId", "SaleDate")`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${goods} ("SaleId" uuid NOT NULL, "Line" integer NOT NULL, "SalesLocationId" integer NOT NULL,
        "ShowEventId" integer, "SaleDate" timestamptz NOT NULL, "KitId" integer NOT NULL, "GoodId" integer NOT NULL, "Qty" numeric NOT NULL,
        "CostPerGood" numeric NOT NULL, "CogsTypeId" integer NOT NULL, "InventoryAccountTypeId" integer NOT NULL, "RevenueTypeId" integer,
        "IsRefund" boolean NOT NULL, PRIMARY KEY ("SaleId", "Line"))`.execute(tx);
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.goods, 'show_ix')} ON ${goods} ("ShowEventId", "SalesLocationId", "GoodId")`.execute(tx);
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.goods, 'location_ix')} ON ${goods} ("SalesLocationId", "SaleDate")`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${payments} ("SaleId" uuid NOT NULL, "Line" integer NOT NULL, "SalesLocationId" integer NOT NULL,
        "ShowEventId" integer, "SaleDate" timestamptz NOT NULL, "PaymentMethodId" integer NOT NULL, "Total" numeric NOT NULL, "TipAmount" numeric NOT NULL,
        "VoucherId" integer, "AmountPerVoucher" numeric, "VoucherQty" integer, "IsRefund" boolean NOT NULL, PRIMARY KEY ("SaleId", "Line"))`.execute(tx);
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.payments, 'show_ix')} ON ${payments} ("ShowEventId", "SalesLocationId")`.execute(tx);
      // The master transaction log's payment method filter: the sales with a payment of a method in a range.
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.payments, 'method_ix')} ON ${payments} ("PaymentMethodId", "SaleDate" DESC, "SaleId")`.execute(
        tx,
      );
      // The same at a few places (a manager's venues, a venue, a theatre), in the log's order: its page and its count read
      // sales location by sales location. Made by IF NOT EXISTS on an existing table too, so no version bump.
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, SalesTables.payments, 'method_location_ix')} ON ${payments}
        ("PaymentMethodId", "SalesLocationId", "SaleDate" DESC, "SaleId" DESC)`.execute(tx);
    },
    async apply(tx, e, t) {
      await write(tx, [e], t);
    },
    async applyBatch(tx, events, t) {
      await write(tx, events, t);
    },
  };
}
