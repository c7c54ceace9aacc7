import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { RecordedEvent } from '@intermission/eventstore';

/** Names a projection's own table for one version: app."<base>_v<version>". */
export type TableNamer = (base: string) => string;

/**
 * A list's row count kept by its projection (X-List-Count of the unfiltered list, docs/api.md
 * "Lists"): one row, made from the list's table the first time (an existing table is counted once).
 */
export async function setupRowCount<DB>(tx: Transaction<DB>, total: RawBuilder<unknown>, of: RawBuilder<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS ${total} ("Id" integer PRIMARY KEY CHECK ("Id" = 1), "Rows" bigint NOT NULL)`.execute(tx);
  // The count as a scalar subquery: an aggregate in the outer select would yield its row whatever the
  // WHERE says, and a runner's second start would then insert the row again.
  await sql`INSERT INTO ${total} ("Id", "Rows") SELECT 1, (SELECT count(*) FROM ${of}) WHERE NOT EXISTS (SELECT 1 FROM ${total})
    ON CONFLICT ("Id") DO NOTHING`.execute(tx);
}

/** The name of an index on a versioned table: the table's name (schema app left out) and the index's. */
export const indexName = (t: TableNamer, base: string, name: string) => sql.raw(`${t(base).replace('.', '_').replace(/^app_/, '')}_${name}`);

export function versionedTable(base: string, version: number): string {
  if (!/^[a-z][a-z0-9_]*$/.test(base)) throw new Error(`Projection table names are snake_case: ${base}`);
  return `app.${base}_v${version}`;
}

/**
 * A read model built from events. Its tables are its own (never another projection's); a new
 * version is rebuilt from the first event into fresh tables and swapped in when caught up.
 */
export interface Projection<DB = unknown> {
  name: string;
  version: number;
  /** Event types it handles; others only move the checkpoint. */
  handles: readonly string[];
  /** Creates its tables (IF NOT EXISTS) under the names t(base) gives, with the keys its own writes need; other indexes go in `indexes`. */
  setup(tx: Transaction<DB>, t: TableNamer): Promise<void>;
  /** Applies one event inside the batch's transaction. Throwing stops this projection (failed). */
  apply(tx: Transaction<DB>, event: RecordedEvent, t: TableNamer): Promise<void>;
  /**
   * Optional: applies a batch's handled events in a few statements (fast catch-up). If it throws,
   * the runner replays the batch event by event through apply to find the poison event.
   */
  applyBatch?(tx: Transaction<DB>, events: RecordedEvent[], t: TableNamer): Promise<void>;
  /**
   * Optional: the secondary indexes of its tables (lists, reports, text search), beyond the keys
   * its own writes need (which setup makes). A version built from the first event loads its tables
   * without them and makes them when it first reaches the head, before it is marked caught up and
   * served (one sort per index rather than one index entry per row written); for a version already
   * caught up they are made at every start (IF NOT EXISTS), so an index added here reaches existing
   * databases. Reads of a version still catching up stay correct, only slower.
   */
  indexes?: readonly ProjectionIndex[];
}

/** A secondary index: CREATE INDEX IF NOT EXISTS <table>_<name> ON <table> <on>. */
export interface ProjectionIndex {
  /** The table's base name (as given to the TableNamer). */
  table: string;
  name: string;
  /** What follows ON <table>: the columns, and USING, INCLUDE or WHERE where needed. */
  on: RawBuilder<unknown>;
  /**
   * The table's primary key, made last when its writes do not need it (no ON CONFLICT on it): a
   * unique index named <table>_pkey (PostgreSQL's own name for it), then the key on that index.
   */
  primaryKey?: boolean;
}

// For the index builds of a transaction: the memory a sort of a large table wants, and no parallel
// workers (the builds at the head already run two at a time, per projection, on every core).
const INDEX_MEMORY = sql`SELECT set_config('maintenance_work_mem', '64MB', true), set_config('max_parallel_maintenance_workers', '0', true)`;

/** One index of the list (IF NOT EXISTS); a primary key's unique index only (the key itself is createIndexes'). */
const buildIndex = <DB>(tx: Transaction<DB>, t: TableNamer, ix: ProjectionIndex) =>
  sql`CREATE ${sql.raw(ix.primaryKey ? 'UNIQUE ' : '')}INDEX IF NOT EXISTS ${indexName(t, ix.table, ix.name)} ON ${sql.raw(t(ix.table))} ${ix.on}`.execute(tx);

/** Makes a projection's secondary indexes (IF NOT EXISTS) and the primary keys of its list. */
export async function createIndexes<DB>(tx: Transaction<DB>, p: Projection<DB>, t: TableNamer): Promise<void> {
  if (!p.indexes?.length) return;
  await INDEX_MEMORY.execute(tx);
  for (const ix of p.indexes) {
    if (!ix.primaryKey) {
      await buildIndex(tx, t, ix);
      continue;
    }
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_constraint WHERE conrelid = ${t(ix.table)}::regclass AND contype = 'p'`.execute(
      tx,
    );
    if (rows[0]?.n) continue;
    await buildIndex(tx, t, ix);
    await sql`ALTER TABLE ${sql.raw(t(ix.table))} ADD PRIMARY KEY USING INDEX ${indexName(t, ix.table, ix.name)}`.execute(tx);
  }
}

/**
 * Builds a projection's list of indexes ahead of createIndexes, `concurrency` at a time, each in a
 * transaction of its own (a caught-up version's index build at the head keeps both cores busy rather
 * than one sort after another). Only while nothing else writes the tables (the version's own runner or
 * replay, between its last batch and createIndexes); an index left by a crash is kept (IF NOT EXISTS).
 */
export async function buildIndexesAhead<DB>(db: Kysely<DB>, p: Projection<DB>, t: TableNamer, concurrency = 2): Promise<void> {
  const queue = [...(p.indexes ?? [])];
  const worker = async () => {
    for (let ix = queue.shift(); ix; ix = queue.shift()) {
      const next = ix;
      await db.transaction().execute(async (tx) => {
        await INDEX_MEMORY.execute(tx);
        await buildIndex(tx, t, next);
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * A projection's tables with their keys, and its secondary indexes unless `deferIndexes` (a version
 * still to catch up: the runner makes them when it reaches the head, replay after its last batch).
 */
export async function setupProjection<DB>(tx: Transaction<DB>, p: Projection<DB>, t: TableNamer, o: { deferIndexes?: boolean } = {}): Promise<void> {
  await p.setup(tx, t);
  if (!o.deferIndexes) await createIndexes(tx, p, t);
}

/** Turns an array of records into one array per column, for INSERT … SELECT * FROM unnest(…). */
export function columns<T extends object>(rows: readonly T[]) {
  return <K extends keyof T>(k: K) => rows.map((r) => r[k]);
}

/**
 * The table of the version that serves reads: the newest caught-up version (else the newest).
 * With REPORTS_SCHEMA set (a schema made by `npm run replay`), the replayed table instead.
 */
export async function projectionTable(db: Kysely<unknown>, name: string, base: string, reportsSchema = process.env.REPORTS_SCHEMA): Promise<string> {
  if (reportsSchema) {
    if (!/^[a-z][a-z0-9_]*$/.test(reportsSchema) || !/^[a-z][a-z0-9_]*$/.test(base)) throw new Error(`Not a replay schema: ${reportsSchema}`);
    return `${reportsSchema}.${base}`;
  }
  const { rows } = await sql<{ version: number }>`
    SELECT version FROM es.projection_checkpoints WHERE name = ${name}
    ORDER BY caught_up DESC, version DESC LIMIT 1`.execute(db);
  if (!rows[0]) throw new Error(`Projection ${name} has not started`);
  return versionedTable(base, rows[0].version);
}

export { sql };
