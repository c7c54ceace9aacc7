import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type DrillDownColumn, type DrillDownRowFigures, MovementType, type MovementTypeId, type OrderPosted } from '@intermission/contracts';
import type { Db, Page } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { INVENTORY_REPORTS_PROJECTION, InventoryReportsTables, STOCK_PROJECTION, StockTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { InjectEventStore } from '../../ledger/ledger.tokens';
import { locationLabel } from '../stock.repository';

const { GainLost: GAIN_LOST, Wastage: WASTAGE, Sale: SALE, Received: RECEIVED } = MovementType;
const typeNames: Record<number, string> = Object.fromEntries(Object.entries(MovementType).map(([name, id]) => [id, name]));
const sources: Record<MovementTypeId, string> = {
  [MovementType.Inventory]: 'Add Transfer',
  [MovementType.PatronRoom]: 'Patrons Room Transfer',
  [MovementType.Billable]: 'Billable Transfer',
  [MovementType.Catering]: 'Catering Transfer',
  [MovementType.Initializing]: 'Initialize Inventory',
  [MovementType.GainLost]: 'Inventory Reconciliation',
  [MovementType.Wastage]: 'Wastage',
  [MovementType.Received]: 'Receive Inventory',
  [MovementType.Sale]: 'Point of sale',
};

interface EventRow {
  EventId: string;
  TypeId: number;
  At: Date;
  TimeZone: string;
  LocationId: number;
  LocationName: string;
  Qty: string;
  CostPerGood: string;
  UserName: string | null;
  PosUserName: string | null;
  StationName: string | null;
  OrderId: string | null;
  HasTransfer: boolean;
  IsCount: boolean;
  Total: string;
}

export interface DrillDownScope {
  locationIds: number[];
  goodId: number;
  from: Date;
  to: Date;
  column: DrillDownColumn;
  skip: number;
  take: number;
}

/** The events behind one figure of one report row: who, when, from which screen or station, and where to open them. */
@Injectable()
export class DrillDownRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectEventStore() private readonly store: EventStore,
  ) {}

  private table(name: string, base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, name, base).then((t) => sql.table(t));
  }

  async events(s: DrillDownScope): Promise<Page<DrillDownRowFigures>> {
    const [movements, transfers, countLines, counts, sales] = await Promise.all([
      this.table(STOCK_PROJECTION, StockTables.movements),
      this.table(STOCK_PROJECTION, StockTables.transfers),
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.countLines),
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.counts),
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.sales),
    ]);
    const locs = sql`${s.locationIds}::int[]`;
    // The end count of the good at each location (the last in the period) and the opening count (the last before it).
    const ctes = sql`endc AS (SELECT DISTINCT ON ("LocationId") "LocationId", "CountedAt", "CountId" FROM ${countLines}
        WHERE "LocationId" = ANY(${locs}) AND "GoodId" = ${s.goodId} AND "CountedAt" >= ${s.from} AND "CountedAt" < ${s.to}
        ORDER BY "LocationId", "CountedAt" DESC),
      openc AS (SELECT DISTINCT ON ("LocationId") "LocationId", "CountId" FROM ${countLines}
        WHERE "LocationId" = ANY(${locs}) AND "GoodId" = ${s.goodId} AND "CountedAt" < ${s.from}
        ORDER BY "LocationId", "CountedAt" DESC)`;
    const beforeEnd = sql`m."TransferDate" >= ${s.from} AND m."TransferDate" < ${s.to} AND (z."CountedAt" IS NULL OR m."TransferDate" <= z."CountedAt")`;
    const movementWhere: Partial<Record<DrillDownColumn, RawBuilder<unknown>>> = {
      CountedOpening: sql`m."TransferDate" < ${s.from}`,
      ExpectedOpening: sql`m."TransferDate" < ${s.from} AND m."TransferId" IS DISTINCT FROM o."CountId"`,
      Additions: sql`${beforeEnd} AND m."TypeId" NOT IN (${GAIN_LOST}, ${WASTAGE}, ${SALE})`,
      Sales: sql`${beforeEnd} AND m."TypeId" = ${SALE}`,
      Wastes: sql`${beforeEnd} AND m."TypeId" = ${WASTAGE}`,
      ExpectedEnd: sql`${beforeEnd} AND m."TypeId" <> ${GAIN_LOST}`,
      PostEndingTransfers: sql`m."TransferDate" < ${s.to} AND m."TransferDate" > z."CountedAt"`,
    };
    // Sales and wastes are shown as the positive quantities they take out.
    const sign = s.column === 'Sales' || s.column === 'Wastes' ? sql`-1` : sql`1`;
    const countWhere: Partial<Record<DrillDownColumn, RawBuilder<unknown>>> = {
      OpeningAdjustments: sql`cl."CountId" = o."CountId"`,
      CountedEnd: sql`cl."CountId" = z."CountId"`,
      Variance: sql`cl."CountedAt" >= ${s.from} AND cl."CountedAt" <= z."CountedAt" AND abs(cl."Counted" - cl."Expected") >= 0.01`,
      GainLoss: sql`cl."CountedAt" >= ${s.from} AND cl."CountedAt" <= z."CountedAt" AND abs(cl."Counted" - cl."Expected") >= 0.01`,
    };
    const label = locationLabel('l', 'v');
    const person = (a: string) => sql`nullif(concat_ws(' ', ${sql.ref(`${a}.FirstName`)}, ${sql.ref(`${a}.LastName`)}), '')`;
    let query: RawBuilder<EventRow>;
    const mw = movementWhere[s.column];
    if (mw) {
      query = sql<EventRow>`WITH ${ctes}
        SELECT m."TransferId"::text AS "EventId", m."TypeId", m."TransferDate" AS "At", v."TimeZone", m."LocationId", ${label} AS "LocationName",
          (${sign} * m."Qty")::text AS "Qty", m."CostPerGood"::text AS "CostPerGood", ${person('u')} AS "UserName", ${person('p')} AS "PosUserName",
          st."Name" AS "StationName", NULL AS "OrderId", true AS "HasTransfer", false AS "IsCount", count(*) OVER ()::text AS "Total"
        FROM ${movements} m
        JOIN app.inventory_locations l ON l."Id" = m."LocationId" JOIN app.venues v ON v."Id" = l."VenueId"
        LEFT JOIN endc z ON z."LocationId" = m."LocationId" LEFT JOIN openc o ON o."LocationId" = m."LocationId"
        LEFT JOIN app.users u ON u."Id" = m."UserId" LEFT JOIN app.pos_users p ON p."Id" = m."PosUserId"
        LEFT JOIN ${sales} sa ON m."TypeId" = ${SALE} AND sa."SaleId" = m."TransferId" LEFT JOIN app.stations st ON st."Id" = sa."StationId"
        WHERE m."LocationId" = ANY(${locs}) AND m."GoodId" = ${s.goodId} AND ${mw}
        ORDER BY m."TransferDate" DESC, m."Position" DESC OFFSET ${s.skip} LIMIT ${s.take}`;
    } else {
      const cw = countWhere[s.column]!;
      const qty = s.column === 'CountedEnd' ? sql`cl."Counted"` : sql`cl."Counted" - cl."Expected"`;
      query = sql<EventRow>`WITH ${ctes}
        SELECT cl."CountId"::text AS "EventId", ${GAIN_LOST} AS "TypeId", cl."CountedAt" AS "At", v."TimeZone", cl."LocationId", ${label} AS "LocationName",
          (${qty})::text AS "Qty", cl."CostPerGood"::text AS "CostPerGood", ${person('u')} AS "UserName", ${person('p')} AS "PosUserName",
          NULL AS "StationName", NULL AS "OrderId", (t."TransferId" IS NOT NULL) AS "HasTransfer", true AS "IsCount", count(*) OVER ()::text AS "Total"
        FROM ${countLines} cl
        JOIN app.inventory_locations l ON l."Id" = cl."LocationId" JOIN app.venues v ON v."Id" = l."VenueId"
        LEFT JOIN endc z ON z."LocationId" = cl."LocationId" LEFT JOIN openc o ON o."LocationId" = cl."LocationId"
        LEFT JOIN ${counts} c ON c."CountId" = cl."CountId" LEFT JOIN ${transfers} t ON t."TransferId" = cl."CountId"
        LEFT JOIN app.users u ON u."Id" = c."UserId" LEFT JOIN app.pos_users p ON p."Id" = c."PosUserId"
        WHERE cl."LocationId" = ANY(${locs}) AND cl."GoodId" = ${s.goodId} AND ${cw}
        ORDER BY cl."CountedAt" DESC OFFSET ${s.skip} LIMIT ${s.take}`;
    }
    const rows = await this.withOrderIds((await query.execute(this.db)).rows);
    // Alcohol is shown in ounces in the report row, so its events are too (quantity × Volume, cost per ounce).
    const good = await this.db.selectFrom('app.goods').select(['Alcohol', 'Volume']).where('Id', '=', s.goodId).executeTakeFirst();
    const volume = good?.Alcohol && good.Volume && !new Decimal(good.Volume).isZero() ? new Decimal(good.Volume) : null;
    const inUnits = rows.map(toRow);
    const shown = volume
      ? inUnits.map((r) => ({
          ...r,
          Qty: new Decimal(r.Qty).times(volume).toFixed(),
          CostPerGood: new Decimal(r.CostPerGood).div(volume).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
        }))
      : inUnits;
    return { rows: shown, total: Number(rows[0]?.Total ?? 0) };
  }

  /** A received row's movement is its order's posting (or deletion) event: the order to open is in that event. */
  private async withOrderIds(rows: EventRow[]): Promise<EventRow[]> {
    const ids = rows.filter((r) => !r.IsCount && r.TypeId === RECEIVED).map((r) => r.EventId);
    if (!ids.length) return rows;
    const orderOf = new Map((await this.store.readEvents(ids)).map((e) => [e.id, (e.data as Pick<OrderPosted, 'OrderId'>).OrderId]));
    return rows.map((r) => (orderOf.has(r.EventId) ? { ...r, OrderId: orderOf.get(r.EventId)! } : r));
  }
}

function toRow(r: EventRow): DrillDownRowFigures {
  const kind = r.IsCount ? 'count' : r.TypeId === SALE ? 'sale' : r.TypeId === RECEIVED ? 'order' : 'transfer';
  const link =
    kind === 'sale'
      ? `/inventory/sale?id=${r.EventId}`
      : kind === 'order'
        ? r.OrderId
          ? `/receiving/info?id=${r.OrderId}`
          : ''
        : r.HasTransfer
          ? `/inventoryTransfers/info?id=${r.EventId}&isWastage=${r.TypeId === WASTAGE}`
          : '';
  return {
    EventId: r.EventId,
    Kind: kind,
    // A count's TypeId is a bound parameter in its query, which PostgreSQL answers as text.
    TypeId: Number(r.TypeId),
    TypeName: r.IsCount ? 'Count' : (typeNames[r.TypeId] ?? String(r.TypeId)),
    At: new Date(r.At).toISOString(),
    TimeZone: r.TimeZone,
    LocationId: r.LocationId,
    LocationName: r.LocationName,
    Qty: r.Qty,
    CostPerGood: r.CostPerGood,
    UserName: r.UserName,
    PosUserName: r.PosUserName,
    StationName: r.StationName,
    Source: sources[r.TypeId as MovementTypeId] ?? 'Ledger',
    Link: link,
  };
}
