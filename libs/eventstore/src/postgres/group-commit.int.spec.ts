import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { type NewEvent, WrongExpectedVersionError, decodePosition } from '../types';
import { createEventStorePool, createPostgresEventStore } from './postgres-event-store';

// Group commit (docs/eventstore.md "Appending"): appends queued together go as one call, one
// transaction, one commit, and each keeps its own revision check and answer.
const ev = (data: unknown = { amount: 1 }): NewEvent => ({ id: randomUUID(), type: 'SampleAmountRecorded', data });
const txOf = (position: string) => decodePosition(position).transactionId;

describe('PostgreSQL store: one call per append, group commit', () => {
  let tdb: TestDatabase;
  const pools: Pool[] = [];
  const pool = () => {
    const p = createEventStorePool({ connectionString: tdb.url, max: 4 });
    pools.push(p);
    return p;
  };
  beforeAll(async () => {
    tdb = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await tdb.drop();
  });

  it('commits appends that arrive together in one transaction, refusing only the one whose revision is wrong', async () => {
    const store = createPostgresEventStore(pool(), { groupCommit: { maxInFlight: 1 } });
    const existing = `g-${randomUUID()}`;
    await store.append(existing, [ev()]);
    const streams = Array.from({ length: 6 }, () => `g-${randomUUID()}`);
    // The first may go alone; the others queue behind it and go as one call.
    const first = store.append(`g-${randomUUID()}`, [ev()]);
    const rest = streams.map((s, i) => store.append(s, [ev(), ev()], { expectedRevision: i === 3 ? 'stream_exists' : 'no_stream' }));
    const wrong = store.append(existing, [ev()], { expectedRevision: 5n });
    const settled = await Promise.allSettled([first, ...rest, wrong]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'rejected']);
    const refused = [settled[4], settled[7]].map((s) => (s as PromiseRejectedResult).reason as WrongExpectedVersionError);
    expect(refused[0]).toBeInstanceOf(WrongExpectedVersionError);
    expect(refused[0]!.actual).toBe('no_stream');
    expect(refused[1]!.actual).toBe(0n);
    const written = settled
      .slice(1, 7)
      .filter((s) => s.status === 'fulfilled')
      .map((s) => s.value);
    expect(written.map((w) => w.nextRevision)).toEqual([1n, 1n, 1n, 1n, 1n]);
    expect(new Set(written.map((w) => txOf(w.position))).size).toBe(1);
    expect((await first).nextRevision).toBe(0n);
    for (const [i, s] of streams.entries()) expect(await store.readStream(s)).toHaveLength(i === 3 ? 0 : 2);
    expect(await store.readStream(existing)).toHaveLength(1);
    // The refused append to a missing stream left no trace of it.
    await expect(store.append(streams[3]!, [ev()], { expectedRevision: 'no_stream' })).resolves.toMatchObject({ nextRevision: 0n });
    await store.close();
  });

  it('keeps order and revisions of appends to one stream queued together', async () => {
    const store = createPostgresEventStore(pool(), { groupCommit: { maxInFlight: 1 } });
    const stream = `o-${randomUUID()}`;
    const answers = await Promise.all([
      store.append(`o-${randomUUID()}`, [ev()]),
      store.append(stream, [ev()], { expectedRevision: 'no_stream' }),
      store.append(stream, [ev(), ev()], { expectedRevision: 0n }),
      store.append(stream, [ev()], { expectedRevision: 2n }),
    ]);
    expect(answers.slice(1).map((a) => a.nextRevision)).toEqual([0n, 2n, 3n]);
    expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    await store.close();
  });

  it('fails only the append the server refuses when its group fails as a whole', async () => {
    const store = createPostgresEventStore(pool(), { groupCommit: { maxInFlight: 1 } });
    const streams = Array.from({ length: 4 }, () => `b-${randomUUID()}`);
    // jsonb refuses the NUL character: that append's error rolls its whole call back.
    const settled = await Promise.allSettled([
      store.append(`b-${randomUUID()}`, [ev()]),
      ...streams.map((s, i) => store.append(s, [ev(i === 2 ? { text: 'a\u0000b' } : { amount: i })])),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((settled[3] as PromiseRejectedResult).reason).not.toBeInstanceOf(WrongExpectedVersionError);
    for (const [i, s] of streams.entries()) expect(await store.readStream(s)).toHaveLength(i === 2 ? 0 : 1);
    await store.close();
  });

  it('lets one of many first appends to a new stream win and refuses the others, from separate processes', async () => {
    const stores = Array.from({ length: 4 }, () => createPostgresEventStore(pool()));
    for (let round = 0; round < 5; round++) {
      const stream = `n-${randomUUID()}`;
      const settled = await Promise.allSettled(stores.map((s) => s.append(stream, [ev()], { expectedRevision: 'no_stream' })));
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
      for (const s of settled.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
        expect(s.reason).toBeInstanceOf(WrongExpectedVersionError);
        expect((s.reason as WrongExpectedVersionError).actual).toBe(0n);
      }
      // Without a check every one is written, in some order, with no error to retry.
      const any = `n-${randomUUID()}`;
      const answers = await Promise.all(stores.map((s) => s.append(any, [ev()])));
      expect(answers.map((a) => a.nextRevision).sort()).toEqual([0n, 1n, 2n, 3n]);
    }
    for (const s of stores) await s.close();
  });

  it('answers the original result to the same ids sent to two streams at once, storing them once', async () => {
    const [a, b] = [createPostgresEventStore(pool()), createPostgresEventStore(pool())];
    for (let round = 0; round < 5; round++) {
      const batch = [ev(), ev()];
      const [x, y] = await Promise.all([a.append(`i-${randomUUID()}`, batch), b.append(`i-${randomUUID()}`, batch)]);
      expect(y).toEqual(x);
      expect(await a.readEvents(batch.map((e) => e.id))).toHaveLength(2);
    }
    await a.close();
    await b.close();
  });
});
