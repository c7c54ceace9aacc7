import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { createDb, withDatabase } from '@intermission/db';
import { type NewEvent, START, createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { migrateToLatest } from '@intermission/migrations';
import { SAMPLE_AMOUNT_RECORDED, createProjectionRunner, createProjectionWaiter, streamTotalsProjection } from '@intermission/projections';
import { benchLists } from './lists';
import { benchReports } from './reports';
import { benchWeb } from './web';
import { benchSync } from './sync';
import { benchLive } from './live';

// npm run bench -- eventstore : our PostgreSQL store beside Emmett's on the same throwaway database.
const BENCH_DB = 'intermission_bench';
const SIZES = { single: 2_000, batched: 50_000, batch: 100, concurrent: 20_000, writers: 8, concurrentBatch: 10 };
const ROUNDS = 10; // every size divides into 10 slices of whole appends (2,000 concurrent events: 8 writers × 25 × 10)

interface Figure {
  what: string;
  ours: number;
  emmett?: number | string;
}

const ev = (i: number): NewEvent => ({ id: randomUUID(), type: SAMPLE_AMOUNT_RECORDED, data: { amount: i % 10 }, metadata: { userId: 1 } });
const rate = (n: number, ms: number) => Math.round((n * 1000) / ms);
async function timed(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

// The few calls of Emmett's API used here (loaded with import(): Emmett is ESM only).
interface EmmettStore {
  appendToStream(stream: string, events: { type: string; data: unknown }[]): Promise<unknown>;
  schema: { migrate(): Promise<unknown> };
  close(): Promise<void>;
}

async function loadEmmett(url: string): Promise<EmmettStore | undefined> {
  try {
    const m = (await import('@event-driven-io/emmett-postgresql' as string)) as { getPostgreSQLEventStore(url: string, o?: unknown): EmmettStore };
    const store = m.getPostgreSQLEventStore(url, { schema: { autoMigration: 'None' } });
    await store.schema.migrate();
    return store;
  } catch (e) {
    process.stdout.write(
      `Emmett not measured (${e instanceof Error ? e.message : String(e)}); install with npm install -w @intermission/bench -D @event-driven-io/emmett-postgresql@0.42.0\n`,
    );
    return undefined;
  }
}

// What one append cannot go below: a round trip, and a commit (its WAL flush), measured here.
async function measureLatency(pool: Pool): Promise<{ roundTrip: number; commit: number }> {
  const p50 = async (fn: () => Promise<unknown>) => {
    const t: number[] = [];
    for (let i = 0; i < 200; i++) t.push(await timed(async () => void (await fn())));
    return t.sort((a, b) => a - b)[100]!;
  };
  await pool.query('CREATE TABLE IF NOT EXISTS public.bench_commit (x integer)');
  const roundTrip = await p50(() => pool.query('SELECT 1'));
  const commit = await p50(() => pool.query('INSERT INTO public.bench_commit VALUES (1)'));
  return { roundTrip, commit };
}

async function benchEventStore(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
  const url = withDatabase(adminUrl, BENCH_DB);
  const db = createDb({ connectionString: url, max: 2 });
  await migrateToLatest(db);
  await db.destroy();

  const pool = createEventStorePool({ connectionString: url, max: 10 });
  const store = createPostgresEventStore(pool);
  const latency = await measureLatency(pool);
  const emmett = await loadEmmett(url);
  const figures: Figure[] = [];

  // Each figure is taken in ROUNDS slices, ours and Emmett's alternating (and which goes first
  // alternating too), so that a shared machine's load, which drifts over seconds, weighs on both alike.
  const compare = async (what: string, n: number, ours: (from: number, to: number) => Promise<void>, em?: (from: number, to: number) => Promise<void>) => {
    let o = 0;
    let e = 0;
    const slice = n / ROUNDS;
    for (let r = 0; r < ROUNDS; r++) {
      const [from, to] = [r * slice, (r + 1) * slice];
      const runOurs = async () => void (o += await timed(() => ours(from, to)));
      const runEm = async () => void (em && (e += await timed(() => em(from, to))));
      if (r % 2 === 0) await runOurs().then(runEm);
      else await runEm().then(runOurs);
    }
    figures.push({ what, ours: rate(n, o), emmett: em && rate(n, e) });
  };

  // single appends
  await compare(
    `single appends (${SIZES.single}, one event each)`,
    SIZES.single,
    async (from, to) => {
      for (let i = from; i < to; i++) await store.append(`single-${i % 100}`, [ev(i)]);
    },
    emmett &&
      (async (from, to) => {
        for (let i = from; i < to; i++) await emmett.appendToStream(`single-${i % 100}`, [{ type: SAMPLE_AMOUNT_RECORDED, data: { amount: i % 10 } }]);
      }),
  );

  // batched appends
  await compare(
    `batched appends (${SIZES.batched}, ${SIZES.batch} per append)`,
    SIZES.batched,
    async (from, to) => {
      for (let i = from; i < to; i += SIZES.batch)
        await store.append(
          `batched-${(i / SIZES.batch) % 200}`,
          Array.from({ length: SIZES.batch }, (_, k) => ev(i + k)),
        );
    },
    emmett &&
      (async (from, to) => {
        for (let i = from; i < to; i += SIZES.batch)
          await emmett.appendToStream(
            `batched-${(i / SIZES.batch) % 200}`,
            Array.from({ length: SIZES.batch }, (_, k) => ({ type: SAMPLE_AMOUNT_RECORDED, data: { amount: (i + k) % 10 } })),
          );
      }),
  );

  // concurrent appends: 8 writers, batches of 10, random streams
  const concurrent = async (from: number, to: number, append: (stream: string, i: number) => Promise<unknown>) => {
    const per = (to - from) / SIZES.writers;
    await Promise.all(
      Array.from({ length: SIZES.writers }, async (_, w) => {
        for (let i = 0; i < per; i += SIZES.concurrentBatch) await append(`conc-${Math.floor(Math.random() * 500)}`, from + w * per + i);
      }),
    );
  };
  await compare(
    `concurrent appends (${SIZES.writers} writers, ${SIZES.concurrent}, ${SIZES.concurrentBatch} per append)`,
    SIZES.concurrent,
    (from, to) =>
      concurrent(from, to, (s, i) =>
        store.append(
          s,
          Array.from({ length: SIZES.concurrentBatch }, (_, k) => ev(i + k)),
        ),
      ),
    emmett &&
      ((from, to) =>
        concurrent(from, to, async (s, i) => {
          // Emmett refuses two first appends racing on a new stream even without a check: retry those.
          for (let attempt = 0; ; attempt++) {
            try {
              return await emmett.appendToStream(
                s,
                Array.from({ length: SIZES.concurrentBatch }, (_, k) => ({ type: SAMPLE_AMOUNT_RECORDED, data: { amount: (i + k) % 10 } })),
              );
            } catch (e) {
              if (attempt >= 5) throw e;
            }
          }
        })),
  );

  // read all
  let total = 0;
  const oursRead = await timed(async () => {
    let at = START;
    for (;;) {
      const page = await store.readAll(at, 1000);
      if (page.length === 0) break;
      total += page.length;
      at = page[page.length - 1]!.position;
    }
  });
  figures.push({ what: `read all (${total} events, pages of 1000)`, ours: rate(total, oursRead), emmett: 'not measured' });

  // projection catch-up from the first event
  const head = await store.headPosition();
  const waiter = createProjectionWaiter(pool);
  const runner = createProjectionRunner({ pool, store, projections: [streamTotalsProjection(1)], batchSize: 1000, log: () => undefined });
  const catchUp = await timed(async () => {
    runner.start();
    if (!(await waiter.waitForPosition(['stream_totals'], head, 120_000))) throw new Error('projection did not catch up');
  });
  await runner.stop();
  await waiter.close();
  figures.push({ what: `projection catch-up (${total} events, stream totals, batches of 1000)`, ours: rate(total, catchUp), emmett: 'not measured' });

  await store.close();
  await pool.end();
  await emmett?.close();

  const cpus = os.cpus();
  process.stdout.write(
    `\nEvent store benchmark ${new Date().toISOString()} on ${cpus.length} cores (${cpus[0]?.model ?? '?'}), PostgreSQL at ${new URL(adminUrl).host}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n` +
      `Round trip (SELECT 1) p50 ${latency.roundTrip.toFixed(2)} ms, commit (one-row INSERT in autocommit) p50 ${latency.commit.toFixed(2)} ms: ` +
      `one append per round trip and commit is at most ~${Math.round(1000 / latency.commit)} single appends/s\n\n`,
  );
  process.stdout.write('| what | ours (events/s) | Emmett 0.42.0 (events/s) |\n| --- | ---: | ---: |\n');
  for (const f of figures) process.stdout.write(`| ${f.what} | ${f.ours} | ${f.emmett ?? 'n/a'} |\n`);
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'eventstore';
  if (which === 'eventstore') return benchEventStore();
  if (which === 'reports') return benchReports();
  if (which === 'web') return benchWeb();
  if (which === 'lists') return benchLists();
  if (which === 'sync') return benchSync();
  if (which === 'live') return benchLive();
  throw new Error(`Unknown benchmark ${which}; try: eventstore, reports, web, lists, sync`);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
