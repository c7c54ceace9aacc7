import Decimal from 'decimal.js';
import { sql } from 'kysely';
import {
  CountSaleEventTypes,
  MovementType,
  type OrderDeleted,
  OrderEventTypes,
  type OrderPosted,
  StockEventTypes,
  type StockMoved,
} from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type ProjectionIndex, type TableNamer, columns, setupRowCount } from '../projection';
import { saleBatchRows, salesDocument } from '../sales/sale-recorded';

export const STOCK_PROJECTION = 'stock';

/** The stock projection's tables (base names, see projectionTable), for the repositories that read them. */
export const StockTables = {
  onHand: 'stock_on_hand',
  movements: 'stock_movements',
  transfers: 'stock_transfers',
  transferCount: 'stock_transfer_count',
  monthly: 'stock_monthly',
} as const;

/** A row of stock_on_hand as read (numeric columns arrive as strings). */
export interface StockOnHandRow {
  LocationId: number;
  GoodId: number;
  Qty: string;
}

/** A row of stock_movements as written: one signed side of one line of a movement, a posted order or a sale. */
export interface MovementRow {
  TransferId: string;
  TypeId: number;
  LocationId: number;
  OtherLocationId: number | null;
  GoodId: number;
  Qty: string;
  CostPerGood: string;
  CogsTypeId: number;
  InventoryAccountTypeId: number;
  TransferDate: string;
  PosUserId: number | null;
  UserId: number;
  WastageReasonId: number | null;
  Position: string;
}
/** A row of stock_movements as read. */
export type StockMovementRow = Omit<MovementRow, 'TransferDate'> & { TransferDate: Date };

/** A row of stock_transfers as read: one per StockMoved, for the transfer list and detail. */
export interface StockTransferRow {
  TransferId: string;
  TypeId: number;
  FromLocationId: number | null;
  ToLocationId: number | null;
  TransferDate: Date;
  Notes: string;
  UserId: number;
  PosUserId: number | null;
  WastageReasonId: number | null;
  LineCount: number;
  TotalCost: string;
  Position: string;
}

/** A posted order's goods arrive at the venue's location; deleting a posted order takes them back out. */
function orderRows(e: RecordedEvent): MovementRow[] {
  const o = e.data as OrderPosted | OrderDeleted;
  const deleted = e.type === OrderEventTypes.OrderDeleted;
  if (deleted && !(o as OrderDeleted).Posted) return [];
  const sign = deleted ? negate : (q: string) => q;
  return o.ReceivedOrderGoods.map((l) => ({
    TransferId: e.id,
    TypeId: MovementType.Received,
    LocationId: o.VenueInventoryLocationId,
    OtherLocationId: null,
    GoodId: l.GoodId,
    Qty: sign(l.Qty),
    CostPerGood: l.Cost,
    CogsTypeId: l.CogsTypeId,
    InventoryAccountTypeId: l.InventoryAccountTypeId,
    TransferDate: o.At,
    PosUserId: null,
    UserId: o.UserId,
    WastageReasonId: null,
    Position: e.position,
  }));
}

/** The negative of a decimal string, keeping its scale ("1.00" → "-1.00"). */
export const negate = (q: string) => (q.startsWith('-') ? q.slice(1) : /^0(\.0*)?$/.test(q) ? q : `-${q}`);

/** Each side of a movement as a signed row: out of From negative, into To positive. */
export function movementRows(e: RecordedEvent): MovementRow[] {
  const m = e.data as StockMoved;
  const rows: MovementRow[] = [];
  for (const l of m.Lines) {
    const common = {
      TransferId: m.TransferId,
      TypeId: m.TypeId,
      GoodId: l.GoodId,
      CostPerGood: l.CostPerGood,
      CogsTypeId: l.CogsTypeId,
      InventoryAccountTypeId: l.InventoryAccountTypeId,
      TransferDate: m.TransferDate,
      PosUserId: m.PosUserId,
      UserId: m.UserId,
      WastageReasonId: m.WastageReasonId,
      Position: e.position,
    };
    if (m.FromInventoryLocationId !== null)
      rows.push({ ...common, LocationId: m.FromInventoryLocationId, OtherLocationId: m.ToInventoryLocationId, Qty: negate(l.Qty) });
    if (m.ToInventoryLocationId !== null) rows.push({ ...common, LocationId: m.ToInventoryLocationId, OtherLocationId: m.FromInventoryLocationId, Qty: l.Qty });
  }
  return rows;
}

// The transfer list's order (docs/api.md "Lists"), with the key, so a deep page is read from the index alone.
const transferOrder = sql`"TransferDate" DESC, "Position" DESC, "TransferId"`;

/** The stock projection's secondary indexes, made once a version has caught up (Projection.indexes). */
const stockIndexes: ProjectionIndex[] = [
  { table: StockTables.movements, name: 'location_ix', on: sql`("LocationId", "TransferDate")` },
  { table: StockTables.movements, name: 'transfer_ix', on: sql`("TransferId")` },
  // The transfer list: its order, per type, per location on either side, and its text search on the notes.
  { table: StockTables.transfers, name: 'list_ix', on: sql`(${transferOrder})` },
  { table: StockTables.transfers, name: 'type_ix', on: sql`("TypeId", ${transferOrder})` },
  { table: StockTables.transfers, name: 'from_ix', on: sql`("FromLocationId", ${transferOrder})` },
  { table: StockTables.transfers, name: 'to_ix', on: sql`("ToLocationId", ${transferOrder})` },
  { table: StockTables.transfers, name: 'notes_trgm_ix', on: sql`USING gin ("Notes" gin_trgm_ops)` },
];

/**
 * Stock: the quantity on hand per location and good, every movement line (sales as type 9) (signed, with the cost in
 * force and the accounts) that the reports read, one row per movement for the transfer list, and the net of the
 * movements per location, good and month (UTC), from which a report reads the balance before its period.
 * Quantities are exact decimals.
 */
export function stockProjection(version = 1): Projection {
  const tables = (t: TableNamer) => ({
    onHand: sql.raw(t(StockTables.onHand)),
    movements: sql.raw(t(StockTables.movements)),
    transfers: sql.raw(t(StockTables.transfers)),
    transferCount: sql.raw(t(StockTables.transferCount)),
    monthly: sql.raw(t(StockTables.monthly)),
  });
  const write = async (tx: Parameters<Projection['apply']>[0], all: RecordedEvent[], t: TableNamer) => {
    const sales = all.filter((e) => e.type === CountSaleEventTypes.SaleRecorded);
    // Each line's event by its place in the batch (the order the lines are written in).
    const rows: MovementRow[] = [];
    const rowPlaces: number[] = [];
    const salePlaces: number[] = [];
    all.forEach((e, place) => {
      if (e.type === CountSaleEventTypes.SaleRecorded) return void salePlaces.push(place);
      for (const r of e.type === StockEventTypes.StockMoved ? movementRows(e) : orderRows(e)) {
        rows.push(r);
        rowPlaces.push(place);
      }
    });
    if (!rows.length && !sales.length) return;
    const { onHand, movements, transfers, transferCount, monthly } = tables(t);
    const events = all.filter((e) => e.type === StockEventTypes.StockMoved);
    const heads = events.map((e) => {
      const m = e.data as StockMoved;
      const cost = m.Lines.reduce((sum, l) => sum.plus(new Decimal(l.Qty).abs().times(l.CostPerGood)), new Decimal(0));
      return { ...m, Position: e.position, Cost: cost.toFixed(4), Lines: m.Lines.length };
    });
    const h = columns(heads);
    if (heads.length)
      await sql`INSERT INTO ${transfers} ("TransferId", "TypeId", "FromLocationId", "ToLocationId", "TransferDate", "Notes", "UserId", "PosUserId",
        "WastageReasonId", "LineCount", "TotalCost", "Position")
      SELECT * FROM unnest(${h('TransferId')}::uuid[], ${h('TypeId')}::int[], ${h('FromInventoryLocationId')}::int[], ${h('ToInventoryLocationId')}::int[],
        ${h('TransferDate')}::timestamptz[], ${h('Notes') as string[]}::text[], ${h('UserId')}::int[], ${h('PosUserId')}::int[], ${h('WastageReasonId')}::int[],
        ${h('Lines')}::int[], ${h('Cost')}::numeric[], ${h('Position')}::text[])`.execute(tx);
    if (heads.length) await sql`UPDATE ${transferCount} SET "Rows" = "Rows" + ${heads.length}`.execute(tx);
    // The movement lines: those of movements and orders as one JSON document unpacked into the table's
    // own row type, and a sale's goods (out of its inventory location, signed: a refund's come back) from
    // the sales document the sales projections share (salesDocument: made once per event, no row objects
    // here); written in the events' order (their places in the batch), line by line. From the rows written, per location and good the
    // batch's sum, and the same per month (UTC), exact and without trailing zeros (as the stored sums,
    // trim_scale): the same figure and the same text however the events were cut into batches. The balance
    // before a report's period is read from the monthly nets (a few rows a good) plus the period's own
    // month, not from every movement since.
    await sql`WITH b AS (${saleBatchRows(salesDocument(sales))}),
      lines AS (
        SELECT r."TransferId", r."TypeId", r."LocationId", r."OtherLocationId", r."GoodId", r."Qty", r."CostPerGood", r."CogsTypeId",
          r."InventoryAccountTypeId", r."TransferDate", r."PosUserId", r."UserId", r."WastageReasonId", r."Position", (${rowPlaces}::int[])[r.ordinality] AS place, r.ordinality AS n
        FROM json_populate_recordset(NULL::${movements}, ${JSON.stringify(rows)}::json) WITH ORDINALITY AS r
        UNION ALL
        SELECT b."SaleId", ${MovementType.Sale}, b."InventoryLocationId", NULL, (g.v->>1)::int, -(g.v->>2)::numeric, (g.v->>3)::numeric, (g.v->>4)::int,
          (g.v->>5)::int, b."SaleDate", b."PosUserId", b."UserId", NULL, b.p, (${salePlaces}::int[])[b.i], g.n
        FROM b, jsonb_array_elements(b.goods) WITH ORDINALITY AS g(v, n) WHERE b."ReduceInventory"),
      m AS (
        INSERT INTO ${movements} ("TransferId", "TypeId", "LocationId", "OtherLocationId", "GoodId", "Qty", "CostPerGood", "CogsTypeId",
          "InventoryAccountTypeId", "TransferDate", "PosUserId", "UserId", "WastageReasonId", "Position")
        SELECT "TransferId", "TypeId", "LocationId", "OtherLocationId", "GoodId", "Qty", "CostPerGood", "CogsTypeId", "InventoryAccountTypeId",
          "TransferDate", "PosUserId", "UserId", "WastageReasonId", "Position" FROM lines
        ORDER BY place, n
        RETURNING "LocationId", "GoodId", "Qty", "TransferDate"),
      on_hand AS (
        INSERT INTO ${onHand} ("LocationId", "GoodId", "Qty")
        SELECT "LocationId", "GoodId", trim_scale(sum("Qty")) FROM m GROUP BY 1, 2
        ON CONFLICT ("LocationId", "GoodId") DO UPDATE SET "Qty" = trim_scale(${onHand}."Qty" + EXCLUDED."Qty"))
      INSERT INTO ${monthly} ("LocationId", "GoodId", "Month", "Qty")
      SELECT "LocationId", "GoodId", date_trunc('month', "TransferDate" AT TIME ZONE 'UTC')::date, trim_scale(sum("Qty")) FROM m GROUP BY 1, 2, 3
      ON CONFLICT ("LocationId", "GoodId", "Month") DO UPDATE SET "Qty" = trim_scale(${monthly}."Qty" + EXCLUDED."Qty")`.execute(tx);
  };
  return {
    name: STOCK_PROJECTION,
    version,
    handles: [StockEventTypes.StockMoved, OrderEventTypes.OrderPosted, OrderEventTypes.OrderDeleted, CountSaleEventTypes.SaleRecorded],
    indexes: stockIndexes,
    async setup(tx, t) {
      const { onHand, movements } = tables(t);
      await sql`CREATE TABLE IF NOT EXISTS ${onHand} ("LocationId" integer NOT NULL, "GoodId" integer NOT NULL, "Qty" numeric NOT NULL,
        PRIMARY KEY ("LocationId", "GoodId"))`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${movements} (
        "TransferId" uuid NOT NULL, "TypeId" integer NOT NULL, "LocationId" integer NOT NULL, "OtherLocationId" integer, "GoodId" integer NOT NULL,
        "Qty" numeric NOT NULL, "CostPerGood" numeric NOT NULL, "CogsTypeId" integer NOT NULL, "InventoryAccountTypeId" integer NOT NULL,
        "TransferDate" timestamptz NOT NULL, "PosUserId" integer, "UserId" integer NOT NULL, "WastageReasonId" integer, "Position" text NOT NULL)`.execute(tx);
      const { transfers, transferCount } = tables(t);
      // One row per movement: the transfer list and detail read it.
      await sql`CREATE TABLE IF NOT EXISTS ${transfers} (
        "TransferId" uuid PRIMARY KEY, "TypeId" integer NOT NULL, "FromLocationId" integer, "ToLocationId" integer, "TransferDate" timestamptz NOT NULL,
        "Notes" text NOT NULL, "UserId" integer NOT NULL, "PosUserId" integer, "WastageReasonId" integer, "LineCount" integer NOT NULL,
        "TotalCost" numeric NOT NULL, "Position" text NOT NULL)`.execute(tx);
      await setupRowCount(tx, transferCount, transfers);
      // Added after the first release without a version bump: a table made here over existing
      // movements is filled from them once, in this transaction (the runner holds the lock).
      const { monthly } = tables(t);
      const made = await sql<{ ok: boolean }>`SELECT to_regclass(${t(StockTables.monthly)}) IS NULL AS ok`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS ${monthly} ("LocationId" integer NOT NULL, "GoodId" integer NOT NULL, "Month" date NOT NULL, "Qty" numeric NOT NULL,
        PRIMARY KEY ("LocationId", "GoodId", "Month"))`.execute(tx);
      if (made.rows[0]?.ok)
        await sql`INSERT INTO ${monthly} ("LocationId", "GoodId", "Month", "Qty")
          SELECT "LocationId", "GoodId", date_trunc('month', "TransferDate" AT TIME ZONE 'UTC')::date, trim_scale(sum("Qty")) FROM ${movements}
          GROUP BY 1, 2, 3`.execute(tx);
    },
    async apply(tx, e, t) {
      await write(tx, [e], t);
    },
    async applyBatch(tx, events, t) {
      await write(tx, events, t);
    },
  };
}
