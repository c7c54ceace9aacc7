import { Injectable } from '@nestjs/common';
import { type Db, NotFoundError } from '@intermission/db';
import { InjectDb } from '../database/database.module';

/**
 * Checks that the ids of a nested path (clients/{c}/venues/{v}/theatres/{t}/salesLocations/{s})
 * belong together, answering 404 naming the first level that does not.
 */
@Injectable()
export class HierarchyPath {
  constructor(@InjectDb() private readonly db: Db) {}

  async venue(clientId: number, venueId: number): Promise<void> {
    const v = await this.db.selectFrom('app.venues').select('Id').where('Id', '=', venueId).where('ClientId', '=', clientId).executeTakeFirst();
    if (!v) throw new NotFoundError('The venue');
  }

  async theatre(clientId: number, venueId: number, theatreId?: number): Promise<void> {
    await this.venue(clientId, venueId);
    if (theatreId === undefined) return;
    const t = await this.db.selectFrom('app.theatres').select('Id').where('Id', '=', theatreId).where('VenueId', '=', venueId).executeTakeFirst();
    if (!t) throw new NotFoundError('The theatre');
  }

  async salesLocation(clientId: number, venueId: number, theatreId: number, salesLocationId?: number): Promise<void> {
    await this.theatre(clientId, venueId, theatreId);
    if (salesLocationId === undefined) return;
    const s = await this.db
      .selectFrom('app.sales_locations')
      .select('Id')
      .where('Id', '=', salesLocationId)
      .where('TheatreId', '=', theatreId)
      .executeTakeFirst();
    if (!s) throw new NotFoundError('The sales location');
  }
}
