import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Pool } from 'pg';
import { type EventStore, createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { projectionTable } from './projection';
import { createProjectionRunner } from './runner';
import { SAMPLE_AMOUNT_RECORDED, streamTotalsProjection } from './samples/stream-totals.projection';
import { replayProjections } from './replay';
import { type ProjectionWaiter, createProjectionWaiter, projectionStatuses } from './status';
import { VoidRefused, recoveryCommand, voidEvent } from './voids';

let tdb: TestDatabase;
let pool: Pool;
let store: EventStore;
let waiter: ProjectionWaiter;
const logs: string[] = [];
const log = (l: string) => logs.push(l);

beforeAll(async () => {
  tdb = await createTestDatabase();
  pool = createEventStorePool({ connectionString: tdb.url, max: 12 });
  store = createPostgresEventStore(pool);
  waiter = createProjectionWaiter(pool);
});
afterAll(async () => {
  await waiter.close();
  await store.close();
  await pool.end();
  await tdb.drop();
});

async function writeSample(streams: string[], perStream: number, amountOf: (i: number) => number = (i) => i % 7) {
  for (const s of streams) {
    const events = Array.from({ length: perStream }, (_, i) => ({ id: randomUUID(), type: SAMPLE_AMOUNT_RECORDED, data: { amount: amountOf(i) } }));
    await store.append(s, events);
  }
  // The position answered is the last one written, so a wait for it leaves no lag behind.
  return (await store.append(`other-${randomUUID()}`, [{ id: randomUUID(), type: 'SomethingElse', data: {} }])).position;
}

async function totals(name: string) {
  const table = await projectionTable(tdb.db as never, name, name);
  const { rows } = await sql<{ events: string; amount: string }>`SELECT sum(events) AS events, sum(amount) AS amount FROM ${sql.raw(table)}`.execute(tdb.db);
  return { events: Number(rows[0]!.events), amount: Number(rows[0]!.amount), table };
}

it('projects every event once: totals equal what was written, read-your-writes via waitForPosition', async () => {
  const streams = Array.from({ length: 20 }, () => `acc-${randomUUID()}`);
  const pos = await writeSample(streams, 50);
  const runner = createProjectionRunner({ pool, store, projections: [streamTotalsProjection(1)], batchSize: 100, idleWaitMs: 200, log });
  // A second runner for the same projection stands by on the advisory lock.
  const rival = createProjectionRunner({ pool, store, projections: [streamTotalsProjection(1)], batchSize: 100, idleWaitMs: 200, log });
  runner.start();
  rival.start();
  expect(await waiter.waitForPosition(['stream_totals'], pos, 10_000)).toBe(true);
  const more = await writeSample(streams.slice(0, 2), 10);
  expect(await waiter.waitForPosition(['stream_totals'], more, 10_000)).toBe(true);
  const expectedAmount =
    20 * Array.from({ length: 50 }, (_, i) => i % 7).reduce((a, b) => a + b, 0) + 2 * Array.from({ length: 10 }, (_, i) => i % 7).reduce((a, b) => a + b, 0);
  expect(await totals('stream_totals')).toMatchObject({ events: 1020, amount: expectedAmount, table: 'app.stream_totals_v1' });
  const [status] = (await projectionStatuses(tdb.db as never, store)).filter((s) => s.name === 'stream_totals');
  expect(status).toMatchObject({ status: 'running', lag: 0, active: true, error: null });
  await Promise.all([runner.stop(), rival.stop()]);
  expect((await projectionStatuses(tdb.db as never, store)).find((s) => s.name === 'stream_totals')?.status).toBe('stopped');
}, 30_000);

it('a poison event fails its projection with error and position while another continues', async () => {
  const streams = [`p-${randomUUID()}`];
  const pos = await writeSample(streams, 5, (i) => (i === 3 ? 666 : 1));
  const runner = createProjectionRunner({
    pool,
    store,
    projections: [streamTotalsProjection(1, { name: 'poisoned', failOnAmount: 666 }), streamTotalsProjection(1, { name: 'healthy' })],
    batchSize: 50,
    idleWaitMs: 200,
    log,
  });
  runner.start();
  expect(await waiter.waitForPosition(['healthy'], pos, 10_000)).toBe(true);
  expect(await waiter.waitForPosition(['poisoned'], pos, 300)).toBe(false);
  // The poisoned runner records its failure on its own schedule: wait for it (bounded), never a fixed sleep.
  const failedBy = Date.now() + 10_000;
  let statuses = await projectionStatuses(tdb.db as never, store);
  while (statuses.find((s) => s.name === 'poisoned')?.status !== 'failed' && Date.now() < failedBy) {
    await new Promise((r) => setTimeout(r, 50));
    statuses = await projectionStatuses(tdb.db as never, store);
  }
  const poisoned = statuses.find((s) => s.name === 'poisoned')!;
  expect(poisoned).toMatchObject({ status: 'failed', error: expect.stringContaining('poison amount 666') });
  expect(poisoned.errorPosition).toMatch(/^\d+:\d+$/);
  expect(poisoned.lag).toBeGreaterThan(0);
  expect(logs.some((l) => l.includes('poisoned v1 FAILED'))).toBe(true);
  expect(statuses.find((s) => s.name === 'healthy')).toMatchObject({ status: 'running', lag: 0 });
  // It names the event and says what to run; the writes that read it can ask, cheaply.
  const [poison] = (await store.readStream(streams[0]!)).filter((e) => (e.data as { amount: number }).amount === 666);
  expect(poisoned).toMatchObject({ errorEventId: poison!.id, errorEventType: SAMPLE_AMOUNT_RECORDED, recovery: recoveryCommand(poison!.id) });
  expect(logs.find((l) => l.includes('poisoned v1 FAILED'))).toContain(`npm run ledger:void -- --event ${poison!.id}`);
  expect(await waiter.failed(['poisoned', 'healthy'])).toEqual([expect.objectContaining({ name: 'poisoned', errorEventId: poison!.id })]);

  // Recovery without editing the event. A void of an event a projection applied while none is
  // stopped at it is refused: that is a recorded fact, for a correcting event to change.
  const projections = [streamTotalsProjection(1, { name: 'poisoned', failOnAmount: 666 }), streamTotalsProjection(1, { name: 'healthy' })];
  const [fine] = await store.readStream(streams[0]!);
  await expect(voidEvent({ store, db: tdb.db as never, projections }, { eventId: fine!.id, reason: 'not poison', voidedBy: 'Ops' })).rejects.toThrow(
    new VoidRefused(
      `Event ${fine!.id} (${SAMPLE_AMOUNT_RECORDED}) was already applied by healthy v1 and no projection is stopped at it; ` +
        'a void recovers a projection stopped at an event, it does not undo a recorded one. Record a correcting movement instead.',
    ),
  );
  // The poison one is accepted although the healthy projection applied it: the running runner skips
  // it in the stopped projection, records the skip and carries on, no restart; and rebuilds the
  // healthy one without it.
  const voided = await voidEvent(
    { store, db: tdb.db as never, projections },
    { eventId: poison!.id, reason: 'amount typed with three sixes', voidedBy: 'Ops' },
  );
  expect(voided).toMatchObject({ created: true, failedAt: ['poisoned v1'], rebuilds: ['healthy v1'] });
  // Failed until the runner has looked for voids again (on its own schedule: polled, bounded).
  const resumedBy = Date.now() + 10_000;
  while ((await waiter.failed(['poisoned'])).length > 0 && Date.now() < resumedBy) await new Promise((r) => setTimeout(r, 50));
  expect(await waiter.waitForPosition(['poisoned'], voided.position, 10_000)).toBe(true);
  const after = (await projectionStatuses(tdb.db as never, store)).find((s) => s.name === 'poisoned')!;
  expect(after).toMatchObject({ status: 'running', error: null, errorEventId: null, recovery: null, lag: 0 });
  expect(await waiter.failed(['poisoned'])).toEqual([]);
  expect(await waiter.waitForPosition(['healthy'], voided.position, 10_000)).toBe(true);
  const { rows: skips } = await sql<{ name: string; event_id: string; voided_by: string }>`
    SELECT name, event_id, voided_by FROM es.projection_skips WHERE name IN ('poisoned', 'healthy') ORDER BY name`.execute(tdb.db);
  expect(skips).toEqual([
    { name: 'healthy', event_id: poison!.id, voided_by: 'Ops' },
    { name: 'poisoned', event_id: poison!.id, voided_by: 'Ops' },
  ]);
  expect(logs.some((l) => l.includes(`poisoned v1 skipped voided event ${SAMPLE_AMOUNT_RECORDED} ${poison!.id}`))).toBe(true);
  expect(logs.some((l) => l.includes(`healthy v1 rebuilt without voided event ${poison!.id}`))).toBe(true);
  const { rows: live } = await sql`SELECT stream, events, amount FROM app.poisoned_v1 ORDER BY stream`.execute(tdb.db);
  expect(live.find((r) => (r as { stream: string }).stream === streams[0])).toEqual({ stream: streams[0], events: 4, amount: '4' });
  // The healthy projection no longer counts the voided event either (it had: 5 events, 670).
  const { rows: healthy } = await sql`SELECT stream, events, amount FROM app.healthy_v1 ORDER BY stream`.execute(tdb.db);
  expect(healthy).toEqual(live);
  const { rows: rebuildSchemas } = await sql`SELECT 1 FROM information_schema.schemata WHERE schema_name LIKE 'rebuild\_%'`.execute(tdb.db);
  expect(rebuildSchemas).toEqual([]);
  // A second void of the same event writes nothing new; a full rebuild skips it too and agrees.
  expect(await voidEvent({ store, db: tdb.db as never, projections }, { eventId: poison!.id, reason: 'again', voidedBy: 'Ops' })).toMatchObject({
    created: false,
    voidEventId: voided.voidEventId,
  });
  const rebuilt = await replayProjections({ pool, store, projections, until: { time: new Date() }, schema: 'rebuilt_poisoned' });
  expect(rebuilt.skipped.map((e) => e.id)).toEqual([poison!.id]);
  for (const name of ['poisoned', 'healthy']) {
    const { rows: replayed } = await sql`SELECT stream, events, amount FROM ${sql.raw(`rebuilt_poisoned.${name}`)} ORDER BY stream`.execute(tdb.db);
    expect({ name, rows: replayed }).toEqual({ name, rows: live });
  }
  await runner.stop();
}, 30_000);

it('a version bump rebuilds into fresh tables and swaps once caught up', async () => {
  const before = await totals('stream_totals');
  const head = await store.headPosition();
  const runner = createProjectionRunner({ pool, store, projections: [streamTotalsProjection(2)], batchSize: 100, idleWaitMs: 200, log });
  runner.start();
  expect(await waiter.waitForPosition(['stream_totals'], head, 10_000)).toBe(true);
  const after = await totals('stream_totals');
  expect(after.table).toBe('app.stream_totals_v2');
  // v2 saw everything v1 saw plus the later poison-test stream
  expect(after.events).toBeGreaterThan(before.events);
  await runner.stop();
}, 30_000);

it('projections at the same checkpoint share the batch read: each full batch is read once, not once per projection', async () => {
  const streams = Array.from({ length: 10 }, () => `shared-${randomUUID()}`);
  const pos = await writeSample(streams, 30);
  const total = await store.countEvents();
  let fullReads = 0;
  const counting: EventStore = {
    ...store,
    readAll: async (from, max) => {
      const batch = await store.readAll(from, max);
      if (batch.length === max) fullReads += 1;
      return batch;
    },
  };
  const names = ['shared_a', 'shared_b', 'shared_c'];
  const runner = createProjectionRunner({
    pool,
    store: counting,
    projections: names.map((name) => streamTotalsProjection(1, { name })),
    batchSize: 50,
    idleWaitMs: 200,
    log,
  });
  runner.start();
  expect(await waiter.waitForPosition(names, pos, 20_000)).toBe(true);
  await runner.stop();
  // Once per projection would be three times the full batches; a projection that fell more than
  // a few batches behind reads its own, so allow some.
  expect(fullReads).toBeGreaterThanOrEqual(Math.floor(total / 50));
  expect(fullReads).toBeLessThan(2 * Math.floor(total / 50));
  for (const name of names) expect(await totals(name)).toMatchObject({ events: (await totals('shared_a')).events });
}, 30_000);
