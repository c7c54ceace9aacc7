import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Db } from '@intermission/db';
import type { PosUserFact, StationFact } from '@intermission/domain';
import { InjectDb } from '../../database/database.module';

/** Master data a count is decided on, and the log Id allocated once at the command. */
@Injectable()
export class CashboxFactsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The station with where it stands (sales location, theatre, venue); null when there is none. */
  async station(id: number): Promise<StationFact | null> {
    const row = await this.db
      .selectFrom('app.stations as st')
      .innerJoin('app.sales_locations as sl', 'sl.Id', 'st.SalesLocationId')
      .innerJoin('app.theatres as th', 'th.Id', 'sl.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 'th.VenueId')
      .select(['st.Id', 'st.SalesLocationId', 'sl.TheatreId', 'th.VenueId', 'v.ClientId'])
      .where('st.Id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The POS user a count names, with the client of its venue (as the sales load it); null when none is named or found. */
  async posUser(id: number | null): Promise<PosUserFact | null> {
    if (id === null) return null;
    const row = await this.db
      .selectFrom('app.pos_users as p')
      .innerJoin('app.venues as v', 'v.Id', 'p.VenueId')
      .select(['p.Id', 'v.ClientId'])
      .where('p.Id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The next log Id (sequence app.cashbox_log_id_seq, migration 202611260500): carried in the event, so a rebuild keeps it. */
  async nextId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`SELECT nextval('app.cashbox_log_id_seq')::int AS id`.execute(this.db);
    return rows[0]!.id;
  }
}
