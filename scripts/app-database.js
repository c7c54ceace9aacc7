// The database the command-line scripts work on: the same one `npm start` uses. DATABASE_URL, else
// the embedded PostgreSQL under .data/pg (already running with the server, or started here and
// stopped by the caller with `embedded.stop()` when done).
const path = require('node:path');
const { canConnect, startEmbeddedPostgres, withDatabase } = require('@intermission/db');

/** @returns {Promise<{ url: string, embedded?: { stop(): Promise<void> } }>} */
async function appDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const base = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  let embedded;
  if (!(await canConnect(base))) {
    const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '..', '.data'));
    process.stderr.write(`Starting embedded PostgreSQL (data in ${path.join(dataDir, 'pg')}) ...\n`);
    embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), port);
  }
  return { url: withDatabase(base, 'intermission'), embedded };
}

module.exports = { appDatabase };
