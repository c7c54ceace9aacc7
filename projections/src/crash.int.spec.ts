import { spawn } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Pool } from 'pg';
import { type EventStore, type Position, createEventStorePool, createPostgresEventStore, encodePosition } from '@intermission/eventstore';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { replayProjections } from './replay';
import { createProjectionRunner } from './runner';
import { SAMPLE_AMOUNT_RECORDED, streamTotalsProjection } from './samples/stream-totals.projection';
import { createProjectionWaiter, projectionStatuses } from './status';

let tdb: TestDatabase;
let pool: Pool;
let store: EventStore;

beforeAll(async () => {
  tdb = await createTestDatabase();
  pool = createEventStorePool({ connectionString: tdb.url, max: 8 });
  store = createPostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await tdb.drop();
});

const rows = async (table: string) =>
  (await sql<{ stream: string; events: number; amount: string }>`SELECT stream, events, amount FROM ${sql.raw(table)} ORDER BY stream`.execute(tdb.db)).rows;

/**
 * Waits until the server has ended every connection of the killed child: a statement it had in
 * flight (an append in autocommit) may still commit after the kill, so what is stored is counted
 * only once none is left.
 */
async function childGone(): Promise<void> {
  const left = async () =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'crash-child'`.execute(tdb.db)).rows[0]!.n);
  for (const until = Date.now() + 20_000; (await left()) > 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
  expect(await left()).toBe(0);
}

/**
 * The head once every stored event counts: the head leaves out events that a transaction still in
 * progress anywhere in the cluster could precede (another test's, or a killed process's that the
 * server has not noticed yet), so it is read again until it reaches the last event stored.
 */
async function settledHead(): Promise<Position> {
  const { rows } = await sql<{ transaction_id: string; position: string }>`
    SELECT transaction_id, position FROM es.events ORDER BY transaction_id DESC, position DESC LIMIT 1`.execute(tdb.db);
  const last = encodePosition(rows[0]!.transaction_id, rows[0]!.position);
  let head = await store.headPosition();
  for (const until = Date.now() + 20_000; head !== last && Date.now() < until; head = await store.headPosition()) await new Promise((r) => setTimeout(r, 100));
  expect(head).toBe(last);
  return head;
}

it('a runner SIGKILLed mid-batch and restarted ends with the same tables as a clean run', async () => {
  for (let s = 0; s < 30; s++)
    await store.append(
      `crash-${s}`,
      Array.from({ length: 100 }, (_, i) => ({ id: randomUUID(), type: SAMPLE_AMOUNT_RECORDED, data: { amount: (i * 7 + s) % 11 } })),
    );
  const head = await settledHead();

  const child = spawn(process.execPath, [path.join(__dirname, '../test-support/crash-child.js'), tdb.url, 'crash_totals'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((r) => child.on('exit', (_code, signal) => r(signal)));
  // Kill once it has committed a batch or two but is far from done.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const st = (await projectionStatuses(tdb.db as never, store)).find((s) => s.name === 'crash_totals');
    if (st && st.position !== '0:0' && st.lag > 0) break;
    if (Date.now() > deadline) throw new Error('child runner made no progress');
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  await childGone();
  const partial = (await projectionStatuses(tdb.db as never, store)).find((s) => s.name === 'crash_totals')!;
  expect(partial.lag).toBeGreaterThan(0);

  const waiter = createProjectionWaiter(pool);
  const runner = createProjectionRunner({
    pool,
    store,
    projections: [streamTotalsProjection(1, { name: 'crash_totals' }), streamTotalsProjection(1, { name: 'clean_totals' })],
    idleWaitMs: 200,
    log: () => undefined,
  });
  runner.start();
  expect(await waiter.waitForPosition(['crash_totals', 'clean_totals'], head, 20_000)).toBe(true);
  await runner.stop();
  await waiter.close();
  const crashed = await rows('app.crash_totals_v1');
  expect(crashed).toHaveLength(30);
  expect(crashed).toEqual(await rows('app.clean_totals_v1'));
  expect(crashed.reduce((a, r) => a + r.events, 0)).toBe(3000);
  // And with a full rebuild from the events.
  await replayProjections({
    pool,
    store,
    projections: [streamTotalsProjection(1, { name: 'crash_totals' })],
    until: { position: head },
    schema: 'rebuilt_crash',
  });
  expect(await rows('rebuilt_crash.crash_totals')).toEqual(crashed);
}, 60_000);

it('a writer SIGKILLed mid-append loses no acknowledged append, stores no half batch, and projects as a rebuild does', async () => {
  const child = spawn(process.execPath, [path.join(__dirname, '../test-support/crash-child.js'), tdb.url, 'killed', 'append'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((r) => child.on('exit', (_code, signal) => r(signal)));
  // What the writer was told was stored: stream -> the revision its last acknowledged append reached.
  const acked = new Map<string, bigint>();
  let buffered = '';
  const enough = new Promise<void>((resolve) =>
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const m = /^acked (\S+) (\d+)$/.exec(line);
        if (m) acked.set(m[1]!, BigInt(m[2]!));
      }
      if (acked.size >= 20 || [...acked.values()].reduce((a, b) => a + b, 0n) > 2000n) resolve();
    }),
  );
  const deadline = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await enough;
  // Four writers append without pause: the kill lands while some append is in flight.
  child.kill('SIGKILL');
  clearTimeout(deadline);
  expect(await exited).toBe('SIGKILL');
  expect(acked.size).toBeGreaterThan(0);
  await childGone();

  const { rows: streams } = await sql<{ stream_id: string; n: string; max: string; revision: string }>`
    SELECT e.stream_id, count(*) AS n, max(e.revision) AS max, s.revision FROM es.events e JOIN es.streams s USING (stream_id)
    WHERE e.stream_id LIKE 'killed-%' GROUP BY e.stream_id, s.revision`.execute(tdb.db);
  for (const s of streams) {
    // Whole batches only, revisions without a gap, and the stream's revision is its last event's.
    expect(Number(s.n) % 50).toBe(0);
    expect(BigInt(s.max)).toBe(BigInt(s.n) - 1n);
    expect(s.revision).toBe(s.max);
  }
  for (const [stream, revision] of acked) expect(BigInt(streams.find((s) => s.stream_id === stream)?.max ?? -1)).toBeGreaterThanOrEqual(revision);

  // A runner after the crash, then a full rebuild: the same tables.
  const head = await settledHead();
  const waiter = createProjectionWaiter(pool);
  const runner = createProjectionRunner({
    pool,
    store,
    projections: [streamTotalsProjection(1, { name: 'after_kill' })],
    idleWaitMs: 200,
    log: () => undefined,
  });
  runner.start();
  expect(await waiter.waitForPosition(['after_kill'], head, 20_000)).toBe(true);
  await runner.stop();
  await waiter.close();
  await replayProjections({ pool, store, projections: [streamTotalsProjection(1, { name: 'after_kill' })], until: { position: head }, schema: 'rebuilt_kill' });
  const live = await rows('app.after_kill_v1');
  expect(live).toEqual(await rows('rebuilt_kill.after_kill'));
  const stored = streams.reduce((a, s) => a + Number(s.n), 0);
  expect(live.filter((r) => r.stream.startsWith('killed-')).reduce((a, r) => a + r.events, 0)).toBe(stored);
}, 60_000);
