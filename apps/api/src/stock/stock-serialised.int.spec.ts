import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { type EventStore, comparePositions } from '@intermission/eventstore';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { EVENT_STORE } from '../ledger/ledger.tokens';
import { ProjectionsService } from '../ledger/projections.service';

// Issue 18 point 3: decisions from a location's on-hand are serialised, so counts racing transfers
// at the same place each decide from the figure the one before left.
describe('counts and transfers racing at one location', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let harbor: number;
  let bar: number;
  let water: number;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Name', 'l.Kind'])
      .where('v.Name', '=', 'Harbor Point 12')
      .execute();
    harbor = locations.find((l) => l.Kind === 'venue')!.Id;
    bar = locations.find((l) => l.Kind === 'sales_location' && l.Name === 'Bar 1')!.Id;
    water = (await a.t.db.selectFrom('app.goods').select('Id').where('Name', '=', 'Bottled Water').executeTakeFirstOrThrow()).Id;
  });
  afterAll(() => a.close());

  const push = (path: string, body: Record<string, unknown>) =>
    a.http
      .post(`/api/v1/inventoryEventPush/${path}`)
      .set(admin)
      .send({ GuidId: randomUUID(), ...body });
  const waterAt = async (location: number) => {
    const rows = (await a.http.get(`/api/v1/inventory/admin/inventory_${location}`).set(admin)).body as { Id: number; QuantityOnHand: number }[];
    return new Decimal(rows.find((r) => r.Id === water)!.QuantityOnHand);
  };

  it('each count decides from the on-hand the transfers before it left; the end figure is the hand-computed one', async () => {
    expect((await push('initializingTransfer', { ToInventoryLocationId: harbor, TransferGoods: [{ GoodId: water, Qty: 100 }] })).status).toBe(200);
    const start = await waterAt(harbor);
    const counts = [start.minus(5), start.minus(9)];

    const [transfers, countAnswers] = await Promise.all([
      Promise.all(
        Array.from({ length: 8 }, () =>
          push('inventoryTransfer', { FromInventoryLocationId: harbor, ToInventoryLocationId: bar, TransferGoods: [{ GoodId: water, Qty: 2 }] }),
        ),
      ),
      Promise.all(counts.map((c) => push('gainlostTransfer', { InventoryLocationId: harbor, Counts: [{ GoodId: water, Counted: c.toFixed() }] }))),
    ]);
    for (const r of [...transfers, ...countAnswers]) expect(r.status).toBe(200);

    // By hand, in the order the ledger recorded them: a transfer takes 2, a count sets the figure,
    // and the count's adjustment is what was counted less what the transfers before it left.
    const steps = [
      ...transfers.map((r) => ({ position: r.body.Position as string, take: new Decimal(2) })),
      ...countAnswers.map((r, i) => ({
        position: r.body.Position as string,
        counted: counts[i]!,
        line: r.body.Transfer?.Lines?.[0]?.Qty as number | undefined,
      })),
    ].sort((x, y) => comparePositions(x.position, y.position));
    let onHand = start;
    for (const s of steps) {
      if ('take' in s) {
        onHand = onHand.minus(s.take);
        continue;
      }
      const adjustment = s.counted.minus(onHand);
      expect(adjustment.isZero() ? undefined : new Decimal(s.line!).toFixed()).toEqual(adjustment.isZero() ? undefined : adjustment.toFixed());
      onHand = s.counted;
    }
    expect((await waterAt(harbor)).toFixed()).toBe(onHand.toFixed());
  });

  it('a decision waits for the stock projection to apply the one before it there, and answers 503 rather than decide from a stale figure', async () => {
    const count = (counted: Decimal, guid = randomUUID()) =>
      a.http
        .post('/api/v1/inventoryEventPush/gainlostTransfer')
        .set(admin)
        .send({ GuidId: guid, InventoryLocationId: harbor, Counts: [{ GoodId: water, Counted: counted.toFixed() }] });
    const adjustment = (r: { body: { Transfer?: { Lines?: { Qty: number | string }[] } } }) => new Decimal(r.body.Transfer!.Lines![0]!.Qty).toFixed();
    expect((await push('initializingTransfer', { ToInventoryLocationId: harbor, TransferGoods: [{ GoodId: water, Qty: 100 }] })).status).toBe(200);
    const start = await waterAt(harbor);
    const guid = randomUUID();
    // The stock projection stands still (its runner stopped, as when it lags far behind).
    const projections = a.app.get(ProjectionsService);
    await projections.onApplicationShutdown();
    try {
      // The first count decides from an up-to-date figure; it is recorded though its own wait runs out.
      const first = await count(start.minus(3));
      expect(first.status).toBe(200);
      expect(adjustment(first)).toBe('-3');
      // The next decision there would read an on hand without it: refused, nothing recorded.
      const second = await count(start.minus(10), guid);
      expect(second.status).toBe(503);
      expect(second.body.Message).toBe(
        'The ledger is catching up: the stock projection has not yet applied the last change this one depends on (waited 5 s). ' +
          'Nothing was recorded; try again in a moment.',
      );
      expect(await a.app.get<EventStore>(EVENT_STORE).readStream(`stock-${guid}`)).toEqual([]);
    } finally {
      projections.onApplicationBootstrap();
    }
    // Once the projection has caught up, the same push decides from the figure the first count left
    // (sent again while the restarted runner still catches up, as a station would: a busy cluster's
    // other transactions can keep the first count out of its sight for a few seconds).
    let again = await count(start.minus(10), guid);
    for (const until = Date.now() + 40_000; again.status === 503 && Date.now() < until;) again = await count(start.minus(10), guid);
    expect(again.status).toBe(200);
    expect(adjustment(again)).toBe('-7');
    expect((await waterAt(harbor)).toFixed()).toBe(start.minus(10).toFixed());
  }, 90_000);
});
