import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Db } from '@intermission/db';
import type { PosUserFact, StationFact } from '@intermission/domain';
import { InjectDb } from '../../database/database.module';
import { posUserFact } from '../../stock/stock.repository';

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

  /** The POS user a count names, with the client of its venue (as movements and sales load it); null when none is named or found. */
  posUser(id: number | null): Promise<PosUserFact | null> {
    return id === null ? Promise.resolve(null) : posUserFact(this.db, id);
  }

  /** The next log Id (sequence app.cashbox_log_id_seq, migration 202611260500): carried in the event, so a rebuild keeps it. */
  async nextId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`SELECT nextval('app.cashbox_log_id_seq')::int AS id`.execute(this.db);
    return rows[0]!.id;
  }
}
