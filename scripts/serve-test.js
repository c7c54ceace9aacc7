#!/usr/bin/env node
// Serves the built app for the end-to-end journeys on E2E_PORT (`npm test` picks a free one; 3100
// when run by hand) against a fresh database `intermission_test_e2e_<port>` (same PostgreSQL choice
// as the integration tests), so runs side by side do not drop each other's database; the database is
// dropped again when the server stops.
const path = require('node:path');
const { Client } = require('pg');
const { canConnect, withDatabase } = require('@intermission/db');
const { runServer } = require('../apps/api/dist/bootstrap/run-server');

async function main() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const overrides = {
    port,
    dataDir: path.resolve(__dirname, `../.data/e2e-${port}`),
    outboxDir: path.resolve(__dirname, `../.data/e2e-${port}/outbox`),
    signInRateLimit: { limit: 1000, ttlMs: 60000 },
  };
  let admin = process.env.TEST_DATABASE_URL;
  let drop = async () => undefined;
  if (!admin && (await canConnect('postgres://postgres@127.0.0.1:5432/postgres'))) admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (admin) {
    const c = new Client({ connectionString: admin });
    await c.connect();
    const name = `intermission_test_e2e_${port}`;
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
    overrides.databaseUrl = withDatabase(admin, name);
    drop = async () => {
      const d = new Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    };
  } else {
    process.env.EMBEDDED_PG_PORT = process.env.EMBEDDED_PG_PORT ?? process.env.E2E_PG_PORT ?? '54331';
  }
  const server = await runServer(overrides, { quiet: false });
  const stop = () =>
    server
      .stop()
      .then(drop)
      .catch((err) => console.error(err))
      .then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
