import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { Pool, types } from 'pg';
import type { Database } from './database';

// numeric stays a string (decimal arithmetic happens in decimal.js), int8 becomes a string too;
// both are the pg defaults, said here so nobody "fixes" them to floats.
types.setTypeParser(types.builtins.NUMERIC, (v) => v);

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

export interface DbOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
}

export function createPool(options: DbOptions): Pool {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'intermission',
  });
  // An idle connection dropped by the server (restart, shutdown) is replaced on next use;
  // without a listener pg would crash the process.
  pool.on('error', (err) => process.stderr.write(`PostgreSQL connection lost: ${err.message}\n`));
  return pool;
}

export function createDb(options: DbOptions | Pool): Db {
  const pool = options instanceof Pool ? options : createPool(options);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Run fn in one transaction (the one way to write several rows together). */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}
