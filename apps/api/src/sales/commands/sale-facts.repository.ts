import { Injectable } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { InjectDb } from '../../database/database.module';

/** The master data a sale is recorded against: its sales location's stock and its kits' goods. */
@Injectable()
export class SaleFactsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The inventory location of a sales location, with its venue. */
  salesLocationStock(salesLocationId: number) {
    return this.db
      .selectFrom('app.inventory_locations')
      .innerJoin('app.venues as v', 'v.Id', 'app.inventory_locations.VenueId')
      .select(['app.inventory_locations.Id', 'app.inventory_locations.VenueId', 'v.ClientId'])
      .where('app.inventory_locations.SalesLocationId', '=', salesLocationId)
      .where('app.inventory_locations.Kind', '=', 'sales_location')
      .executeTakeFirst();
  }

  /** Whether the station is one of the sales location's. */
  async stationAt(stationId: number, salesLocationId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('app.stations')
      .select('Id')
      .where('Id', '=', stationId)
      .where('SalesLocationId', '=', salesLocationId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async existingKits(kitIds: number[]): Promise<Set<number>> {
    return new Set((await this.db.selectFrom('app.kits').select('Id').where('Id', 'in', kitIds).execute()).map((k) => k.Id));
  }

  kitGoods(kitIds: number[]) {
    return this.db
      .selectFrom('app.kit_goods')
      .select(['KitId', 'GoodId', 'Quantity'])
      .where('KitId', 'in', kitIds)
      .orderBy('KitId')
      .orderBy('GoodId')
      .execute();
  }
}
