import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/**
 * Issue 39 point 3: a count adjustment is 'Count (gain)' or 'Count (loss)' by its sign, in the
 * transfer list, in its detail (per line) and as the gain/loss report's drill-down signs it
 * (docs/stock.md "Count labels"). Every count is recorded at its location (To), a loss too.
 */
describe('count adjustments named by their sign (transfers/_search, transfers/{id}, the gain/loss drill-down)', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let elm: { location: number; venue: number };
  let good: Record<string, number>;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const counts: Record<'loss' | 'gain' | 'mixed', string> = { loss: '', gain: '', mixed: '' };

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    const l = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'v.Id as VenueId'])
      .where('v.Name', '=', 'Elm Street 8')
      .where('l.Kind', '=', 'venue')
      .executeTakeFirstOrThrow();
    elm = { location: l.Id, venue: l.VenueId };
    good = Object.fromEntries((await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
    const push = async (path: string, body: Record<string, unknown>) => {
      const res = await a.http
        .post(`/api/v1/inventoryEventPush/${path}`)
        .set(admin)
        .send({ GuidId: randomUUID(), ...body });
      expect(res.status).toBe(200);
      return res.body.TransferId as string;
    };
    await push('initializingTransfer', {
      ToInventoryLocationId: elm.location,
      TransferGoods: [
        { GoodId: good['Bottled Water'], Qty: 10 },
        { GoodId: good['Chocolate Bar'], Qty: 10 },
        { GoodId: good['Gummy Bears'], Qty: 10 },
      ],
      TransferDate: '2027-05-01T12:00:00Z',
    });
    const count = (day: string, Counts: { GoodId: number | undefined; Counted: string }[]) =>
      push('gainlostTransfer', { InventoryLocationId: elm.location, Counts, TransferDate: `2027-05-${day}T12:00:00Z` });
    // Water counted 9.75 of 10: −0.25 at 0.42, a loss of (0.11).
    counts.loss = await count('02', [{ GoodId: good['Bottled Water'], Counted: '9.75' }]);
    // Gummy bears counted 12 of 10: +2 at 1.05, a gain of 2.10.
    counts.gain = await count('03', [{ GoodId: good['Gummy Bears'], Counted: '12' }]);
    // Both signs: water 10.75 of 9.75 (+1 at 0.42 = 0.42), chocolate 9 of 10 (−1 at 1.10 = (1.10)): net (0.68), net quantity 0.
    counts.mixed = await count('04', [
      { GoodId: good['Bottled Water'], Counted: '10.75' },
      { GoodId: good['Chocolate Bar'], Counted: '9' },
    ]);
  }, 120_000);
  afterAll(() => a.close());

  it('lists a loss as "Count (loss)" and a gain as "Count (gain)", a count of both signs by its net value; other movements have none', async () => {
    const res = await a.http.post('/api/v1/transfers/_search').set(admin).send({ VenueId: elm.venue, FromDate: '2027-05-01', ToDate: '2027-05-31' });
    expect(res.status).toBe(200);
    const rows = res.body as { Id: string; TypeId: number; FromName: string | null; ToName: string | null; CountAdjustment: string | null }[];
    expect(rows.map((r) => [r.Id, r.TypeId, r.CountAdjustment])).toEqual([
      [counts.mixed, 6, 'Count (loss)'],
      [counts.gain, 6, 'Count (gain)'],
      [counts.loss, 6, 'Count (loss)'],
      [expect.any(String), 5, null],
    ]);
    // Recorded at the location whatever the sign: the sign, not the side, names it.
    expect(rows[2]).toMatchObject({ FromName: null, ToName: 'Elm Street 8' });
  });

  it('shows the same sign in the detail, the movement by its net and each line by its own', async () => {
    const detail = async (id: string) => (await a.http.get(`/api/v1/transfers/${id}/isWastage/false`).set(admin)).body;
    expect(await detail(counts.loss)).toMatchObject({
      CountAdjustment: 'Count (loss)',
      TransferGoods: [{ Name: 'Bottled Water', Qty: 0.25, CountAdjustment: 'Count (loss)' }],
    });
    expect(await detail(counts.gain)).toMatchObject({
      CountAdjustment: 'Count (gain)',
      TransferGoods: [{ Name: 'Gummy Bears', Qty: 2, CountAdjustment: 'Count (gain)' }],
    });
    expect(await detail(counts.mixed)).toMatchObject({
      CountAdjustment: 'Count (loss)',
      TransferGoods: [
        { Name: 'Bottled Water', Qty: 1, CountAdjustment: 'Count (gain)' },
        { Name: 'Chocolate Bar', Qty: 1, CountAdjustment: 'Count (loss)' },
      ],
    });
  });

  it('agrees with the gain/loss report’s drill-down of the same counts', async () => {
    const drill = async (name: string) =>
      (
        await a.http
          .post('/api/v1/venues/managers/inventorySummary/drillDown')
          .set(admin)
          .send({ InvLocId: elm.location, fromDate: '2027-05-01', toDate: '2027-05-31', GoodId: good[name], Column: 'GainLoss' })
      ).body as { EventId: string; Qty: string; Link: string }[];
    const water = await drill('Bottled Water');
    expect(water.map((r) => [r.EventId, Number(r.Qty)])).toEqual([
      [counts.mixed, 1],
      [counts.loss, -0.25],
    ]);
    // Each drill-down row opens the count's detail: its line for the good reads with the drill-down's sign.
    for (const name of ['Bottled Water', 'Chocolate Bar', 'Gummy Bears']) {
      for (const r of await drill(name)) {
        const detail = (await a.http.get(`/api/v1/transfers/${r.EventId}/isWastage/false`).set(admin)).body as {
          TransferGoods: { GoodId: number; CountAdjustment: string }[];
        };
        expect(r.Link).toBe(`/inventoryTransfers/info?id=${r.EventId}&isWastage=false`);
        const line = detail.TransferGoods.find((l) => l.GoodId === good[name])!;
        expect([name, line.CountAdjustment]).toEqual([name, Number(r.Qty) < 0 ? 'Count (loss)' : 'Count (gain)']);
      }
    }
  });
});
