import { Injectable } from '@nestjs/common';
import { ShowRefusalMessages } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import type { CurrentUser } from '../auth/current-user';
import { venueScope, type VenueUse } from '../access/venue-access';
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
 * Which theatres a user schedules and reads shows in (docs/shows.md "Who sees which theatre"): the
 * one venue rule (access/venue-access.ts): an admin every theatre; a venue manager those of the
 * venues they manage or back up; an auditor every theatre to read; anyone else holding the Shows
 * claim (a scheduling office) every theatre.
 */
@Injectable()
export class ShowScope {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Null when the user sees every theatre, else the venue ids they manage or back up. */
  async venues(actor: CurrentUser, use: VenueUse): Promise<number[] | null> {
    return venueScope(this.db, actor, use);
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
  async check(actor: CurrentUser, theatreId: number, field?: string, use: VenueUse = 'read'): Promise<ShowTheatre | ShowFailure> {
    const theatre = await this.theatre(theatreId);
    if (!theatre) return showFailure('TheatreNotFound', ShowRefusalMessages.TheatreNotFound, field);
    const venues = await this.venues(actor, use);
    if (venues && !venues.includes(theatre.VenueId)) return showFailure('TheatreForbidden', ShowRefusalMessages.TheatreForbidden);
    return theatre;
  }

  /** The theatres among `ids` the user may see (all of them when not narrowed). */
  async visibleTheatres(actor: CurrentUser, ids: number[]): Promise<number[]> {
    const venues = await this.venues(actor, 'read');
    if (!venues) return ids;
    if (!venues.length || !ids.length) return [];
    const rows = await this.db.selectFrom('app.theatres').select('Id').where('Id', 'in', ids).where('VenueId', 'in', venues).execute();
    return rows.map((r) => r.Id);
  }
}
