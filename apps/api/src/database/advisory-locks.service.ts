import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';

/**
 * PostgreSQL advisory locks held across every API process while a decision loads its facts,
 * decides and appends. The locks live on connections of their own (a pool apart from the
 * application's), so a command waiting for a lock never holds a connection that the holder's reads,
 * its append or the projections need: ten waiters at one show event used to take the whole
 * application pool and hang the API. Keys are taken in sorted order, so two holders never deadlock.
 */
@Injectable()
export class AdvisoryLocks implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(@InjectConfig() config: AppConfig) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: 8, application_name: 'intermission-locks' });
    this.pool.on('error', () => undefined);
  }

  /** Runs `fn` holding the locks named by `keys` (none: runs it at once). */
  async hold<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    if (!sorted.length) return fn();
    const client = await this.pool.connect();
    let healthy = true;
    // The session can end while a lock is held (a terminated backend): the unlock below then fails and
    // the connection is dropped; it must not be an unhandled 'error' event that ends the process.
    const lost = () => (healthy = false);
    client.on('error', lost);
    try {
      for (const key of sorted) await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
      return await fn();
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

@Global()
@Module({ providers: [AdvisoryLocks], exports: [AdvisoryLocks] })
export class AdvisoryLocksModule {}
