#!/usr/bin/env node
// `npm run replay -- --until <ISO time | position> --schema <name> [--projection <name>]`
// Rebuilds the projections from the events up to a moment into a schema of their own, for
// auditors, and says how to point the reports at it. See docs/eventstore.md "Replay".
const { parseArgs } = require('node:util');
const { appDatabase } = require('./app-database');
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

  // The same database `npm start` uses (scripts/app-database.js).
  const { url, embedded } = await appDatabase();
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
        ...(result.skipped.length
          ? [
              `Skipped ${result.skipped.length} voided event${result.skipped.length > 1 ? 's' : ''} (as the live projections do): ${result.skipped.map((e) => e.id).join(', ')}.`,
            ]
          : []),
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
