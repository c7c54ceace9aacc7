import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import type { Db } from '@intermission/db';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { InjectDb } from '../../database/database.module';

/**
 * Serialises the stock decisions of one venue across every API process (issue 18 point 3): a
 * command that decides from on-hand (a count, an initialisation, a transfer that may snap to what
 * is on hand) holds a PostgreSQL advisory lock per venue it touches from loading its facts until
 * its events are appended and the stock projection has applied them, so the next decision there
 * reads the figure this one left. Per venue rather than per location, because a patrons room or
 * catering transfer's destination is found from the origin's venue while deciding. Locks are taken
 * in ascending order (no deadlock) on connections of their own, so a command waiting for a lock
 * never holds a connection the append or the projections need.
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

  async serialised<T>(locationIds: readonly number[], decide: () => Promise<T>): Promise<T> {
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
    if (!venues.length) return decide();
    const client = await this.pool.connect();
    let healthy = true;
    // The session can end while the lock is held (a terminated backend): the unlock below then fails
    // and the connection is dropped; it must not be an unhandled 'error' event that ends the process.
    const lost = () => (healthy = false);
    client.on('error', lost);
    try {
      for (const venueId of venues) await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`stock-venue:${venueId}`]);
      return await decide();
    } finally {
      // Unlocking every advisory lock of this session; a connection that fails to is closed, which also releases them.
      await client.query('SELECT pg_advisory_unlock_all()').catch(() => (healthy = false));
      client.off('error', lost);
      client.release(!healthy);
    }
  }

  async onApplicationShutdown() {
    await this.pool.end().catch(() => undefined);
  }
}
