import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { parseReplayBound, registeredProjections, replayProjections } from '@intermission/projections';
import { ClaimTypeNames, ClaimValue, type ClaimFlags, type InventoryReportRow } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import type { CurrentUser } from '../../auth/current-user';
import { RecordSaleCommand } from '../../sales/commands/record-sale.command';

/**
 * A scripted month at Harbor Point 12's Bar 1 (document 3 §3 row; formulas in docs/reports.md),
 * every figure computed by hand in the comments, including a count after which stock moves.
 */
describe('inventory reports over a scripted month', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let actor: CurrentUser;
  let venue: number;
  let bar: number;
  let barSalesLocation: number;
  let good: Record<string, number>;
  let kit: Record<string, number>;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const at = (iso: string) => new Date(iso).toISOString();

  const push = async (path: string, body: Record<string, unknown>) => {
    const res = await a.http
      .post(`/api/v1/inventoryEventPush/${path}`)
      .set(admin)
      .send({ GuidId: randomUUID(), ...body });
    expect(res.status).toBe(200);
    return res.body;
  };
  const move = (from: number, to: number, date: string, lines: [string, string][]) =>
    push('inventoryTransfer', {
      FromInventoryLocationId: from,
      ToInventoryLocationId: to,
      TransferDate: at(date),
      TransferGoods: lines.map(([g, q]) => ({ GoodId: good[g], Qty: q })),
    });
  const count = (date: string, lines: [string, string][]) =>
    push('gainlostTransfer', { InventoryLocationId: bar, TransferDate: at(date), Counts: lines.map(([g, q]) => ({ GoodId: good[g], Counted: q })) });
  const sell = (date: string, kits: [string, string][], show: { Id: number; Start: string; End: string } | null, IsRefund = false) =>
    a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        {
          SaleId: randomUUID(),
          SalesLocationId: barSalesLocation,
          ShowEvent: show && { Id: show.Id, Start: at(show.Start), End: at(show.End) },
          StationId: null,
          PosUserId: null,
          IsRefund,
          ReduceInventory: true,
          SaleDate: at(date),
          SaleKits: kits.map(([k, q]) => ({ KitId: kit[k]!, Qty: q, SalePricePerKit: '1.00' })),
        },
        actor,
      ),
    );
  const show501 = { Id: 501, Start: '2026-03-05T18:00:00Z', End: '2026-03-05T20:30:00Z' };
  const show502 = { Id: 502, Start: '2026-03-25T18:00:00Z', End: '2026-03-25T20:30:00Z' };
  const show503 = { Id: 503, Start: '2026-03-30T18:00:00Z', End: '2026-03-30T20:30:00Z' };
  const show504 = { Id: 504, Start: '2026-03-31T18:00:00Z', End: '2026-03-31T20:30:00Z' };

  const report = (body: Record<string, unknown>) =>
    a.http
      .post('/api/v1/venues/managers/inventorySummary/')
      .set(admin)
      .send({ fromDate: '2026-03-01', toDate: '2026-03-31', ...body });
  const row = (rows: InventoryReportRow[], name: string) => rows.find((r) => r.Name === name && !r.IsTotal)!;
  const figures = (r: InventoryReportRow) => ({
    ExpectedOpening: r.ExpectedOpening,
    CountedOpening: r.CountedOpening,
    OpeningAdjustments: r.OpeningAdjustments,
    Additions: r.Additions,
    Sales: r.Sales,
    Wastes: r.Wastes,
    ExpectedEnd: r.ExpectedEnd,
    CountedEnd: r.CountedEnd,
    PostEndingTransfers: r.PostEndingTransfers,
    Variance: r.Variance,
    GainLoss: r.GainLoss,
  });

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    const u = await a.t.db.selectFrom('app.auth_users').select(['Id', 'UserId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
    actor = { authUserId: u.Id, userId: u.UserId, roleId: 1, claims: Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags };
    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Name', 'l.Kind', 'l.SalesLocationId', 'v.Name as Venue'])
      .where('v.Name', '=', 'Harbor Point 12')
      .execute();
    venue = locations.find((l) => l.Kind === 'venue')!.Id;
    const b = locations.find((l) => l.Kind === 'sales_location' && l.Name === 'Bar 1')!;
    bar = b.Id;
    barSalesLocation = b.SalesLocationId!;
    good = Object.fromEntries((await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
    kit = Object.fromEntries((await a.t.db.selectFrom('app.kits').select(['Id', 'Name']).execute()).map((k) => [k.Name, k.Id]));
    // Water costs 0.42 from the demo's 1 January and 0.50 from 20 March.
    await a.t.db.insertInto('app.good_costs').values({ GoodId: good['Bottled Water']!, Cost: '0.5000', EffectiveFrom: '2026-03-20T00:00:00Z' }).execute();

    const W = 'Bottled Water';
    const P = 'Popcorn Kernels (lb)';
    const G = 'Popcorn Bag Large';
    const U = 'Butter Topping (oz)';
    const R = 'House Red Wine (bottle)';
    await push('initializingTransfer', {
      ToInventoryLocationId: venue,
      TransferDate: at('2026-02-20T10:00:00Z'),
      TransferGoods: [W, P, G, U, R].map((g, i) => ({ GoodId: good[g], Qty: ['200', '50', '200', '400', '10'][i] })),
    });
    await move(venue, bar, '2026-02-25T10:00:00Z', [
      [W, '60'],
      [P, '20'],
      [G, '80'],
      [U, '160'],
      [R, '4'],
    ]);
    // The opening count: 2 water short of the 60 expected; the rest match.
    await count('2026-02-28T23:30:00Z', [
      [W, '58'],
      [P, '20'],
      [G, '80'],
      [U, '160'],
      [R, '4'],
    ]);
    // March.
    await move(venue, bar, '2026-03-03T10:00:00Z', [[W, '24']]);
    // 10 water; 4 Large Popcorn = 2 lb kernels, 8 oz butter, 4 bags.
    await sell(
      '2026-03-05T19:00:00Z',
      [
        ['Water Bottle', '10'],
        ['Large Popcorn', '4'],
      ],
      show501,
    );
    await push('wastageGoods', {
      InventoryLocationId: bar,
      WastageId: (await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Rank').executeTakeFirstOrThrow()).Id,
      TransferDate: at('2026-03-10T12:00:00Z'),
      Goods: [
        { GoodId: good[W], Qty: '1' },
        { GoodId: good[G], Qty: '2' },
      ],
    });
    await move(bar, venue, '2026-03-12T12:00:00Z', [[P, '5']]);
    // A count inside the month: water 58 + 24 − 10 − 1 = 71 expected, 70 counted; kernels 20 − 2 − 5 = 13 match.
    await count('2026-03-15T23:30:00Z', [
      [W, '70'],
      [P, '13'],
    ]);
    await sell('2026-03-25T19:00:00Z', [['Water Bottle', '6']], show502);
    // A refunded Large Popcorn puts 0.5 lb, 2 oz and a bag back.
    await sell('2026-03-25T19:30:00Z', [['Large Popcorn', '-1']], show502, true);
    // The end count: water 70 − 6 = 64 expected, 61 counted; kernels 13.5 expected, 13.25 counted; wine 4 expected, 3.5 counted.
    await count('2026-03-28T23:30:00Z', [
      [W, '61'],
      [P, '13.25'],
      [G, '75'],
      [U, '154'],
      [R, '3.5'],
    ]);
    // After the end count, still in March: 12 water in, 2 sold, then 1 more on the 31st.
    await move(venue, bar, '2026-03-30T10:00:00Z', [[W, '12']]);
    await sell('2026-03-30T19:00:00Z', [['Water Bottle', '2']], show503);
    // Sold half an hour before its show began, as concessions do.
    await sell('2026-03-31T17:30:00Z', [['Water Bottle', '1']], show504);
    // April: outside the period.
    await move(venue, bar, '2026-04-02T10:00:00Z', [[W, '5']]);
  });
  afterAll(() => a.close());

  it('computes every column of the month at the bar as by hand, to the cent and to 0.01 unit', async () => {
    const res = await report({ InvLocId: bar });
    expect(res.status).toBe(200);
    expect(res.body.Location).toMatchObject({ Id: bar, Name: 'Bar 1', Composite: false });
    // March at Harbor Point 12 (New York): from its local midnight of the 1st (EST) to that of 1 April (EDT).
    expect(res.body.From).toBe('2026-03-01T05:00:00.000Z');
    expect(res.body.To).toBe('2026-04-01T04:00:00.000Z');
    expect(res.body.AsOf).toBeNull();
    const rows = res.body.Rows as InventoryReportRow[];
    // Water: opening 58 counted after 2 short (expected 60); +24; sold 10 + 6; wasted 1; expected end 58 + 24 − 16 − 1 = 65;
    // counted 61: variance −4 (the −1 of the 15th and the −3 of the 28th) at the 0.50 in force on the 28th = −2.00;
    // after the end count +12 − 2 − 1 = 9.
    expect(figures(row(rows, 'Bottled Water'))).toEqual({
      ExpectedOpening: 60,
      CountedOpening: 58,
      OpeningAdjustments: -2,
      Additions: 24,
      Sales: 16,
      Wastes: 1,
      ExpectedEnd: 65,
      CountedEnd: 61,
      PostEndingTransfers: 9,
      Variance: -4,
      GainLoss: -2,
    });
    expect(row(rows, 'Bottled Water').Cost).toBe(0.5);
    // Kernels: 20; −5 sent back; sold 2 − 0.5 refunded = 1.5; expected 13.5, counted 13.25: −0.25 × 1.25 = −0.3125 → −0.31.
    expect(figures(row(rows, 'Popcorn Kernels (lb)'))).toEqual({
      ExpectedOpening: 20,
      CountedOpening: 20,
      OpeningAdjustments: 0,
      Additions: -5,
      Sales: 1.5,
      Wastes: 0,
      ExpectedEnd: 13.5,
      CountedEnd: 13.25,
      PostEndingTransfers: 0,
      Variance: -0.25,
      GainLoss: -0.31,
    });
    // Bags: 80 − (4 − 1) sold − 2 wasted = 75, counted 75.
    expect(figures(row(rows, 'Popcorn Bag Large'))).toMatchObject({
      Sales: 3,
      Wastes: 2,
      ExpectedEnd: 75,
      CountedEnd: 75,
      Variance: 0,
    });
    // Butter: 160 − (8 − 2) = 154.
    expect(figures(row(rows, 'Butter Topping (oz)'))).toMatchObject({ Sales: 6, ExpectedEnd: 154, CountedEnd: 154, GainLoss: 0 });
    // Wine is counted in ounces (25.36 a bottle): 4 bottles = 101.44 oz, 3.5 = 88.76, −0.5 bottle = −12.68 oz at 6.50 a bottle = −3.25.
    const wine = row(rows, 'House Red Wine (bottle)');
    expect(wine.Alcohol).toBe(true);
    expect(figures(wine)).toMatchObject({ CountedOpening: 101.44, ExpectedEnd: 101.44, CountedEnd: 88.76, Variance: -12.68, GainLoss: -3.25 });
    // Per ounce: 6.50 / 25.36.
    expect(wine.Cost).toBe(0.2563);
    // The identity behind every row: counted end = expected end + variance.
    for (const r of rows.filter((x) => x.CountedEnd !== null)) expect(Number(r.CountedEnd)).toBeCloseTo(Number(r.ExpectedEnd) + Number(r.Variance), 6);
  });

  it('adds per-category Total rows and keeps only variances when asked', async () => {
    const res = await report({ InvLocId: bar, Totals: true, VarianceOnly: true });
    expect(res.status).toBe(200);
    const rows = res.body.Rows as InventoryReportRow[];
    expect(rows.filter((r) => !r.IsTotal).map((r) => r.Name)).toEqual(
      expect.arrayContaining(['Bottled Water', 'Popcorn Kernels (lb)', 'House Red Wine (bottle)']),
    );
    expect(rows.filter((r) => !r.IsTotal)).toHaveLength(3);
    // Each Total follows its category's rows and sums Sales, Wastes, OpeningAdjustments, Variance and GainLoss.
    const kernels = rows.findIndex((r) => r.Name === 'Popcorn Kernels (lb)');
    expect(rows[kernels + 1]).toMatchObject({ IsTotal: true, Name: 'Total', Sales: 1.5, Variance: -0.25, GainLoss: -0.31, OpeningAdjustments: 0 });
    const water = rows.findIndex((r) => r.Name === 'Bottled Water');
    expect(rows[water + 1]).toMatchObject({ IsTotal: true, Sales: 16, Wastes: 1, OpeningAdjustments: -2, Variance: -4, GainLoss: -2 });
    expect(rows.filter((r) => r.IsTotal)).toHaveLength(3);
  });

  it('sums the venue as a composite entry: the venue store has no count, so its expected end stands as counted', async () => {
    const res = await report({ InvLocId: venue, Composite: true });
    expect(res.status).toBe(200);
    expect(res.body.Location).toMatchObject({ Name: 'Harbor Point 12', Composite: true });
    // The store: 200 − 60 = 140 at the start; −24 and −12 sent out in March (no count there, so through the month's end): 104.
    // With the bar: opening 198 (expected 200), additions 24 − 36 = −12, expected end 65 + 104 = 169, counted 61 + 104 = 165.
    expect(figures(row(res.body.Rows, 'Bottled Water'))).toEqual({
      ExpectedOpening: 200,
      CountedOpening: 198,
      OpeningAdjustments: -2,
      Additions: -12,
      Sales: 16,
      Wastes: 1,
      ExpectedEnd: 169,
      CountedEnd: 165,
      PostEndingTransfers: 9,
      Variance: -4,
      GainLoss: -2,
    });
    // The plain venue entry is the store alone, named with the ' Inventory Location' suffix.
    const plain = await report({ InvLocId: venue });
    expect(plain.body.Location.Name).toBe('Harbor Point 12 Inventory Location');
    expect(row(plain.body.Rows, 'Bottled Water')).toMatchObject({ CountedOpening: 140, Additions: -36, ExpectedEnd: 104, CountedEnd: null });
    const entries = (await a.http.get('/api/v1/venues/managers/inventorySummary/locations').set(admin)).body as {
      Id: number;
      Name: string;
      Composite: boolean;
    }[];
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Id: venue, Name: 'Harbor Point 12', Composite: true }),
        expect.objectContaining({ Id: venue, Name: 'Harbor Point 12 Inventory Location', Composite: false }),
        expect.objectContaining({ Id: bar, Name: 'Harbor Point 12 · Bar 1', Composite: false }),
      ]),
    );
  });

  it('narrows to a show event: its window, its sales, no count inside it', async () => {
    const shows = await a.http
      .post('/api/v1/venues/managers/inventorySummary/showEvents')
      .set(admin)
      .send({ InvLocId: bar, fromDate: '2026-03-01', toDate: '2026-03-31' });
    expect(shows.body.map((s: { ShowEventId: number }) => s.ShowEventId)).toEqual([501, 502, 503, 504]);
    const res = await report({ InvLocId: bar, ShowEventId: 501 });
    expect(res.body.From).toBe('2026-03-05T18:00:00.000Z');
    // At 18:00 on the 5th the bar holds 58 + 24 = 82 water; 10 sold in the show; not counted.
    expect(row(res.body.Rows, 'Bottled Water')).toMatchObject({
      CountedOpening: 82,
      Sales: 10,
      ExpectedEnd: 72,
      CountedEnd: null,
      Variance: 0,
    });
    // A show that sold before it began: its window opens with that sale.
    const early = await report({ InvLocId: bar, ShowEventId: 504 });
    expect(early.body.From).toBe('2026-03-31T17:30:00.000Z');
    expect(early.body.To).toBe('2026-03-31T20:30:00.000Z');
    expect(row(early.body.Rows, 'Bottled Water')).toMatchObject({ Sales: 1, CountedOpening: 71, ExpectedEnd: 70 });
    expect((await report({ InvLocId: bar, ShowEventId: 999 })).status).toBe(404);
  });

  it('lists the kits sold, by category of the goods they use', async () => {
    const kits = (body: Record<string, unknown>) =>
      a.http
        .post('/api/v1/venues/managers/inventorySummary/kitsSold')
        .set(admin)
        .send({ InvLocId: bar, fromDate: '2026-03-01', toDate: '2026-03-31', ...body });
    const all = (await kits({})).body as { KitName: string; Quantity: string }[];
    // Water: 10 + 6 + 2 + 1 (the 30th and 31st are still March); Large Popcorn 4 − 1.
    expect(all.map((k) => [k.KitName, Number(k.Quantity)])).toEqual([
      ['Large Popcorn', 3],
      ['Water Bottle', 19],
    ]);
    const water = await a.t.db.selectFrom('app.goods').select('CategoryId').where('Id', '=', good['Bottled Water']!).executeTakeFirstOrThrow();
    const soft = (await kits({ Categoryid: water.CategoryId })).body as { KitName: string; Goods: { Name: string; Quantity: string }[] }[];
    expect(soft).toHaveLength(1);
    expect(soft[0]!.KitName).toBe('Water Bottle');
    expect(Number(soft[0]!.Goods[0]!.Quantity)).toBe(19);
  });

  it('opens the events behind a figure, each with its link', async () => {
    const drill = (Column: string, name = 'Bottled Water') =>
      a.http
        .post('/api/v1/venues/managers/inventorySummary/drillDown')
        .set(admin)
        .send({ InvLocId: bar, fromDate: '2026-03-01', toDate: '2026-03-31', GoodId: good[name], Column });
    const sales = await drill('Sales');
    expect(sales.status).toBe(200);
    expect(sales.headers['x-list-count']).toBe('2');
    expect(sales.body.map((r: { Qty: string }) => Number(r.Qty))).toEqual([6, 10]);
    expect(sales.body[0]).toMatchObject({ Kind: 'sale', TypeName: 'Sale', Source: 'Point of sale', LocationName: 'Harbor Point 12 · Bar 1' });
    expect(sales.body[0].Link).toMatch(/^\/inventory\/sale\?id=/);
    const sale = await a.http.get(`/api/v1/venues/managers/inventorySummary/sale/${sales.body[0].EventId}`).set(admin);
    expect(sale.body).toMatchObject({ ShowEventId: 502, LocationName: 'Bar 1', Total: 6, Kits: [{ Name: 'Water Bottle', Qty: 6 }] });
    expect(sale.body.Goods).toEqual([expect.objectContaining({ Name: 'Bottled Water', Qty: 6 })]);
    const post = (await drill('PostEndingTransfers')).body as { Kind: string; Qty: string; Link: string }[];
    expect(post.map((r) => [r.Kind, Number(r.Qty)])).toEqual([
      ['sale', -1],
      ['sale', -2],
      ['transfer', 12],
    ]);
    expect(post[2]!.Link).toMatch(/^\/inventoryTransfers\/info\?id=.*&isWastage=false$/);
    const variance = (await drill('Variance')).body as { Kind: string; Qty: string; CostPerGood: string; UserName: string }[];
    expect(variance.map((r) => [r.Kind, Number(r.Qty), r.CostPerGood])).toEqual([
      ['count', -3, 0.5],
      ['count', -1, 0.42],
    ]);
    expect(variance[0]!.UserName).toBe('Avery Admin');
    expect((await drill('OpeningAdjustments')).body.map((r: { Qty: string }) => Number(r.Qty))).toEqual([-2]);
    expect((await drill('CountedEnd')).body.map((r: { Qty: string }) => Number(r.Qty))).toEqual([61]);
    expect((await drill('Additions')).body.map((r: { Qty: string }) => Number(r.Qty))).toEqual([24]);
    expect((await drill('Wastes')).body[0]).toMatchObject({ Kind: 'transfer', TypeName: 'Wastage', Qty: 1 });
    // Wine, like its row, in ounces: the end count's −0.5 bottle is −12.68 oz at 6.50 / 25.36 an ounce.
    expect((await drill('Variance', 'House Red Wine (bottle)')).body.map((r: { Qty: string; CostPerGood: string }) => [Number(r.Qty), r.CostPerGood])).toEqual([
      [-12.68, 0.2563],
    ]);
  });

  it('runs as of a replayed schema and says so', async () => {
    // Replay up to the count of the 15th: that count is then the month's end count.
    const { rows } = await sql<{ p: string }>`SELECT transaction_id::text || ':' || position::text AS p FROM es.events
      WHERE type = 'InventoryCounted' ORDER BY transaction_id, position`.execute(a.t.db);
    const pool = createEventStorePool({ connectionString: a.t.url, max: 2 });
    const store = createPostgresEventStore(pool);
    try {
      await replayProjections({
        pool,
        store,
        projections: registeredProjections().filter((p) => p.name === 'stock' || p.name === 'inventory_reports'),
        until: parseReplayBound(rows[1]!.p),
        schema: 'asof_mid_march',
      });
    } finally {
      await store.close();
      await pool.end();
    }
    process.env.REPORTS_SCHEMA = 'asof_mid_march';
    try {
      const res = await report({ InvLocId: bar });
      expect(res.body.AsOf).toMatchObject({ Name: 'asof_mid_march', Comment: expect.stringMatching(/^Replay of \d+ events up to /) });
      // The pages whose answers carry no AsOf ask for it.
      expect((await a.http.get('/api/v1/venues/managers/inventorySummary/asOf').set(admin)).body).toEqual({ AsOf: res.body.AsOf });
      // Water then: 58 + 24 − 10 − 1 = 71 expected, 70 counted on the 15th; nothing after it yet.
      expect(row(res.body.Rows, 'Bottled Water')).toMatchObject({
        Sales: 10,
        ExpectedEnd: 71,
        CountedEnd: 70,
        Variance: -1,
        GainLoss: -0.42,
      });
    } finally {
      delete process.env.REPORTS_SCHEMA;
    }
    expect((await report({ InvLocId: bar })).body.AsOf).toBeNull();
    expect((await a.http.get('/api/v1/venues/managers/inventorySummary/asOf').set(admin)).body).toEqual({ AsOf: null });
  });

  it('checks the claim, the location and the body', async () => {
    const viewer = bearer((await a.signIn('viewer')).token);
    const nobody = bearer((await a.signIn('nobody')).token);
    const body = { InvLocId: bar, fromDate: '2026-03-01', toDate: '2026-03-31' };
    expect((await a.http.post('/api/v1/venues/managers/inventorySummary/').set(nobody).send(body)).status).toBe(403);
    // The viewer holds VenueManager ReadOnly: an auditor, who reads every venue's reports (docs/stock.md).
    expect((await a.http.post('/api/v1/venues/managers/inventorySummary/').set(viewer).send(body)).status).toBe(200);
    const bad = await report({ InvLocId: bar, fromDate: '2026-03-31', toDate: '2026-03-01' });
    expect(bad.status).toBe(400);
    expect((await report({ InvLocId: 999_999 })).status).toBe(404);
    expect((await report({ InvLocId: bar, Composite: true })).status).toBe(400);
  });
});
