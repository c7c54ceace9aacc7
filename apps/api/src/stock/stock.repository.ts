import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type InventoryLocationOption,
  MovementType,
  type ReceivedOrderFigures,
  type ReceivedOrderListItemFigures,
  type ReceivedOrderSearch,
  type StockOnHandItemFigures,
  type TransferDetailFigures,
  type TransferListItemFigures,
  type TransferSearch,
  searchText,
} from '@intermission/contracts';
import { type Db, findPageSql, likeText, type Page } from '@intermission/db';
import { countAdjustmentLabel, type GoodPosting, type PosUserFact } from '@intermission/domain';
import {
  RECEIVED_ORDERS_PROJECTION,
  type ReceivedOrderRow,
  ReceivedOrdersTables,
  STOCK_PROJECTION,
  type StockOnHandRow,
  StockTables,
  projectionTable,
} from '@intermission/projections';
import { inScope, type LocationUse, seesEveryVenue, type Viewer, venueScope } from '../access/venue-access';
import { InjectDb } from '../database/database.module';
import { dayBounds, venueTimeZone, zoneFilter } from '../common/venue-days';

/** A received order as the projection holds it, with its venue's and vendor's names. */
export type OrderRow = ReceivedOrderRow & { VenueName: string; VendorName: string | null; TimeZone: string };

/** A received order as GET received-orders/{id} answers it, its lines as exact text (the order's events carry them on). */
export type StoredOrder = Omit<ReceivedOrderFigures, 'Goods'> & { Goods: (OrderRow['Goods'][number] & { Name: string })[] };

export interface TransferRow {
  Id: string;
  TypeId: number;
  FromInventoryLocationId: number | null;
  FromName: string | null;
  ToInventoryLocationId: number | null;
  ToName: string | null;
  TransferDate: Date;
  TimeZone: string;
  Notes: string;
  LineCount: number;
  TotalCost: string;
  UserId: number;
  PosUserId: number | null;
  WastageReasonId: number | null;
  /** A count's net value (Σ Qty × CostPerGood, signed) and net quantity; null for every other movement. */
  CountValue: string | null;
  CountQty: string | null;
}

/** A sales location's stock is named with its venue ("Harbor Point 12 · Bar 1"): stand names repeat across venues. */
export const locationLabel = (l: string, v: string) =>
  sql`CASE WHEN ${sql.ref(`${l}.Kind`)} = 'sales_location' THEN ${sql.ref(`${v}.Name`)} || ' · ' || ${sql.ref(`${l}.Name`)} ELSE ${sql.ref(`${l}.Name`)} END`;
const transferColumns = sql`t."TransferId" AS "Id", t."TypeId", t."FromLocationId" AS "FromInventoryLocationId", ${locationLabel('lf', 'vf')} AS "FromName",
  t."ToLocationId" AS "ToInventoryLocationId", ${locationLabel('lt', 'vt')} AS "ToName", t."TransferDate",
  coalesce(vf."TimeZone", vt."TimeZone") AS "TimeZone", t."Notes", t."LineCount", t."TotalCost",
  t."UserId", t."PosUserId", t."WastageReasonId", cs."Value"::text AS "CountValue", cs."Qty"::text AS "CountQty"`;
const transferJoins = sql`LEFT JOIN app.inventory_locations lf ON lf."Id" = t."FromLocationId" LEFT JOIN app.venues vf ON vf."Id" = lf."VenueId"
  LEFT JOIN app.inventory_locations lt ON lt."Id" = t."ToLocationId" LEFT JOIN app.venues vt ON vt."Id" = lt."VenueId"`;

/** A count's net (its lines are on one side only, signed): what names it a gain or a loss. */
const countSums = (movements: RawBuilder<unknown>) => sql`LEFT JOIN LATERAL (SELECT sum(m."Qty" * m."CostPerGood") AS "Value", sum(m."Qty") AS "Qty"
  FROM ${movements} m WHERE t."TypeId" = ${MovementType.GainLost} AND m."TransferId" = t."TransferId") cs ON true`;

const iso = (d: Date | string) => new Date(d).toISOString();
/** A movement row as the answers hold it: its date in ISO time, a count named by its net sign. */
const transferItem = ({ CountValue, CountQty, ...t }: TransferRow): TransferListItemFigures => ({
  ...t,
  TransferDate: iso(t.TransferDate),
  CountAdjustment: t.TypeId === MovementType.GainLost ? countAdjustmentLabel(CountValue ?? 0, CountQty ?? 0) : null,
});

/** Reads for stock commands and queries: locations a user may use, on-hand quantities, costs in force. */
@Injectable()
export class StockRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /**
   * The inventory locations a user may read (`use: 'read'`, the default) or move stock at
   * (`'write'`) (document 3 §6): admins all; auditors all, to read; others those of venues they
   * manage, or back up with an expiry of today or later (or none).
   */
  async visibleLocations(viewer: Viewer, options: { includeArchived?: boolean; use?: LocationUse } = {}): Promise<InventoryLocationOption[]> {
    const scope = await venueScope(this.db, viewer, options.use ?? 'read');
    return this.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.VenueId', 'l.SalesLocationId', 'l.Kind', 'l.Name', 'l.Code', 'l.Archived', 'v.Name as VenueName', 'v.ManagerId'])
      .$if(!options.includeArchived, (q) => q.where('l.Archived', '=', false))
      .$if(scope !== null, (q) => q.where(inScope(scope, 'l.VenueId')))
      .orderBy('v.Name')
      .orderBy('l.Name')
      .execute();
  }

  /** May the user move stock at this location (an auditor's sight does not count). */
  async canUse(viewer: Viewer, locationId: number): Promise<boolean> {
    return (await this.visibleLocations(viewer, { use: 'write' })).some((l) => l.Id === locationId);
  }

  /** May the user read this location's stock, orders and reports. */
  async canSee(viewer: Viewer, locationId: number): Promise<boolean> {
    return (await this.visibleLocations(viewer)).some((l) => l.Id === locationId);
  }

  location(id: number) {
    return this.db.selectFrom('app.inventory_locations').selectAll().where('Id', '=', id).executeTakeFirst();
  }

  /** The POS user a movement or a sale names, with the client of its venue (null when there is none). */
  posUser(id: number): Promise<PosUserFact | null> {
    return posUserFact(this.db, id);
  }

  /** The venue's IANA time zone: its days run from its local midnight to the next (docs/decisions.md "Venue days"). */
  async timeZone(venueId: number): Promise<string> {
    const zone = await venueTimeZone(this.db, venueId);
    if (zone === undefined) throw new Error(`No venue ${venueId}`);
    return zone;
  }

  /** Quantity on hand per good at a location, from the stock projection. */
  async onHand(locationId: number): Promise<Map<number, string>> {
    const table = await projectionTable(this.db as unknown as Kysely<unknown>, STOCK_PROJECTION, StockTables.onHand);
    const { rows } = await sql<
      Pick<StockOnHandRow, 'GoodId' | 'Qty'>
    >`SELECT "GoodId", "Qty" FROM ${sql.raw(table)} WHERE "LocationId" = ${locationId}`.execute(this.db);
    return new Map(rows.map((r) => [r.GoodId, r.Qty]));
  }

  /** Tracked active goods with their category and the quantity on hand at a location. */
  async inventory(locationId: number): Promise<StockOnHandItemFigures[]> {
    const onHand = await this.onHand(locationId);
    const goods = await this.db
      .selectFrom('app.goods as g')
      .leftJoin('app.good_categories as c', 'c.Id', 'g.CategoryId')
      .select(['g.Id', 'g.Name', 'g.CategoryId', 'c.Name as CategoryName', 'g.Alcohol', 'g.Volume'])
      .where('g.Tracked', '=', true)
      .where('g.Archived', '=', false)
      .orderBy('c.Name')
      .orderBy('g.Name')
      .execute();
    return goods.map((g) => ({ ...g, CategoryName: g.CategoryName ?? 'Uncategorized', QuantityOnHand: onHand.get(g.Id) ?? '0' }));
  }

  private table(base: string) {
    const projection = base === ReceivedOrdersTables.orders ? RECEIVED_ORDERS_PROJECTION : STOCK_PROJECTION;
    return projectionTable(this.db as unknown as Kysely<unknown>, projection, base).then((t) => sql.raw(t));
  }

  /** Movements newest first, filtered as the transfer list asks; others see those touching locations they may read. */
  async transfers(viewer: Viewer, f: TransferSearch): Promise<Page<TransferListItemFigures>> {
    const [transfers, transferCount, movements] = await Promise.all([
      this.table(StockTables.transfers),
      this.table(StockTables.transferCount),
      this.table(StockTables.movements),
    ]);
    const visible = seesEveryVenue(viewer, 'read') ? null : (await this.visibleLocations(viewer, { includeArchived: true })).map((l) => l.Id);
    const text = searchText(f.Query);
    const unfiltered = !visible && !f.TransferTypeId && !f.VenueId && !f.SalesLocationId && !f.FromDate && !f.ToDate && !text && !f.exportDetailId;
    // Each filter reads the movement's own row (docs/api.md "Lists"): a location filter as the
    // locations it names, on either side.
    const touches = (ids: RawBuilder<unknown>) => sql`(t."FromLocationId" = ANY(${ids}) OR t."ToLocationId" = ANY(${ids}))`;
    const locations = (where: RawBuilder<unknown>) => sql`ARRAY(SELECT l."Id" FROM app.inventory_locations l WHERE ${where})`;
    const days = f.FromDate || f.ToDate ? await zoneFilter(this.db, dayBounds(f.FromDate, f.ToDate)) : null;
    // Every movement has a location, so a venue, on one side at least (the movement decider): in one
    // zone, the span is each movement's own bounds and no row needs its venue's zone joined.
    const perZone = days && !days.single;
    const where = sql.join(
      [
        sql`true`,
        visible ? touches(sql`${visible}::int[]`) : sql`true`,
        f.TransferTypeId ? sql`t."TypeId" = ${f.TransferTypeId}` : sql`true`,
        f.VenueId ? touches(locations(sql`l."VenueId" = ${f.VenueId}`)) : sql`true`,
        f.SalesLocationId ? touches(locations(sql`l."SalesLocationId" = ${f.SalesLocationId}`)) : sql`true`,
        // Days at the movement's venue (its From side's, else its To side's), inside the span of every zone's.
        f.FromDate && perZone ? sql`t."TransferDate" >= zb."From"` : sql`true`,
        days?.span.from ? sql`t."TransferDate" >= ${days.span.from}` : sql`true`,
        f.ToDate && perZone ? sql`t."TransferDate" < zb."To"` : sql`true`,
        days?.span.to ? sql`t."TransferDate" < ${days.span.to}` : sql`true`,
        text ? sql`(t."Notes" ILIKE ${likeText(text)} OR ${touches(locations(sql`l."Name" ILIKE ${likeText(text)}`))})` : sql`true`,
        // The transfer of a QBO log row (docs/exports.md "Calls").
        f.exportDetailId ? sql`t."TransferId" = (SELECT i."TransferId" FROM app.export_items i WHERE i."Id" = ${f.exportDetailId})` : sql`true`,
      ],
      sql` AND `,
    );
    const joins = perZone ? sql`${transferJoins} LEFT JOIN ${days.table} zb ON zb."TimeZone" = coalesce(vf."TimeZone", vt."TimeZone")` : undefined;
    const orderBy = sql`t."TransferDate" DESC, t."Position" DESC`;
    const { rows, total } = await findPageSql<TransferRow>(
      this.db,
      {
        columns: transferColumns,
        table: transfers,
        alias: 't',
        key: sql`t."TransferId"`,
        joins,
        labels: sql`${transferJoins} ${countSums(movements)}`,
        where,
        narrow: Boolean(visible || f.VenueId || f.SalesLocationId || text),
        orderBy,
        total: unfiltered ? sql`SELECT "Rows" AS n FROM ${transferCount}` : undefined,
      },
      { skip: f.Skip, take: f.Take },
    );
    return { rows: rows.map(transferItem), total };
  }

  /** One movement with its lines (goods named), or undefined. */
  async transfer(viewer: Viewer, id: string): Promise<TransferDetailFigures | undefined> {
    const [transfers, movements] = await Promise.all([this.table(StockTables.transfers), this.table(StockTables.movements)]);
    const head = (
      await sql<TransferRow>`SELECT ${transferColumns}
      FROM ${transfers} t ${transferJoins} ${countSums(movements)}
      WHERE t."TransferId" = ${id}::uuid`.execute(this.db)
    ).rows[0];
    if (!head) return undefined;
    if (!seesEveryVenue(viewer, 'read')) {
      const visible = new Set((await this.visibleLocations(viewer, { includeArchived: true })).map((l) => l.Id));
      if (!visible.has(head.FromInventoryLocationId ?? -1) && !visible.has(head.ToInventoryLocationId ?? -1)) return undefined;
    }
    // Each line once: the To side (or the From side when there is no To).
    const side = head.ToInventoryLocationId ?? head.FromInventoryLocationId;
    const lines = await sql<{
      GoodId: number;
      Name: string;
      Qty: string;
      Signed: string;
      CostPerGood: string;
      CogsTypeId: number;
      InventoryAccountTypeId: number;
    }>`
      SELECT m."GoodId", g."Name", abs(m."Qty")::text AS "Qty", m."Qty"::text AS "Signed", m."CostPerGood"::text AS "CostPerGood", m."CogsTypeId",
        m."InventoryAccountTypeId"
      FROM ${movements} m JOIN app.goods g ON g."Id" = m."GoodId"
      WHERE m."TransferId" = ${id}::uuid AND m."LocationId" = ${side} ORDER BY g."Name"`.execute(this.db);
    // A count's line is named by its own sign, as the gain/loss report's drill-down shows it.
    const count = head.TypeId === MovementType.GainLost;
    const goods = lines.rows.map(({ Signed, ...l }) => ({
      ...l,
      CountAdjustment: count ? countAdjustmentLabel(new Decimal(Signed).times(l.CostPerGood), Signed) : null,
    }));
    return { ...transferItem(head), TransferGoods: goods };
  }

  /** One received order as the received orders projection holds it (goods named), or undefined. */
  async order(id: string): Promise<StoredOrder | undefined> {
    const table = await this.table(ReceivedOrdersTables.orders);
    const row = (
      await sql<OrderRow>`SELECT o.*, o."Id"::text AS "Id", v."Name" AS "VenueName", v."TimeZone", vd."Name" AS "VendorName"
      FROM ${table} o JOIN app.venues v ON v."Id" = o."VenueId" LEFT JOIN app.vendors vd ON vd."Id" = o."VendorId" WHERE o."Id" = ${id}::uuid`.execute(this.db)
    ).rows[0];
    if (!row) return undefined;
    const names = new Map(
      (
        await this.db
          .selectFrom('app.goods')
          .select(['Id', 'Name'])
          .where('Id', 'in', [0, ...row.Goods.map((g) => g.GoodId)])
          .execute()
      ).map((g) => [g.Id, g.Name]),
    );
    return {
      ...row,
      ReceivedAt: iso(row.ReceivedAt),
      UpdatedAt: iso(row.UpdatedAt),
      PostedAt: row.PostedAt && iso(row.PostedAt),
      Goods: row.Goods.map((g) => ({ ...g, Name: names.get(g.GoodId) ?? '' })),
    };
  }

  async orders(viewer: Viewer, f: ReceivedOrderSearch): Promise<Page<ReceivedOrderListItemFigures>> {
    const table = await this.table(ReceivedOrdersTables.orders);
    const visible = seesEveryVenue(viewer, 'read') ? null : (await this.visibleLocations(viewer, { includeArchived: true })).map((l) => l.Id);
    const text = searchText(f.Query);
    // The text names the venue or the vendor: the ones it finds (docs/api.md "Lists").
    const named = (t: RawBuilder<unknown>) => sql`ARRAY(SELECT n."Id" FROM ${t} n WHERE n."Name" ILIKE ${likeText(text ?? '')})`;
    const where = sql.join(
      [
        sql`NOT o."Deleted"`,
        visible ? sql`o."VenueInventoryLocationId" = ANY(${visible}::int[])` : sql`true`,
        f.VenueId ? sql`o."VenueId" = ${f.VenueId}` : sql`true`,
        f.VendorId ? sql`o."VendorId" = ${f.VendorId}` : sql`true`,
        f.Posted === true || f.Posted === false ? sql`o."Posted" = ${f.Posted}` : sql`true`,
        text ? sql`(o."VenueId" = ANY(${named(sql`app.venues`)}) OR o."VendorId" = ANY(${named(sql`app.vendors`)}))` : sql`true`,
      ],
      sql` AND `,
    );
    const labels = sql`JOIN app.venues v ON v."Id" = o."VenueId" LEFT JOIN app.vendors vd ON vd."Id" = o."VendorId"`;
    const columns = sql`o."Id"::text AS "Id", o."VenueId", v."Name" AS "VenueName", o."VendorId", vd."Name" AS "VendorName", o."Posted",
        o."EstimatedBill", o."TotalCost", o."BilledAmount", o."PPV", o."ReceivedAt", o."PostedAt", v."TimeZone", o."Version"`;
    const orderBy = sql`o."ReceivedAt" DESC, o."Id"`;
    const { rows, total } = await findPageSql<ReceivedOrderListItemFigures & { ReceivedAt: Date; PostedAt: Date | null }>(
      this.db,
      { columns, table, alias: 'o', key: sql`o."Id"`, labels, where, orderBy },
      { skip: f.Skip, take: f.Take },
    );
    return { rows: rows.map((o) => ({ ...o, ReceivedAt: iso(o.ReceivedAt), PostedAt: o.PostedAt && iso(o.PostedAt) })), total };
  }

  /** The cost in force at a moment and the COGS and inventory accounts of each good; unknown or untracked goods are left out. */
  async postings(goodIds: number[], at: Date): Promise<Map<number, GoodPosting>> {
    if (!goodIds.length) return new Map();
    const rows = await this.db
      .selectFrom('app.goods as g')
      .select([
        'g.Id',
        'g.CogsTypeId',
        'g.InventoryAccountTypeId',
        (eb) =>
          eb
            .selectFrom('app.good_costs as c')
            .select('c.Cost')
            .whereRef('c.GoodId', '=', 'g.Id')
            .where('c.EffectiveFrom', '<=', at)
            .orderBy('c.EffectiveFrom', 'desc')
            .orderBy('c.Id', 'desc')
            .limit(1)
            .as('Cost'),
      ])
      .where('g.Id', 'in', goodIds)
      .where('g.Tracked', '=', true)
      .execute();
    return new Map(
      rows.map((r) => [
        r.Id,
        {
          CostPerGood: r.Cost === null || r.Cost === undefined ? '0' : String(r.Cost),
          CogsTypeId: r.CogsTypeId,
          InventoryAccountTypeId: r.InventoryAccountTypeId,
        },
      ]),
    );
  }
}

/** A POS user with the client of its venue (null when there is none): what decidePosUser checks a movement's, a sale's or a cash box count's against. */
export async function posUserFact(db: Db, id: number): Promise<PosUserFact | null> {
  const row = await db
    .selectFrom('app.pos_users as p')
    .innerJoin('app.venues as v', 'v.Id', 'p.VenueId')
    .select(['p.Id', 'v.ClientId'])
    .where('p.Id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}
