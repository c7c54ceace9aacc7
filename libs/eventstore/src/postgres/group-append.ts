import type { Pool } from 'pg';
import { type AppendResult, type ExpectedRevision, WrongExpectedVersionError, encodePosition } from '../types';

/** An event ready to store: validated, its schema version chosen, recordedAt left out. */
export interface PreparedEvent {
  id: string;
  type: string;
  version: number;
  data: unknown;
  metadata: Record<string, unknown>;
}

export interface GroupAppendOptions {
  /** Appends taken into one call at most (default 100). */
  maxAppends?: number;
  /** Events taken into one call at most (default 2,000; a larger single append still goes alone). */
  maxEvents?: number;
  /** Calls in flight at once (default 2: one call's work overlaps the other's commit; the next group forms meanwhile). */
  maxInFlight?: number;
}

/** One append as sent to the server. */
interface AppendSpec {
  stream: string;
  events: PreparedEvent[];
  expected: ExpectedRevision;
}

/** appendMany's answer for one append (StreamAppendOutcome, the events prepared). */
export type ManyOutcome = ({ status: 'written' | 'stored' } & AppendResult) | { status: 'refused'; error: WrongExpectedVersionError };

interface Pending extends AppendSpec {
  resolve: (r: AppendResult) => void;
  reject: (e: unknown) => void;
}

interface ResultRow {
  r_idx: number;
  r_status: 'ok' | 'prior' | 'wrong';
  r_next: string | null;
  r_tx: string | null;
  r_pos: string | null;
  r_actual: string | null;
}

const errCode = (e: unknown) => (e as { code?: string })?.code;
// unique_violation (the same ids written to another stream at the same moment), deadlock,
// serialization failure: worth one more try alone.
const RETRYABLE = new Set(['23505', '40P01', '40001']);

const toJson = (p: AppendSpec) => ({
  s: p.stream,
  k: typeof p.expected === 'bigint' || typeof p.expected === 'number' ? 'exact' : p.expected,
  r: typeof p.expected === 'bigint' || typeof p.expected === 'number' ? String(p.expected) : null,
  e: p.events.map((e) => ({ i: e.id, t: e.type, v: e.version, d: e.data, m: e.metadata })),
});

function allDistinct(group: AppendSpec[]): boolean {
  const streams = new Set(group.map((p) => p.stream));
  if (streams.size < group.length) return false;
  const ids = new Set<string>();
  let n = 0;
  for (const p of group)
    for (const e of p.events) {
      ids.add(e.id.toLowerCase());
      n++;
    }
  return ids.size === n;
}

/**
 * Group commit (docs/eventstore.md "Appending"): appends are queued; while one call is in flight the
 * next ones wait, and the first to find the line free sends everything queued as ONE call of
 * es.append_events in autocommit (one round trip, one commit). Each append keeps its own revision
 * check and answer. A call that fails as a whole (an error, not a refused revision) is retried
 * append by append, so one bad append fails only its own caller.
 */
export function createGroupAppender(pool: Pool, opts: GroupAppendOptions = {}) {
  const maxAppends = opts.maxAppends ?? 100;
  const maxEvents = opts.maxEvents ?? 2_000;
  const maxInFlight = opts.maxInFlight ?? 2;
  const queue: Pending[] = [];
  let inFlight = 0;

  async function call(group: AppendSpec[]): Promise<ResultRow[]> {
    // Distinct streams and ids (the usual group): es.append_group, set-based; else append by append.
    const fn = group.length > 1 && allDistinct(group) ? 'append_group' : 'append_events';
    const { rows } = await pool.query<ResultRow>({
      name: `es_${fn}`,
      text: `SELECT r_idx, r_status, r_next::text, r_tx::text, r_pos::text, r_actual::text FROM es.${fn}($1::jsonb)`,
      values: [JSON.stringify(group.map(toJson))],
    });
    return rows;
  }

  function settle(p: Pending, r: ResultRow | undefined) {
    if (!r) return p.reject(new Error(`append to ${p.stream}: no answer from es.append_events`));
    if (r.r_status === 'wrong') return p.reject(new WrongExpectedVersionError(p.stream, p.expected, r.r_actual === null ? 'no_stream' : BigInt(r.r_actual)));
    p.resolve({ nextRevision: BigInt(r.r_next!), position: encodePosition(r.r_tx!, r.r_pos!) });
  }

  // An id already stored, looked for afresh after a unique violation: answer what it answered then.
  async function priorResult(ids: string[]): Promise<AppendResult | undefined> {
    const { rows } = await pool.query<{ revision: string; transaction_id: string; position: string }>(
      'SELECT revision::text, transaction_id::text, position::text FROM es.events WHERE id = ANY($1::uuid[]) ORDER BY revision DESC LIMIT 1',
      [ids],
    );
    const r = rows[0];
    return r ? { nextRevision: BigInt(r.revision), position: encodePosition(r.transaction_id, r.position) } : undefined;
  }

  async function alone(p: Pending): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return settle(p, (await call([p]))[0]);
      } catch (e) {
        if (attempt >= 5 || !RETRYABLE.has(errCode(e) ?? '')) return p.reject(e);
        if (errCode(e) === '23505') {
          const prior = await priorResult(p.events.map((x) => x.id)).catch(() => undefined);
          if (prior) return p.resolve(prior);
        }
      }
    }
  }

  async function flush(group: Pending[]): Promise<void> {
    if (group.length === 1) return alone(group[0]!);
    let rows: ResultRow[];
    try {
      rows = await call(group);
    } catch {
      // The whole call rolled back: nothing of the group is stored. Each append on its own.
      for (const p of group) await alone(p);
      return;
    }
    const byIdx = new Map(rows.map((r) => [r.r_idx, r]));
    group.forEach((p, i) => settle(p, byIdx.get(i + 1)));
  }

  /** Per append (by its index in `appends`), the stored result of its ids, when any of them is stored. */
  async function storedResults(appends: AppendSpec[]): Promise<Map<number, AppendResult>> {
    const idx: number[] = [];
    const ids: string[] = [];
    appends.forEach((a, i) => a.events.forEach((e) => (idx.push(i), ids.push(e.id))));
    const { rows } = await pool.query<{ i: number; revision: string; transaction_id: string; position: string }>(
      `SELECT DISTINCT ON (x.i) x.i, ev.revision::text, ev.transaction_id::text, ev.position::text
       FROM unnest($1::int[], $2::uuid[]) AS x(i, id) JOIN es.events ev ON ev.id = x.id
       ORDER BY x.i, ev.revision DESC`,
      [idx, ids],
    );
    return new Map(rows.map((r) => [r.i, { nextRevision: BigInt(r.revision), position: encodePosition(r.transaction_id, r.position) }]));
  }

  /**
   * One chunk of appendMany as one call (es.append_group when its streams and ids are distinct). An
   * accepted append whose ids are already stored rolls the call back (es.append_events' comment):
   * those appends are answered from what is stored and the call is sent again without them.
   */
  async function manyChunk(chunk: AppendSpec[]): Promise<ManyOutcome[]> {
    const out: (ManyOutcome | undefined)[] = new Array(chunk.length);
    let pending = chunk.map((spec, k) => ({ spec, k }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      try {
        const rows = await call(pending.map((p) => p.spec));
        const byIdx = new Map(rows.map((r) => [r.r_idx, r]));
        pending.forEach(({ spec, k }, i) => {
          const r = byIdx.get(i + 1);
          if (!r) throw new Error(`append to ${spec.stream}: no answer from the event store`);
          out[k] =
            r.r_status === 'wrong'
              ? { status: 'refused', error: new WrongExpectedVersionError(spec.stream, spec.expected, r.r_actual === null ? 'no_stream' : BigInt(r.r_actual)) }
              : { status: r.r_status === 'ok' ? 'written' : 'stored', nextRevision: BigInt(r.r_next!), position: encodePosition(r.r_tx!, r.r_pos!) };
        });
        pending = [];
      } catch (e) {
        if (attempt >= 5 || !RETRYABLE.has(errCode(e) ?? '')) throw e;
        if (errCode(e) === '23505') {
          const stored = await storedResults(pending.map((p) => p.spec));
          for (const [i, result] of stored) out[pending[i]!.k] = { status: 'stored', ...result };
          pending = pending.filter((_p, i) => !stored.has(i));
        }
      }
    }
    return out as ManyOutcome[];
  }

  function take(): Pending[] {
    let events = 0;
    let n = 0;
    while (n < queue.length && n < maxAppends) {
      events += queue[n]!.events.length;
      if (n > 0 && events > maxEvents) break;
      n++;
    }
    return queue.splice(0, n);
  }

  // The caller that finds a free slot sends what has queued, and keeps sending while more queued
  // during its call; the others only wait for their answers.
  async function drain(): Promise<void> {
    inFlight++;
    try {
      while (queue.length > 0) {
        const group = take();
        await flush(group).catch((e: unknown) => group.forEach((p) => p.reject(e)));
      }
    } finally {
      inFlight--;
    }
  }

  return {
    /** Many appends, chunked by maxEvents, each chunk one call and one commit (outside the group queue). */
    async appendMany(appends: AppendSpec[]): Promise<ManyOutcome[]> {
      const out: ManyOutcome[] = [];
      for (let i = 0; i < appends.length;) {
        let n = 0;
        let events = 0;
        while (i + n < appends.length && (n === 0 || events + appends[i + n]!.events.length <= maxEvents)) events += appends[i + n++]!.events.length;
        out.push(...(await manyChunk(appends.slice(i, i + n))));
        i += n;
      }
      return out;
    },
    append(stream: string, events: PreparedEvent[], expected: ExpectedRevision): Promise<AppendResult> {
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ stream, events, expected, resolve, reject });
        if (inFlight < maxInFlight) void drain();
      });
    },
  };
}
