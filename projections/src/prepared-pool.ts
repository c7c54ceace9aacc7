import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient } from 'pg';

/** How many statements one connection keeps prepared at most; later new texts run unprepared. */
export const PREPARED_PER_CONNECTION = 64;

const prepared = new WeakMap<PoolClient, Set<string>>();

/**
 * A pool for Kysely's PostgresDialect whose connections run each statement text as a named
 * prepared statement (the name is the text's hash): a projection's batch statement, the same text
 * every batch, is parsed once per connection and planned once it has a generic plan, rather than
 * parsed and planned afresh for each batch. The texts a connection prepares are bounded
 * (PREPARED_PER_CONNECTION); a text beyond the bound runs as before.
 */
export function preparingPool(pool: Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let names = prepared.get(client);
      if (!names) prepared.set(client, (names = new Set()));
      const known = names;
      const query = (text: unknown, values?: readonly unknown[]) => {
        if (typeof text !== 'string') return client.query(text as never);
        const name = `p_${createHash('sha1').update(text).digest('base64url')}`;
        if (!known.has(name) && known.size >= PREPARED_PER_CONNECTION) return client.query(text, values as unknown[]);
        known.add(name);
        return client.query({ name, text, values: values as unknown[] });
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release(destroy?: boolean) {
          if (destroy) prepared.delete(client);
          client.release(destroy);
        },
      };
    },
    end: () => pool.end(),
  };
}
