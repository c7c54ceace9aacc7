#!/usr/bin/env node
// `npm run replay -- --until <ISO time | position> --schema <name> [--projection <name>]`
// Rebuilds the projections from the events up to a moment into a schema of their own, for
// auditors, and says how to point the reports at it. See docs/eventstore.md "Replay".
const path = require('node:path');
const { parseArgs } = require('node:util');
const { canConnect, startEmbeddedPostgres, withDatabase } = require('@intermission/db');
const { createEventStorePool, createPostgresEventStore } = require('@intermission/eventstore');
const { parseReplayBound, progressBar, registeredProjections, replayProjections, replaySchemaProblem } = require('@intermission/projections');

const usage = 'Usage: npm run replay -- --until <ISO time | position> --schema <name> [--projection <name>]';

function fail(message) {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

async function main() {
  let args;
  try {
    args = parseArgs({ options: { until: { type: 'string' }, schema: { type: 'string' }, projection: { type: 'string', multiple: true } } }).values;
  } catch (err) {
    fail(err.message);
  }
  if (!args.until || !args.schema) fail('--until and --schema are required.');
  let until;
  try {
    until = parseReplayBound(args.until);
  } catch (err) {
    fail(err.message);
  }
  const problem = replaySchemaProblem(args.schema);
  if (problem) fail(problem);
  const all = registeredProjections();
  const wanted = args.projection ?? [];
  const unknown = wanted.filter((n) => !all.some((p) => p.name === n));
  if (unknown.length) fail(`Unknown projection ${unknown.join(', ')}; known: ${all.map((p) => p.name).join(', ')}`);
  const projections = wanted.length ? all.filter((p) => wanted.includes(p.name)) : all;

  // The same database `npm start` uses: DATABASE_URL, else the embedded one under .data/pg
  // (already running with the server, or started here for the replay and stopped after).
  let url = process.env.DATABASE_URL;
  let embedded;
  if (!url) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    const base = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    if (!(await canConnect(base))) {
      const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '..', '.data'));
      process.stderr.write(`Starting embedded PostgreSQL (data in ${path.join(dataDir, 'pg')}) ...\n`);
      embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), port);
    }
    url = withDatabase(base, 'intermission');
  }
  const pool = createEventStorePool({ connectionString: url, applicationName: 'intermission-replay' });
  const store = createPostgresEventStore(pool);
  const progress = progressBar('Replay', 0, 'events', { intervalMs: 1000 });
  try {
    const result = await replayProjections({
      pool,
      store,
      projections,
      until,
      schema: args.schema,
      onProgress: ({ read, total }) => progress.update(read, total),
    });
    progress.finish();
    process.stdout.write(
      [
        `Replayed ${result.events} events (up to ${'position' in until ? `position ${until.position}` : until.time.toISOString()}, last ${result.lastPosition})`,
        `into schema ${result.schema}: ${result.tables.join(', ') || 'no tables'}.`,
        '',
        'To read the reports as of that moment, start a server against it:',
        `  REPORTS_SCHEMA=${result.schema} npm start`,
        `(GET /api/health then shows "ReportsSchema": "${result.schema}". Drop it with: DROP SCHEMA ${result.schema} CASCADE)`,
        '',
      ].join('\n'),
    );
  } finally {
    await store.close();
    await pool.end().catch(() => undefined);
    await embedded?.stop();
  }
}

main().catch((err) => {
  const hint = err && err.code === '3D000' ? ' Start the product once (npm start) so the database and its events exist.' : '';
  process.stderr.write(`\nReplay failed: ${err instanceof Error ? err.message : String(err)}.${hint}\n`);
  process.exit(1);
});
