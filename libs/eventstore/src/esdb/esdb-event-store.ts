import type { EventRegistry } from '../registry';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  START,
  type StreamAppendOutcome,
  WrongExpectedVersionError,
  comparePositions,
  decodePosition,
  encodePosition,
} from '../types';

// The few parts of @eventstore/db-client (v6) used here, loaded on demand so the PostgreSQL
// default does not need the package.
interface EsdbPosition {
  commit: bigint;
  prepare: bigint;
}
interface EsdbRecorded {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata?: unknown;
  position?: EsdbPosition;
  created: Date | number;
}
interface EsdbClient {
  appendToStream(stream: string, events: unknown[], o: { expectedRevision: unknown }): Promise<{ nextExpectedRevision: bigint; position?: EsdbPosition }>;
  readStream(stream: string, o: { fromRevision: bigint; maxCount?: number }): AsyncIterable<{ event?: EsdbRecorded }>;
  readAll(o: { fromPosition: unknown; maxCount: number }): AsyncIterable<{ event?: EsdbRecorded }>;
  subscribeToAll(o: { fromPosition: unknown; filter?: unknown }): AsyncIterable<{ event?: EsdbRecorded }> & { unsubscribe(): Promise<void> };
  dispose(): Promise<void>;
}
interface EsdbModule {
  EventStoreDBClient: { connectionString(url: string): EsdbClient };
  jsonEvent(e: { id: string; type: string; data: unknown; metadata: unknown }): unknown;
  excludeSystemEvents(): unknown;
  NO_STREAM: unknown;
  STREAM_EXISTS: unknown;
  ANY: unknown;
  START: unknown;
}

const SCHEMA_VERSION = '$schemaVersion';

/** The EventStoreDB adapter (EVENTSTORE_URL=esdb://…): the same port, the same contract tests. */
export function createEsdbEventStore(url: string, options: { registry?: EventRegistry } = {}): EventStore {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional dependency, loaded only when selected
  const m = require('@eventstore/db-client') as EsdbModule;
  const client = m.EventStoreDBClient.connectionString(url);
  const registry = options.registry;

  const toRecorded = (e: EsdbRecorded): RecordedEvent => {
    const { [SCHEMA_VERSION]: v, ...metadata } = (e.metadata ?? {}) as Record<string, unknown>;
    let schemaVersion = typeof v === 'number' ? v : 1;
    let data = e.data;
    if (registry) ({ version: schemaVersion, data } = registry.upcast(e.type, schemaVersion, data));
    const created = e.created instanceof Date ? e.created : new Date(Number(e.created) / 10_000 - 62_135_596_800_000);
    return {
      id: e.id,
      stream: e.streamId,
      revision: e.revision,
      position: e.position ? encodePosition(e.position.commit, e.position.prepare) : START,
      type: e.type,
      schemaVersion,
      data,
      metadata: { ...metadata, recordedAt: created.toISOString() },
    };
  };
  const toEsdbPosition = (p: Position) => {
    if (p === START) return m.START;
    const { transactionId, position } = decodePosition(p);
    return { commit: transactionId, prepare: position };
  };
  const expected = (e: ExpectedRevision) => (e === 'any' ? m.ANY : e === 'no_stream' ? m.NO_STREAM : e === 'stream_exists' ? m.STREAM_EXISTS : BigInt(e));

  const store: EventStore = {
    async append(stream, events, opts = {}): Promise<AppendResult> {
      const exp = opts.expectedRevision ?? 'any';
      const payload = events.map((e) => {
        const version = e.schemaVersion ?? registry?.latestVersion(e.type) ?? 1;
        const data = registry ? registry.validate(e.type, version, e.data) : e.data;
        return m.jsonEvent({ id: e.id, type: e.type, data: data as object, metadata: { ...(e.metadata ?? {}), [SCHEMA_VERSION]: version } });
      });
      try {
        const r = await client.appendToStream(stream, payload, { expectedRevision: expected(exp) });
        return { nextRevision: r.nextExpectedRevision, position: r.position ? encodePosition(r.position.commit, r.position.prepare) : START };
      } catch (err) {
        const e = err as { type?: string; actualState?: unknown; actualVersion?: unknown };
        if (e?.type === 'wrong-expected-version' || (err instanceof Error && err.name === 'WrongExpectedVersionError')) {
          const actual = e.actualVersion ?? e.actualState;
          throw new WrongExpectedVersionError(stream, exp, typeof actual === 'bigint' ? actual : 'no_stream');
        }
        throw err;
      }
    },
    // EventStoreDB has no multi-stream append: one append after another. Whether the ids were stored
    // before is read from the stream first (the ledger's streams are short); two replays racing
    // may both answer 'written' here (docs/eventstore.md "Appending many").
    async appendMany(appends) {
      const out: StreamAppendOutcome[] = [];
      for (const a of appends) {
        const ids = new Set(a.events.map((e) => e.id.toLowerCase()));
        const before = (await store.readStream(a.stream)).filter((e) => ids.has(e.id.toLowerCase()));
        try {
          const result = await store.append(a.stream, a.events, { expectedRevision: a.expectedRevision });
          out.push({ status: before.length ? 'stored' : 'written', ...result });
        } catch (err) {
          if (!(err instanceof WrongExpectedVersionError)) throw err;
          const last = before[before.length - 1];
          out.push(last ? { status: 'stored', nextRevision: last.revision, position: last.position } : { status: 'refused', error: err });
        }
      }
      return out;
    },
    async readStream(stream, opts = {}) {
      const out: RecordedEvent[] = [];
      try {
        for await (const r of client.readStream(stream, { fromRevision: BigInt(opts.fromRevision ?? 0), maxCount: opts.maxCount }))
          if (r.event) out.push(toRecorded(r.event));
      } catch (err) {
        if ((err as { type?: string }).type === 'stream-not-found') return [];
        throw err;
      }
      return out;
    },
    // No index by event id in EventStoreDB: one pass over $all, stopping once every id is found.
    async readEvents(ids) {
      const wanted = new Set(ids);
      const out: RecordedEvent[] = [];
      for (let at = START; wanted.size > 0;) {
        const page = await store.readAll(at, 1000);
        if (page.length === 0) break;
        for (const e of page) if (wanted.delete(e.id)) out.push(e);
        at = page[page.length - 1]!.position;
      }
      return out;
    },
    async readAll(fromPosition = START, max = 1000) {
      const out: RecordedEvent[] = [];
      // ESDB's fromPosition is inclusive and includes system events: skip both.
      for await (const r of client.readAll({ fromPosition: toEsdbPosition(fromPosition), maxCount: max + 1 })) {
        const e = r.event;
        if (!e || e.type.startsWith('$') || e.streamId.startsWith('$')) continue;
        const rec = toRecorded(e);
        if (comparePositions(rec.position, fromPosition) <= 0) continue;
        out.push(rec);
        if (out.length === max) break;
      }
      return out;
    },
    // No count in EventStoreDB: one pass over $all from `after`, stopping at the bound's position.
    async countEvents(after = START, bound) {
      let n = 0;
      for (let at = after; ;) {
        const page = await store.readAll(at, 1000);
        if (page.length === 0) return n;
        for (const e of page) {
          if (bound && 'position' in bound && comparePositions(e.position, bound.position) > 0) return n;
          if (!bound || 'position' in bound || new Date(e.metadata.recordedAt).getTime() <= bound.recordedUntil.getTime()) n++;
        }
        at = page[page.length - 1]!.position;
      }
    },
    async headPosition() {
      let at = START;
      for (;;) {
        const page = await store.readAll(at, 1000);
        if (page.length === 0) return at;
        at = page[page.length - 1]!.position;
      }
    },
    async waitForNew(after, timeoutMs) {
      if ((await store.readAll(after, 1)).length > 0) return true;
      const sub = client.subscribeToAll({ fromPosition: toEsdbPosition(after), filter: m.excludeSystemEvents() });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs)));
      const seen = (async () => {
        for await (const r of sub) if (r.event && comparePositions(toRecorded(r.event).position, after) > 0) return true;
        return false;
      })();
      try {
        return await Promise.race([seen, timeout]);
      } finally {
        clearTimeout(timer);
        await sub.unsubscribe().catch(() => undefined);
      }
    },
    async close() {
      await client.dispose();
    },
  };
  return store;
}
