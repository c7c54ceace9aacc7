import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@intermission/db';

/** The places and catalogue a synced queue names: a Harbor Point 12 station, its stand, a tracked kit, a waste reason. */
export interface SyncPlaces {
  stationId: number;
  otherStationId: number;
  salesLocationId: number;
  theatreId: number;
  standLocationId: number;
  venueLocationId: number;
  kitId: number;
  goodId: number;
  wasteId: number;
}

export async function syncPlaces(db: Db): Promise<SyncPlaces> {
  const stations = await db
    .selectFrom('app.stations as s')
    .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
    .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['s.Id', 's.SalesLocationId', 'sl.TheatreId', 't.VenueId'])
    .where('v.Name', '=', 'Harbor Point 12')
    .orderBy('s.Id')
    .execute();
  const st = stations[0]!;
  const stand = await db.selectFrom('app.inventory_locations').select('Id').where('SalesLocationId', '=', st.SalesLocationId).executeTakeFirstOrThrow();
  const venueLoc = await db
    .selectFrom('app.inventory_locations')
    .select('Id')
    .where('VenueId', '=', st.VenueId)
    .where('Kind', '=', 'venue')
    .executeTakeFirstOrThrow();
  const kit = await db.selectFrom('app.kits').select('Id').where('Name', '=', 'Candy Bar').executeTakeFirstOrThrow();
  const good = await db.selectFrom('app.goods').select('Id').where('Name', '=', 'Chocolate Bar').executeTakeFirstOrThrow();
  const waste = await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Id').executeTakeFirstOrThrow();
  return {
    stationId: st.Id,
    otherStationId: stations.find((s) => s.Id !== st.Id)!.Id,
    salesLocationId: st.SalesLocationId,
    theatreId: st.TheatreId,
    standLocationId: stand.Id,
    venueLocationId: venueLoc.Id,
    kitId: kit.Id,
    goodId: good.Id,
    wasteId: waste.Id,
  };
}

/** A station's sale of `qty` Candy Bars at 4.50, paid in cash (negative qty: a refund). */
export const saleBody = (p: SyncPlaces, qty = 1, at = '2026-11-20T19:00:00Z', saleId: string = randomUUID()) => ({
  SaleId: saleId,
  SalesLocationId: p.salesLocationId,
  StationId: p.stationId,
  SaleDate: at,
  SaleKits: [{ KitId: p.kitId, Qty: String(qty), SalePricePerKit: '4.50' }],
  // None: one cash payment of the total (StationSalePushSchema takes no default for it).
  SalePayments: [],
});

/** A start (1) or end (2) count of the station's cash box. */
export const countBody = (p: SyncPlaces, logTypeId: 1 | 2 = 1, ones = 20, showEventId: number | null = null) => ({
  GuidId: randomUUID(),
  PointOfSaleStationId: p.stationId,
  ShowEventId: showEventId,
  LogTypeId: logTypeId,
  TimestampUtc: logTypeId === 1 ? '2026-11-20T17:45:00Z' : '2026-11-20T21:15:00Z',
  Ones: ones,
});

/** A wastage of Chocolate Bars at the stand. */
export const wastageBody = (p: SyncPlaces, qty = 1) => ({
  GuidId: randomUUID(),
  InventoryLocationId: p.standLocationId,
  WastageId: p.wasteId,
  Goods: [{ GoodId: p.goodId, Qty: String(qty) }],
  TransferDate: '2026-11-20T20:00:00Z',
});

export type QueueItem = { Position: number; Kind: string; MovementKind?: string; Body: unknown };

/** Numbers the items as a station's queue from `from`. */
export const queue = (items: Omit<QueueItem, 'Position'>[], from = 0): QueueItem[] => items.map((it, i) => ({ Position: from + i, ...it }));

// What "the same events and read tables" means between two databases (docs/station-sync.md "Tests"):
// positions (transaction ids), times of recording and the cash box log Ids (a sequence a killed
// process may have advanced) differ by construction and are left out; everything else must match.
const volatileKeys = new Set(['Position', 'ReadAtPosition', 'UpdatedAt', 'CreatedAt', 'RecordedAt', 'ChangedAt', 'recordedAt', 'CashboxId']);
const cashboxTable = /^cashbox_/;

function stable(value: unknown, drop: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => stable(v, drop));
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !drop.has(k))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, stable(v, drop)]),
  );
}

export interface LedgerState {
  /** Every event: id, type, stream, revision, data. */
  events: string[];
  /** Per projection table (app.<base>_v<n>), its rows. */
  tables: Record<string, string[]>;
}

/** The events and every projection table of a database, normalised for comparison with another's. */
export async function ledgerState(db: Db): Promise<LedgerState> {
  const { rows: events } = await sql<{ id: string; type: string; stream_id: string; revision: string; data: unknown }>`
    SELECT id::text, type, stream_id, revision::text, data FROM es.events ORDER BY id`.execute(db);
  const { rows: names } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'app' AND table_name ~ '_v[0-9]+$' ORDER BY table_name`.execute(db);
  const tables: Record<string, string[]> = {};
  for (const { name } of names) {
    const drop = cashboxTable.test(name) ? new Set([...volatileKeys, 'Id']) : volatileKeys;
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(`app.${name}`)}`.execute(db);
    tables[name] = rows.map((r) => JSON.stringify(stable(r, drop))).sort();
  }
  return {
    events: events.map((e) => JSON.stringify(stable({ ...e, data: e.data }, volatileKeys))),
    tables,
  };
}
