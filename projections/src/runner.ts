import { Kysely, PostgresDialect, type Transaction, sql } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { type EventStore, type Position, type RecordedEvent, comparePositions, decodePosition } from '@intermission/eventstore';
import { preparingPool } from './prepared-pool';
import { type Projection, type TableNamer, buildIndexesAhead, createIndexes, versionedTable } from './projection';
import { replayProjections } from './replay';
import { PROJECTIONS_CHANNEL } from './status';
import { type VoidedEvent, createVoidLookup, recoveryCommand } from './voids';

/** A voided event a projection passes over, recorded in es.projection_skips. */
interface Skip {
  event: { id: string; type: string; position: Position };
  by: VoidedEvent;
}

export interface ProjectionRunnerOptions {
  pool: Pool;
  store: EventStore;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each projection types its own tables
  projections: readonly Projection<any>[];
  batchSize?: number;
  /** How long one wait for new events lasts before looking again (also the stand-by retry for the lock). */
  idleWaitMs?: number;
  /**
   * A failed projection retries its batch as soon as a void names the event it failed at (voids are
   * looked for every idleWaitMs), and otherwise every retryFailedMs (a failure that was not the
   * event's: a lost connection, a deadlock).
   */
  retryFailedMs?: number;
  log?: (line: string) => void;
}

export interface ProjectionRunner {
  start(): void;
  /** Stops after the current batch and releases the locks. */
  stop(): Promise<void>;
}

// A stable 64-bit lock key per projection version (one runner at a time across processes).
const lockKey = (name: string, version: number) => sql<string>`hashtextextended(${`projection:${name}:v${version}`}, 0)`;

/** Runs projections: readAll in batches, apply + checkpoint in one transaction, one runner each. */
export function createProjectionRunner(o: ProjectionRunnerOptions): ProjectionRunner {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the projections' tables are typed by each projection
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: preparingPool(o.pool) }) });
  const batchSize = o.batchSize ?? 1000;
  const idleWaitMs = o.idleWaitMs ?? 1000;
  const retryFailedMs = o.retryFailedMs ?? 30_000;
  // One lookup of voided events for every projection of this runner (read through the store's port).
  const voids = createVoidLookup(o.store);
  const log = o.log ?? ((l: string) => process.stderr.write(`${l}\n`));
  let running = false;
  const loops: Promise<void>[] = [];

  // Projections at the same checkpoint read the same batch: one read serves them all (a catch-up
  // reads and decodes each event once rather than once per projection). Events never change, and
  // a full batch read once is what any later read from there gives (every event of it committed
  // below the reader's xmin; anything committed later sorts after it). A short batch is only shared
  // while its read is under way, so a caught-up projection always looks again for new events.
  const reads = new Map<Position, Promise<RecordedEvent[]>>();
  // Where each projection applying batches stands (a failed one standing still is left out): a batch
  // is kept until every one of them is past it, and a projection that would read a new batch while
  // the kept ones are many waits a little for the slowest, so that a catch-up moves as a convoy and
  // reads each batch once (a projection running ahead alone made every slower one read it again).
  const cursors = new Map<string, Position>();
  const maxKept = 2 * o.projections.length + 2;
  const waiting: (() => void)[] = [];
  const moved = (who: string, at: Position | undefined) => {
    if (at === undefined) cursors.delete(who);
    else cursors.set(who, at);
    const slowest = [...cursors.values()].reduce<Position | undefined>((a, c) => (a === undefined || comparePositions(c, a) < 0 ? c : a), undefined);
    for (const key of reads.keys()) if (slowest === undefined || comparePositions(key, slowest) < 0) reads.delete(key);
    for (const wake of waiting.splice(0)) wake();
  };
  const readBatch = async (at: Position): Promise<RecordedEvent[]> => {
    // Ahead of the others: wait for them (bounded, so that a stalled projection never stops the rest).
    for (let waits = 0; !reads.has(at) && reads.size >= maxKept && waits < 20 && running; waits++)
      await new Promise<void>((r) => {
        waiting.push(r);
        setTimeout(r, 250);
      });
    const shared = reads.get(at);
    if (shared) return shared;
    const read = o.store.readAll(at, batchSize);
    reads.set(at, read);
    const forget = () => {
      if (reads.get(at) === read) reads.delete(at);
    };
    read.then((batch) => batch.length < batchSize && forget(), forget);
    // Never more than a bound: the oldest goes (the projection still needing it reads it again).
    for (const oldest of reads.keys()) if (reads.size > maxKept) reads.delete(oldest);
    return read;
  };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function runOne(p: Projection<any>): Promise<void> {
    const t: TableNamer = (base) => versionedTable(base, p.version);
    const handles = new Set(p.handles);
    const who = `${p.name}:${p.version}`;
    let lockClient: PoolClient | undefined;
    try {
      // Stand by until this process holds the projection's lock.
      while (running) {
        lockClient = await o.pool.connect();
        // The lock's session can end under us (a terminated backend, a restarted server): that must
        // not crash the process; the next statement on it fails and this runner stops (failed).
        lockClient.on('error', (err) => log(`projection ${p.name} v${p.version} lost its lock session: ${err.message}`));
        const key = lockKey(p.name, p.version).compile(db);
        const got = await lockClient.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${key.sql}) AS ok`, [...key.parameters]);
        if (got.rows[0]?.ok) break;
        lockClient.release();
        lockClient = undefined;
        await new Promise((r) => setTimeout(r, idleWaitMs));
      }
      if (!running || !lockClient) return;
      await db.transaction().execute(async (tx) => {
        await p.setup(tx, t);
        await sql`INSERT INTO es.projection_checkpoints (name, version) VALUES (${p.name}, ${p.version}) ON CONFLICT DO NOTHING`.execute(tx);
        // A failed projection stays failed (the API keeps refusing the writes that read it) until
        // a batch goes through again.
        await sql`UPDATE es.projection_checkpoints SET status = 'running', updated_at = now()
          WHERE name = ${p.name} AND version = ${p.version} AND status <> 'failed'`.execute(tx);
        const { rows } = await sql<{ caught_up: boolean }>`SELECT caught_up FROM es.projection_checkpoints
          WHERE name = ${p.name} AND version = ${p.version}`.execute(tx);
        // A version still catching up makes its secondary indexes when it reaches the head.
        if (rows[0]?.caught_up) await createIndexes(tx, p, t);
      });
      const cp = await sql<{ transaction_id: string; position: string; caught_up: boolean; status: string }>`
        SELECT transaction_id, position, caught_up, status FROM es.projection_checkpoints WHERE name = ${p.name} AND version = ${p.version}`.execute(db);
      let at: Position = `${cp.rows[0]!.transaction_id}:${cp.rows[0]!.position}`;
      let caughtUp = cp.rows[0]!.caught_up;
      let failed = cp.rows[0]!.status === 'failed';
      let lastFailure: string | undefined;
      // The voids this version has compared with its checkpoint (see appliedVoids).
      const checkedVoids = new Set<string>();

      // Applies, records the skips and moves the checkpoint from → to in one transaction, guarded by
      // the old checkpoint: a second runner that slipped in cannot apply twice.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const commit = (from: Position, to: Position, skipped: readonly Skip[], apply: (tx: Transaction<any>) => Promise<void>) =>
        db.transaction().execute(async (tx) => {
          await apply(tx);
          // Never a silent skip: each voided event this projection passes over is recorded.
          for (const { event: e, by } of skipped)
            await sql`INSERT INTO es.projection_skips (name, version, event_id, event_type, event_position, void_event_id, reason, voided_by)
              VALUES (${p.name}, ${p.version}, ${e.id}, ${e.type}, ${e.position}, ${by.voidEventId}, ${by.Reason}, ${by.VoidedBy})
              ON CONFLICT DO NOTHING`.execute(tx);
          const f = decodePosition(from);
          const t2 = decodePosition(to);
          // The checkpoint, the notification (sent at commit) and, while catching up, a commit that need
          // not wait for its WAL flush (a crash loses at most the last batches, rows and checkpoint
          // together, and they are applied again from the events): one statement.
          const { rows } = await sql<{ moved: number }>`WITH moved AS (UPDATE es.projection_checkpoints
              SET transaction_id = ${t2.transactionId.toString()}::xid8, position = ${t2.position}, updated_at = now()
              WHERE name = ${p.name} AND version = ${p.version}
                AND transaction_id = ${f.transactionId.toString()}::xid8 AND position = ${f.position} RETURNING 1)
            SELECT (SELECT count(*)::int FROM moved) AS moved, pg_notify(${PROJECTIONS_CHANNEL}, ${p.name}),
              ${caughtUp ? sql`NULL` : sql`set_config('synchronous_commit', 'off', true)`}`.execute(tx);
          if (rows[0]?.moved !== 1) throw new Error(`checkpoint of ${p.name} moved under this runner`);
        });

      // The voids of events this version had already applied: another projection handling the same
      // type stopped at the event and was recovered by voiding it, or the void was recorded in the
      // instant this one applied it. Passed (at or before the checkpoint) and not recorded as skipped.
      const appliedVoids = async (): Promise<VoidedEvent[]> => {
        const fresh = voids.all().filter((v) => handles.has(v.EventType) && !checkedVoids.has(v.voidEventId));
        if (!fresh.length) return [];
        const passed = (await o.store.readEvents(fresh.map((v) => v.EventId))).filter((e) => comparePositions(e.position, at) <= 0).map((e) => e.id);
        const { rows } = passed.length
          ? await sql<{ event_id: string }>`SELECT event_id FROM es.projection_skips
              WHERE name = ${p.name} AND version = ${p.version} AND event_id = ANY(${passed})`.execute(db)
          : { rows: [] };
        const applied = fresh.filter((v) => passed.includes(v.EventId) && !rows.some((r) => r.event_id === v.EventId));
        // The others are skipped when this version gets to them; the applied ones once rebuilt without them.
        for (const v of fresh) if (!applied.includes(v)) checkedVoids.add(v.voidEventId);
        return applied;
      };

      // Rebuilds this version's tables up to its checkpoint without the voided events (every void is
      // honoured, as by replay), beside the live tables in a schema of its own, then swaps the rows
      // in within one transaction that also records the skips: readers see the old rows until then,
      // and afterwards the tables are exactly what a full rebuild gives.
      const rebuildWithout = async (applied: readonly VoidedEvent[]) => {
        const ids = applied.map((v) => v.EventId).join(', ');
        log(`projection ${p.name} v${p.version} had applied voided event ${ids}: rebuilding it up to ${at} without it`);
        const schema = `rebuild_${p.name}_v${p.version}`;
        const rebuilt = await replayProjections({ pool: o.pool, store: o.store, projections: [p], until: { position: at }, schema, batchSize, indexes: false });
        // The replay may have honoured a void recorded after this runner's last look.
        await voids.refresh();
        const skipped = rebuilt.skipped.flatMap((e) => {
          const by = voids.get(e.id);
          return by && handles.has(e.type) ? [{ event: e, by }] : [];
        });
        await commit(at, at, skipped, async (tx) => {
          for (const shadow of rebuilt.tables) {
            const live = t(shadow.slice(schema.length + 1));
            const [liveSchema, liveTable] = live.split('.');
            const { rows: columns } = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
              WHERE table_schema = ${liveSchema} AND table_name = ${liveTable} ORDER BY ordinal_position`.execute(tx);
            const list = sql.join(columns.map((c) => sql.id(c.column_name)));
            await sql`DELETE FROM ${sql.raw(live)}`.execute(tx);
            await sql`INSERT INTO ${sql.raw(live)} (${list}) SELECT ${list} FROM ${sql.raw(shadow)}`.execute(tx);
          }
        });
        await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
        // Only the voids the replay honoured: one recorded after its last look is compared again.
        for (const { by } of skipped) checkedVoids.add(by.voidEventId);
        log(`projection ${p.name} v${p.version} rebuilt without voided event ${ids}: ${rebuilt.events} events replayed up to ${at}`);
      };

      const resume = async () => {
        failed = false;
        lastFailure = undefined;
        await sql`UPDATE es.projection_checkpoints SET status = 'running', error = NULL, error_position = NULL, error_event_id = NULL,
            error_event_type = NULL, updated_at = now()
          WHERE name = ${p.name} AND version = ${p.version}`.execute(db);
        await sql`SELECT pg_notify(${PROJECTIONS_CHANNEL}, ${p.name})`.execute(db);
        log(`projection ${p.name} v${p.version} resumed at ${at}`);
      };
      while (running) {
        if (!failed) moved(who, at);
        const batch = await readBatch(at);
        // Read ahead: the next batch is on its way while this one is applied (a full batch is what a
        // read from its end gives whenever it is made; the other projections share it as any read).
        if (batch.length === batchSize) void readBatch(batch[batch.length - 1]!.position).catch(() => undefined);
        if (batch.length === 0) {
          if (failed) await resume();
          if (!caughtUp) {
            // Its secondary indexes, made over the loaded tables (two sorts at a time), before it is served as caught up.
            await buildIndexesAhead(db, p, t);
            await db.transaction().execute(async (tx) => {
              await createIndexes(tx, p, t);
              await sql`UPDATE es.projection_checkpoints SET caught_up = true, updated_at = now() WHERE name = ${p.name} AND version = ${p.version}`.execute(
                tx,
              );
            });
            caughtUp = true;
            await sql`SELECT pg_notify(${PROJECTIONS_CHANNEL}, ${p.name})`.execute(db);
            log(`projection ${p.name} v${p.version} caught up at ${at}`);
          }
          await o.store.waitForNew(at, idleWaitMs);
          continue;
        }
        // Voids come after the events they name: learn of them after reading this batch, before applying it.
        await voids.refresh();
        const last = batch[batch.length - 1]!.position;
        let failing: { position: Position; id: string; type: string; message: string } | undefined;
        try {
          const applied = await appliedVoids();
          if (applied.length) {
            await rebuildWithout(applied);
            continue;
          }
          const skipped: Skip[] = [];
          const handled = batch.filter((e) => {
            if (!handles.has(e.type)) return false;
            const by = voids.get(e.id);
            if (by) skipped.push({ event: e, by });
            return !by;
          });
          let done = false;
          if (p.applyBatch && handled.length > 0) {
            try {
              await commit(at, last, skipped, (tx) => p.applyBatch!(tx, handled, t));
              done = true;
            } catch {
              // fall through: one by one, to name the poison event
            }
          }
          if (!done)
            await commit(at, last, skipped, async (tx) => {
              for (const e of handled) {
                try {
                  await p.apply(tx, e, t);
                } catch (err) {
                  failing = { position: e.position, id: e.id, type: e.type, message: `${e.type} ${e.id}: ${err instanceof Error ? err.message : String(err)}` };
                  throw err;
                }
              }
            });
          at = last;
          for (const { event: e, by } of skipped)
            log(`projection ${p.name} v${p.version} skipped voided event ${e.type} ${e.id} at ${e.position} (voided by ${by.VoidedBy}: ${by.Reason})`);
          if (failed) await resume();
        } catch (err) {
          const message = failing?.message ?? (err instanceof Error ? err.message : String(err));
          const failure = `${failing?.position ?? at} ${message}`;
          // A retry that fails the same way says nothing new: logged once.
          if (failure !== lastFailure)
            log(
              `projection ${p.name} v${p.version} FAILED at ${failing?.position ?? at}: ${message}` +
                (failing ? `. Writes that read ${p.name} are refused until it recovers; to void the event run: ${recoveryCommand(failing.id)}` : ''),
            );
          lastFailure = failure;
          failed = true;
          moved(who, undefined);
          await sql`UPDATE es.projection_checkpoints SET status = 'failed', error = ${message}, error_position = ${failing?.position ?? null},
              error_event_id = ${failing?.id ?? null}, error_event_type = ${failing?.type ?? null}, updated_at = now()
            WHERE name = ${p.name} AND version = ${p.version}`.execute(db);
          await sql`SELECT pg_notify(${PROJECTIONS_CHANNEL}, ${p.name})`.execute(db);
          // Stand still (holding the lock) until a void names the failing event, or the retry time passes.
          const retryAt = Date.now() + retryFailedMs;
          while (running && Date.now() < retryAt) {
            await new Promise((r) => setTimeout(r, Math.min(idleWaitMs, retryAt - Date.now())));
            await voids.refresh();
            if (failing && voids.get(failing.id)) break;
          }
        }
      }
      await sql`UPDATE es.projection_checkpoints SET status = 'stopped', updated_at = now()
        WHERE name = ${p.name} AND version = ${p.version} AND status = 'running'`.execute(db);
    } catch (err) {
      log(`projection ${p.name} v${p.version} runner error: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      moved(who, undefined);
      if (lockClient) {
        // Closing the session releases the advisory lock whatever happened.
        lockClient.release(true);
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      for (const p of o.projections) loops.push(runOne(p));
    },
    async stop() {
      running = false;
      await Promise.all(loops.splice(0));
    },
  };
}
