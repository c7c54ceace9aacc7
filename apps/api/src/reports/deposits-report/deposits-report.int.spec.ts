import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { recordScriptedWeek, ScriptedNames, type ScriptedWeek } from '../../../../../tests/support/scripted-week';
import { recordOverShortNight } from '../../../../../tests/support/over-short-night';

/**
 * The deposits report (docs/reports.md "Deposits report") over the API: the week of 1–7 June 2026 at
 * Harbor Point 12 holding the over/short night (tests/support/over-short-night.ts lists its facts), its deposit
 * posted, and a second show on 5 June with one cash sale and no counts; every figure by hand.
 */
describe('deposits report', () => {
  let a: TestApp;
  const as: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  let f: Awaited<ReturnType<typeof recordOverShortNight>>;
  let second: number;
  let depositId: number;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    f = await recordOverShortNight(a, as.admin);
    // 5 June, 19:00–22:00 in New York: one cash sale of 10.00 at location A, no counts.
    second = await f.event(f.theatre, '2026-06-05T23:00:00Z', '2026-06-06T02:00:00Z');
    await f.sell({ loc: f.locA.Id, station: f.st.a1.Id, showEventId: second, at: '2026-06-05T23:30:00Z' }, '1', '10.00', [
      { PaymentMethodId: 1, Total: '10.00' },
    ]);
    // The night's deposit: cash (156.00 − 100.00) + (60.00 − 50.00) = 66.00, Visa/MC 31.00, voucher 8.00 → Amount 105.00;
    // tips 3.00, petty cash 15.25 → AmountToBePosted 105.00 − 15.25 − 3.00 = 86.75.
    const posted = await a.http.put('/api/v1/deposits/').set(as.admin).send({ ShowEventId: f.night, AmountToBePosted: '86.75' });
    expect(posted.status).toBe(200);
    depositId = posted.body.Id;
  });
  afterAll(() => a.close());

  const report = (body: object, who = as.manager) => a.http.post('/api/v1/sales/depositsReport').set(who).send(body);
  const drill = (body: object, who = as.manager) => a.http.post('/api/v1/sales/depositsReport/drillDown').set(who).send(body);
  const week = () => ({ WeekStart: '2026-06-01', WeekEnd: '2026-06-07', VenueId: f.venue });
  const tenders = (cash: number, visa: number, visaTip: number, voucher: number) =>
    [1, 2, 3, 4, 5, 6, 8].map((id) => ({
      PaymentMethodId: id,
      PaymentAmount: id === 1 ? cash : id === 2 ? visa : id === 5 ? voucher : 0,
      TipAmount: id === 2 ? visaTip : 0,
    }));
  const empty = (Day: string) => ({
    Day,
    Tenders: tenders(0, 0, 0, 0),
    PaymentAmount: 0,
    TipAmount: 0,
    PettyCashAmount: 0,
    ComputedAmountToBePosted: 0,
    PostedAmountToBePosted: 0,
  });

  it('answers the spec’s shape with the deposits computed and posted and the day and week totals, by hand', async () => {
    const res = await report(week());
    expect(res.status).toBe(200);
    const [lo, hi] = [f.locA.Id, f.locB.Id];
    const summary = [
      // the night at A: cash 13.00 − 4.50 + 18.00 = 26.50; Visa/MC 30.00 with the slip's 3.00 tip; voucher 8.00 (the discount, 7, is no tender)
      { PaymentMethodId: 1, ShowEventId: f.night, SalesLocationId: lo, PaymentAmount: 26.5, TipAmount: 0 },
      { PaymentMethodId: 2, ShowEventId: f.night, SalesLocationId: lo, PaymentAmount: 30, TipAmount: 3 },
      { PaymentMethodId: 5, ShowEventId: f.night, SalesLocationId: lo, PaymentAmount: 8, TipAmount: 0 },
      // the night at B: cash 12.00
      { PaymentMethodId: 1, ShowEventId: f.night, SalesLocationId: hi, PaymentAmount: 12, TipAmount: 0 },
      // 5 June at A: cash 10.00
      { PaymentMethodId: 1, ShowEventId: second, SalesLocationId: lo, PaymentAmount: 10, TipAmount: 0 },
    ];
    const key = (r: { ShowEventId: number; SalesLocationId: number; PaymentMethodId: number }) => [r.ShowEventId, r.SalesLocationId, r.PaymentMethodId];
    const order = (x: (typeof summary)[number], y: (typeof summary)[number]) => {
      const [p, q] = [key(x), key(y)];
      return p[0]! - q[0]! || p[1]! - q[1]! || p[2]! - q[2]!;
    };
    expect(res.body.PaymentsSummary).toEqual([...summary].sort(order));
    expect(res.body.PettyCashWithdrawalsWithShowEvents).toEqual([
      expect.objectContaining({ Id: f.withdrawal.Id, ShowEventId: f.night, ShowEvent: 'Over Short Night', Amount: 15.25 }),
    ]);
    expect(res.body.ShowEvents).toEqual([
      {
        Id: f.night,
        ShowId: expect.any(Number),
        Show: 'Over Short Night',
        TheatreId: f.theatre,
        Start: '2026-06-03T23:00:00.000Z',
        End: '2026-06-04T02:00:00.000Z',
        Day: '2026-06-03',
      },
      {
        Id: second,
        ShowId: expect.any(Number),
        Show: 'Over Short Night',
        TheatreId: f.theatre,
        Start: '2026-06-05T23:00:00.000Z',
        End: '2026-06-06T02:00:00.000Z',
        Day: '2026-06-05',
      },
    ]);
    expect(res.body.Theatres).toEqual(expect.arrayContaining([expect.objectContaining({ Id: f.theatre, IsTest: expect.any(Boolean) })]));
    expect(res.body.SalesLocations).toEqual(expect.arrayContaining([expect.objectContaining({ Id: f.locA.Id, TheatreId: f.theatre })]));
    expect(res.body.PaymentMethods.map((m: { Id: number }) => m.Id)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(res.body.Deposits).toEqual([
      {
        ShowEventId: f.night,
        PostedDepositId: depositId,
        Computed: { Amount: 105, PettyCashAmount: 15.25, TipTotal: 3, AmountToBePosted: 86.75 },
        Posted: { Amount: 105, PettyCashAmount: 15.25, TipTotal: 3, AmountToBePosted: 86.75 },
        Difference: 0,
      },
      // Nothing counted on 5 June: the computed deposit is 0 (its cash is in no drawer yet), unposted.
      {
        ShowEventId: second,
        PostedDepositId: null,
        Computed: { Amount: 0, PettyCashAmount: 0, TipTotal: 0, AmountToBePosted: 0 },
        Posted: null,
        Difference: null,
      },
    ]);
    expect(res.body.Days).toEqual([
      empty('2026-06-01'),
      empty('2026-06-02'),
      // 3 June: cash 26.50 + 12.00 = 38.50, Visa/MC 30.00 (tip 3.00), voucher 8.00 → 76.50
      {
        Day: '2026-06-03',
        Tenders: tenders(38.5, 30, 3, 8),
        PaymentAmount: 76.5,
        TipAmount: 3,
        PettyCashAmount: 15.25,
        ComputedAmountToBePosted: 86.75,
        PostedAmountToBePosted: 86.75,
      },
      empty('2026-06-04'),
      { ...empty('2026-06-05'), Tenders: tenders(10, 0, 0, 0), PaymentAmount: 10 },
      empty('2026-06-06'),
      empty('2026-06-07'),
    ]);
    // The week: 76.50 + 10.00 = 86.50 paid; deposits computed 86.75 + 0 = 86.75, posted 86.75.
    expect(res.body.Totals).toEqual({
      Day: null,
      Tenders: tenders(48.5, 30, 3, 8),
      PaymentAmount: 86.5,
      TipAmount: 3,
      PettyCashAmount: 15.25,
      ComputedAmountToBePosted: 86.75,
      PostedAmountToBePosted: 86.75,
    });
    expect(res.body).toMatchObject({ VenueId: f.venue, WeekStart: '2026-06-01', WeekEnd: '2026-06-07', TimeZone: 'America/New_York', AsOf: null });
  });

  it.each([
    // 3 June's cash: 13.00 − 4.50 + 18.00 + 12.00 = 38.50 in 4 sale payments
    { title: "a day's cash", body: { Day: '2026-06-03', PaymentMethodId: 1, Column: 'PaymentAmount' }, count: 4, sum: 38.5 },
    { title: "the second show's payments", body: { ShowEventId: 'second', Column: 'PaymentAmount' }, count: 1, sum: 10 },
    { title: "the week's tips", body: { Column: 'TipAmount' }, count: 1, sum: 3 },
    { title: "the week's petty cash", body: { Column: 'PettyCash' }, count: 1, sum: 15.25 },
  ])('drills into $title', async ({ body, count, sum }) => {
    const res = await drill({ ...week(), ...body, ShowEventId: body.ShowEventId ? second : null });
    expect(res.status).toBe(200);
    expect(res.headers['x-list-count']).toBe(String(count));
    expect((res.body as { Amount: number }[]).reduce((s, r) => s + Math.round(r.Amount * 100), 0) / 100).toBe(sum);
    expect((res.body as { Link: string }[]).every((r) => /^\/(masterTransactionLog|client\/pettyCashWithdrawals)\/info\?id=/.test(r.Link))).toBe(true);
  });

  it.each([
    { title: 'no token', who: null, venue: () => f.venue, status: 401 },
    { title: 'no VenueManager claim', who: 'nobody', venue: () => f.venue, status: 403 },
    { title: 'another venue', who: 'manager', venue: () => f.lakesideVenue, status: 403 },
    { title: 'an unknown venue', who: 'admin', venue: () => 2147483647, status: 404 },
  ] as const)('refuses $title ($status)', async ({ who, venue, status }) => {
    for (const path of ['sales/depositsReport', 'sales/depositsReport/drillDown']) {
      const req = a.http.post(`/api/v1/${path}`);
      const body = { WeekStart: '2026-06-01', WeekEnd: '2026-06-07', VenueId: venue(), Column: 'PaymentAmount' };
      const res = who ? await req.set(as[who]).send(body) : await req.send(body);
      expect(res.status).toBe(status);
    }
  });

  it('lets an auditor (the demo viewer: VenueManager ReadOnly) read any venue, as every report does', async () => {
    for (const venue of [f.venue, f.lakesideVenue]) {
      const res = await a.http.post('/api/v1/sales/depositsReport').set(as.viewer).send({ WeekStart: '2026-06-01', WeekEnd: '2026-06-07', VenueId: venue });
      expect(res.status).toBe(200);
    }
  });

  it.each([
    { title: 'no venue', body: { WeekStart: '2026-06-01', WeekEnd: '2026-06-07' } },
    { title: 'no dates', body: { VenueId: 1 } },
    { title: 'WeekEnd before WeekStart', body: { WeekStart: '2026-06-07', WeekEnd: '2026-06-01', VenueId: 1 } },
    { title: 'more than 31 days', body: { WeekStart: '2026-01-01', WeekEnd: '2026-06-07', VenueId: 1 } },
    { title: 'a venue id beyond 32 bits', body: { WeekStart: '2026-06-01', WeekEnd: '2026-06-07', VenueId: 2 ** 32 } },
    { title: 'a NUL in a day', body: { WeekStart: '2026-06-01\u0000', WeekEnd: '2026-06-07', VenueId: 1 } },
    { title: 'a huge string', body: { WeekStart: '9'.repeat(100_000), WeekEnd: '2026-06-07', VenueId: 1 } },
    { title: 'a huge number', body: { WeekStart: '2026-06-01', WeekEnd: '2026-06-07', VenueId: 1e308 } },
  ])('answers 400 for $title', async ({ body }) => {
    expect((await report(body)).status).toBe(400);
    expect((await drill({ ...body, Column: 'PaymentAmount' })).status).toBe(400);
  });

  it.each([
    { title: 'an unknown column', body: { Column: 'Profit' } },
    { title: 'the discount as a tender', body: { Column: 'PaymentAmount', PaymentMethodId: 7 } },
    { title: 'a day that is no day', body: { Column: 'PaymentAmount', Day: '2026-06-31' } },
    { title: 'a Take beyond 1000', body: { Column: 'PaymentAmount', Take: 5000 } },
  ])('drill-down answers 400 for $title', async ({ body }) => {
    expect((await drill({ ...week(), ...body })).status).toBe(400);
  });
  describe('the scripted week', () => {
    let week: ScriptedWeek;
    beforeAll(async () => {
      week = await recordScriptedWeek(a);
    }, 180_000);
    const ids = [1, 2, 3, 4, 5, 6, 8];
    // A day's or the week's Tenders from { method: [payments, tips] }.
    const t = (m: Record<number, [number, number]>) => ids.map((id) => ({ PaymentMethodId: id, PaymentAmount: m[id]?.[0] ?? 0, TipAmount: m[id]?.[1] ?? 0 }));
    const day = (Day: string | null, tenders: Record<number, [number, number]>, pay: number, tip: number, petty: number, computed: number, posted: number) => ({
      Day,
      Tenders: t(tenders),
      PaymentAmount: pay,
      TipAmount: tip,
      PettyCashAmount: petty,
      ComputedAmountToBePosted: computed,
      PostedAmountToBePosted: posted,
    });

    it('answers every figure of the week by hand', async () => {
      const res = await report({ WeekStart: '2026-11-16', WeekEnd: '2026-11-22', VenueId: week.venueId });
      expect(res.status).toBe(200);
      const ev = week.showEvents;
      const sl = week.salesLocations;
      const p = (PaymentMethodId: number, ShowEventId: number, SalesLocationId: number, PaymentAmount: number, TipAmount = 0) => ({
        PaymentMethodId,
        ShowEventId,
        SalesLocationId,
        PaymentAmount,
        TipAmount,
      });
      const summary = [
        p(1, ev.E1, sl.A, 18), // A1
        p(2, ev.E1, sl.A, 14, 2), // A2 with its slip's tip
        p(1, ev.E1, sl.B, 10), // B1
        p(1, ev.E2, sl.A, -0.9), // A3 8.10 + A4 −9.00 (the discount 0.90 is no tender)
        p(5, ev.E2, sl.A, 27), // A5
        p(3, ev.E3, sl.A, 28, 4), // A6
        p(8, ev.E3, sl.A, 9, 1), // A7
        p(1, ev.ET, sl.C, 9), // C1 (the test stage: its money is real)
        p(1, ev.E4, sl.A, 36), // A8
        p(1, ev.E5, sl.A, 28), // A9
        p(2, ev.E5, sl.A, 9, 1.5), // A10
        p(1, ev.E6, sl.B, 13), // B2
        p(1, ev.E7, sl.A, 9), // A11
      ].sort((x, y) => x.ShowEventId - y.ShowEventId || x.SalesLocationId - y.SalesLocationId || x.PaymentMethodId - y.PaymentMethodId);
      expect(res.body.PaymentsSummary).toEqual(summary);
      expect(res.body.PettyCashWithdrawalsWithShowEvents).toEqual([expect.objectContaining({ Id: week.pettyCash.W1, ShowEventId: ev.E2, Amount: 12.5 })]);
      expect(res.body.ShowEvents.map((e: { Id: number; Day: string }) => [e.Id, e.Day])).toEqual(
        (['E1', 'E2', 'E3', 'ET', 'E4', 'E5', 'E6', 'E7'] as const)
          .map((k) => [ev[k], week.facts.showEvents[k].Day] as [number, string])
          .sort((x, y) => x[1].localeCompare(y[1]) || x[0] - y[0]),
      );
      expect(res.body.Theatres).toEqual([
        { Id: week.theatres.main, Name: ScriptedNames.mainTheatre, IsTest: false },
        { Id: week.theatres.test, Name: ScriptedNames.testTheatre, IsTest: true },
      ]);
      expect(res.body.SalesLocations.map((l: { Id: number }) => l.Id).sort()).toEqual([sl.A, sl.B, sl.C].sort());
      const dep = (ShowEventId: number, Amount: number, PettyCashAmount: number, TipTotal: number, AmountToBePosted: number) => ({
        ShowEventId,
        Computed: { Amount, PettyCashAmount, TipTotal, AmountToBePosted },
      });
      expect(res.body.Deposits).toEqual(
        expect.arrayContaining([
          // E1: cash (218 − 200) + (110 − 100) = 28.00 + Visa/MC 14.00 = 42.00; tips 2.00 → 40.00
          expect.objectContaining({ ...dep(ev.E1, 42, 0, 2, 40), Posted: null, PostedDepositId: null, Difference: null }),
          // E2: cash 195.10 − 200.00 = −4.90 + voucher 27.00 = 22.10; petty cash 12.50 → 9.60
          expect.objectContaining(dep(ev.E2, 22.1, 12.5, 0, 9.6)),
          // E3: Amex 28.00 + pre-order 9.00 = 37.00; tips 4.00 + 1.00 → 32.00
          expect.objectContaining(dep(ev.E3, 37, 0, 5, 32)),
          // ET: 59.00 − 50.00 = 9.00
          expect.objectContaining(dep(ev.ET, 9, 0, 0, 9)),
          // E4: a start and no end: nothing counted yet
          expect.objectContaining(dep(ev.E4, 0, 0, 0, 0)),
          // E5: posted: 30.00 + 9.00 = 39.00, tips 1.50 → 37.50 computed and posted, no difference
          {
            ...dep(ev.E5, 39, 0, 1.5, 37.5),
            PostedDepositId: week.deposit.PostedDepositId,
            Posted: { Amount: 39, PettyCashAmount: 0, TipTotal: 1.5, AmountToBePosted: 37.5 },
            Difference: 0,
          },
          expect.objectContaining(dep(ev.E6, 13, 0, 0, 13)),
          expect.objectContaining(dep(ev.E7, 9, 0, 0, 9)),
        ]),
      );
      expect(res.body.Deposits).toHaveLength(8);
      expect(res.body.Days).toEqual([
        // Mon 16: E1: cash 18 + 10 = 28.00, Visa/MC 14.00 (tip 2.00) → 42.00; deposit 40.00
        day('2026-11-16', { 1: [28, 0], 2: [14, 2] }, 42, 2, 0, 40, 0),
        // Tue 17: E2: cash −0.90, voucher 27.00 → 26.10; petty cash 12.50; deposit 9.60
        day('2026-11-17', { 1: [-0.9, 0], 5: [27, 0] }, 26.1, 0, 12.5, 9.6, 0),
        // Wed 18: E3 Amex 28.00 (tip 4.00), pre-order 9.00 (tip 1.00); ET cash 9.00 → 46.00; deposits 32.00 + 9.00 = 41.00
        day('2026-11-18', { 1: [9, 0], 3: [28, 4], 8: [9, 1] }, 46, 5, 0, 41, 0),
        // Thu 19: E4 cash 36.00, no end count: deposit 0
        day('2026-11-19', { 1: [36, 0] }, 36, 0, 0, 0, 0),
        // Fri 20: E5 cash 28.00, Visa/MC 9.00 (tip 1.50) → 37.00; deposit 37.50 computed and posted
        day('2026-11-20', { 1: [28, 0], 2: [9, 1.5] }, 37, 1.5, 0, 37.5, 37.5),
        day('2026-11-21', { 1: [13, 0] }, 13, 0, 0, 13, 0),
        day('2026-11-22', { 1: [9, 0] }, 9, 0, 0, 9, 0),
      ]);
      // Week: cash 28 − 0.90 + 9 + 36 + 28 + 13 + 9 = 122.10; Visa/MC 23.00 (tips 3.50); Amex 28.00 (4.00); voucher 27.00; pre-order 9.00 (1.00)
      // → 209.10 = 42 + 26.10 + 46 + 36 + 37 + 13 + 9; tips 8.50; deposits 40 + 9.60 + 41 + 0 + 37.50 + 13 + 9 = 150.10, posted 37.50
      expect(res.body.Totals).toEqual(day(null, { 1: [122.1, 0], 2: [23, 3.5], 3: [28, 4], 5: [27, 0], 8: [9, 1] }, 209.1, 8.5, 12.5, 150.1, 37.5));
    });

    it('drills into every payment, tip and petty cash figure of the week and of each day: the rows add up to it', async () => {
      const body = { WeekStart: '2026-11-16', WeekEnd: '2026-11-22', VenueId: week.venueId };
      const res = await report(body);
      const cents = (rows: { Amount: number }[]) => rows.reduce((sum, r) => sum + Math.round(r.Amount * 100), 0);
      type Total = { Day: string | null; Tenders: { PaymentMethodId: number; PaymentAmount: number; TipAmount: number }[]; PettyCashAmount: number };
      for (const total of [res.body.Totals, ...res.body.Days] as Total[]) {
        const petty = await drill({ ...body, Day: total.Day, Column: 'PettyCash', Take: 1000 });
        expect({ Day: total.Day, cents: cents(petty.body) }).toEqual({ Day: total.Day, cents: Math.round(total.PettyCashAmount * 100) });
        for (const t of total.Tenders)
          for (const Column of ['PaymentAmount', 'TipAmount'] as const) {
            const d = await drill({ ...body, Day: total.Day, PaymentMethodId: t.PaymentMethodId, Column, Take: 1000 });
            expect({ Day: total.Day, tender: t.PaymentMethodId, Column, cents: cents(d.body) }).toEqual({
              Day: total.Day,
              tender: t.PaymentMethodId,
              Column,
              cents: Math.round(t[Column] * 100),
            });
          }
      }
    });

    it("drills into Tuesday's cash: 8.10 and the −9.00 refund", async () => {
      const res = await drill({
        WeekStart: '2026-11-16',
        WeekEnd: '2026-11-22',
        VenueId: week.venueId,
        Day: '2026-11-17',
        PaymentMethodId: 1,
        Column: 'PaymentAmount',
      });
      expect((res.body as { Amount: number; Description: string }[]).map((r) => [r.Description, r.Amount])).toEqual([
        ['Refund', -9],
        ['Sale', 8.1],
      ]);
    });
  });
});
