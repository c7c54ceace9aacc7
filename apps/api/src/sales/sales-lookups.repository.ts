import { Injectable } from '@nestjs/common';
import type { Db } from '@intermission/db';
import type { CurrentUser } from '../auth/current-user';
import { InjectDb } from '../database/database.module';
import { StockRepository } from '../stock/stock.repository';

/** The sale entry's lookups that read master data. */
@Injectable()
export class SalesLookupsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly stock: StockRepository,
  ) {}

  /** GET sales/simpleTheathers: the theatres of the venues whose stock the user may see (not archived), by name. */
  async simpleTheatres(actor: CurrentUser, venueId?: number) {
    const venues = [...new Set((await this.stock.visibleLocations(actor)).map((l) => l.VenueId))].filter((v) => venueId === undefined || v === venueId);
    if (!venues.length) return [];
    return this.db
      .selectFrom('app.theatres')
      .select(['Id', 'Name', 'VenueId'])
      .where('VenueId', 'in', venues)
      .where('Archived', '=', false)
      .orderBy('Name')
      .orderBy('Id')
      .execute();
  }
}
