import { type Kysely, sql } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { type Position, START, comparePositions, encodePosition } from '@intermission/eventstore';

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
  transaction_id: string;
  position: string;
  lag: string;
  updated_at: Date;
}

/** Every projection version's status, error, checkpoint and lag. */
export async function projectionStatuses(db: Kysely<unknown>): Promise<ProjectionStatus[]> {
  const { rows } = await sql<Row>`
    SELECT c.*, (SELECT count(*) FROM es.events e WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position)) AS lag
    FROM es.projection_checkpoints c ORDER BY c.name, c.version`.execute(db);
  const newestActive = new Map<string, number>();
  for (const r of rows) if (r.caught_up) newestActive.set(r.name, Math.max(newestActive.get(r.name) ?? 0, r.version));
  return rows.map((r) => ({
    name: r.name,
    version: r.version,
    active: newestActive.has(r.name)
      ? newestActive.get(r.name) === r.version
      : r.version === Math.max(...rows.filter((x) => x.name === r.name).map((x) => x.version)),
    status: r.status as ProjectionStatus['status'],
    error: r.error,
    errorPosition: r.error_position,
    position: r.transaction_id === '0' && r.position === '0' ? START : encodePosition(r.transaction_id, r.position),
    lag: Number(r.lag),
    updatedAt: r.updated_at,
  }));
}

export interface ProjectionWaiter {
  /** Resolves true when every named projection's serving version has passed position; false at timeout. */
  waitForPosition(projectionNames: readonly string[], position: Position, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Read-your-writes: one LISTEN connection, woken by the runners' checkpoint commits. */
export function createProjectionWaiter(pool: Pool, opts: { recheckMs?: number } = {}): ProjectionWaiter {
  const recheckMs = opts.recheckMs ?? 250;
  let client: PoolClient | undefined;
  let ready: Promise<void> | undefined;
  const wakers = new Set<() => void>();
  const listen = () =>
    (ready ??= (async () => {
      client = await pool.connect();
      client.on('notification', () => [...wakers].forEach((w) => w()));
      client.on('error', () => {
        client?.release(true);
        client = undefined;
        ready = undefined;
      });
      await client.query(`LISTEN ${PROJECTIONS_CHANNEL}`);
    })());

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
