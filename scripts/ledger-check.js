#!/usr/bin/env node
// `npm run ledger:check`: checks the identities between reports (docs/reports.md "Identities between
// reports") over the whole database, straight on the projections' read tables (the serving versions,
// or REPORTS_SCHEMA's replayed tables). Prints each identity, the scopes it checked and every scope
// that breaks it with both figures; exits 1 when any breaks.
const { Kysely, PostgresDialect } = require('kysely');
const { Pool } = require('pg');
const { appDatabase } = require('./app-database');
const { checkLedgerIdentities, formatIdentityResults } = require('@intermission/api/ledger/ledger-identities');

async function main() {
  // The same database `npm start` uses (scripts/app-database.js).
  const { url, embedded } = await appDatabase();
  const pool = new Pool({ connectionString: url, max: 1, application_name: 'intermission-ledger-check' });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const started = Date.now();
  try {
    const results = await checkLedgerIdentities(db);
    const broken = results.filter((r) => r.Breaks.length).length;
    process.stdout.write(
      `${formatIdentityResults(results)}\n\n${broken ? `${broken} identities broken` : 'Every identity holds'} (${Date.now() - started} ms).\n`,
    );
    if (broken) process.exitCode = 1;
  } finally {
    await db.destroy().catch(() => undefined);
    await embedded?.stop();
  }
}

main().catch((err) => {
  const hint = err && err.code === '3D000' ? ' Start the product once (npm start) so the database and its events exist.' : '';
  process.stderr.write(`\nThe check failed: ${err instanceof Error ? err.message : String(err)}.${hint}\n`);
  process.exit(2);
});
