import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Db } from '@intermission/db';
import { venueScope } from '../access/venue-access';
import type { CurrentUser } from '../auth/current-user';
import { InjectDb } from '../database/database.module';

export interface SyncStation {
  Id: number;
  SalesLocationId: number;
  VenueId: number;
}

/** The station a sync is for, and its sync state (app.station_sync, docs/station-sync.md). */
@Injectable()
export class StationSyncRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The station when the actor may sync it: admins any; a venue manager the venues they manage or back up. */
  async station(id: number, actor: CurrentUser): Promise<SyncStation | undefined> {
    const row = await this.db
      .selectFrom('app.stations as st')
      .innerJoin('app.sales_locations as sl', 'sl.Id', 'st.SalesLocationId')
      .innerJoin('app.theatres as th', 'th.Id', 'sl.TheatreId')
      .select(['st.Id', 'st.SalesLocationId', 'th.VenueId'])
      .where('st.Id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const scope = await venueScope(this.db, actor, 'write');
    return scope === null || scope.includes(row.VenueId) ? row : undefined;
  }

  /** Notes the sync answered now: the time, and the highest queue position seen (a late, older batch does not move it back). */
  async record(stationId: number, position: number): Promise<{ LastSyncUtc: string; QueuePosition: number }> {
    const row = await this.db
      .insertInto('app.station_sync')
      .values({ StationId: stationId, LastSyncUtc: sql`now()`, QueuePosition: position })
      .onConflict((oc) =>
        oc.column('StationId').doUpdateSet({
          LastSyncUtc: sql`now()`,
          QueuePosition: sql`greatest(app.station_sync."QueuePosition", excluded."QueuePosition")`,
        }),
      )
      .returning(['LastSyncUtc', 'QueuePosition'])
      .executeTakeFirstOrThrow();
    return { LastSyncUtc: new Date(row.LastSyncUtc).toISOString(), QueuePosition: Number(row.QueuePosition) };
  }
}
