import { randomUUID } from 'node:crypto';
import type { Db } from '@intermission/db';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  type LedgerState,
  type QueueItem,
  type SyncPlaces,
  countBody,
  ledgerState,
  queue,
  saleBody,
  syncPlaces,
  wastageBody,
} from '../../../../tests/support/sync-fixtures';

/**
 * Issue 14 "Done when": a station's queue replayed twice, by two devices at once, and out of order
 * leaves the same events (by type and id, with their data) and the same read tables as one clean
 * pass into another database. (After a SIGKILL of the server: station-sync-crash.int.spec.ts.)
 */

type Sync = (items: QueueItem[]) => Promise<{ status: number; body: { Items: { Status: string; Code?: string }[] } }>;

/** The show event the queue's counts and sales name: made the same way in every database, so its Id is the same. */
async function showEvent(db: Db, theatreId: number): Promise<number> {
  const show = await db.insertInto('app.shows').values({ Name: 'The Sync Show' }).returning('Id').executeTakeFirstOrThrow();
  const e = await db
    .insertInto('app.show_events')
    .values({ ShowId: show.Id, TheatreId: theatreId, Start: '2026-11-20T18:00:00Z', End: '2026-11-20T21:00:00Z' })
    .returning('Id')
    .executeTakeFirstOrThrow();
  return e.Id;
}

/** One station's evening: counts, sales and a refund, a wastage, and two items a station should not have sent. */
function eveningQueue(p: SyncPlaces, showEventId: number): QueueItem[] {
  const sale = (qty: number, minute: number) => ({ ...saleBody(p, qty, `2026-11-20T19:${String(minute).padStart(2, '0')}:00Z`), ShowEventId: showEventId });
  const first = sale(2, 0);
  return queue([
    { Kind: 'CashboxCount', Body: countBody(p, 1, 20, showEventId) },
    { Kind: 'Sale', Body: first },
    ...Array.from({ length: 30 }, (_x, i) => ({ Kind: 'Sale', Body: sale(1 + (i % 3), 1 + i) })),
    { Kind: 'Sale', Body: { ...sale(-1, 40), SaleKits: [{ KitId: p.kitId, Qty: '-1', SalePricePerKit: '4.50' }] } },
    { Kind: 'StockMovement', MovementKind: 'wastageGoods', Body: wastageBody(p, 1) },
    { Kind: 'Sale', Body: { ...sale(1, 45), StationId: p.otherStationId } },
    { Kind: 'Sale', Body: { ...sale(1, 46), SaleKits: [{ KitId: 2147483647, Qty: '1', SalePricePerKit: '1.00' }] } },
    { Kind: 'CashboxCount', Body: countBody(p, 2, 150, showEventId) },
  ]);
}

describe('a station queue applied any number of times, in any order, equals one clean pass', () => {
  let clean: LedgerState;
  let q: QueueItem[];
  let cleanAnswers: string[];

  async function withApp<T>(run: (sync: Sync, a: TestApp) => Promise<T>): Promise<{ result: T; state: LedgerState }> {
    const a = await createTestApp({ runProjections: true });
    try {
      const admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
      const p = await syncPlaces(a.t.db);
      const id = await showEvent(a.t.db, p.theatreId);
      q ??= eveningQueue(p, id);
      expect(q[0]!.Body).toMatchObject({ PointOfSaleStationId: p.stationId, ShowEventId: id });
      const sync: Sync = (items) => a.http.post(`/api/v1/stations/${p.stationId}/sync`).set(admin).send({ Items: items }) as never;
      const result = await run(sync, a);
      return { result, state: await ledgerState(a.t.db) };
    } finally {
      await a.close();
    }
  }
  const statuses = (r: Awaited<ReturnType<Sync>>) => r.body.Items.map((i) => i.Status);

  beforeAll(async () => {
    const { result, state } = await withApp((sync) => sync(q));
    clean = state;
    expect(result.status).toBe(200);
    cleanAnswers = statuses(result);
  }, 120_000);

  it('the clean pass applies every item but the two refused, with their reasons', () => {
    expect(cleanAnswers.filter((s) => s === 'Refused')).toHaveLength(2);
    expect(cleanAnswers.filter((s) => s === 'Applied')).toHaveLength(q.length - 2);
  });

  it('replayed twice', async () => {
    const { result, state } = await withApp(async (sync) => [await sync(q), await sync(q)]);
    expect(statuses(result[0])).toEqual(cleanAnswers);
    expect(statuses(result[1])).toEqual(cleanAnswers.map((s) => (s === 'Applied' ? 'AlreadyApplied' : s)));
    expect(state).toEqual(clean);
  }, 120_000);

  it('replayed by two devices at once', async () => {
    const { result, state } = await withApp((sync) => Promise.all([sync(q), sync(q)]));
    result.forEach((r) => expect(r.status).toBe(200));
    cleanAnswers.forEach((s, k) =>
      expect([statuses(result[0])[k], statuses(result[1])[k]].sort()).toEqual(s === 'Applied' ? ['AlreadyApplied', 'Applied'] : [s, s]),
    );
    expect(state).toEqual(clean);
  }, 120_000);

  it('out of order: the queue reversed (the refund before its sale, the sales before the start count), in two calls, the later half first', async () => {
    const reversed = [...q].reverse().map((it, i) => ({ ...it, Position: i }));
    const { result, state } = await withApp(async (sync) => [await sync(reversed.slice(20)), await sync(reversed.slice(0, 20))]);
    expect([...statuses(result[1]), ...statuses(result[0])]).toEqual([...cleanAnswers].reverse());
    expect(state).toEqual(clean);
  }, 120_000);

  it('a GUID reused for another kind of item is refused, not applied over the first', async () => {
    const { result } = await withApp(async (sync) => {
      const first = q[0]!.Body as { GuidId: string };
      const clash = { ...(q[1]!.Body as object), SaleId: first.GuidId };
      await sync([q[0]!]);
      return sync([
        { Position: 1, Kind: 'Sale', Body: clash },
        { Position: 2, Kind: 'Sale', Body: { ...(q[2]!.Body as object), SaleId: randomUUID() } },
      ]);
    });
    expect(result.body.Items[0]).toMatchObject({ Status: 'Refused', Code: 'GuidTaken' });
  }, 120_000);
});
