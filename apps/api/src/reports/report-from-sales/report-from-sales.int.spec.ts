import { recordScriptedWeek, ScriptedNames, type ScriptedWeek } from '../../../../../tests/support/scripted-week';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

/**
 * POST sales/reportFromSales (document 2 §7, no body shown; our reading in docs/reports.md "Sales per
 * sales location and show event (reportFromSales)"): the scripted week per show event and sales
 * location, by hand; the test theatre included (the over/short counts every drawer); access; bad input.
 */
describe('sales/reportFromSales', () => {
  let a: TestApp;
  const as: Record<'admin' | 'manager' | 'nobody', { Authorization: string }> = {} as never;
  let week: ScriptedWeek;
  const url = '/api/v1/sales/reportFromSales';
  const body = { FromDate: '2026-11-16', ToDate: '2026-11-22' };

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    for (const who of ['admin', 'manager', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    week = await recordScriptedWeek(a);
  }, 240_000);
  afterAll(() => a.close());

  const t = (PaymentMethodId: number, SaleAmount: number, TipAmount = 0) => ({ PaymentMethodId, SaleAmount, TipAmount });

  describe('the scripted week', () => {
    it('every column of every row and the totals, by hand', async () => {
      const res = await a.http.post(url).set(as.manager).send(body);
      expect(res.status).toBe(200);
      const row = (ev: keyof ScriptedWeek['showEvents'], stand: 'A' | 'B' | 'C', figures: object) => ({
        ShowEventId: week.showEvents[ev],
        ShowName: ev === 'ET' ? ScriptedNames.testShow : ScriptedNames.show,
        Start: week.facts.showEvents[ev].Start,
        TimeZone: 'America/New_York',
        TheatreId: ev === 'ET' ? week.theatres.test : week.theatres.main,
        TheatreName: ev === 'ET' ? ScriptedNames.testTheatre : ScriptedNames.mainTheatre,
        SalesLocationId: week.salesLocations[stand],
        SalesLocationName: ScriptedNames.stands[stand],
        Discounts: 0,
        TipAmount: 0,
        ...figures,
      });
      // E3 and ET start together (19:00 on 18 Nov): by show event id.
      const [first, second] = week.showEvents.E3 < week.showEvents.ET ? (['E3', 'ET'] as const) : (['ET', 'E3'] as const);
      const wednesday = {
        // A6 28.00 Amex (tip 4.00), A7 9.00 pre-order (tip 1.00).
        E3: row('E3', 'A', { SalesCount: 2, Tenders: [t(3, 28, 4), t(8, 9, 1)], SaleAmount: 37, TipAmount: 5 }),
        // C1 9.00 cash at the TEST stage: the over/short counts it (the reconciliation leaves it out).
        ET: row('ET', 'C', { SalesCount: 1, Tenders: [t(1, 9)], SaleAmount: 9 }),
      };
      expect(res.body.Rows).toEqual([
        // E1 at the bar: A1 18.00 cash, A2 14.00 Visa/MC (tip 2.00) = 32.00; in the lobby B1 10.00 cash.
        row('E1', 'A', { SalesCount: 2, Tenders: [t(1, 18), t(2, 14, 2)], SaleAmount: 32, TipAmount: 2 }),
        row('E1', 'B', { SalesCount: 1, Tenders: [t(1, 10)], SaleAmount: 10 }),
        // E2: cash 8.10 − 9.00 (the refund) = −0.90, voucher 27.00: 26.10; the discount 0.90 is no tender.
        row('E2', 'A', { SalesCount: 3, Tenders: [t(1, -0.9), t(5, 27)], SaleAmount: 26.1, Discounts: 0.9 }),
        wednesday[first],
        wednesday[second],
        row('E4', 'A', { SalesCount: 1, Tenders: [t(1, 36)], SaleAmount: 36 }),
        // E5: A9 28.00 cash, A10 9.00 Visa/MC (tip 1.50).
        row('E5', 'A', { SalesCount: 2, Tenders: [t(1, 28), t(2, 9, 1.5)], SaleAmount: 37, TipAmount: 1.5 }),
        // E6: B2 13.00 cash.
        row('E6', 'B', { SalesCount: 1, Tenders: [t(1, 13)], SaleAmount: 13 }),
        row('E7', 'A', { SalesCount: 1, Tenders: [t(1, 9)], SaleAmount: 9 }),
      ]);
      expect(res.body.Totals).toEqual({
        SalesCount: 14,
        Tenders: [
          t(1, 122.1), // 18 + 10 − 0.90 + 9 + 36 + 28 + 13 + 9
          t(2, 23, 3.5), // 14 + 9; tips 2.00 + 1.50
          t(3, 28, 4),
          t(5, 27),
          t(8, 9, 1),
        ],
        SaleAmount: 209.1, // 122.10 + 23 + 28 + 27 + 9
        TipAmount: 8.5,
        Discounts: 0.9,
      });
      expect(res.body.AsOf).toBeNull();
    });

    it('narrows to a sales location, a theatre or a show event', async () => {
      const lobby = await a.http
        .post(url)
        .set(as.manager)
        .send({ ...body, SalesLocationId: week.salesLocations.B });
      expect(lobby.body.Totals).toMatchObject({ SalesCount: 2, SaleAmount: 23 }); // 10 + 13
      const test = await a.http
        .post(url)
        .set(as.manager)
        .send({ ...body, TheatreId: week.theatres.test });
      expect(test.body.Rows.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([week.showEvents.ET]);
      const e5 = await a.http
        .post(url)
        .set(as.manager)
        .send({ ...body, ShowEventId: week.showEvents.E5 });
      expect(e5.body.Totals).toMatchObject({ SalesCount: 2, SaleAmount: 37, TipAmount: 1.5 });
    });

    it('a venue day: E1 (19:00 on the 16th in New York, 00:00Z on the 17th) is the 16th', async () => {
      const res = await a.http.post(url).set(as.manager).send({ FromDate: '2026-11-16', ToDate: '2026-11-16' });
      expect(res.body.Rows.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([week.showEvents.E1, week.showEvents.E1]);
    });
  });

  it('access: VenueManager; another venue 403, unknown 404', async () => {
    const lakeside = await a.t.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select('t.Id')
      .where('v.Name', '=', 'Lakeside Playhouse')
      .executeTakeFirstOrThrow();
    expect((await a.http.post(url).set(as.nobody).send(body)).status).toBe(403);
    expect((await a.http.post(url).send(body)).status).toBe(401);
    expect(
      (
        await a.http
          .post(url)
          .set(as.manager)
          .send({ ...body, TheatreId: lakeside.Id })
      ).status,
    ).toBe(403);
    expect(
      (
        await a.http
          .post(url)
          .set(as.manager)
          .send({ ...body, SalesLocationId: 2147483647 })
      ).status,
    ).toBe(404);
    expect(
      (
        await a.http
          .post(url)
          .set(as.admin)
          .send({ ...body, TheatreId: lakeside.Id })
      ).status,
    ).toBe(200);
  });

  it.each([
    { title: 'no body', body: {} },
    { title: 'To before From', body: { FromDate: '2026-11-20', ToDate: '2026-11-19' } },
    { title: 'more than 366 days', body: { FromDate: '2025-01-01', ToDate: '2026-11-20' } },
    { title: 'an id beyond 32 bits', body: { ...body, ShowEventId: 2 ** 31 } },
    { title: 'a huge number', body: { ...body, TheatreId: 1e308 } },
    { title: 'a NUL', body: { FromDate: '2026-11-16\u0000', ToDate: '2026-11-22' } },
    { title: 'a huge string', body: { FromDate: '2'.repeat(1_000_000), ToDate: '2026-11-22' } },
  ])('400 for $title', async ({ body: b }) => {
    expect((await a.http.post(url).set(as.admin).send(b)).status).toBe(400);
  });
});
