import { Injectable } from '@nestjs/common';
import { hasClaim, isAdminRole, ShowRefusalMessages } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import type { CurrentUser } from '../auth/current-user';
import { venueToday } from '../common/venue-days';
import { InjectDb } from '../database/database.module';
import { showFailure, type ShowFailure } from './show-failures';

/** A theatre as the shows feature needs it: its venue and the venue's time zone. */
export interface ShowTheatre {
  Id: number;
  Name: string;
  VenueId: number;
  TimeZone: string;
}

/**
 * Which theatres a user schedules and reads shows in (docs/shows.md "Who sees which theatre"): an
 * admin (role 1 or 5) every theatre; a venue manager (VenueManager FullAccess) those of the venues
 * they manage or back up (unexpired), as the stock calls narrow them; anyone else holding the Shows
 * claim every theatre (a scheduling office, an auditor).
 */
@Injectable()
export class ShowScope {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Null when the user sees every theatre, else the venue ids they manage or back up. */
  async venues(actor: CurrentUser): Promise<number[] | null> {
    if (isAdminRole(actor.roleId) || !hasClaim(actor.claims, 'VenueManager', 'FullAccess')) return null;
    const today = await venueToday(this.db, 'v');
    const rows = await this.db
      .selectFrom('app.venues as v')
      .select('v.Id')
      .where((eb) =>
        eb.or([
          eb('v.ManagerId', '=', actor.userId),
          eb.exists(
            eb
              .selectFrom('app.venue_backup_managers as b')
              .select('b.Id')
              .whereRef('b.VenueId', '=', 'v.Id')
              .where('b.UserId', '=', actor.userId)
              .where((e) => e.or([e('b.ExpDate', 'is', null), e('b.ExpDate', '>=', today)])),
          ),
        ]),
      )
      .execute();
    return rows.map((r) => r.Id);
  }

  theatre(id: number): Promise<ShowTheatre | undefined> {
    return this.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select(['t.Id', 't.Name', 't.VenueId', 'v.TimeZone'])
      .where('t.Id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The theatre when the user may work in it; else the refusal: not found (as ModelState on
   * `field` when the theatre came in a body) or forbidden.
   */
  async check(actor: CurrentUser, theatreId: number, field?: string): Promise<ShowTheatre | ShowFailure> {
    const theatre = await this.theatre(theatreId);
    if (!theatre) return showFailure('TheatreNotFound', ShowRefusalMessages.TheatreNotFound, field);
    const venues = await this.venues(actor);
    if (venues && !venues.includes(theatre.VenueId)) return showFailure('TheatreForbidden', ShowRefusalMessages.TheatreForbidden);
    return theatre;
  }

  /** The theatres among `ids` the user may see (all of them when not narrowed). */
  async visibleTheatres(actor: CurrentUser, ids: number[]): Promise<number[]> {
    const venues = await this.venues(actor);
    if (!venues) return ids;
    if (!venues.length || !ids.length) return [];
    const rows = await this.db.selectFrom('app.theatres').select('Id').where('Id', 'in', ids).where('VenueId', 'in', venues).execute();
    return rows.map((r) => r.Id);
  }
}
