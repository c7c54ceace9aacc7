import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Db } from '@intermission/db';
import { STOCK_PROJECTION, StockTables, projectionTable } from '@intermission/projections';
import type { SaleFacts, SaleGoodPosting } from '@intermission/domain';
import type { CurrentUser } from '../../auth/current-user';
import { InjectDb } from '../../database/database.module';
import { StockRepository } from '../../stock/stock.repository';
import { UnprojectedSales } from '../checks/unprojected-sales.service';

/** What one sale names, for its facts to be loaded. */
export interface SaleFactsRequest {
  SalesLocationId: number;
  StationId: number | null;
  PosUserId: number | null;
  ShowEventId: number | null;
  /** The show event as the older single-sale path sends it (trusted as before: not looked up). */
  ShowEvent?: { Id: number; Start: string; End: string } | null;
  SaleDate: string;
  KitIds: readonly number[];
}

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/**
 * The master data sales are recorded against, for MANY sales with one query per kind of fact (sales
 * locations, stations, POS users, show events, kits, kit goods, goods with their cost history): a
 * station's queue of a thousand sales is decided from a handful of queries. One sale uses the same path.
 */
@Injectable()
export class SaleFactsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly stock: StockRepository,
    private readonly unprojected: UnprojectedSales,
  ) {}

  /**
   * `withOnHand`: also the on hand at each sale's location (issue 38 point 7: the on hand a sale
   * leaves stays within the ledger's figures). One map per location, shared by the sales there, so
   * a caller deciding them in turn can take each accepted sale's goods off it (SaleDecisions).
   */
  async load(requests: readonly SaleFactsRequest[], actor: CurrentUser, withOnHand = true): Promise<SaleFacts[]> {
    if (!requests.length) return [];
    const salesLocationIds = unique(requests.map((r) => r.SalesLocationId));
    const stationIds = unique(requests.flatMap((r) => (r.StationId === null ? [] : [r.StationId])));
    const posUserIds = unique(requests.flatMap((r) => (r.PosUserId === null ? [] : [r.PosUserId])));
    const showEventIds = unique(requests.flatMap((r) => (r.ShowEventId === null || r.ShowEvent !== undefined ? [] : [r.ShowEventId])));
    const kitIds = unique(requests.flatMap((r) => r.KitIds));

    const [locations, usable, stations, posUsers, showEvents, kits, kitGoods] = await Promise.all([
      this.db
        .selectFrom('app.inventory_locations as l')
        .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
        .innerJoin('app.sales_locations as s', 's.Id', 'l.SalesLocationId')
        .select(['l.Id', 'l.VenueId', 'v.ClientId', 'l.SalesLocationId', 's.TheatreId'])
        .where('l.SalesLocationId', 'in', salesLocationIds)
        .where('l.Kind', '=', 'sales_location')
        .execute(),
      this.stock.visibleLocations(actor, { use: 'write' }),
      stationIds.length ? this.db.selectFrom('app.stations').select(['Id', 'SalesLocationId']).where('Id', 'in', stationIds).execute() : [],
      posUserIds.length
        ? this.db
            .selectFrom('app.pos_users as p')
            .innerJoin('app.venues as v', 'v.Id', 'p.VenueId')
            .select(['p.Id', 'v.ClientId'])
            .where('p.Id', 'in', posUserIds)
            .execute()
        : [],
      showEventIds.length ? this.db.selectFrom('app.show_events').select(['Id', 'TheatreId', 'Start', 'End']).where('Id', 'in', showEventIds).execute() : [],
      kitIds.length ? this.db.selectFrom('app.kits').select('Id').where('Id', 'in', kitIds).execute() : [],
      kitIds.length
        ? this.db.selectFrom('app.kit_goods').select(['KitId', 'GoodId', 'Quantity']).where('KitId', 'in', kitIds).orderBy('KitId').orderBy('GoodId').execute()
        : [],
    ]);
    const goodIds = unique(kitGoods.map((g) => g.GoodId));
    const [goods, costs, onHand] = await Promise.all([
      goodIds.length
        ? this.db
            .selectFrom('app.goods')
            .select(['Id', 'CogsTypeId', 'InventoryAccountTypeId', 'RevenueTypeId'])
            .where('Id', 'in', goodIds)
            .where('Tracked', '=', true)
            .execute()
        : [],
      goodIds.length
        ? this.db
            .selectFrom('app.good_costs')
            .select(['GoodId', 'Cost', 'EffectiveFrom'])
            .where('GoodId', 'in', goodIds)
            .orderBy('GoodId')
            .orderBy('EffectiveFrom', 'desc')
            .orderBy('Id', 'desc')
            .execute()
        : [],
      withOnHand && goodIds.length ? this.onHand(unique(locations.map((l) => l.Id))) : new Map<number, Map<number, Decimal>>(),
    ]);

    const locationOf = new Map(locations.map((l) => [l.SalesLocationId!, l]));
    const writable = new Set(usable.map((l) => l.Id));
    const stationAt = new Map(stations.map((s) => [s.Id, s.SalesLocationId]));
    const posUserById = new Map(posUsers.map((p) => [p.Id, p]));
    const showEventById = new Map(showEvents.map((e) => [e.Id, e]));
    const kitSet = new Set(kits.map((k) => k.Id));
    const kitGoodRows = kitGoods.map((g) => ({ KitId: g.KitId, GoodId: g.GoodId, Quantity: String(g.Quantity) }));
    const goodById = new Map(goods.map((g) => [g.Id, g]));
    const costsOf = new Map<number, { Cost: string; From: number }[]>();
    for (const c of costs) costsOf.set(c.GoodId, [...(costsOf.get(c.GoodId) ?? []), { Cost: String(c.Cost), From: new Date(c.EffectiveFrom).getTime() }]);

    return requests.map((r) => {
      const location = locationOf.get(r.SalesLocationId);
      const at = new Date(r.SaleDate).getTime();
      const own = new Set(r.KitIds);
      const postings = new Map<number, SaleGoodPosting>();
      const ownGoods = kitGoodRows.filter((g) => own.has(g.KitId));
      for (const g of unique(ownGoods.map((k) => goodById.get(k.GoodId)))) {
        // Only tracked goods are stock: the others have no posting.
        if (!g) continue;
        // The standard cost in force at the sale date (newest first), 0 when none was set yet.
        const cost = costsOf.get(g.Id)?.find((c) => c.From <= at)?.Cost ?? '0';
        postings.set(g.Id, { CostPerGood: cost, CogsTypeId: g.CogsTypeId, InventoryAccountTypeId: g.InventoryAccountTypeId, RevenueTypeId: g.RevenueTypeId });
      }
      const show = r.ShowEvent !== undefined ? r.ShowEvent : r.ShowEventId === null ? null : showEventById.get(r.ShowEventId);
      const named = show && 'TheatreId' in show ? (show.TheatreId === location?.TheatreId ? show : undefined) : show;
      return {
        location: location && { Id: location.Id, VenueId: location.VenueId, ClientId: location.ClientId },
        allowed: location !== undefined && writable.has(location.Id),
        posUser: r.PosUserId === null ? null : (posUserById.get(r.PosUserId) ?? null),
        stationAtLocation: r.StationId !== null && stationAt.get(r.StationId) === r.SalesLocationId,
        showEvent: named && { Id: named.Id, Start: iso(named.Start), End: iso(named.End) },
        kits: kitSet,
        kitGoods: ownGoods,
        postings,
        userId: actor.userId,
        ...(withOnHand && location ? { onHand: onHand.get(location.Id) ?? new Map<number, Decimal>() } : {}),
      } satisfies SaleFacts;
    });
  }

  /**
   * On hand at these locations as the stock projection has it, less the goods of the sales it has
   * not applied yet (as ManualSaleFactsRepository reads it: the checkpoint and the figures in one snapshot).
   */
  private async onHand(locationIds: readonly number[]): Promise<Map<number, Map<number, Decimal>>> {
    const out = new Map(locationIds.map((id) => [id, new Map<number, Decimal>()]));
    if (!locationIds.length) return out;
    const { checkpoint, rows } = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        const checkpoint = await this.unprojected.checkpoint(STOCK_PROJECTION, tx);
        const table = await projectionTable(tx as unknown as Kysely<unknown>, STOCK_PROJECTION, StockTables.onHand);
        const { rows } = await sql<{ LocationId: number; GoodId: number; Qty: string }>`SELECT "LocationId", "GoodId", "Qty" FROM ${sql.table(table)}
          WHERE "LocationId" = ANY(${[...locationIds]}::int[])`.execute(tx);
        return { checkpoint, rows };
      });
    for (const r of rows) out.get(r.LocationId)!.set(r.GoodId, new Decimal(r.Qty));
    for (const id of locationIds) {
      const figures = out.get(id)!;
      for (const s of await this.unprojected.after(checkpoint, { InventoryLocationId: id })) {
        if (!s.ReduceInventory || s.InventoryLocationId !== id) continue;
        for (const g of s.SaleGoods) figures.set(g.GoodId, (figures.get(g.GoodId) ?? new Decimal(0)).minus(g.Qty));
      }
    }
    return out;
  }
}

const iso = (v: Date | string) => new Date(v).toISOString();
