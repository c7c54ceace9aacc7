#!/usr/bin/env node
// What the end-to-end server on one port (scripts/serve-test.js) leaves behind, and its removal:
// the database `intermission_test_e2e_<port>` on the tests' PostgreSQL (TEST_DATABASE_URL, else the
// local server at 127.0.0.1:5432), or, without one, the embedded PostgreSQL it ran under
// `.data/e2e-<port>/pg` (stopped when still running); and the data directory `.data/e2e-<port>`
// (outbox, uploads, that cluster). The server removes them when it stops; `npm test`
// (tests/run-all.js) calls this again after Playwright has exited, so a server that was killed
// leaves nothing either. By hand: `node scripts/e2e-cleanup.js <port>` (only for a port whose
// server is not running).
const fs = require('node:fs');
const path = require('node:path');
const { Client } = require('pg');
const { canConnect, stopLeftOverPostgres } = require('@intermission/db');

const localAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

const e2eDatabase = (port) => `intermission_test_e2e_${Number(port)}`;
const e2eDataDir = (port) => path.resolve(__dirname, `../.data/e2e-${Number(port)}`);

/** The server the e2e database lives on (as the integration tests choose it), or undefined for an embedded one. */
async function e2eAdminUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return (await canConnect(localAdminUrl)) ? localAdminUrl : undefined;
}

async function dropE2eDatabase(adminUrl, port) {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [e2eDatabase(port)]);
    if (rowCount) await c.query(`DROP DATABASE IF EXISTS ${e2eDatabase(port)} WITH (FORCE)`);
    return rowCount > 0;
  } finally {
    await c.end();
  }
}

/** Removes what the e2e server of `port` left: its database, an embedded PostgreSQL still running, its data directory. */
async function cleanE2e(port, log = () => undefined) {
  const dir = e2eDataDir(port);
  await stopLeftOverPostgres(path.join(dir, 'pg'), log);
  const adminUrl = await e2eAdminUrl();
  if (adminUrl && (await dropE2eDatabase(adminUrl, port))) log(`Dropped the database ${e2eDatabase(port)}.`);
  if (fs.existsSync(dir)) {
    fs.rmSync(dir, { recursive: true, force: true });
    log(`Removed ${path.relative(process.cwd(), dir) || dir}.`);
  }
}

module.exports = { cleanE2e, dropE2eDatabase, e2eAdminUrl, e2eDatabase, e2eDataDir };

if (require.main === module) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port) || port <= 0) {
    console.error('Usage: node scripts/e2e-cleanup.js <port>');
    process.exit(2);
  }
  cleanE2e(port, (line) => console.log(line)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
