import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Pool } from 'pg';
import { type EventStore, createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { projectionTable } from './projection';
import { parseReplayBound, replayProjections, replaySchemaProblem } from './replay';
import { SAMPLE_AMOUNT_RECORDED, streamTotalsProjection } from './samples/stream-totals.projection';

let tdb: TestDatabase;
let pool: Pool;
let store: EventStore;

beforeAll(async () => {
  tdb = await createTestDatabase();
  pool = createEventStorePool({ connectionString: tdb.url, max: 4 });
  store = createPostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await tdb.drop();
});

const amounts = (stream: string, values: number[]) =>
  store.append(
    stream,
    values.map((amount) => ({ id: randomUUID(), type: SAMPLE_AMOUNT_RECORDED, data: { amount } })),
  );

async function totals(schema: string) {
  const table = await projectionTable(tdb.db as never, 'stream_totals', 'stream_totals', schema);
  const { rows } = await sql<{ stream: string; events: number; amount: string }>`SELECT stream, events, amount FROM ${sql.raw(table)} ORDER BY stream`.execute(
    tdb.db,
  );
  return rows.map((r) => ({ ...r, amount: String(r.amount) }));
}

it('rebuilds the tables as of a position and as of a time, leaving later events out', async () => {
  await amounts('till-a', [5, 7]);
  const first = await amounts('till-b', [11]);
  // Stamp a clear gap in recorded time between the two halves.
  await sql`UPDATE es.events SET recorded_at = now() - interval '1 hour'`.execute(tdb.db);
  const between = new Date(Date.now() - 30 * 60 * 1000);
  await amounts('till-a', [100]);
  await amounts('till-c', [1000, 3]);

  const progress: number[] = [];
  const byPosition = await replayProjections({
    pool,
    store,
    projections: [streamTotalsProjection()],
    until: parseReplayBound(first.position),
    schema: 'audit_position',
    batchSize: 1,
    onProgress: (p) => progress.push(p.read),
  });
  expect(byPosition).toMatchObject({ events: 3, lastPosition: first.position, tables: ['audit_position.stream_totals'] });
  expect(progress).toEqual([0, 1, 2, 3]);
  expect(await totals('audit_position')).toEqual([
    { stream: 'till-a', events: 2, amount: '12' },
    { stream: 'till-b', events: 1, amount: '11' },
  ]);

  const byTime = await replayProjections({ pool, store, projections: [streamTotalsProjection()], until: { time: between }, schema: 'audit_time' });
  expect(byTime.events).toBe(3);
  expect(await totals('audit_time')).toEqual(await totals('audit_position'));

  // Replaying again into the same schema starts afresh: nothing is counted twice.
  await replayProjections({ pool, store, projections: [streamTotalsProjection()], until: { time: new Date() }, schema: 'audit_time' });
  expect(await totals('audit_time')).toEqual([
    { stream: 'till-a', events: 3, amount: '112' },
    { stream: 'till-b', events: 1, amount: '11' },
    { stream: 'till-c', events: 2, amount: '1003' },
  ]);
});

it('refuses the application schemas and unreadable bounds', async () => {
  expect(replaySchemaProblem('app')).toMatch(/belongs to the application/);
  expect(replaySchemaProblem('es')).toMatch(/belongs to the application/);
  expect(replaySchemaProblem('pg_catalog')).toMatch(/belongs to the application/);
  expect(replaySchemaProblem('Audit; drop')).toMatch(/lower-case/);
  expect(replaySchemaProblem('audit_2026_11')).toBeNull();
  expect(() => parseReplayBound('yesterday')).toThrow(/ISO time/);
  expect(parseReplayBound('2026-11-22T18:00:00Z')).toEqual({ time: new Date('2026-11-22T18:00:00Z') });
  await expect(replayProjections({ pool, store, projections: [], until: { time: new Date() }, schema: 'public' })).rejects.toThrow(
    /belongs to the application/,
  );
});

it('npm run replay: the command rebuilds into the schema, shows progress and says how to read it', () => {
  const script = path.resolve(__dirname, '../../scripts/replay.js');
  const run = spawnSync(process.execPath, [script, '--until', new Date().toISOString(), '--schema', 'audit_cli', '--projection', 'received_orders'], {
    env: { ...process.env, DATABASE_URL: tdb.url },
    encoding: 'utf8',
  });
  expect(run.stderr).toContain('events (100%)');
  expect(run.stdout).toContain('into schema audit_cli: audit_cli.received_orders.');
  expect(run.stdout).toContain('REPORTS_SCHEMA=audit_cli npm start');
  expect(run.status).toBe(0);
  const bad = spawnSync(process.execPath, [script, '--schema', 'app', '--until', 'soon'], { env: { ...process.env, DATABASE_URL: tdb.url }, encoding: 'utf8' });
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('Usage: npm run replay');
  const unknown = spawnSync(process.execPath, [script, '--schema', 'audit_x', '--until', '1:1', '--projection', 'nope'], {
    env: { ...process.env, DATABASE_URL: tdb.url },
    encoding: 'utf8',
  });
  expect(unknown.stderr).toContain('Unknown projection nope; known: stock, received_orders, inventory_reports, cashboxes, petty_cash, sales, deposits');
});
