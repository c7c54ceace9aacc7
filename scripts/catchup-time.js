#!/usr/bin/env node
// `node scripts/catchup-time.js --db <database> [--projection <name>]… [--events <n>] [--keep]`
// Times a projection catch-up from the first event on a bench database (docs/benchmarks.md): drops
// the chosen projections' tables of their registered versions and their checkpoints, then runs the
// projection runner until every one of them is caught up. --events stops at the first n events (a
// quick loop; the store is read as if it ended there). Prints the time, events/s, the Node process's
// CPU and the CPU of the runner's PostgreSQL backends. Never point it at a database you keep.
const fs = require('node:fs');
const { parseArgs } = require('node:util');
const { Pool } = require('pg');
const { withDatabase } = require('@intermission/db');
const { comparePositions, createPostgresEventStore } = require('@intermission/eventstore');
const { applicationEventRegistry } = require('@intermission/api/ledger/event-registry');
const { ledgerPoolSize } = require('@intermission/api/ledger/ledger.module');
const { Kysely, PostgresDialect, sql } = require('kysely');
const { createProjectionRunner, registeredProjections } = require('@intermission/projections');

const APP = 'intermission-catchup-time';

async function main() {
  const args = parseArgs({
    options: {
      db: { type: 'string' },
      projection: { type: 'string', multiple: true },
      events: { type: 'string' },
      batch: { type: 'string' },
      keep: { type: 'boolean' },
    },
  }).values;
  if (!args.db || !/^intermission_bench_[a-z0-9_]+$/.test(args.db)) throw new Error('--db must name a bench database (intermission_bench_…)');
  const url = withDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', args.db);
  const all = registeredProjections();
  const projections = args.projection ? all.filter((p) => args.projection.includes(p.name)) : all;
  if (!projections.length) throw new Error(`No such projection; known: ${all.map((p) => p.name).join(', ')}`);
  // The API's pool for its runner (docs/eventstore.md): a lock and a batch each, the reads.
  const pool = new Pool({ connectionString: url, max: ledgerPoolSize(all.length), application_name: APP });
  const store = createPostgresEventStore(pool, { registry: applicationEventRegistry() });

  // The bound (--events): the position of the n-th event, and a store that ends there.
  let limit;
  if (args.events) {
    const { rows } = await pool.query(`SELECT transaction_id || ':' || position AS p FROM es.events ORDER BY transaction_id, position OFFSET $1 - 1 LIMIT 1`, [
      Number(args.events),
    ]);
    limit = rows[0]?.p;
  }
  const bounded = !limit
    ? store
    : Object.assign(Object.create(store), {
        readAll: async (at, max) => (await store.readAll(at, max)).filter((e) => comparePositions(e.position, limit) <= 0),
        waitForNew: async (_at, ms) => (await new Promise((r) => setTimeout(r, Math.min(ms, 200))), false),
      });
  const { rows: total } = await pool.query(
    limit
      ? `SELECT count(*)::int AS n FROM es.events WHERE (transaction_id, position) <= (split_part($1, ':', 1)::xid8, split_part($1, ':', 2)::bigint)`
      : 'SELECT count(*)::int AS n FROM es.events',
    limit ? [limit] : [],
  );
  const events = total[0].n;

  if (!args.keep) {
    // The tables each projection version makes: its setup run against a probe schema, rolled back.
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    for (const p of projections) {
      const bases = new Set();
      const probe = new Error('probe');
      await db
        .transaction()
        .execute(async (tx) => {
          await sql`CREATE SCHEMA catchup_probe`.execute(tx);
          await p.setup(tx, (base) => (bases.add(base), `catchup_probe.${base}`));
          throw probe;
        })
        .catch((err) => {
          if (err !== probe) throw err;
        });
      for (const base of bases) await pool.query(`DROP TABLE IF EXISTS app.${base}_v${p.version} CASCADE`);
      await pool.query('DELETE FROM es.projection_checkpoints WHERE name = $1 AND version = $2', [p.name, p.version]);
      await pool.query('DELETE FROM es.projection_skips WHERE name = $1 AND version = $2', [p.name, p.version]);
      process.stderr.write(`reset ${p.name} v${p.version}: ${[...bases].join(', ')}\n`);
    }
    await pool.query('CHECKPOINT').catch(() => undefined);
  }

  // CPU of this run's PostgreSQL backends: sampled from /proc (the server is local), the last seen per pid.
  const ticks = new Map();
  const hz = 100;
  const sample = async () => {
    const { rows } = await pool.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [APP]);
    for (const { pid } of rows) {
      try {
        const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks.set(pid, Number(f[11]) + Number(f[12]));
      } catch {
        // gone
      }
    }
  };
  const names = projections.map((p) => p.name);
  const done = new Map();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const runner = createProjectionRunner({
    pool,
    store: bounded,
    projections,
    batchSize: Number(args.batch ?? process.env.BENCH_CATCHUP_BATCH ?? 2000),
    log: (l) => {
      const m = /^projection (\S+) v\d+ caught up/.exec(l);
      if (m) done.set(m[1], performance.now() - t0);
      else if (/FAILED|runner error/.test(l)) process.stderr.write(`${l}\n`);
    },
  });
  runner.start();
  let last = 0;
  while (done.size < projections.length) {
    await new Promise((r) => setTimeout(r, 500));
    await sample();
    if (performance.now() - last > 10_000) {
      last = performance.now();
      const { rows } = await pool.query('SELECT name, position::text AS p FROM es.projection_checkpoints WHERE name = ANY($1)', [names]);
      process.stderr.write(`${Math.round((performance.now() - t0) / 1000)} s: ${rows.map((r) => `${r.name} ${r.p}`).join(', ')}\n`);
    }
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  await sample();
  await runner.stop();
  const pgCpu = [...ticks.values()].reduce((a, b) => a + b, 0) / hz;
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  process.stdout.write(
    `${new Date().toISOString()} ${args.db}: ${events.toLocaleString('en-US')} events, ${names.join(', ')}: ${(ms / 1000).toFixed(1)} s = ` +
      `${Math.round((events * 1000) / ms).toLocaleString('en-US')} events/s; Node CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, ` +
      `PostgreSQL backends' CPU ${pgCpu.toFixed(1)} s (of the pids seen); load average ${load}\n`,
  );
  for (const [name, at] of done) process.stdout.write(`  ${name} caught up at ${(at / 1000).toFixed(1)} s\n`);
  await store.close();
  await pool.end();
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
