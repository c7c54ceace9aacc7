import { spawn } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Pool } from 'pg';
import { type EventStore, createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
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

it('a runner SIGKILLed mid-batch and restarted ends with the same tables as a clean run', async () => {
  for (let s = 0; s < 30; s++)
    await store.append(
      `crash-${s}`,
      Array.from({ length: 100 }, (_, i) => ({ id: randomUUID(), type: SAMPLE_AMOUNT_RECORDED, data: { amount: (i * 7 + s) % 11 } })),
    );
  const head = await store.headPosition();

  const child = spawn(process.execPath, [path.join(__dirname, '../test-support/crash-child.js'), tdb.url, 'crash_totals'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((r) => child.on('exit', (_code, signal) => r(signal)));
  // Kill once it has committed a batch or two but is far from done.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const st = (await projectionStatuses(tdb.db as never)).find((s) => s.name === 'crash_totals');
    if (st && st.position !== '0:0' && st.lag > 0) break;
    if (Date.now() > deadline) throw new Error('child runner made no progress');
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  const partial = (await projectionStatuses(tdb.db as never)).find((s) => s.name === 'crash_totals')!;
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
}, 60_000);
