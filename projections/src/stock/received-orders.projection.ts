import { sql } from 'kysely';
import { type OrderDeleted, OrderEventTypes, type OrderPosted, type OrderReceived } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type TableNamer, indexName } from '../projection';

export const RECEIVED_ORDERS_PROJECTION = 'received_orders';

/** The received-orders projection's table (base name), for the repositories that read it. */
export const ReceivedOrdersTables = { orders: 'received_orders' } as const;

/** A row of received_orders as read (numeric columns arrive as strings). */
export interface ReceivedOrderRow {
  Id: string;
  VenueId: number;
  VendorId: number | null;
  VenueInventoryLocationId: number;
  Goods: OrderReceived['ReceivedOrderGoods'];
  FreightRate: string;
  SuppliesRate: string;
  DepositsCost: string;
  GoodsToReturnCost: string;
  BilledAmount: string;
  EstimatedBill: string;
  TotalCost: string;
  PPV: string;
  Posted: boolean;
  Deleted: boolean;
  CreatedBy: number;
  PostedBy: number | null;
  ReceivedAt: Date;
  UpdatedAt: Date;
  PostedAt: Date | null;
  Version: number;
}

/**
 * Received orders as the list and detail read them: one row per order with its goods, totals,
 * state and Version (the order stream's revision + 1, for 409s).
 */
export function receivedOrdersProjection(version = 1): Projection {
  const table = (t: TableNamer) => sql.raw(t(ReceivedOrdersTables.orders));
  const apply = async (tx: Parameters<Projection['apply']>[0], e: RecordedEvent, t: TableNamer) => {
    const o = e.data as OrderReceived & OrderPosted & OrderDeleted;
    const v = Number(e.revision) + 1;
    if (e.type === OrderEventTypes.OrderReceived || e.type === OrderEventTypes.OrderEdited) {
      await sql`INSERT INTO ${table(t)} ("Id", "VenueId", "VendorId", "VenueInventoryLocationId", "Goods", "FreightRate", "SuppliesRate", "DepositsCost",
          "GoodsToReturnCost", "BilledAmount", "EstimatedBill", "TotalCost", "PPV", "CreatedBy", "ReceivedAt", "UpdatedAt", "Version")
        VALUES (${o.OrderId}::uuid, ${o.VenueId}, ${o.VendorId}, ${o.VenueInventoryLocationId}, ${JSON.stringify(o.ReceivedOrderGoods)}::jsonb, ${o.FreightRate},
          ${o.SuppliesRate}, ${o.DepositsCost}, ${o.GoodsToReturnCost}, ${o.BilledAmount}, ${o.EstimatedBill}, ${o.TotalCost}, ${o.PPV}, ${o.UserId}, ${o.At}, ${o.At}, ${v})
        ON CONFLICT ("Id") DO UPDATE SET "VenueId" = EXCLUDED."VenueId", "VendorId" = EXCLUDED."VendorId",
          "VenueInventoryLocationId" = EXCLUDED."VenueInventoryLocationId", "Goods" = EXCLUDED."Goods", "FreightRate" = EXCLUDED."FreightRate",
          "SuppliesRate" = EXCLUDED."SuppliesRate", "DepositsCost" = EXCLUDED."DepositsCost", "GoodsToReturnCost" = EXCLUDED."GoodsToReturnCost",
          "BilledAmount" = EXCLUDED."BilledAmount", "EstimatedBill" = EXCLUDED."EstimatedBill", "TotalCost" = EXCLUDED."TotalCost", "PPV" = EXCLUDED."PPV",
          "UpdatedAt" = EXCLUDED."UpdatedAt", "Version" = EXCLUDED."Version"`.execute(tx);
    } else if (e.type === OrderEventTypes.OrderPosted) {
      await sql`UPDATE ${table(t)} SET "Posted" = true, "PostedAt" = ${o.At}, "PostedBy" = ${o.UserId}, "Version" = ${v} WHERE "Id" = ${o.OrderId}::uuid`.execute(
        tx,
      );
    } else if (e.type === OrderEventTypes.OrderDeleted) {
      await sql`UPDATE ${table(t)} SET "Deleted" = true, "Version" = ${v} WHERE "Id" = ${o.OrderId}::uuid`.execute(tx);
    }
  };
  return {
    name: RECEIVED_ORDERS_PROJECTION,
    version,
    handles: Object.values(OrderEventTypes),
    async setup(tx, t) {
      await sql`CREATE TABLE IF NOT EXISTS ${table(t)} (
        "Id" uuid PRIMARY KEY, "VenueId" integer NOT NULL, "VendorId" integer, "VenueInventoryLocationId" integer NOT NULL, "Goods" jsonb NOT NULL,
        "FreightRate" numeric NOT NULL, "SuppliesRate" numeric NOT NULL, "DepositsCost" numeric NOT NULL, "GoodsToReturnCost" numeric NOT NULL,
        "BilledAmount" numeric NOT NULL, "EstimatedBill" numeric NOT NULL, "TotalCost" numeric NOT NULL, "PPV" numeric NOT NULL,
        "Posted" boolean NOT NULL DEFAULT false, "Deleted" boolean NOT NULL DEFAULT false, "CreatedBy" integer NOT NULL, "PostedBy" integer,
        "ReceivedAt" timestamptz NOT NULL, "UpdatedAt" timestamptz NOT NULL, "PostedAt" timestamptz, "Version" integer NOT NULL)`.execute(tx);
      // The received orders list (docs/api.md "Lists"): its order, and per venue.
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, ReceivedOrdersTables.orders, 'list_ix')} ON ${table(t)} ("ReceivedAt" DESC, "Id") WHERE NOT "Deleted"`.execute(
        tx,
      );
      await sql`CREATE INDEX IF NOT EXISTS ${indexName(t, ReceivedOrdersTables.orders, 'venue_ix')} ON ${table(t)} ("VenueId", "ReceivedAt" DESC, "Id")`.execute(
        tx,
      );
    },
    apply,
  };
}
