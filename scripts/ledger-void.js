#!/usr/bin/env node
// `npm run ledger:void -- --event <id> --reason "<text>" --by "<your name>"`
// Recovers a projection stopped at an event it cannot apply, without editing the event: appends an
// EventVoided that every projection (and replay) honours by skipping the event; the running API or
// worker picks it up and the stopped projection carries on, while a projection that had already
// applied the event (a sale or an order feeds two) rebuilds its tables without it. See
// docs/operations.md.
const { parseArgs } = require('node:util');
const { Kysely, PostgresDialect } = require('kysely');
const { EventVoidedV1, LedgerEventTypes } = require('@intermission/contracts');
const { appDatabase } = require('./app-database');
const { EventRegistry, createEsdbEventStore, createEventStorePool, createPostgresEventStore } = require('@intermission/eventstore');
const { VoidRefused, registeredProjections, voidEvent } = require('@intermission/projections');

const usage = 'Usage: npm run ledger:void -- --event <event id> --reason "<why it cannot be applied>" --by "<your name>"';

function fail(message) {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

async function main() {
  let args;
  try {
    args = parseArgs({ options: { event: { type: 'string' }, reason: { type: 'string' }, by: { type: 'string' } } }).values;
  } catch (err) {
    fail(err.message);
  }
  if (!args.event || !args.reason || !args.by) fail('--event, --reason and --by are required.');

  // The same database `npm start` uses (scripts/app-database.js).
  const { url, embedded } = await appDatabase();
  const pool = createEventStorePool({ connectionString: url, max: 2, applicationName: 'intermission-ledger-void' });
  const registry = new EventRegistry().register(LedgerEventTypes.EventVoided, 1, EventVoidedV1);
  // Events live where the API keeps them (EVENTSTORE_URL selects EventStoreDB); checkpoints stay in PostgreSQL.
  const store = process.env.EVENTSTORE_URL ? createEsdbEventStore(process.env.EVENTSTORE_URL, { registry }) : createPostgresEventStore(pool, { registry });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  try {
    const r = await voidEvent({ store, db, projections: registeredProjections() }, { eventId: args.event, reason: args.reason, voidedBy: args.by });
    process.stdout.write(
      [
        r.created
          ? `Voided event ${r.event.id} (${r.event.type} at ${r.event.position}) by ${args.by}: ${args.reason.trim()}`
          : `Event ${r.event.id} (${r.event.type}) was already voided; nothing new was written.`,
        `The void is event ${r.voidEventId} at ${r.position} on stream ledger-voids.`,
        r.failedAt.length
          ? `Stopped at it: ${r.failedAt.join(', ')}. A running API or worker skips it within a second and carries on; GET /api/health shows Status "ok" once caught up.`
          : 'No projection is stopped at it; each one skips it when it gets there.',
        ...(r.rebuilds.length
          ? [
              `Already applied by ${r.rebuilds.join(', ')}: its runner rebuilds its tables without the event (from the first event, beside the live tables, ` +
                'swapped in at once) and logs "rebuilt without voided event"; its Lag in GET /api/health stays above 0 until then.',
            ]
          : []),
        '',
      ].join('\n'),
    );
  } catch (err) {
    if (err instanceof VoidRefused) {
      process.stderr.write(`Not voided: ${err.message}\n`);
      process.exitCode = 3;
      return;
    }
    throw err;
  } finally {
    await store.close();
    await pool.end().catch(() => undefined);
    await embedded?.stop();
  }
}

main().catch((err) => {
  const hint = err && err.code === '3D000' ? ' Start the product once (npm start) so the database and its events exist.' : '';
  process.stderr.write(`\nVoiding failed: ${err instanceof Error ? err.message : String(err)}.${hint}\n`);
  process.exit(1);
});
