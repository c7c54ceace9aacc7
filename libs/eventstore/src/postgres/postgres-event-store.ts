import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, type PoolClient } from 'pg';
import type { EventRegistry } from '../registry';
import { type EventStore, type NewEvent, type Position, type RecordedEvent, START, decodePosition, encodePosition } from '../types';
import type { EsDatabase } from './es-database';
import { type GroupAppendOptions, type PreparedEvent, createGroupAppender } from './group-append';

export const EVENTS_CHANNEL = 'es_events';

export interface PostgresEventStoreOptions {
  registry?: EventRegistry;
  /** Limits of one group-commit call (docs/eventstore.md "Appending"). */
  groupCommit?: GroupAppendOptions;
  /** Re-check interval while waiting: a notification can arrive before an older transaction ends. */
  recheckMs?: number;
}

export interface EventStorePoolOptions {
  connectionString: string;
  max?: number;
  /** Server-side limit for a transaction left idle (default 10 s); see docs/eventstore.md. */
  idleInTransactionTimeoutMs?: number;
  applicationName?: string;
}

/** A pool whose connections end a transaction idle longer than the limit (it would hold back readAll). */
export function createEventStorePool(o: EventStorePoolOptions): Pool {
  const pool = new Pool({
    connectionString: o.connectionString,
    max: o.max ?? 10,
    application_name: o.applicationName ?? 'intermission-eventstore',
    options: `-c idle_in_transaction_session_timeout=${o.idleInTransactionTimeoutMs ?? 10_000}`,
  });
  pool.on('error', (err) => process.stderr.write(`Event store connection lost: ${err.message}\n`));
  return pool;
}

interface EventRow {
  position: string;
  transaction_id: string;
  id: string;
  stream_id: string;
  revision: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const COLUMNS = sql.raw('position, transaction_id, id, stream_id, revision, type, schema_version, data, metadata, recorded_at');

/** The PostgreSQL event store (schema es). The pool is borrowed: close() does not end it. */
export function createPostgresEventStore(pool: Pool, options: PostgresEventStoreOptions = {}): EventStore {
  const db = new Kysely<EsDatabase>({ dialect: new PostgresDialect({ pool }) });
  const registry = options.registry;
  const recheckMs = options.recheckMs ?? 100;

  const toRecorded = (r: EventRow): RecordedEvent => {
    let data = r.data;
    let schemaVersion = r.schema_version;
    if (registry) ({ version: schemaVersion, data } = registry.upcast(r.type, r.schema_version, r.data));
    return {
      id: r.id,
      stream: r.stream_id,
      revision: BigInt(r.revision),
      position: encodePosition(r.transaction_id, r.position),
      type: r.type,
      schemaVersion,
      data,
      metadata: { ...r.metadata, recordedAt: r.recorded_at.toISOString() },
    };
  };

  const appender = createGroupAppender(pool, options.groupCommit);

  const prepare = (events: NewEvent[]): PreparedEvent[] =>
    events.map((e) => {
      const version = e.schemaVersion ?? registry?.latestVersion(e.type) ?? 1;
      const data = registry ? registry.validate(e.type, version, e.data) : e.data;
      const { recordedAt: _ignored, ...metadata } = e.metadata ?? {};
      return { id: e.id, type: e.type, version, data, metadata };
    });

  // One dedicated connection LISTENs; waiters are woken by its notifications.
  let listener: PoolClient | undefined;
  let listening: Promise<void> | undefined;
  const wakers = new Set<() => void>();
  const ensureListening = () =>
    (listening ??= (async () => {
      listener = await pool.connect();
      listener.on('notification', () => {
        for (const w of [...wakers]) w();
      });
      listener.on('error', () => {
        listener?.release(true);
        listener = undefined;
        listening = undefined;
      });
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    })());

  const store: EventStore = {
    async append(stream, events, opts = {}) {
      if (events.length === 0) throw new Error('append needs at least one event');
      return appender.append(stream, prepare(events), opts.expectedRevision ?? 'any');
    },

    async appendMany(appends) {
      if (appends.some((a) => a.events.length === 0)) throw new Error('append needs at least one event');
      return appender.appendMany(appends.map((a) => ({ stream: a.stream, events: prepare(a.events), expected: a.expectedRevision ?? 'any' })));
    },

    async readStream(stream, opts = {}) {
      const from = BigInt(opts.fromRevision ?? 0);
      const { rows } = await sql<EventRow>`
        SELECT ${COLUMNS} FROM es.events WHERE stream_id = ${stream} AND revision >= ${from}
        ORDER BY revision LIMIT ${opts.maxCount ?? 1_000_000}`.execute(db);
      return rows.map(toRecorded);
    },

    async readEvents(ids) {
      if (!ids.length) return [];
      const { rows } = await sql<EventRow>`
        SELECT ${COLUMNS} FROM es.events WHERE id = ANY(${[...ids]}::uuid[]) ORDER BY transaction_id, position`.execute(db);
      return rows.map(toRecorded);
    },

    async readAll(fromPosition = START, max = 1000) {
      const { transactionId, position } = decodePosition(fromPosition);
      // Only transactions below the snapshot's xmin: every one of them has committed or aborted,
      // so no row can still appear before the checkpoint.
      const { rows } = await sql<EventRow>`
        SELECT ${COLUMNS} FROM es.events
        WHERE (transaction_id, position) > (${transactionId.toString()}::xid8, ${position})
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id, position LIMIT ${max}`.execute(db);
      return rows.map(toRecorded);
    },

    async countEvents(after = START, bound) {
      const from = decodePosition(after);
      const upTo = bound && 'position' in bound ? decodePosition(bound.position) : undefined;
      const { rows } = await sql<{ n: string }>`
        SELECT count(*) AS n FROM es.events
        WHERE (transaction_id, position) > (${from.transactionId.toString()}::xid8, ${from.position})
          ${upTo ? sql`AND (transaction_id, position) <= (${upTo.transactionId.toString()}::xid8, ${upTo.position})` : sql``}
          ${bound && 'recordedUntil' in bound ? sql`AND recorded_at <= ${bound.recordedUntil}` : sql``}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },

    async headPosition() {
      const { rows } = await sql<{ transaction_id: string; position: string }>`
        SELECT transaction_id, position FROM es.events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id DESC, position DESC LIMIT 1`.execute(db);
      return rows[0] ? encodePosition(rows[0].transaction_id, rows[0].position) : START;
    },

    async waitForNew(after: Position, timeoutMs: number) {
      await ensureListening();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let wake!: () => void;
        const woken = new Promise<void>((resolve) => (wake = resolve));
        wakers.add(wake);
        try {
          if ((await store.readAll(after, 1)).length > 0) return true;
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
      for (const w of wakers) w();
      // Taken before the first await, so a second close() finds nothing to release.
      const l = listener;
      listener = undefined;
      listening = undefined;
      if (l) {
        await l.query(`UNLISTEN ${EVENTS_CHANNEL}`).catch(() => undefined);
        l.release();
      }
    },
  };
  return store;
}
