import { sql } from 'kysely';
import { type OrderDeleted, OrderEventTypes, type OrderPosted, type OrderReceived } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type ProjectionIndex, type TableNamer, columns } from '../projection';

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

/** An order's row as the batch folds it: numerics, Goods and timestamps as text. */
type OrderState = Omit<ReceivedOrderRow, 'Goods' | 'ReceivedAt' | 'UpdatedAt' | 'PostedAt'> & {
  Goods: string;
  ReceivedAt: string;
  UpdatedAt: string;
  PostedAt: string | null;
};

/** Secondary indexes, made once a version has caught up (Projection.indexes): the received orders list (docs/api.md "Lists"), its order and per venue. */
const receivedOrdersIndexes: ProjectionIndex[] = [
  { table: ReceivedOrdersTables.orders, name: 'list_ix', on: sql`("ReceivedAt" DESC, "Id") WHERE NOT "Deleted"` },
  { table: ReceivedOrdersTables.orders, name: 'venue_ix', on: sql`("VenueId", "ReceivedAt" DESC, "Id")` },
];

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
  /**
   * A batch folded per order in memory, in event order, from the rows as they stood (read once),
   * then written with one upsert: the same rows as apply event by event (a post or delete of an
   * order with no row yet changes nothing, as apply's UPDATE).
   */
  const applyBatch = async (tx: Parameters<Projection['apply']>[0], events: RecordedEvent[], t: TableNamer) => {
    const ids = [...new Set(events.map((e) => (e.data as { OrderId: string }).OrderId))];
    // Timestamps and Goods as text, so that rows not changed by SQL go back exactly as stored.
    const { rows: stored } = await sql<OrderState>`SELECT "Id", "VenueId", "VendorId", "VenueInventoryLocationId", "Goods"::text AS "Goods",
        "FreightRate"::text, "SuppliesRate"::text, "DepositsCost"::text, "GoodsToReturnCost"::text, "BilledAmount"::text, "EstimatedBill"::text,
        "TotalCost"::text, "PPV"::text, "Posted", "Deleted", "CreatedBy", "PostedBy", "ReceivedAt"::text, "UpdatedAt"::text, "PostedAt"::text, "Version"
      FROM ${table(t)} WHERE "Id" = ANY(${ids}::uuid[])`.execute(tx);
    const orders = new Map(stored.map((r) => [r.Id, r]));
    const changed = new Set<string>();
    for (const e of events) {
      const o = e.data as OrderReceived & OrderPosted & OrderDeleted;
      const Version = Number(e.revision) + 1;
      const row = orders.get(o.OrderId);
      if (e.type === OrderEventTypes.OrderReceived || e.type === OrderEventTypes.OrderEdited) {
        orders.set(o.OrderId, {
          Id: o.OrderId,
          VenueId: o.VenueId,
          VendorId: o.VendorId,
          VenueInventoryLocationId: o.VenueInventoryLocationId,
          Goods: JSON.stringify(o.ReceivedOrderGoods),
          FreightRate: o.FreightRate,
          SuppliesRate: o.SuppliesRate,
          DepositsCost: o.DepositsCost,
          GoodsToReturnCost: o.GoodsToReturnCost,
          BilledAmount: o.BilledAmount,
          EstimatedBill: o.EstimatedBill,
          TotalCost: o.TotalCost,
          PPV: o.PPV,
          Posted: row?.Posted ?? false,
          Deleted: row?.Deleted ?? false,
          CreatedBy: row?.CreatedBy ?? o.UserId,
          PostedBy: row?.PostedBy ?? null,
          ReceivedAt: row?.ReceivedAt ?? o.At,
          UpdatedAt: o.At,
          PostedAt: row?.PostedAt ?? null,
          Version,
        });
      } else if (!row) continue;
      else if (e.type === OrderEventTypes.OrderPosted) Object.assign(row, { Posted: true, PostedAt: o.At, PostedBy: o.UserId, Version });
      else if (e.type === OrderEventTypes.OrderDeleted) Object.assign(row, { Deleted: true, Version });
      else continue;
      changed.add(o.OrderId);
    }
    if (!changed.size) return;
    const c = columns([...changed].map((id) => orders.get(id)!));
    await sql`INSERT INTO ${table(t)} ("Id", "VenueId", "VendorId", "VenueInventoryLocationId", "Goods", "FreightRate", "SuppliesRate", "DepositsCost",
        "GoodsToReturnCost", "BilledAmount", "EstimatedBill", "TotalCost", "PPV", "Posted", "Deleted", "CreatedBy", "PostedBy", "ReceivedAt", "UpdatedAt",
        "PostedAt", "Version")
      SELECT * FROM unnest(${c('Id')}::uuid[], ${c('VenueId')}::int[], ${c('VendorId')}::int[], ${c('VenueInventoryLocationId')}::int[], ${c('Goods')}::jsonb[],
        ${c('FreightRate')}::numeric[], ${c('SuppliesRate')}::numeric[], ${c('DepositsCost')}::numeric[], ${c('GoodsToReturnCost')}::numeric[],
        ${c('BilledAmount')}::numeric[], ${c('EstimatedBill')}::numeric[], ${c('TotalCost')}::numeric[], ${c('PPV')}::numeric[], ${c('Posted')}::boolean[],
        ${c('Deleted')}::boolean[], ${c('CreatedBy')}::int[], ${c('PostedBy')}::int[], ${c('ReceivedAt')}::timestamptz[], ${c('UpdatedAt')}::timestamptz[],
        ${c('PostedAt')}::timestamptz[], ${c('Version')}::int[])
      ON CONFLICT ("Id") DO UPDATE SET "VenueId" = EXCLUDED."VenueId", "VendorId" = EXCLUDED."VendorId",
        "VenueInventoryLocationId" = EXCLUDED."VenueInventoryLocationId", "Goods" = EXCLUDED."Goods", "FreightRate" = EXCLUDED."FreightRate",
        "SuppliesRate" = EXCLUDED."SuppliesRate", "DepositsCost" = EXCLUDED."DepositsCost", "GoodsToReturnCost" = EXCLUDED."GoodsToReturnCost",
        "BilledAmount" = EXCLUDED."BilledAmount", "EstimatedBill" = EXCLUDED."EstimatedBill", "TotalCost" = EXCLUDED."TotalCost", "PPV" = EXCLUDED."PPV",
        "Posted" = EXCLUDED."Posted", "Deleted" = EXCLUDED."Deleted", "CreatedBy" = EXCLUDED."CreatedBy", "PostedBy" = EXCLUDED."PostedBy",
        "ReceivedAt" = EXCLUDED."ReceivedAt", "UpdatedAt" = EXCLUDED."UpdatedAt", "PostedAt" = EXCLUDED."PostedAt", "Version" = EXCLUDED."Version"`.execute(tx);
  };
  return {
    name: RECEIVED_ORDERS_PROJECTION,
    version,
    handles: Object.values(OrderEventTypes),
    indexes: receivedOrdersIndexes,
    async setup(tx, t) {
      await sql`CREATE TABLE IF NOT EXISTS ${table(t)} (
        "Id" uuid PRIMARY KEY, "VenueId" integer NOT NULL, "VendorId" integer, "VenueInventoryLocationId" integer NOT NULL, "Goods" jsonb NOT NULL,
        "FreightRate" numeric NOT NULL, "SuppliesRate" numeric NOT NULL, "DepositsCost" numeric NOT NULL, "GoodsToReturnCost" numeric NOT NULL,
        "BilledAmount" numeric NOT NULL, "EstimatedBill" numeric NOT NULL, "TotalCost" numeric NOT NULL, "PPV" numeric NOT NULL,
        "Posted" boolean NOT NULL DEFAULT false, "Deleted" boolean NOT NULL DEFAULT false, "CreatedBy" integer NOT NULL, "PostedBy" integer,
        "ReceivedAt" timestamptz NOT NULL, "UpdatedAt" timestamptz NOT NULL, "PostedAt" timestamptz, "Version" integer NOT NULL)`.execute(tx);
    },
    apply,
    applyBatch,
  };
}
