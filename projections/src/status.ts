import { type Kysely, sql } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { type EventStore, type Position, START, comparePositions, encodePosition } from '@intermission/eventstore';
import { recoveryCommand } from './voids';

export const PROJECTIONS_CHANNEL = 'es_projections';

export interface ProjectionStatus {
  name: string;
  version: number;
  /** Whether this version serves reads (it has caught up once). */
  active: boolean;
  status: 'running' | 'stopped' | 'failed';
  error: string | null;
  /** Position of the event that failed, when failed. */
  errorPosition: Position | null;
  /** The id and type of the event it failed at, when failed at an event. */
  errorEventId: string | null;
  errorEventType: string | null;
  /** When failed at an event: the command that voids it (docs/operations.md). */
  recovery: string | null;
  position: Position;
  /** Events committed after the checkpoint. */
  lag: number;
  updatedAt: Date;
}

interface Row {
  name: string;
  version: number;
  caught_up: boolean;
  status: string;
  error: string | null;
  error_position: string | null;
  error_event_id: string | null;
  error_event_type: string | null;
  transaction_id: string;
  position: string;
  updated_at: Date;
}

/**
 * Every projection version's status, error, checkpoint and lag. Checkpoints are PostgreSQL's
 * (wherever the events are); the lag is counted by the event store, through its port.
 */
export async function projectionStatuses(db: Kysely<unknown>, store: Pick<EventStore, 'countEvents'>): Promise<ProjectionStatus[]> {
  const { rows } = await sql<Row>`SELECT c.* FROM es.projection_checkpoints c ORDER BY c.name, c.version`.execute(db);
  const positionOf = (r: Row) => (r.transaction_id === '0' && r.position === '0' ? START : encodePosition(r.transaction_id, r.position));
  const lags = await Promise.all(rows.map((r) => store.countEvents(positionOf(r))));
  const newestActive = new Map<string, number>();
  for (const r of rows) if (r.caught_up) newestActive.set(r.name, Math.max(newestActive.get(r.name) ?? 0, r.version));
  return rows.map((r, i) => ({
    name: r.name,
    version: r.version,
    active: newestActive.has(r.name)
      ? newestActive.get(r.name) === r.version
      : r.version === Math.max(...rows.filter((x) => x.name === r.name).map((x) => x.version)),
    status: r.status as ProjectionStatus['status'],
    error: r.error,
    errorPosition: r.error_position,
    errorEventId: r.error_event_id,
    errorEventType: r.error_event_type,
    recovery: r.status === 'failed' && r.error_event_id ? recoveryCommand(r.error_event_id) : null,
    position: positionOf(r),
    lag: lags[i]!,
    updatedAt: r.updated_at,
  }));
}

/** A projection version serving reads that has stopped at an event it could not apply. */
export interface FailedProjection {
  name: string;
  version: number;
  error: string | null;
  errorEventId: string | null;
  recovery: string | null;
}

export interface ProjectionWaiter {
  /**
   * Resolves true when every named projection's serving version has passed position; false at
   * timeout, or at once when one of them has failed (it will not pass it until recovered).
   */
  waitForPosition(projectionNames: readonly string[], position: Position, timeoutMs: number): Promise<boolean>;
  /**
   * The named projections whose serving version has failed. Cheap: answered from memory, read
   * again only after a notification on PROJECTIONS_CHANNEL (every checkpoint and status change).
   */
  failed(projectionNames: readonly string[]): Promise<FailedProjection[]>;
  close(): Promise<void>;
}

/** Read-your-writes: one LISTEN connection, woken by the runners' checkpoint commits. */
export function createProjectionWaiter(pool: Pool, opts: { recheckMs?: number } = {}): ProjectionWaiter {
  const recheckMs = opts.recheckMs ?? 250;
  let client: PoolClient | undefined;
  let ready: Promise<void> | undefined;
  const wakers = new Set<() => void>();
  // The serving versions' failures, read once per notification burst (null: read again).
  let failures: Promise<FailedProjection[]> | null = null;
  const listen = () =>
    (ready ??= (async () => {
      client = await pool.connect();
      client.on('notification', () => {
        failures = null;
        [...wakers].forEach((w) => w());
      });
      client.on('error', () => {
        client?.release(true);
        client = undefined;
        ready = undefined;
        failures = null;
      });
      await client.query(`LISTEN ${PROJECTIONS_CHANNEL}`);
    })());

  const readFailures = async (): Promise<FailedProjection[]> => {
    const { rows } = await pool.query<{ name: string; version: number; status: string; error: string | null; error_event_id: string | null }>(
      `SELECT DISTINCT ON (name) name, version, status, error, error_event_id FROM es.projection_checkpoints
       ORDER BY name, caught_up DESC, version DESC`,
    );
    return rows
      .filter((r) => r.status === 'failed')
      .map((r) => ({
        name: r.name,
        version: r.version,
        error: r.error,
        errorEventId: r.error_event_id,
        recovery: r.error_event_id ? recoveryCommand(r.error_event_id) : null,
      }));
  };
  const failed = async (names: readonly string[]) => {
    await listen();
    const current = (failures ??= readFailures().catch((err) => {
      failures = null;
      throw err;
    }));
    return (await current).filter((f) => names.includes(f.name));
  };

  const reached = async (names: readonly string[], position: Position) => {
    const { rows } = await pool.query<{ name: string; transaction_id: string; position: string; caught_up: boolean; version: number }>(
      `SELECT DISTINCT ON (name) name, transaction_id, position, caught_up, version FROM es.projection_checkpoints
       WHERE name = ANY($1) ORDER BY name, caught_up DESC, version DESC`,
      [names],
    );
    if (rows.length < names.length) return false;
    return rows.every((r) => comparePositions(encodePosition(r.transaction_id, r.position), position) >= 0);
  };

  return {
    async waitForPosition(names, position, timeoutMs) {
      await listen();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let wake!: () => void;
        const woken = new Promise<void>((r) => (wake = r));
        wakers.add(wake);
        try {
          if (await reached(names, position)) return true;
          if ((await failed(names)).length > 0) return false;
          const left = deadline - Date.now();
          if (left <= 0) return false;
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([woken, new Promise<void>((r) => (timer = setTimeout(r, Math.min(left, recheckMs))))]);
          clearTimeout(timer);
        } finally {
          wakers.delete(wake);
        }
      }
    },
    failed,
    async close() {
      [...wakers].forEach((w) => w());
      if (client) {
        await client.query(`UNLISTEN ${PROJECTIONS_CHANNEL}`).catch(() => undefined);
        client.release();
      }
      client = undefined;
      ready = undefined;
    },
  };
}
