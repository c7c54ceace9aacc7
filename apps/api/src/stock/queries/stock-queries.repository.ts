import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { GoodParValueFigures, InventoryLocationOption, InvSummaryGood, StockOnHandItemFigures, VenueInventoryFigures } from '@intermission/contracts';
import type { Db, InventoryLocationKind } from '@intermission/db';
import { STOCK_PROJECTION, StockTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { StockRepository } from '../stock.repository';

/** The drop-down row of an inventory location: the columns StockRepository.visibleLocations answers. */
function locationRows(db: Db) {
  return db
    .selectFrom('app.inventory_locations as l')
    .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
    .select(['l.Id', 'l.VenueId', 'l.SalesLocationId', 'l.Kind', 'l.Name', 'l.Code', 'l.Archived', 'v.Name as VenueName', 'v.ManagerId'])
    .orderBy('v.Name')
    .orderBy('l.Name');
}

interface VenueFigureRow {
  GoodId: number;
  LocationId: number;
  Qty: string;
  Total: string;
  Name: string;
  CategoryId: number;
  CategoryName: string;
  Alcohol: boolean;
}

/** Read-only inventory queries (document 3 §7 "Inventory and transfers"): locations, destinations, par values, venue stock. */
@Injectable()
export class StockQueriesRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly stock: StockRepository,
  ) {}

  private table(base: typeof StockTables.onHand | typeof StockTables.movements) {
    return projectionTable(this.db as unknown as Kysely<unknown>, STOCK_PROJECTION, base).then((t) => sql.raw(t));
  }

  /** Every non-archived inventory location, whoever manages it; optionally of one kind. */
  allLocations(kind?: InventoryLocationKind): Promise<InventoryLocationOption[]> {
    return locationRows(this.db)
      .where('l.Archived', '=', false)
      .$if(kind !== undefined, (q) => q.where('l.Kind', '=', kind!))
      .execute();
  }

  /** The venue's own location of a kind (not a sales location's): where patrons room, billable and catering transfers go. */
  destination(venueId: number, kind: InventoryLocationKind): Promise<InventoryLocationOption | undefined> {
    return locationRows(this.db).where('l.VenueId', '=', venueId).where('l.Kind', '=', kind).where('l.SalesLocationId', 'is', null).executeTakeFirst();
  }

  /** Tracked, active goods that can be wasted, with what is on hand (the rows of StockRepository.inventory). */
  async wastableInventory(locationId: number): Promise<StockOnHandItemFigures[]> {
    const wastable = await this.db.selectFrom('app.goods').select('Id').where('CanBeWasted', '=', true).execute();
    const ids = new Set(wastable.map((g) => g.Id));
    return (await this.stock.inventory(locationId)).filter((g) => ids.has(g.Id));
  }

  /** A sales location's par values for tracked active goods, with what is on hand at its inventory location and what is missing to reach par. */
  async parValues(locationId: number, salesLocationId: number): Promise<GoodParValueFigures[]> {
    const onHand = await this.table(StockTables.onHand);
    const rows = await sql<GoodParValueFigures>`
      SELECT g."Id" AS "GoodId", g."Name", g."CategoryId", COALESCE(c."Name", 'Uncategorized') AS "CategoryName", trim_scale(p."ParValue")::text AS "ParValue",
        trim_scale(COALESCE(s."Qty", 0))::text AS "QuantityOnHand", trim_scale(GREATEST(p."ParValue" - COALESCE(s."Qty", 0), 0))::text AS "ToPar"
      FROM app.par_values p
      JOIN app.goods g ON g."Id" = p."GoodId"
      LEFT JOIN app.good_categories c ON c."Id" = g."CategoryId"
      LEFT JOIN ${onHand} s ON s."LocationId" = ${locationId} AND s."GoodId" = p."GoodId"
      WHERE p."SalesLocationId" = ${salesLocationId} AND g."Tracked" AND NOT g."Archived"
      ORDER BY "CategoryName", g."Name", g."Id"`.execute(this.db);
    return rows.rows;
  }

  venue(id: number) {
    return this.db.selectFrom('app.venues').select(['Id', 'Name']).where('Id', '=', id).executeTakeFirst();
  }

  /** All of a venue's inventory locations, archived ones too (their stock still counts). */
  venueLocations(venueId: number) {
    return this.db
      .selectFrom('app.inventory_locations')
      .select(['Id', 'Name', 'Kind', 'SalesLocationId', 'Archived'])
      .where('VenueId', '=', venueId)
      .orderBy('Name')
      .orderBy('Id')
      .execute();
  }

  /**
   * Per good, the quantity over all the venue's locations and per location: now (the on-hand
   * table), or as of a moment (movements dated before it, summed). Goods that never moved there
   * are left out; sums are PostgreSQL numeric, written without trailing zeros so both read alike.
   */
  async venueInventory(venue: { Id: number; Name: string }, asOf: { date: string; before: Date } | null): Promise<VenueInventoryFigures> {
    const locations = await this.venueLocations(venue.Id);
    const ids = locations.map((l) => l.Id);
    const figures = asOf
      ? sql`SELECT m."GoodId", m."LocationId", sum(m."Qty") AS "Qty" FROM ${await this.table(StockTables.movements)} m
          WHERE m."LocationId" = ANY(${ids}::int[]) AND m."TransferDate" < ${asOf.before} GROUP BY m."GoodId", m."LocationId"`
      : sql`SELECT s."GoodId", s."LocationId", s."Qty" FROM ${await this.table(StockTables.onHand)} s WHERE s."LocationId" = ANY(${ids}::int[])`;
    const { rows } = await sql<VenueFigureRow>`
      WITH q AS (${figures})
      SELECT q."GoodId", q."LocationId", trim_scale(q."Qty")::text AS "Qty", trim_scale(sum(q."Qty") OVER (PARTITION BY q."GoodId"))::text AS "Total",
        g."Name", g."CategoryId", COALESCE(c."Name", 'Uncategorized') AS "CategoryName", g."Alcohol"
      FROM q JOIN app.goods g ON g."Id" = q."GoodId" LEFT JOIN app.good_categories c ON c."Id" = g."CategoryId"
      ORDER BY "CategoryName", g."Name", g."Id", q."LocationId"`.execute(this.db);
    const goods: VenueInventoryFigures['Goods'] = [];
    for (const r of rows) {
      let good = goods.at(-1);
      if (good?.Id !== r.GoodId) {
        good = {
          Id: r.GoodId,
          Name: r.Name,
          CategoryId: r.CategoryId,
          CategoryName: r.CategoryName,
          Alcohol: r.Alcohol,
          QuantityOnHand: r.Total,
          ByLocation: [],
        };
        goods.push(good);
      }
      good.ByLocation.push({ InventoryLocationId: r.LocationId, QuantityOnHand: r.Qty });
    }
    return { VenueId: venue.Id, VenueName: venue.Name, AsOfDate: asOf?.date ?? null, Locations: locations, Goods: goods };
  }

  /** Goods that moved at any of the locations, or are on hand there, by category and name (the summary report's goods). */
  async summaryGoods(locationIds: number[]): Promise<InvSummaryGood[]> {
    const [movements, onHand] = await Promise.all([this.table(StockTables.movements), this.table(StockTables.onHand)]);
    const moved: RawBuilder<boolean> = sql`g."Id" IN (
      SELECT m."GoodId" FROM ${movements} m WHERE m."LocationId" = ANY(${locationIds}::int[])
      UNION SELECT s."GoodId" FROM ${onHand} s WHERE s."LocationId" = ANY(${locationIds}::int[]) AND s."Qty" <> 0)`;
    return this.db
      .selectFrom('app.goods as g')
      .leftJoin('app.good_categories as c', 'c.Id', 'g.CategoryId')
      .select((eb) => ['g.Id', 'g.Name', 'g.CategoryId', eb.fn.coalesce('c.Name', sql<string>`'Uncategorized'`).as('CategoryName'), 'g.Alcohol'])
      .where(moved)
      .orderBy('CategoryName')
      .orderBy('g.Name')
      .orderBy('g.Id')
      .execute();
  }
}
