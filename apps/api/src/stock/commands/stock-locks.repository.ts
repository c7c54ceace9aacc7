import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import type { Db } from '@intermission/db';
import { type Position, comparePositions } from '@intermission/eventstore';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { InjectDb } from '../../database/database.module';

/** What a decision holding its venues' locks knows of the decisions made there before it. */
export interface VenueTurn {
  /** The position of the last event a decision at these venues appended (null when none is recorded). */
  readonly last: Position | null;
  /** Records the position this decision appended, for the next decision at these venues. */
  appended(position: Position): void;
}

const later = (a: Position | null, b: Position | null): Position | null => (a === null ? b : b === null || comparePositions(a, b) >= 0 ? a : b);

/**
 * Serialises the stock decisions of one venue across every API process (issue 18 point 3): a
 * command that decides from on-hand (a count, an initialisation, a transfer that may snap to what
 * is on hand) holds a PostgreSQL advisory lock per venue it touches from loading its facts until
 * its events are appended and the stock projection has applied them, so the next decision there
 * reads the figure this one left. The wait for the projection is bounded, so the position each
 * decision appended is also kept per venue (app.stock_venue_positions, written before the locks
 * are released): the next decision waits for the projection to pass it before reading on hand
 * (VenueTurn.last), and never decides from a figure that lacks the one before. Per venue rather
 * than per location, because a patrons room or catering transfer's destination is found from the
 * origin's venue while deciding. Locks are taken in ascending order (no deadlock) on connections
 * of their own, so a command waiting for a lock never holds a connection the append or the
 * projections need.
 */
@Injectable()
export class StockLocksRepository implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() config: AppConfig,
  ) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: 8, application_name: 'intermission-stock-locks' });
    this.pool.on('error', () => undefined);
  }

  async serialised<T>(locationIds: readonly number[], decide: (turn: VenueTurn) => Promise<T>): Promise<T> {
    const venues = locationIds.length
      ? (
          await this.db
            .selectFrom('app.inventory_locations')
            .select('VenueId')
            .distinct()
            .where('Id', 'in', [...locationIds])
            .orderBy('VenueId')
            .execute()
        ).map((r) => r.VenueId)
      : [];
    if (!venues.length) return decide({ last: null, appended: () => undefined });
    const client = await this.pool.connect();
    let healthy = true;
    // The session can end while the lock is held (a terminated backend): the unlock below then fails
    // and the connection is dropped; it must not be an unhandled 'error' event that ends the process.
    const lost = () => (healthy = false);
    client.on('error', lost);
    let appended: Position | null = null;
    let before = new Map<number, Position>();
    try {
      for (const venueId of venues) await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`stock-venue:${venueId}`]);
      // Read under the locks: the decision before this one wrote its position before releasing them.
      before = new Map(
        (await this.db.selectFrom('app.stock_venue_positions').select(['VenueId', 'Position']).where('VenueId', 'in', venues).execute()).map((r) => [
          r.VenueId,
          r.Position,
        ]),
      );
      const last = [...before.values()].reduce<Position | null>(later, null);
      return await decide({ last, appended: (position) => (appended = later(appended, position)) });
    } finally {
      try {
        // Even when the decision then failed (e.g. the projection stopped during its wait): the event is stored.
        if (appended !== null) await this.remember(venues, before, appended);
      } finally {
        // Unlocking every advisory lock of this session; a connection that fails to is closed, which also releases them.
        await client.query('SELECT pg_advisory_unlock_all()').catch(() => (healthy = false));
        client.off('error', lost);
        client.release(!healthy);
      }
    }
  }

  /** Keeps, per venue, the later of the position known before and the one this decision appended (a replayed GUID answers an older one). */
  private async remember(venues: readonly number[], before: ReadonlyMap<number, Position>, appended: Position) {
    const rows = venues.map((VenueId) => ({ VenueId, Position: later(before.get(VenueId) ?? null, appended)!, UpdatedAt: new Date() }));
    await this.db
      .insertInto('app.stock_venue_positions')
      .values(rows)
      .onConflict((oc) => oc.column('VenueId').doUpdateSet((eb) => ({ Position: eb.ref('excluded.Position'), UpdatedAt: eb.ref('excluded.UpdatedAt') })))
      .execute();
  }

  async onApplicationShutdown() {
    await this.pool.end().catch(() => undefined);
  }
}
