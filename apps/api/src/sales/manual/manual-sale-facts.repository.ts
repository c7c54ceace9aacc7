import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Db } from '@intermission/db';
import { type Decision, type ManualSaleCommand, type ManualSaleFacts, type SaleRejection, accept, manualSaleDate, saleLines } from '@intermission/domain';
import { STOCK_PROJECTION, StockTables, projectionTable } from '@intermission/projections';
import type { CurrentUser } from '../../auth/current-user';
import { InjectDb } from '../../database/database.module';
import { UnprojectedSales } from '../checks/unprojected-sales.service';
import { SaleFactsRepository } from '../commands/sale-facts.repository';

/** What decideManualSale reads: the date the sale takes, and its facts. */
export interface ManualSaleLoaded {
  date: Decision<string, SaleRejection>;
  facts: ManualSaleFacts;
}

/** The facts of a manual sale: those of every sale (SaleFactsRepository), its menu, voucher and, with reduceInventory, on hand. */
@Injectable()
export class ManualSaleFactsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly sales: SaleFactsRepository,
    private readonly unprojected: UnprojectedSales,
  ) {}

  /** The inventory location a sale at this sales location takes stock from (its lock is taken before deciding). */
  async inventoryLocation(salesLocationId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('app.inventory_locations')
      .select('Id')
      .where('SalesLocationId', '=', salesLocationId)
      .where('Kind', '=', 'sales_location')
      .executeTakeFirst();
    return row?.Id;
  }

  async load(c: ManualSaleCommand, actor: CurrentUser): Promise<ManualSaleLoaded> {
    const { body } = c;
    const show =
      body.ShowEventId === null
        ? null
        : await this.db.selectFrom('app.show_events').select(['Id', 'Start', 'PostShowStart']).where('Id', '=', body.ShowEventId).executeTakeFirst();
    // A show event named and not found is refused by the decider; the date then does not matter.
    const date =
      body.ShowEventId !== null && !show
        ? accept(new Date().toISOString())
        : manualSaleDate(body, show ? { Id: show.Id, Start: new Date(show.Start).toISOString(), PostShowStart: show.PostShowStart } : null, c.postShowStart);
    const lines = saleLines(body.Lines);
    const [base] = await this.sales.load(
      [
        {
          SalesLocationId: body.SalesLocationId,
          StationId: null,
          PosUserId: body.UserId,
          ShowEventId: body.ShowEventId,
          SaleDate: date.ok ? date.value : new Date().toISOString(),
          KitIds: lines.map((l) => l.KitId),
        },
      ],
      actor,
      // Its own on hand below (read under the venue's lock, only with reduceInventory).
      false,
    );
    const [menu, voucher, onHand] = await Promise.all([
      this.menu(body.SalesLocationId),
      body.Voucher
        ? this.db
            .selectFrom('app.coupons')
            .select('Id')
            .where('Id', '=', body.Voucher.VoucherId)
            .where('VenueId', '=', body.VenueId)
            .where('Archived', '=', false)
            .executeTakeFirst()
        : undefined,
      c.reduceInventory && base!.location ? this.onHand(base!.location.Id) : new Map<number, string>(),
    ]);
    return {
      date,
      facts: { ...base!, salesLocationVenueId: base!.location?.VenueId, menu, voucherFound: voucher !== undefined, onHand },
    };
  }

  /** The price per kit of the sales location's menu; null when it has none: archived, or nothing on it. */
  private async menu(salesLocationId: number): Promise<Map<number, string> | null> {
    const rows = await this.db
      .selectFrom('app.sales_locations as s')
      .innerJoin('app.menus as m', 'm.Id', 's.MenuId')
      .innerJoin('app.menu_kits as mk', 'mk.MenuId', 'm.Id')
      .select(['mk.KitId', 'mk.Price'])
      .where('s.Id', '=', salesLocationId)
      .where('m.Archived', '=', false)
      .execute();
    return rows.length ? new Map(rows.map((r) => [r.KitId, String(r.Price)])) : null;
  }

  /**
   * On hand at the location as the stock projection has it, less the goods of the sales it has not
   * applied yet (a station's queue just received). The checkpoint and the figures are read in one
   * snapshot (the runner writes both in one transaction), so no sale is counted twice or missed.
   */
  private async onHand(locationId: number): Promise<Map<number, string>> {
    const { checkpoint, rows } = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        const checkpoint = await this.unprojected.checkpoint(STOCK_PROJECTION, tx);
        const table = await projectionTable(tx as unknown as Kysely<unknown>, STOCK_PROJECTION, StockTables.onHand);
        const { rows } = await sql<{ GoodId: number; Qty: string }>`SELECT "GoodId", "Qty" FROM ${sql.table(table)} WHERE "LocationId" = ${locationId}`.execute(
          tx,
        );
        return { checkpoint, rows };
      });
    const figures = new Map(rows.map((r) => [r.GoodId, new Decimal(r.Qty)]));
    for (const s of await this.unprojected.after(checkpoint, { InventoryLocationId: locationId })) {
      if (!s.ReduceInventory || s.InventoryLocationId !== locationId) continue;
      for (const g of s.SaleGoods) figures.set(g.GoodId, (figures.get(g.GoodId) ?? new Decimal(0)).minus(g.Qty));
    }
    return new Map([...figures].map(([good, qty]) => [good, qty.toFixed()]));
  }
}
