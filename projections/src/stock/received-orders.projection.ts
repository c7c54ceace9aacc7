import { sql } from 'kysely';
import type { RecordedEvent } from '@intermission/eventstore';
import type { Projection, TableNamer } from '../projection';

export const RECEIVED_ORDERS_PROJECTION = 'received_orders';

interface OrderData {
  OrderId: string;
  VenueId: number;
  VendorId: number | null;
  VenueInventoryLocationId: number;
  ReceivedOrderGoods: unknown[];
  FreightRate: string;
  SuppliesRate: string;
  DepositsCost: string;
  GoodsToReturnCost: string;
  BilledAmount: string;
  EstimatedBill: string;
  TotalCost: string;
  PPV: string;
  UserId: number;
  At: string;
}

/**
 * Received orders as the list and detail read them: one row per order with its goods, totals,
 * state and Version (the order stream's revision + 1, for 409s).
 */
export function receivedOrdersProjection(version = 1): Projection {
  const table = (t: TableNamer) => sql.raw(t('received_orders'));
  const apply = async (tx: Parameters<Projection['apply']>[0], e: RecordedEvent, t: TableNamer) => {
    const o = e.data as OrderData;
    const v = Number(e.revision) + 1;
    if (e.type === 'OrderReceived' || e.type === 'OrderEdited') {
      await sql`INSERT INTO ${table(t)} ("Id", "VenueId", "VendorId", "VenueInventoryLocationId", "Goods", "FreightRate", "SuppliesRate", "DepositsCost",
          "GoodsToReturnCost", "BilledAmount", "EstimatedBill", "TotalCost", "PPV", "CreatedBy", "ReceivedAt", "UpdatedAt", "Version")
        VALUES (${o.OrderId}::uuid, ${o.VenueId}, ${o.VendorId}, ${o.VenueInventoryLocationId}, ${JSON.stringify(o.ReceivedOrderGoods)}::jsonb, ${o.FreightRate},
          ${o.SuppliesRate}, ${o.DepositsCost}, ${o.GoodsToReturnCost}, ${o.BilledAmount}, ${o.EstimatedBill}, ${o.TotalCost}, ${o.PPV}, ${o.UserId}, ${o.At}, ${o.At}, ${v})
        ON CONFLICT ("Id") DO UPDATE SET "VenueId" = EXCLUDED."VenueId", "VendorId" = EXCLUDED."VendorId",
          "VenueInventoryLocationId" = EXCLUDED."VenueInventoryLocationId", "Goods" = EXCLUDED."Goods", "FreightRate" = EXCLUDED."FreightRate",
          "SuppliesRate" = EXCLUDED."SuppliesRate", "DepositsCost" = EXCLUDED."DepositsCost", "GoodsToReturnCost" = EXCLUDED."GoodsToReturnCost",
          "BilledAmount" = EXCLUDED."BilledAmount", "EstimatedBill" = EXCLUDED."EstimatedBill", "TotalCost" = EXCLUDED."TotalCost", "PPV" = EXCLUDED."PPV",
          "UpdatedAt" = EXCLUDED."UpdatedAt", "Version" = EXCLUDED."Version"`.execute(tx);
    } else if (e.type === 'OrderPosted') {
      await sql`UPDATE ${table(t)} SET "Posted" = true, "PostedAt" = ${o.At}, "PostedBy" = ${o.UserId}, "Version" = ${v} WHERE "Id" = ${o.OrderId}::uuid`.execute(
        tx,
      );
    } else if (e.type === 'OrderDeleted') {
      await sql`UPDATE ${table(t)} SET "Deleted" = true, "Version" = ${v} WHERE "Id" = ${o.OrderId}::uuid`.execute(tx);
    }
  };
  return {
    name: RECEIVED_ORDERS_PROJECTION,
    version,
    handles: ['OrderReceived', 'OrderEdited', 'OrderPosted', 'OrderDeleted'],
    async setup(tx, t) {
      await sql`CREATE TABLE IF NOT EXISTS ${table(t)} (
        "Id" uuid PRIMARY KEY, "VenueId" integer NOT NULL, "VendorId" integer, "VenueInventoryLocationId" integer NOT NULL, "Goods" jsonb NOT NULL,
        "FreightRate" numeric NOT NULL, "SuppliesRate" numeric NOT NULL, "DepositsCost" numeric NOT NULL, "GoodsToReturnCost" numeric NOT NULL,
        "BilledAmount" numeric NOT NULL, "EstimatedBill" numeric NOT NULL, "TotalCost" numeric NOT NULL, "PPV" numeric NOT NULL,
        "Posted" boolean NOT NULL DEFAULT false, "Deleted" boolean NOT NULL DEFAULT false, "CreatedBy" integer NOT NULL, "PostedBy" integer,
        "ReceivedAt" timestamptz NOT NULL, "UpdatedAt" timestamptz NOT NULL, "PostedAt" timestamptz, "Version" integer NOT NULL)`.execute(tx);
    },
    apply,
  };
}
