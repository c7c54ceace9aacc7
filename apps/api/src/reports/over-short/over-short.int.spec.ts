import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { recordScriptedWeek, ScriptedNames, type ScriptedWeek } from '../../../../../tests/support/scripted-week';
import { recordOverShortNight } from '../../../../../tests/support/over-short-night';

/**
 * The over/short report (docs/reports.md "Over/short report") over the API: the night of
 * tests/support/over-short-night.ts (its facts are listed there), every figure computed by hand in the comments;
 * the drill-down, the access and bad input.
 */
describe('over/short report', () => {
  let a: TestApp;
  const as: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  let theatre: number;
  let lakesideTheatre: number;
  let locA: { Id: number; Name: string };
  let locB: { Id: number; Name: string };
  let st: { a1: { Id: number; Name: string }; a2: { Id: number; Name: string }; b1: { Id: number; Name: string } };
  let night: number;
  let lakesideNight: number;
  let logs: Record<string, { Id: number }>;
  let withdrawal: { Id: number };
  let event: Awaited<ReturnType<typeof recordOverShortNight>>['event'];
  let sell: Awaited<ReturnType<typeof recordOverShortNight>>['sell'];

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    ({ theatre, lakesideTheatre, locA, locB, st, night, lakesideNight, logs, withdrawal, event, sell } = await recordOverShortNight(a, as.admin));
  });
  afterAll(() => a.close());

  const report = (body: object, who = as.manager) => a.http.post('/api/v1/sales/reportFromCashBox').set(who).send(body);
  const drill = (body: object, who = as.manager) => a.http.post('/api/v1/sales/reportFromCashBox/drillDown').set(who).send(body);
  const filter = { FromDate: '2026-06-03', ToDate: '2026-06-03' };
  const tenders = (figures: [number, number, number][]) =>
    [1, 2, 3, 4, 5, 6, 8].map((id, i) => ({
      PaymentMethodId: id,
      PaymentMethod: ['Cash', 'VisaMasterCard', 'Amex', 'OtherCreditCard', 'Voucher', 'Tab', 'Preorder'][i],
      Sold: figures[i]![0],
      Collected: figures[i]![1],
      OverShort: figures[i]![2],
    }));

  // Location A:
  // cash sold 13.00 − 4.50 + 18.00 = 26.50; collected (a1 only: 156.00 − 100.00) = 56.00; over 29.50
  // Visa/MC sold 30.00, settled 31.00: over 1.00; voucher 8.00 collected as sold.
  // SaleAmount 26.50 + 30.00 + 8.00 = 64.50; CollectedAmount 56.00 + 31.00 + 8.00 = 95.00; OverShort 95.00 − 64.50 = 30.50
  // Start 100.00 + 75.00 = 175.00; End 156.00; CreditCardSettlement 31.00; Tip 3.00 (the end count's, not the slip's).
  const rowA = () => ({
    ShowEventId: night,
    ShowEvent: 'Over Short Night',
    Start: '2026-06-03T23:00:00.000Z',
    End: '2026-06-04T02:00:00.000Z',
    TimeZone: 'America/New_York',
    TheatreId: theatre,
    Theatre: expect.any(String),
    SalesLocationId: locA.Id,
    SalesLocation: locA.Name,
    Tenders: tenders([
      [26.5, 56, 29.5],
      [30, 31, 1],
      [0, 0, 0],
      [0, 0, 0],
      [8, 8, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]),
    SaleAmount: 64.5,
    StartCashBoxAmount: 175,
    EndCashBoxAmount: 156,
    CashBoxAmount: 56,
    CreditCardSettlementAmount: 31,
    VoucherAmount: 8,
    PreOrderAmount: 0,
    PreOrderTotal: 0,
    TipAmount: 3,
    CollectedAmount: 95,
    OverShort: 30.5,
    MissingEndCount: true,
    MissingEndStations: [st.a2.Name],
    // a1: 156.00 − 100.00 − 26.50 = 29.50; a2: no end count (0 collected), no cash sold: 0. Σ 29.50 = the row's cash over/short.
    Drawers: [
      { StationId: st.a1.Id, StationName: st.a1.Name, Start: 100, End: 156, CashSold: 26.5, OverShort: 29.5 },
      { StationId: st.a2.Id, StationName: st.a2.Name, Start: 75, End: null, CashSold: 0, OverShort: 0 },
    ],
  });
  // Location B: cash sold 12.00, counted 60.00 − 50.00 = 10.00: short 2.00.
  const rowB = () => ({
    ...rowA(),
    SalesLocationId: locB.Id,
    SalesLocation: locB.Name,
    Tenders: tenders([
      [12, 10, -2],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]),
    SaleAmount: 12,
    StartCashBoxAmount: 50,
    EndCashBoxAmount: 60,
    CashBoxAmount: 10,
    CreditCardSettlementAmount: 0,
    VoucherAmount: 0,
    TipAmount: 0,
    CollectedAmount: 10,
    OverShort: -2,
    MissingEndCount: false,
    MissingEndStations: [],
    // b1: 60.00 − 50.00 − 12.00 = −2.00.
    Drawers: [{ StationId: st.b1.Id, StationName: st.b1.Name, Start: 50, End: 60, CashSold: 12, OverShort: -2 }],
  });

  it('answers a row per sales location of the show event and the totals, every figure by hand', async () => {
    const res = await report({ ...filter, TheatreId: theatre });
    expect(res.status).toBe(200);
    expect(res.body.Rows).toEqual([rowA(), rowB()].sort((x, y) => x.SalesLocation.localeCompare(y.SalesLocation) || x.SalesLocationId - y.SalesLocationId));
    // Totals: A + B. Cash sold 26.50 + 12.00 = 38.50, collected 56.00 + 10.00 = 66.00, over 27.50; OverShort 30.50 − 2.00 = 28.50.
    expect(res.body.Totals).toEqual({
      Tenders: tenders([
        [38.5, 66, 27.5],
        [30, 31, 1],
        [0, 0, 0],
        [0, 0, 0],
        [8, 8, 0],
        [0, 0, 0],
        [0, 0, 0],
      ]),
      SaleAmount: 76.5,
      StartCashBoxAmount: 225,
      EndCashBoxAmount: 216,
      CashBoxAmount: 66,
      CreditCardSettlementAmount: 31,
      VoucherAmount: 8,
      PreOrderAmount: 0,
      PreOrderTotal: 0,
      TipAmount: 3,
      CollectedAmount: 105,
      OverShort: 28.5,
    });
    expect(res.body).toMatchObject({
      FromDate: '2026-06-03',
      ToDate: '2026-06-03',
      TheatreId: theatre,
      ShowEventId: null,
      TimeZone: 'America/New_York',
      AsOf: null,
    });
    // Petty cash is the show event's, beside the over/short.
    expect(res.body.PettyCashWithdrawals).toEqual([
      expect.objectContaining({ Id: withdrawal.Id, ShowEventId: night, ShowEvent: 'Over Short Night', TheatreId: theatre, Amount: 15.25 }),
    ]);
    expect(res.body.PettyCashAmount).toBe(15.25);
  });

  it('answers each station’s drawer beneath its row: −1.00 and +2.00 do not hide as +1.00 (issue 39 point 5)', async () => {
    const evening = await event(theatre, '2026-06-10T23:00:00Z', '2026-06-11T02:00:00Z');
    const count = async (station: number, LogTypeId: number, bills: object) => {
      const res = await a.http
        .post('/api/v1/cashboxEventPush/count')
        .set(as.admin)
        .send({
          GuidId: randomUUID(),
          ShowEventId: evening,
          PointOfSaleStationId: station,
          LogTypeId,
          TimestampUtc: LogTypeId === 1 ? '2026-06-10T22:30:00Z' : '2026-06-11T02:15:00Z',
          ...bills,
        });
      expect(res.status).toBe(200);
    };
    // a1: start 100.00; end 100 + 10 + 5 + 4 × 1 = 119.00; cash sold 2 × 10.00 = 20.00 → 119.00 − 100.00 − 20.00 = −1.00.
    await count(st.a1.Id, 1, { Hundreds: 1 });
    await count(st.a1.Id, 2, { Hundreds: 1, Tens: 1, Fives: 1, Ones: 4 });
    // a2: start 50.00; end 50 + 20 + 2 × 1 = 72.00; cash sold 20.00 → 72.00 − 50.00 − 20.00 = +2.00.
    await count(st.a2.Id, 1, { Fifties: 1 });
    await count(st.a2.Id, 2, { Fifties: 1, Twenties: 1, Ones: 2 });
    const at = '2026-06-11T00:00:00Z';
    await sell({ loc: locA.Id, station: st.a1.Id, showEventId: evening, at }, '2', '10.00', [{ PaymentMethodId: 1, Total: '20.00' }]);
    await sell({ loc: locA.Id, station: st.a2.Id, showEventId: evening, at }, '2', '10.00', [{ PaymentMethodId: 1, Total: '20.00' }]);
    const res = await report({ FromDate: '2026-06-10', ToDate: '2026-06-10', TheatreId: theatre, ShowEventId: evening });
    expect(res.status).toBe(200);
    expect(res.body.Rows).toHaveLength(1);
    // The row: sold 40.00, collected (119.00 − 100.00) + (72.00 − 50.00) = 41.00: over 1.00; start 150.00, end 191.00.
    expect(res.body.Rows[0]).toMatchObject({
      SalesLocationId: locA.Id,
      SaleAmount: 40,
      StartCashBoxAmount: 150,
      EndCashBoxAmount: 191,
      CashBoxAmount: 41,
      CollectedAmount: 41,
      OverShort: 1,
      MissingEndCount: false,
    });
    expect(res.body.Rows[0].Drawers).toEqual([
      { StationId: st.a1.Id, StationName: st.a1.Name, Start: 100, End: 119, CashSold: 20, OverShort: -1 },
      { StationId: st.a2.Id, StationName: st.a2.Name, Start: 50, End: 72, CashSold: 20, OverShort: 2 },
    ]);
  });

  it('narrows to a show event; the day is the venue’s (3 June in New York ends at 04:00 UTC on the 4th)', async () => {
    expect((await report({ ...filter, ShowEventId: night })).body.Rows).toHaveLength(2);
    expect((await report({ FromDate: '2026-06-04', ToDate: '2026-06-04', TheatreId: theatre })).body.Rows).toEqual([]);
  });

  it('drills into cash over/short: the rows add up to the figure, each linking to its sale or count', async () => {
    const res = await drill({ ...filter, TheatreId: theatre, RowShowEventId: night, SalesLocationId: locA.Id, Column: 'OverShort', PaymentMethodId: 1 });
    expect(res.status).toBe(200);
    // a1 end +156.00, a1 start −100.00 (a2's lone start is not part of it), sales −13.00, +4.50 (the refund), −18.00 = 29.50
    expect(res.headers['x-list-count']).toBe('5');
    const amounts = (res.body as { Amount: number }[]).map((r) => r.Amount).sort((x, y) => x - y);
    expect(amounts).toEqual([-100, -18, -13, 4.5, 156]);
    expect(amounts.reduce((s, v) => s + v * 100, 0) / 100).toBe(29.5);
    expect(res.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Kind: 'count',
          Id: String(logs.a1End!.Id),
          Description: 'End count',
          Link: `/cashboxes/edit?id=${logs.a1End!.Id}`,
          Station: st.a1.Name,
        }),
        expect.objectContaining({
          Kind: 'sale',
          Description: 'Refund',
          PaymentMethod: 'Cash',
          Amount: 4.5,
          Link: expect.stringMatching(/^\/masterTransactionLog\/info\?id=[0-9a-f-]{36}$/),
        }),
      ]),
    );
  });

  it.each([
    // The Totals row's Start: every latest start (100 + 75 + 50).
    { title: 'start counts of the totals', body: { Column: 'StartCashBoxAmount' }, count: 3, sum: 225 },
    { title: 'Visa/MC collected of A', body: { RowShowEventId: 0, SalesLocationId: 'A', Column: 'Collected', PaymentMethodId: 2 }, count: 1, sum: 31 },
    { title: 'tips of the totals', body: { Column: 'TipAmount' }, count: 1, sum: 3 },
    { title: 'the voucher sold', body: { Column: 'VoucherAmount' }, count: 1, sum: 8 },
    { title: 'sales of B', body: { SalesLocationId: 'B', Column: 'SaleAmount' }, count: 1, sum: 12 },
    { title: 'petty cash', body: { Column: 'PettyCash' }, count: 1, sum: 15.25 },
  ])('drills into $title', async ({ body, count, sum }) => {
    const loc = body.SalesLocationId === 'A' ? locA.Id : body.SalesLocationId === 'B' ? locB.Id : null;
    const res = await drill({ ...filter, TheatreId: theatre, ...body, RowShowEventId: body.RowShowEventId === 0 ? night : null, SalesLocationId: loc });
    expect(res.status).toBe(200);
    expect(res.headers['x-list-count']).toBe(String(count));
    expect((res.body as { Amount: number }[]).reduce((s, r) => s + Math.round(r.Amount * 100), 0) / 100).toBe(sum);
    if (body.Column === 'PettyCash') expect(res.body[0].Link).toBe(`/client/pettyCashWithdrawals/info?id=${withdrawal.Id}&theatreId=${theatre}`);
  });

  it.each([
    { title: 'no token', who: null, body: () => ({ ...filter }), status: 401 },
    { title: 'no VenueManager claim', who: 'nobody', body: () => ({ ...filter }), status: 403 },
    { title: "another venue's theatre", who: 'manager', body: () => ({ ...filter, TheatreId: lakesideTheatre }), status: 403 },
    { title: "another venue's show event", who: 'manager', body: () => ({ ...filter, ShowEventId: lakesideNight }), status: 403 },
  ] as const)('refuses $title ($status)', async ({ who, body, status }) => {
    const req = a.http.post('/api/v1/sales/reportFromCashBox');
    const res = who ? await req.set(as[who]).send(body()) : await req.send(body());
    expect(res.status).toBe(status);
    const d = a.http.post('/api/v1/sales/reportFromCashBox/drillDown');
    const dres = who ? await d.set(as[who]).send({ ...body(), Column: 'SaleAmount' }) : await d.send({ ...body(), Column: 'SaleAmount' });
    expect(dres.status).toBe(status);
  });

  it('shows the admin and an auditor (the demo viewer: VenueManager ReadOnly) every venue, as every report does', async () => {
    const all = await report({ ...filter }, as.admin);
    expect((all.body.Rows as { SalesLocationId: number }[]).map((r) => r.SalesLocationId).sort()).toEqual([locA.Id, locB.Id].sort());
    const audited = await report({ ...filter, TheatreId: theatre }, as.viewer);
    expect(audited.status).toBe(200);
    expect((await report({ ...filter }, as.viewer)).body.Rows).toEqual(all.body.Rows);
  });

  it.each([
    { title: 'no dates', body: {} },
    { title: 'To before From', body: { FromDate: '2026-06-04', ToDate: '2026-06-03' } },
    { title: 'a period over a year', body: { FromDate: '2024-01-01', ToDate: '2026-06-03' } },
    { title: 'a date that is no day', body: { FromDate: '2026-02-30', ToDate: '2026-03-01' } },
    { title: 'a NUL in a date', body: { FromDate: '2026-06-03\u0000', ToDate: '2026-06-03' } },
    { title: 'a huge string', body: { FromDate: 'x'.repeat(100_000), ToDate: '2026-06-03' } },
    { title: 'a theatre id beyond 32 bits', body: { ...{ FromDate: '2026-06-03', ToDate: '2026-06-03' }, TheatreId: 2 ** 32 } },
    { title: 'a huge show event id', body: { ...{ FromDate: '2026-06-03', ToDate: '2026-06-03' }, ShowEventId: 1e308 } },
    { title: 'a theatre id as text', body: { ...{ FromDate: '2026-06-03', ToDate: '2026-06-03' }, TheatreId: 'one' } },
  ])('answers 400 for $title', async ({ body }) => {
    const res = await report(body);
    expect(res.status).toBe(400);
  });

  it.each([
    { title: 'an unknown column', body: { Column: 'Profit' } },
    { title: 'Sold without a tender', body: { Column: 'Sold' } },
    { title: 'the discount as a tender', body: { Column: 'OverShort', PaymentMethodId: 7 } },
    { title: 'a Take beyond 1000', body: { Column: 'SaleAmount', Take: 100_000 } },
    { title: 'a negative Skip', body: { Column: 'SaleAmount', Skip: -1 } },
    { title: 'a sales location beyond 32 bits', body: { Column: 'SaleAmount', SalesLocationId: 2 ** 40 } },
  ])('drill-down answers 400 for $title', async ({ body }) => {
    expect((await drill({ ...filter, ...body })).status).toBe(400);
  });

  it('answers 404 for an unknown theatre or show event, 400 for a show event of another theatre', async () => {
    expect((await report({ ...filter, TheatreId: 2147483647 }, as.admin)).status).toBe(404);
    expect((await report({ ...filter, ShowEventId: 2147483647 }, as.admin)).status).toBe(404);
    expect((await report({ ...filter, TheatreId: theatre, ShowEventId: lakesideNight }, as.admin)).status).toBe(400);
  });
  describe('the scripted week', () => {
    let week: ScriptedWeek;
    beforeAll(async () => {
      week = await recordScriptedWeek(a);
    }, 180_000);
    const weekFilter = { FromDate: '2026-11-16', ToDate: '2026-11-22' };
    // [Sold, Collected, OverShort] of cash, Visa/MC, Amex, other card, voucher, tab, pre-order.
    const z: [number, number, number] = [0, 0, 0];
    const row = (
      ev: keyof ScriptedWeek['showEvents'],
      stand: 'A' | 'B' | 'C',
      t: [number, number, number][],
      f: [number, number, number, number, number, number, number, number, number, number, number, number],
      missing: string[] = [],
    ) => ({
      ShowEventId: week.showEvents[ev],
      ShowEvent: ev === 'ET' ? ScriptedNames.testShow : ScriptedNames.show,
      Start: week.facts.showEvents[ev].Start,
      End: week.facts.showEvents[ev].End,
      TimeZone: 'America/New_York',
      TheatreId: ev === 'ET' ? week.theatres.test : week.theatres.main,
      Theatre: ev === 'ET' ? ScriptedNames.testTheatre : ScriptedNames.mainTheatre,
      SalesLocationId: week.salesLocations[stand],
      SalesLocation: ScriptedNames.stands[stand],
      Tenders: tenders(t),
      SaleAmount: f[0],
      StartCashBoxAmount: f[1],
      EndCashBoxAmount: f[2],
      CashBoxAmount: f[3],
      CreditCardSettlementAmount: f[4],
      VoucherAmount: f[5],
      PreOrderAmount: f[6],
      PreOrderTotal: f[7],
      TipAmount: f[8],
      CollectedAmount: f[9],
      OverShort: f[10],
      MissingEndCount: f[11] === 1,
      MissingEndStations: missing,
      // Each drawer's figures are checked by drawersAddUp: Σ their OverShort is the row's cash over/short.
      Drawers: expect.any(Array),
    });
    const drawersAddUp = (rows: { Tenders: { PaymentMethodId: number; OverShort: number }[]; Drawers: { OverShort: number }[] }[]) => {
      for (const r of rows) {
        const cents = r.Drawers.reduce((s, d) => s + Math.round(d.OverShort * 100), 0);
        expect(cents).toBe(Math.round(r.Tenders.find((t) => t.PaymentMethodId === 1)!.OverShort * 100));
      }
    };

    it('answers every column of every row of the main stage by hand', async () => {
      const res = await report({ ...weekFilter, TheatreId: week.theatres.main });
      expect(res.status).toBe(200);
      //            figures: Sale, Start, End, CashBox, CC, Voucher, PreOrderAmt, PreOrderTotal, Tip, Collected, Over/Short, Missing
      expect(res.body.Rows).toEqual([
        // E1 × A: cash A1 18.00 against 218.00 − 200.00 = 18.00; Visa/MC A2 14.00 against the 14.00 settled (tip 2.00 from the end count)
        row('E1', 'A', [[18, 18, 0], [14, 14, 0], z, z, z, z, z], [32, 200, 218, 18, 14, 0, 0, 0, 2, 32, 0, 0]),
        // E1 × B: cash B1 10.00 against 110.00 − 100.00 = 10.00
        row('E1', 'B', [[10, 10, 0], z, z, z, z, z, z], [10, 100, 110, 10, 0, 0, 0, 0, 0, 10, 0, 0]),
        // E2 × A: cash 8.10 − 9.00 (the refund A4) = −0.90 against 195.10 − 200.00 = −4.90: short 4.00 (the 0.90 discount is no tender);
        // voucher A5 27.00 collected as sold. Sale −0.90 + 27.00 = 26.10; collected −4.90 + 27.00 = 22.10
        row('E2', 'A', [[-0.9, -4.9, -4], z, z, z, [27, 27, 0], z, z], [26.1, 200, 195.1, -4.9, 0, 27, 0, 0, 0, 22.1, -4, 0]),
        // E3 × A: Amex A6 28.00 settled 28.00 (tip 4.00); pre-order A7 9.00 settled 9.00 (tip 1.00); drawer 200.00 → 200.00
        row('E3', 'A', [z, z, [28, 28, 0], z, z, z, [9, 9, 0]], [37, 200, 200, 0, 28, 0, 9, 9, 5, 37, 0, 0]),
        // E4 × A: the missing end count: A8's 36.00 cash against 0 collected: short 36.00, flagged
        row('E4', 'A', [[36, 0, -36], z, z, z, z, z, z], [36, 200, 0, 0, 0, 0, 0, 0, 0, 0, -36, 1], [ScriptedNames.stations.A]),
        // E5 × A: cash A9 28.00 against 180.00 − 150.00 = 30.00: over 2.00; Visa/MC A10 9.00 settled 9.00 (tip 1.50)
        row('E5', 'A', [[28, 30, 2], [9, 9, 0], z, z, z, z, z], [37, 150, 180, 30, 9, 0, 0, 0, 1.5, 39, 2, 0]),
        // E6 × B: cash B2 13.00 against 113.00 − 100.00
        row('E6', 'B', [[13, 13, 0], z, z, z, z, z, z], [13, 100, 113, 13, 0, 0, 0, 0, 0, 13, 0, 0]),
        // E7 × A: cash A11 9.00 against 209.00 − 200.00
        row('E7', 'A', [[9, 9, 0], z, z, z, z, z, z], [9, 200, 209, 9, 0, 0, 0, 0, 0, 9, 0, 0]),
      ]);
      drawersAddUp(res.body.Rows);
      // Totals: cash sold 18 + 10 − 0.90 + 36 + 28 + 13 + 9 = 113.10, collected 18 + 10 − 4.90 + 0 + 30 + 13 + 9 = 75.10, −38.00;
      // Sale 113.10 + 23 + 28 + 27 + 9 = 200.10; Start 200 + 100 + 200 + 200 + 200 + 150 + 100 + 200 = 1350.00;
      // End 218 + 110 + 195.10 + 200 + 180 + 113 + 209 = 1225.10; CC 14 + 28 + 9 = 51.00; tips 2 + 5 + 1.50 = 8.50;
      // Collected 75.10 + 23 + 28 + 27 + 9 = 162.10; Over/Short 162.10 − 200.10 = −38.00 (= −4.00 − 36.00 + 2.00)
      expect(res.body.Totals).toEqual({
        Tenders: tenders([[113.1, 75.1, -38], [23, 23, 0], [28, 28, 0], z, [27, 27, 0], z, [9, 9, 0]]),
        SaleAmount: 200.1,
        StartCashBoxAmount: 1350,
        EndCashBoxAmount: 1225.1,
        CashBoxAmount: 75.1,
        CreditCardSettlementAmount: 51,
        VoucherAmount: 27,
        PreOrderAmount: 9,
        PreOrderTotal: 9,
        TipAmount: 8.5,
        CollectedAmount: 162.1,
        OverShort: -38,
      });
      // W1: 12.50 out of E2's deposit, beside the over/short.
      expect(res.body.PettyCashWithdrawals).toEqual([
        {
          Id: week.pettyCash.W1,
          ShowEventId: week.showEvents.E2,
          ShowEvent: ScriptedNames.show,
          Start: week.facts.showEvents.E2.Start,
          TheatreId: week.theatres.main,
          ReasonId: expect.any(Number),
          TransactionDateUtc: expect.any(String),
          Amount: 12.5,
        },
      ]);
      expect(res.body.PettyCashAmount).toBe(12.5);
    });

    it('answers the test stage too (only the reconciliation report leaves test theatres out)', async () => {
      const res = await report({ ...weekFilter, TheatreId: week.theatres.test });
      // ET × C: cash C1 9.00 against 59.00 − 50.00
      expect(res.body.Rows).toEqual([row('ET', 'C', [[9, 9, 0], z, z, z, z, z, z], [9, 50, 59, 9, 0, 0, 0, 0, 0, 9, 0, 0])]);
      drawersAddUp(res.body.Rows);
      expect(res.body.Totals.OverShort).toBe(0);
    });

    it('drills into E2 × A cash: end 195.10 − start 200.00 − 8.10 + 9.00 (the refund) = −4.00', async () => {
      const res = await drill({
        ...weekFilter,
        TheatreId: week.theatres.main,
        RowShowEventId: week.showEvents.E2,
        SalesLocationId: week.salesLocations.A,
        Column: 'OverShort',
        PaymentMethodId: 1,
      });
      expect(res.headers['x-list-count']).toBe('4');
      expect((res.body as { Amount: number }[]).map((r) => r.Amount).sort((x, y) => x - y)).toEqual([-200, -8.1, 9, 195.1]);
    });

    it('drills into every money figure of the Totals and of E5 × A: the rows behind each add up to it', async () => {
      const base = { ...weekFilter, TheatreId: week.theatres.main };
      const res = await report(base);
      const columns = [
        'SaleAmount',
        'StartCashBoxAmount',
        'EndCashBoxAmount',
        'CashBoxAmount',
        'CreditCardSettlementAmount',
        'VoucherAmount',
        'PreOrderAmount',
        'PreOrderTotal',
        'TipAmount',
        'CollectedAmount',
        'OverShort',
      ] as const;
      type Figures = Record<(typeof columns)[number], number> & { Tenders: { PaymentMethodId: number; Sold: number; Collected: number; OverShort: number }[] };
      const e5a = (res.body.Rows as (Figures & { ShowEventId: number; SalesLocationId: number })[]).find(
        (r) => r.ShowEventId === week.showEvents.E5 && r.SalesLocationId === week.salesLocations.A,
      )!;
      const cents = (rows: { Amount: number }[]) => rows.reduce((sum, r) => sum + Math.round(r.Amount * 100), 0);
      for (const [figures, row] of [
        [res.body.Totals as Figures, {}],
        [e5a, { RowShowEventId: week.showEvents.E5, SalesLocationId: week.salesLocations.A }],
      ] as const) {
        for (const Column of columns) {
          const d = await drill({ ...base, ...row, Column, Take: 1000 });
          expect({ Column, cents: cents(d.body) }).toEqual({ Column, cents: Math.round(figures[Column] * 100) });
        }
        for (const t of figures.Tenders)
          for (const Column of ['Sold', 'Collected', 'OverShort'] as const) {
            const d = await drill({ ...base, ...row, Column, PaymentMethodId: t.PaymentMethodId, Take: 1000 });
            expect({ Column, tender: t.PaymentMethodId, cents: cents(d.body) }).toEqual({
              Column,
              tender: t.PaymentMethodId,
              cents: Math.round(t[Column] * 100),
            });
          }
      }
    });

    it('drills into E4 × A cash: the missing end count leaves only the sale, −36.00', async () => {
      const res = await drill({
        ...weekFilter,
        TheatreId: week.theatres.main,
        RowShowEventId: week.showEvents.E4,
        SalesLocationId: week.salesLocations.A,
        Column: 'OverShort',
        PaymentMethodId: 1,
      });
      expect(res.body).toEqual([expect.objectContaining({ Kind: 'sale', Amount: -36, Description: 'Sale', Station: ScriptedNames.stations.A })]);
    });
  });
});
