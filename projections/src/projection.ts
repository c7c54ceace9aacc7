import { type Kysely, type Transaction, sql } from 'kysely';
import type { RecordedEvent } from '@intermission/eventstore';

/** Names a projection's own table for one version: app."<base>_v<version>". */
export type TableNamer = (base: string) => string;

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
  /** Creates its tables (IF NOT EXISTS) under the names t(base) gives. */
  setup(tx: Transaction<DB>, t: TableNamer): Promise<void>;
  /** Applies one event inside the batch's transaction. Throwing stops this projection (failed). */
  apply(tx: Transaction<DB>, event: RecordedEvent, t: TableNamer): Promise<void>;
  /**
   * Optional: applies a batch's handled events in a few statements (fast catch-up). If it throws,
   * the runner replays the batch event by event through apply to find the poison event.
   */
  applyBatch?(tx: Transaction<DB>, events: RecordedEvent[], t: TableNamer): Promise<void>;
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
