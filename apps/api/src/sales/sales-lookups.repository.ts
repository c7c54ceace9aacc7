import { Injectable } from '@nestjs/common';
import type { Db } from '@intermission/db';
import type { CurrentUser } from '../auth/current-user';
import { InjectDb } from '../database/database.module';
import { StockRepository } from '../stock/stock.repository';

/**
 * The sale entry's lookups that read master data, each scoped to the venues whose stock the user may
 * see (a venue manager: the venues they manage or back up), so the sale entry needs VenueManager
 * alone, not the PosUsers, Menus and Coupons claims of the master data screens.
 */
@Injectable()
export class SalesLookupsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly stock: StockRepository,
  ) {}

  private async venues(actor: CurrentUser): Promise<number[]> {
    return [...new Set((await this.stock.visibleLocations(actor)).map((l) => l.VenueId))];
  }

  /** GET sales/simpleTheathers: the theatres of the venues whose stock the user may see (not archived), by name. */
  async simpleTheatres(actor: CurrentUser, venueId?: number) {
    const venues = (await this.venues(actor)).filter((v) => venueId === undefined || v === venueId);
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

  /** GET sales/posUsers: the active POS users of those venues, by name. */
  async posUsers(actor: CurrentUser) {
    const venues = await this.venues(actor);
    if (!venues.length) return [];
    return this.db
      .selectFrom('app.pos_users as p')
      .innerJoin('app.venues as v', 'v.Id', 'p.VenueId')
      .select(['p.Id', 'p.FirstName', 'p.LastName', 'p.VenueId', 'v.Name as VenueName'])
      .where('p.VenueId', 'in', venues)
      .where('p.Archived', '=', false)
      .orderBy('p.FirstName')
      .orderBy('p.LastName')
      .orderBy('p.Id')
      .execute();
  }

  /** GET sales/salesLocations/{id}/menu: undefined when the sales location is unknown or at a venue the user may not see. */
  async menu(actor: CurrentUser, salesLocationId: number) {
    const location = await this.db
      .selectFrom('app.sales_locations as s')
      .innerJoin('app.theatres as t', 't.Id', 's.TheatreId')
      .leftJoin('app.menus as m', (j) => j.onRef('m.Id', '=', 's.MenuId').on('m.Archived', '=', false))
      .select(['s.Id as SalesLocationId', 's.TheatreId', 't.VenueId', 'm.Id as MenuId'])
      .where('s.Id', '=', salesLocationId)
      .executeTakeFirst();
    if (!location || !(await this.venues(actor)).includes(location.VenueId)) return undefined;
    const MenuKits =
      location.MenuId === null
        ? []
        : await this.db
            .selectFrom('app.menu_kits as mk')
            .innerJoin('app.kits as k', 'k.Id', 'mk.KitId')
            .select(['mk.KitId', 'k.Name', 'mk.Price'])
            .where('mk.MenuId', '=', location.MenuId)
            .orderBy('k.Name')
            .orderBy('mk.KitId')
            .execute();
    return { ...location, MenuKits };
  }

  /** GET sales/coupons/{venueId}: the venue's active coupons, by name; undefined at a venue the user may not see. */
  async coupons(actor: CurrentUser, venueId: number) {
    if (!(await this.venues(actor)).includes(venueId)) return undefined;
    return this.db
      .selectFrom('app.coupons')
      .select(['Id', 'Name', 'DollarValue'])
      .where('VenueId', '=', venueId)
      .where('Archived', '=', false)
      .orderBy('Name')
      .orderBy('Id')
      .execute();
  }
}
