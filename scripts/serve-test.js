#!/usr/bin/env node
// Serves the built app for the end-to-end journeys on E2E_PORT (`npm test` picks a free one; 3100
// when run by hand) against a fresh database `intermission_test_e2e_<port>` (same PostgreSQL choice
// as the integration tests; without one, an embedded PostgreSQL on E2E_PG_PORT under
// `.data/e2e-<port>/pg`), so runs side by side do not drop each other's database. On SIGTERM or
// SIGINT (Playwright's webServer.gracefulShutdown) it stops the app, then drops the database and
// removes `.data/e2e-<port>` (scripts/e2e-cleanup.js); what a killed server leaves, tests/run-all.js
// removes after Playwright has exited.
const path = require('node:path');
const { withDatabase } = require('@intermission/db');
const { runServer } = require('../apps/api/dist/bootstrap/run-server');
const { cleanE2e, e2eAdminUrl, e2eDatabase, e2eDataDir } = require('./e2e-cleanup');

const port = Number(process.env.E2E_PORT ?? 3100);
const log = (line) => console.log(`[serve-test ${port}] ${line}`);

/** Resolves with the running server once it listens (or rejects when it could not start). */
let started;
let stopping;
/** Stops the app (once it has started or failed to), then removes what it used; exits. */
const stop = (code) =>
  (stopping ??= (async () => {
    const server = await started?.catch(() => undefined);
    await server?.stop().catch((err) => console.error(err));
    await cleanE2e(port, log).catch((err) => console.error(err));
    process.exit(code);
  })());
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main() {
  // A server killed before (SIGKILL) may have left its database, data directory or embedded PostgreSQL.
  await cleanE2e(port, log);
  const dataDir = e2eDataDir(port);
  const overrides = {
    port,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    signInRateLimit: { limit: 1000, ttlMs: 60000 },
  };
  const admin = await e2eAdminUrl();
  if (admin) overrides.databaseUrl = withDatabase(admin, e2eDatabase(port));
  else process.env.EMBEDDED_PG_PORT = process.env.EMBEDDED_PG_PORT ?? process.env.E2E_PG_PORT ?? '54331';
  started = runServer(overrides, { quiet: false });
  await started;
}

main().catch((err) => {
  console.error(err);
  void stop(1);
});
