import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Pool } from 'pg';
import { type CountBound, type EventStore, type Position, type RecordedEvent, START, comparePositions } from '@intermission/eventstore';
import { preparingPool } from './prepared-pool';
import { type Projection, type TableNamer, buildIndexesAhead, createIndexes } from './projection';
import { createVoidLookup } from './voids';

/** Where a replay stops: every event at or before this position, or recorded at or before this time. */
export type ReplayBound = { position: Position } | { time: Date };

export interface ReplayOptions {
  pool: Pool;
  store: EventStore;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each projection types its own tables
  projections: readonly Projection<any>[];
  until: ReplayBound;
  /** The schema the rebuilt tables go to; dropped and created afresh. */
  schema: string;
  batchSize?: number;
  /** Whether the rebuilt tables get their secondary indexes (made after the last batch); true unless said. */
  indexes?: boolean;
  onProgress?: (p: ReplayProgress) => void;
}

export interface ReplayProgress {
  /** Events read so far (all types), of `total` up to the bound. */
  read: number;
  total: number;
}

export interface ReplayResult {
  schema: string;
  events: number;
  /** The last event included (START when none). */
  lastPosition: Position;
  tables: string[];
  /** The voided events left out (every void is honoured, whatever the bound: such an event was never applied live). */
  skipped: { id: string; type: string; position: Position }[];
}

const RESERVED = /^(app|es|public|information_schema|pg_.*)$/;

/** A schema name a replay may own: lower-case snake case, not one the application uses. */
export function replaySchemaProblem(schema: string): string | null {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(schema)) return 'The schema name must be lower-case letters, digits and underscores, starting with a letter';
  if (RESERVED.test(schema)) return `The schema ${schema} belongs to the application; choose another name`;
  return null;
}

/** Parses --until: a global position ("<xid>:<pos>") or an ISO time. */
export function parseReplayBound(value: string): ReplayBound {
  if (/^\d+:\d+$/.test(value)) return { position: value };
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime()))
    throw new Error(`--until must be an ISO time (2026-11-22T18:00:00Z) or a position (123:456), not "${value}"`);
  return { time };
}

function within(e: RecordedEvent, until: ReplayBound): boolean {
  if ('position' in until) return comparePositions(e.position, until.position) <= 0;
  return new Date(e.metadata.recordedAt).getTime() <= until.time.getTime();
}

/** Waits for every one, then throws the first failure (none is left running behind an error). */
async function settled(work: Promise<void>[]): Promise<void> {
  const failed = (await Promise.allSettled(work)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Rebuilds projections from the first event up to a bound into a separate schema, for auditors:
 * the live tables and checkpoints are not touched.
 */
export async function replayProjections(o: ReplayOptions): Promise<ReplayResult> {
  const problem = replaySchemaProblem(o.schema);
  if (problem) throw new Error(problem);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the projections type their own tables
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: preparingPool(o.pool) }) });
  const batchSize = o.batchSize ?? 2000;
  const tables = new Set<string>();
  const t: TableNamer = (base) => {
    if (!/^[a-z][a-z0-9_]*$/.test(base)) throw new Error(`Projection table names are snake_case: ${base}`);
    tables.add(`${o.schema}.${base}`);
    return `${o.schema}.${base}`;
  };
  await db.transaction().execute(async (tx) => {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(o.schema)} CASCADE`.execute(tx);
    await sql`CREATE SCHEMA ${sql.id(o.schema)}`.execute(tx);
    for (const p of o.projections) await p.setup(tx, t);
  });

  // The total for the progress bar: events up to the bound.
  const bound: CountBound = 'position' in o.until ? { position: o.until.position } : { recordedUntil: o.until.time };
  const total = await o.store.countEvents(START, bound);
  let read = 0;
  let at: Position = START;
  let last: Position = START;
  let done = false;
  const voids = createVoidLookup(o.store);
  const skipped: ReplayResult['skipped'] = [];
  o.onProgress?.({ read, total });
  // The next batch is read while one is applied (a full batch is what a read from its end gives whenever made).
  let ahead: { at: Position; read: Promise<RecordedEvent[]> } | undefined;
  const readFrom = (from: Position) => (ahead?.at === from ? ahead.read : o.store.readAll(from, batchSize));
  while (!done) {
    // A void is appended after the event it names: refreshed before each batch, as the runner does.
    await voids.refresh();
    const batch = await readFrom(at);
    ahead = undefined;
    if (batch.length === batchSize) {
      const from = batch[batch.length - 1]!.position;
      ahead = { at: from, read: o.store.readAll(from, batchSize) };
      ahead.read.catch(() => undefined);
    }
    if (batch.length === 0) {
      // Committed events stay unreadable while an older transaction anywhere in the cluster runs
      // (docs/eventstore.md): wait for those within the bound rather than end the replay early.
      if ((await o.store.countEvents(at, bound)) === 0) break;
      await o.store.waitForNew(at, 1000);
      continue;
    }
    const included = batch.filter((e) => within(e, o.until));
    const applied = included.filter((e) => {
      if (!voids.get(e.id)) return true;
      skipped.push({ id: e.id, type: e.type, position: e.position });
      return false;
    });
    // Positions are ordered, so past a position bound nothing more is included. Recorded times
    // follow transaction start, not commit order, so a time bound reads on to the end.
    if ('position' in o.until && included.length < batch.length) done = true;
    if (included.length === 0) {
      at = batch[batch.length - 1]!.position;
      continue;
    }
    // Each projection applies the batch in a transaction of its own, side by side (their tables are
    // their own; a failed replay is run again whole). No wait for each batch's WAL flush: the schema is
    // rebuilt whole by a new replay, and the last statements below (indexes, comment) commit durably,
    // taking every earlier batch with them.
    await settled(
      o.projections.map(async (p) => {
        const handles = new Set(p.handles);
        const handled = applied.filter((e) => handles.has(e.type));
        if (handled.length === 0) return;
        await db.transaction().execute(async (tx) => {
          await sql`SET LOCAL synchronous_commit = off`.execute(tx);
          if (p.applyBatch) await p.applyBatch(tx, handled, t);
          else for (const e of handled) await p.apply(tx, e, t);
        });
      }),
    );
    read += included.length;
    at = batch[batch.length - 1]!.position;
    last = included[included.length - 1]!.position;
    o.onProgress?.({ read, total: Math.max(total, read) });
  }
  // The secondary indexes over the loaded tables: one sort each rather than an entry per row written.
  if (o.indexes !== false)
    await settled(
      o.projections.map(async (p) => {
        await buildIndexesAhead(db, p, t);
        await db.transaction().execute((tx) => createIndexes(tx, p, t));
      }),
    );
  await sql`COMMENT ON SCHEMA ${sql.id(o.schema)} IS ${sql.lit(`Replay of ${read} events up to ${last}, made ${new Date().toISOString()}`)}`.execute(db);
  return { schema: o.schema, events: read, lastPosition: last, tables: [...tables], skipped };
}
