import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/test-app';
import { type SyncPlaces, queue, saleBody, syncPlaces } from '../support/sync-fixtures';

// Issue 38 point 7: what the ledger can record bounds what a request may leave behind. A sale or a
// movement whose resulting on hand would pass the ledger's 9 digits is refused before the append (a
// location past them could no longer be counted: "A quantity is too large to record"), and a station's
// queue position is a 32-bit integer (one item at 2^53 − 1 pinned the station's position for good).
describe('ledger bounds (issue 38 point 7)', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let p: SyncPlaces;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    p = await syncPlaces(a.t.db);
    // A Candy Bar is 1000 Chocolate Bars here: a sale of 400,000 kits takes 400,000,000 bars, a valid figure on its own.
    await a.t.db.updateTable('app.kit_goods').set({ Quantity: '1000' }).where('KitId', '=', p.kitId).execute();
  });
  afterAll(() => a.close());

  const onHand = async (location: number, goodId = p.goodId) => {
    const rows = (await a.http.get(`/api/v1/inventory/admin/inventory_${location}`).set(admin)).body as { Id: number; QuantityOnHand: number }[];
    return rows.find((r) => r.Id === goodId)?.QuantityOnHand ?? 0;
  };
  /** Waits until the stock projection shows `expected` on hand. */
  const onHandBecomes = async (location: number, expected: number) => {
    for (let i = 0; i < 100 && (await onHand(location)) !== expected; i++) await new Promise((r) => setTimeout(r, 100));
    return onHand(location);
  };
  const count = (location: number, counted: string) =>
    a.http
      .post('/api/v1/inventoryEventPush/gainlostTransfer')
      .set(admin)
      .send({ GuidId: randomUUID(), InventoryLocationId: location, Counts: [{ GoodId: p.goodId, Counted: counted }] });

  it('three valid sales whose on hand would pass 9 digits: the third is refused with 400, the location stays countable', async () => {
    const start = await onHand(p.standLocationId);
    const sell = () => a.http.post('/api/v1/saleEventPush/sale').set(admin).send(saleBody(p, 400_000));
    const answers = [await sell(), await sell(), await sell()];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 400]);
    expect(JSON.stringify(answers[2]!.body)).toContain(`The on hand of good ${p.goodId} would be too large to record`);
    expect(await onHandBecomes(p.standLocationId, start - 800_000_000)).toBe(start - 800_000_000);
    const counted = await count(p.standLocationId, '5');
    expect(counted.status).toBe(200);
    expect(await onHandBecomes(p.standLocationId, 5)).toBe(5);
  });

  it('in a station queue the sale that would pass is refused on its own, the ones before it applied', async () => {
    const sale = () => ({ Kind: 'Sale', Body: saleBody(p, 400_000) });
    const res = await a.http
      .post(`/api/v1/stations/${p.stationId}/sync`)
      .set(admin)
      .send({ Items: queue([sale(), sale(), sale()], 10) });
    expect(res.status).toBe(200);
    expect(res.body.Items.map((i: { Status: string }) => i.Status)).toEqual(['Applied', 'Applied', 'Refused']);
    expect(res.body.Items[2]).toMatchObject({ Code: 'AmountTooLarge' });
    expect(await onHandBecomes(p.standLocationId, 5 - 800_000_000)).toBe(5 - 800_000_000);
    expect((await count(p.standLocationId, '7')).status).toBe(200);
  });

  it('a movement whose destination would pass 9 digits is refused with 400, the location stays countable', async () => {
    const init = () =>
      a.http
        .post('/api/v1/inventoryEventPush/initializingTransfer')
        .set(admin)
        .send({ GuidId: randomUUID(), ToInventoryLocationId: p.venueLocationId, TransferGoods: [{ GoodId: p.goodId, Qty: '99999999' }] });
    const statuses: number[] = [];
    let refused: { body: unknown } | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await init();
      statuses.push(res.status);
      if (res.status !== 200) refused = res;
    }
    // 99,999,999 at a time: the tenth or eleventh would pass 999,999,999.9999 (whatever the seed left there).
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(200));
    expect(statuses[statuses.length - 1]).toBe(400);
    expect(JSON.stringify(refused?.body)).toContain('would be too large to record');
    expect(Math.abs(await onHand(p.venueLocationId))).toBeLessThan(1e9);
    expect((await count(p.venueLocationId, '3')).status).toBe(200);
  });

  it('a queue position past 32 bits is refused with 400 and leaves the station position as it was', async () => {
    const before = (await a.http.get(`/api/v1/stations/${p.stationId}`).set(admin)).body.QueuePosition;
    for (const Position of [Number.MAX_SAFE_INTEGER, 2147483648]) {
      const res = await a.http
        .post(`/api/v1/stations/${p.stationId}/sync`)
        .set(admin)
        .send({ Items: [{ Position, Kind: 'Sale', Body: saleBody(p, 1) }] });
      expect({ Position, status: res.status }).toEqual({ Position, status: 400 });
      expect(JSON.stringify(res.body)).toContain('Position is too large');
    }
    expect((await a.http.get(`/api/v1/stations/${p.stationId}`).set(admin)).body.QueuePosition).toBe(before);
  });
});
