import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, type PoolClient } from 'pg';
import type { EventRegistry } from '../registry';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  START,
  WrongExpectedVersionError,
  decodePosition,
  encodePosition,
} from '../types';
import type { EsDatabase } from './es-database';

export const EVENTS_CHANNEL = 'es_events';

export interface PostgresEventStoreOptions {
  registry?: EventRegistry;
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

function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && (constraint === undefined || err.constraint === constraint);
}

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

  const prepare = (events: NewEvent[]) =>
    events.map((e) => {
      const version = e.schemaVersion ?? registry?.latestVersion(e.type) ?? 1;
      const data = registry ? registry.validate(e.type, version, e.data) : e.data;
      const { recordedAt: _ignored, ...metadata } = e.metadata ?? {};
      return { id: e.id, type: e.type, version, data, metadata };
    });

  // An id already stored: the batch was written before, answer what it answered then.
  async function priorResult(ids: string[], on: Kysely<EsDatabase> = db): Promise<AppendResult | undefined> {
    const { rows } = await sql<{ revision: string; transaction_id: string; position: string }>`
      SELECT revision, transaction_id, position FROM es.events WHERE id = ANY(${ids}::uuid[])
      ORDER BY revision DESC LIMIT 1`.execute(on);
    const r = rows[0];
    return r ? { nextRevision: BigInt(r.revision), position: encodePosition(r.transaction_id, r.position) } : undefined;
  }

  async function appendOnce(stream: string, prepared: ReturnType<typeof prepare>, expected: ExpectedRevision): Promise<AppendResult> {
    return db.transaction().execute(async (tx) => {
      // One round trip: the stream row's lock and a look for ids already stored.
      const { rows } = await sql<{ current: string | null; prior_revision: string | null; prior_tx: string | null; prior_pos: string | null }>`
        SELECT (SELECT revision FROM es.streams WHERE stream_id = ${stream} FOR UPDATE) AS current,
               p.revision AS prior_revision, p.transaction_id AS prior_tx, p.position AS prior_pos
        FROM (SELECT 1) AS one
        LEFT JOIN LATERAL (SELECT revision, transaction_id, position FROM es.events
                           WHERE id = ANY(${prepared.map((e) => e.id)}::uuid[]) ORDER BY revision DESC LIMIT 1) AS p ON true`.execute(tx);
      const found = rows[0]!;
      if (found.prior_revision !== null) return { nextRevision: BigInt(found.prior_revision), position: encodePosition(found.prior_tx!, found.prior_pos!) };
      const current = found.current !== null ? BigInt(found.current) : undefined;
      const actual = current ?? ('no_stream' as const);
      const mismatch =
        (expected === 'no_stream' && current !== undefined) ||
        (expected === 'stream_exists' && current === undefined) ||
        ((typeof expected === 'bigint' || typeof expected === 'number') && current !== BigInt(expected));
      if (mismatch) {
        // The lock waited for a writer that has since committed; the look for ids above read the
        // statement's snapshot, taken before that writer committed (READ COMMITTED). A writer of the
        // same ids is a retry of this append: look again with a fresh snapshot before refusing.
        const prior = await priorResult(
          prepared.map((e) => e.id),
          tx,
        );
        if (prior) return prior;
        throw new WrongExpectedVersionError(stream, expected, actual);
      }
      const first = (current ?? -1n) + 1n;
      const last = first + BigInt(prepared.length) - 1n;
      // A new stream is a plain insert: a racing first append fails on the key and retries.
      const streamWrite =
        current === undefined
          ? sql`INSERT INTO es.streams (stream_id, revision) VALUES (${stream}, ${last})`
          : sql`UPDATE es.streams SET revision = ${last} WHERE stream_id = ${stream}`;
      const values = prepared.map(
        (e, i) =>
          sql`(${e.id}::uuid, ${stream}, ${first + BigInt(i)}, ${e.type}, ${e.version}, ${JSON.stringify(e.data)}::jsonb, ${JSON.stringify(e.metadata)}::jsonb)`,
      );
      // One more: stream revision, events and the notification (sent at commit) together.
      const ins = await sql<{ transaction_id: string; position: string }>`
        WITH s AS (${streamWrite}),
        e AS (INSERT INTO es.events (id, stream_id, revision, type, schema_version, data, metadata)
              VALUES ${sql.join(values)} RETURNING transaction_id, position)
        SELECT transaction_id, position, pg_notify(${EVENTS_CHANNEL}, '') AS notified
        FROM e ORDER BY position DESC LIMIT 1`.execute(tx);
      const lastRow = ins.rows[0]!;
      return { nextRevision: last, position: encodePosition(lastRow.transaction_id, lastRow.position) };
    });
  }

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
      const prepared = prepare(events);
      const expected = opts.expectedRevision ?? 'any';
      for (let attempt = 0; ; attempt++) {
        try {
          return await appendOnce(stream, prepared, expected);
        } catch (e) {
          // Raced with a writer of the same ids or the same new stream: look again.
          if (attempt < 5 && isUniqueViolation(e)) {
            const prior = await priorResult(prepared.map((p) => p.id));
            if (prior) return prior;
            if (isUniqueViolation(e, 'streams_pkey') && expected === 'no_stream') throw new WrongExpectedVersionError(stream, expected, 0n);
            continue;
          }
          throw e;
        }
      }
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
