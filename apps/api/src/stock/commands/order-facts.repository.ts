import { Injectable } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { InjectDb } from '../../database/database.module';

/** The master data a received order is checked against: its vendor and its venue's location. */
@Injectable()
export class OrderFactsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async vendorExists(id: number): Promise<boolean> {
    return !!(await this.db.selectFrom('app.vendors').select('Id').where('Id', '=', id).executeTakeFirst());
  }

  /** The venue's own inventory location, or the one given when it belongs to the venue. */
  async venueLocation(venueId: number, locationId: number | null): Promise<number | null> {
    const row = await this.db
      .selectFrom('app.inventory_locations')
      .select('Id')
      .where('VenueId', '=', venueId)
      .$if(locationId === null, (q) => q.where('Kind', '=', 'venue'))
      .$if(locationId !== null, (q) => q.where('Id', '=', locationId!))
      .executeTakeFirst();
    return row?.Id ?? null;
  }
}
