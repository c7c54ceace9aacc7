#!/usr/bin/env node
// Serves the built app for the end-to-end journeys on port 3100 against a fresh database
// `intermission_test_e2e_<port>` (same PostgreSQL choice as the integration tests), so runs on
// other ports side by side do not drop each other's database.
const path = require('node:path');
const { Client } = require('pg');
const { canConnect, withDatabase } = require('@intermission/db');
const { runServer } = require('../apps/api/dist/bootstrap/run-server');

async function main() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const overrides = {
    port,
    dataDir: path.resolve(__dirname, '../.data/e2e'),
    outboxDir: path.resolve(__dirname, '../.data/e2e/outbox'),
    signInRateLimit: { limit: 1000, ttlMs: 60000 },
  };
  let admin = process.env.TEST_DATABASE_URL;
  if (!admin && (await canConnect('postgres://postgres@127.0.0.1:5432/postgres'))) admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (admin) {
    const c = new Client({ connectionString: admin });
    await c.connect();
    const name = `intermission_test_e2e_${port}`;
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
    overrides.databaseUrl = withDatabase(admin, name);
  } else {
    process.env.EMBEDDED_PG_PORT = process.env.EMBEDDED_PG_PORT ?? '54331';
  }
  const server = await runServer(overrides, { quiet: false });
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
