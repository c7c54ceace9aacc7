import { randomUUID } from 'node:crypto';
import { type EventStore, type NewEvent, type Position, START, WrongExpectedVersionError, comparePositions } from './index';

const ev = (type = 'SampleAmountRecorded', amount = 1): NewEvent => ({
  id: randomUUID(),
  type,
  data: { amount },
  metadata: { userId: 1, stationId: 2, correlationId: randomUUID(), causationId: null },
});

/** The same behaviour, whichever store: run against PostgreSQL always, EventStoreDB when reachable. */
export function runEventStoreContract(
  name: string,
  makeStore: () => Promise<{ store: EventStore; done?: () => Promise<void> }>,
  opts: { concurrentEvents?: number } = {},
) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let done: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ store, done } = await makeStore());
    });
    afterAll(async () => {
      await store.close();
      await done?.();
    });
    const s = () => `s-${randomUUID()}`;

    it('appends and reads a stream back with revisions, positions and metadata', async () => {
      const stream = s();
      const first = await store.append(stream, [ev(), ev()], { expectedRevision: 'no_stream' });
      expect(first.nextRevision).toBe(1n);
      const second = await store.append(stream, [ev()], { expectedRevision: 1n });
      expect(second.nextRevision).toBe(2n);
      expect(comparePositions(second.position, first.position)).toBe(1);
      const read = await store.readStream(stream);
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      expect(read[0]).toMatchObject({ stream, type: 'SampleAmountRecorded', data: { amount: 1 }, metadata: { userId: 1, stationId: 2 } });
      expect(typeof read[0]!.metadata.recordedAt).toBe('string');
      expect((await store.readStream(stream, { fromRevision: 2 })).map((e) => e.revision)).toEqual([2n]);
    });

    it.each([
      { title: 'a wrong revision', setup: 1, expected: 5n as const },
      { title: 'no_stream on an existing stream', setup: 1, expected: 'no_stream' as const },
      { title: 'stream_exists on a missing stream', setup: 0, expected: 'stream_exists' as const },
      { title: 'a revision on a missing stream', setup: 0, expected: 0 as const },
    ])('refuses $title with WrongExpectedVersionError and writes nothing', async ({ setup, expected }) => {
      const stream = s();
      if (setup) await store.append(stream, [ev()]);
      await expect(store.append(stream, [ev()], { expectedRevision: expected })).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.readStream(stream)).toHaveLength(setup);
    });

    it('counts the events after a position, up to a position or a recorded time', async () => {
      // From a position of our own, not the head: the head may still stand before earlier tests' events
      // while a transaction elsewhere in the cluster is open.
      const before = (await store.append(s(), [ev()])).position;
      const stream = s();
      const first = await store.append(stream, [ev(), ev()]);
      await store.append(stream, [ev(), ev(), ev()]);
      expect(await store.countEvents(before)).toBe(5);
      expect(await store.countEvents(before, { position: first.position })).toBe(2);
      expect(await store.countEvents(first.position)).toBe(3);
      expect(await store.countEvents(before, { recordedUntil: new Date(Date.now() + 60_000) })).toBe(5);
      expect(await store.countEvents(before, { recordedUntil: new Date(Date.now() - 3_600_000) })).toBe(0);
      expect(await store.countEvents(START)).toBeGreaterThanOrEqual(5);
    });

    it('accepts stream_exists and any', async () => {
      const stream = s();
      await store.append(stream, [ev()], { expectedRevision: 'any' });
      await expect(store.append(stream, [ev()], { expectedRevision: 'stream_exists' })).resolves.toMatchObject({ nextRevision: 1n });
    });

    it('stores the same event id once and answers the original result', async () => {
      const stream = s();
      const batch = [ev(), ev()];
      const first = await store.append(stream, batch, { expectedRevision: 'no_stream' });
      const again = await store.append(stream, batch, { expectedRevision: 'no_stream' });
      expect(again).toEqual(first);
      const alone = await store.append(stream, [batch[0]!], { expectedRevision: 'any' });
      expect(alone.nextRevision).toBeLessThanOrEqual(first.nextRevision);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('answers the same result to the same ids sent at the same moment with a revision expected', async () => {
      // Two API processes given one station's retry at once: one writes, the other waited on the
      // stream's lock and must find the ids just written, not refuse the revision they moved.
      for (let round = 0; round < 10; round++) {
        const stream = s();
        await store.append(stream, [ev()], { expectedRevision: 'no_stream' });
        const batch = [ev()];
        const answers = await Promise.all(Array.from({ length: 4 }, () => store.append(stream, batch, { expectedRevision: 0n })));
        for (const a of answers) expect(a).toEqual(answers[0]);
        expect(await store.readStream(stream)).toHaveLength(2);
      }
    });

    it('appends many streams at once, each answered on its own: written, stored on a replay, refused on a wrong revision', async () => {
      const existing = s();
      await store.append(existing, [ev()]);
      const appends = [
        { stream: s(), events: [ev()], expectedRevision: 'no_stream' as const },
        { stream: s(), events: [ev(), ev()], expectedRevision: 'any' as const },
        { stream: existing, events: [ev()], expectedRevision: 'no_stream' as const },
        { stream: existing, events: [ev()], expectedRevision: 0n },
      ];
      const first = await store.appendMany(appends);
      expect(first.map((o) => o.status)).toEqual(['written', 'written', 'refused', 'written']);
      expect((first[2] as { error: unknown }).error).toBeInstanceOf(WrongExpectedVersionError);
      expect(first[1]).toMatchObject({ nextRevision: 1n });
      expect(first[3]).toMatchObject({ nextRevision: 1n });
      // Sent again: nothing written, each stored append answered with its original result.
      const again = await store.appendMany(appends);
      expect(again.map((o) => o.status)).toEqual(['stored', 'stored', 'refused', 'stored']);
      for (const i of [0, 1, 3]) expect(again[i]).toEqual({ ...first[i], status: 'stored' });
      expect(await store.readStream(existing)).toHaveLength(2);
      expect((await store.readEvents(appends.flatMap((a) => a.events.map((e) => e.id)))).length).toBe(4);
    });

    it('writes each of many appends once when the same appends are sent twice at the same moment', async () => {
      const appends = Array.from({ length: 200 }, (_, i) => ({
        stream: s(),
        events: [ev()],
        expectedRevision: i % 2 ? ('no_stream' as const) : ('any' as const),
      }));
      const [a, b] = await Promise.all([store.appendMany(appends), store.appendMany(appends)]);
      appends.forEach((_x, i) => {
        expect([a[i]!.status, b[i]!.status].sort()).toEqual(['stored', 'written']);
        expect({ ...a[i], status: 'x' }).toEqual({ ...b[i], status: 'x' });
      });
      expect(await store.readEvents(appends.map((x) => x.events[0]!.id))).toHaveLength(200);
    });

    it('reads events by id in global order, leaving out ids it does not hold', async () => {
      const [a, b] = [ev(), ev()];
      await store.append(s(), [a]);
      await store.append(s(), [b]);
      const read = await store.readEvents([b.id, randomUUID(), a.id]);
      expect(read.map((e) => e.id)).toEqual([a.id, b.id]);
      expect(read[1]).toMatchObject({ type: 'SampleAmountRecorded', data: { amount: 1 } });
      expect(await store.readEvents([])).toEqual([]);
    });

    it('reads all in global order from a checkpoint and waits for new events', async () => {
      const head = await store.headPosition();
      const stream = s();
      const waiting = store.waitForNew(head, 5000);
      await store.append(stream, [ev(), ev(), ev()]);
      expect(await waiting).toBe(true);
      const after = await store.readAll(head, 100);
      expect(after.filter((e) => e.stream === stream)).toHaveLength(3);
      const page = await store.readAll(head, 2);
      expect(page).toHaveLength(2);
      const rest = await store.readAll(page[1]!.position, 100);
      expect([...page, ...rest].map((e) => e.id)).toEqual(after.map((e) => e.id));
      expect(await store.waitForNew(await store.headPosition(), 50)).toBe(false);
    });

    it('a follower of all sees every event of 8 concurrent writers exactly once, in order', async () => {
      const total = opts.concurrentEvents ?? 20_000;
      const writers = 8;
      const perWriter = total / writers;
      const batch = 20;
      const streams = Array.from({ length: 40 }, () => s());
      const start: Position = await store.headPosition();
      const written = new Set<string>();
      let writing = true;
      const writer = async () => {
        for (let n = 0; n < perWriter; n += batch) {
          const events = Array.from({ length: Math.min(batch, perWriter - n) }, () => ev());
          const stream = streams[Math.floor(Math.random() * streams.length)]!;
          await store.append(stream, events, { expectedRevision: 'any' });
          for (const e of events) written.add(e.id);
        }
      };
      const seen: string[] = [];
      const follower = async () => {
        let at = start;
        for (;;) {
          const page = await store.readAll(at, 1000);
          for (const e of page) {
            expect(comparePositions(e.position, at)).toBe(1);
            at = e.position;
            if (streams.includes(e.stream)) seen.push(e.id);
          }
          if (page.length === 0) {
            if (!writing && seen.length >= total) return;
            // Reads stop below the cluster's oldest open transaction, so under load the last events can
            // stay out of sight for seconds: wait for them (bounded), but never stop before they come.
            if (!writing && Date.now() > giveUpAt()) return;
            if (!writing) await store.waitForNew(at, 1000);
          }
        }
      };
      let writtenAt = Infinity;
      const giveUpAt = () => writtenAt + 60_000;
      const following = follower();
      await Promise.all(Array.from({ length: writers }, writer));
      writtenAt = Date.now();
      writing = false;
      await following;
      expect(written.size).toBe(total);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      const seenSet = new Set(seen);
      expect([...written].filter((id) => !seenSet.has(id))).toEqual([]);
    }, 180_000);

    it('starts reading all from START', async () => {
      expect((await store.readAll(START, 1)).length).toBe(1);
    });
  });
}
