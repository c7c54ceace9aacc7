import { kitNight } from '../../../../../tests/support/sales-report-fixtures';
import { recordScriptedWeek, ScriptedNames, type ScriptedWeek } from '../../../../../tests/support/scripted-week';
import { bearer } from '../../../../../tests/support/shows-fixtures';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

/**
 * The managed (adjusted) sales report (document 2 §3 "Adjusted sales report", §5, §7; docs/reports.md
 * "Managed sales report"): the stations' sales against the same after the managers' manual sales.
 */
describe('managed sales report (sales/adjustedSalesReport)', () => {
  let a: TestApp;
  let as: Record<'admin' | 'manager' | 'nobody', { Authorization: string }>;
  let night: Awaited<ReturnType<typeof kitNight>>;
  let week: ScriptedWeek;
  let location: { Id: number; Name: string };

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    as = {} as typeof as;
    for (const who of ['admin', 'manager', 'nobody'] as const) as[who] = bearer((await a.signIn(who)).token);
    night = await kitNight(a);
    week = await recordScriptedWeek(a);
    location = await a.t.db.selectFrom('app.sales_locations').select(['Id', 'Name']).where('Id', '=', night.harbor.SalesLocationId).executeTakeFirstOrThrow();
    // A seeded app, the night and the scripted week: on the shared 2-core machine this takes longer than the default 30 s.
  }, 180_000);
  afterAll(() => a.close());

  const run = (body: object, who = as.manager) => a.http.post('/api/v1/sales/adjustedSalesReport').set(who).send(body);
  const night12 = (over: object = {}) => ({ DateFrom: '2026-11-12', DateTo: '2026-11-12', TheatreId: night.harbor.Id, ...over });
  const row = (kit: string, price: number, q: number, gross: number, aq: number, ag: number, adjusted: boolean) => ({
    SalesLocationId: location.Id,
    SalesLocation: location.Name,
    TheatreId: night.harbor.Id,
    KitId: night.kit[kit],
    Kit: kit,
    SalePricePerKit: price,
    Quantity: q,
    SalePrice: gross,
    AdjustedQuantity: aq,
    AdjustedSalePrice: ag,
    IsAdjusted: adjusted,
  });

  it('lists the adjusted rows: the stations’ Small Popcorn and the manager’s two more', async () => {
    const res = await run(night12());
    expect(res.status).toBe(200);
    // Stations: 2 (S1) − 1 (S3) = 1 × 6.50 = 6.50; manual M1: + 2 × 6.50 = 13.00 → 3, 19.50
    expect(res.body.AdjustedSalesReportData).toEqual([row('Small Popcorn', 6.5, 1, 6.5, 3, 19.5, true)]);
    // The discounts of the sales listed (S1, S3, M1): M1's 1.30
    expect(res.body.DiscountAmount).toBe(1.3);
    expect(res.body.Totals).toEqual({ Quantity: 1, SalePrice: 6.5, AdjustedQuantity: 3, AdjustedSalePrice: 19.5 });
    expect(res.body.TimeZone).toBe('America/New_York');
  });

  it('lists every row with includeNonAdjusted, the discount of every sale listed', async () => {
    const res = await run(night12({ IncludeNonAdjusted: true }));
    expect(res.body.AdjustedSalesReportData).toEqual([
      row('Large Cola', 5.25, 1, 5.25, 1, 5.25, false),
      row('Popcorn & Cola Combo', 12.5, 1, 12.5, 1, 12.5, false),
      row('Small Popcorn', 6.5, 1, 6.5, 3, 19.5, true),
      // S2 and S4
      row('Water Bottle', 3.75, 2, 7.5, 2, 7.5, false),
    ]);
    // 1.30 (M1) + 1.62 (S2)
    expect(res.body.DiscountAmount).toBe(2.92);
    // 5.25 + 12.50 + 6.50 + 7.50 = 31.75 by the stations; + 13.00 = 44.75 after, the kit sales report's gross
    expect(res.body.Totals).toEqual({ Quantity: 5, SalePrice: 31.75, AdjustedQuantity: 7, AdjustedSalePrice: 44.75 });
  });

  it.each([
    { title: 'no theatre', body: { DateFrom: '2026-11-12', DateTo: '2026-11-12' } },
    { title: 'no Date From', body: { DateTo: '2026-11-12', TheatreId: 1 } },
    { title: 'no Date To', body: { DateFrom: '2026-11-12', TheatreId: 1 } },
    { title: 'nothing', body: {} },
  ])('§5: $title → an empty result, not an error', async ({ body }) => {
    const res = await run(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      AdjustedSalesReportData: [],
      DiscountAmount: 0,
      Totals: { Quantity: 0, SalePrice: 0, AdjustedQuantity: 0, AdjustedSalePrice: 0 },
      TimeZone: null,
      AsOf: null,
    });
  });

  it.each([
    { title: 'To before From', body: { DateFrom: '2026-11-12', DateTo: '2026-11-11', TheatreId: 1 }, status: 400 },
    { title: 'a theatre id beyond 32 bits', body: { DateFrom: '2026-11-12', DateTo: '2026-11-12', TheatreId: 2 ** 31 }, status: 400 },
    { title: 'a NUL in a date', body: { DateFrom: '2026-11-12\u0000', DateTo: '2026-11-12', TheatreId: 1 }, status: 400 },
    { title: 'includeNonAdjusted not a boolean', body: { DateFrom: '2026-11-12', DateTo: '2026-11-12', TheatreId: 1, IncludeNonAdjusted: 'yes' }, status: 400 },
    { title: 'an unknown theatre', body: { DateFrom: '2026-11-12', DateTo: '2026-11-12', TheatreId: 999_999 }, status: 404 },
  ])('$title: $status', async ({ body, status }) => {
    expect((await run(body)).status).toBe(status);
  });

  it('is scoped to the user’s venues', async () => {
    const lakeside = await a.t.db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select('t.Id')
      .where('v.Name', '=', 'Lakeside Playhouse')
      .executeTakeFirstOrThrow();
    expect((await run(night12({ TheatreId: lakeside.Id }))).status).toBe(403);
    expect((await run(night12(), as.nobody)).status).toBe(403);
  });

  it('drills a row down to its station and manual sales', async () => {
    const res = await a.http
      .post('/api/v1/sales/adjustedSalesReport/sales')
      .set(as.manager)
      .send({ ...night12(), Figure: { Kind: 'kit', KitId: night.kit['Small Popcorn'], SalePrice: 6.5, SalesLocationId: location.Id } });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { SaleId: string; Source: string; Qty: number; Amount: number }) => [r.SaleId, r.Source, r.Qty, r.Amount])).toEqual([
      [night.sales.S3, 'Station', -1, -6.5],
      [night.sales.S1, 'Station', 2, 13],
      [night.sales.M1, 'Manual', 2, 13],
    ]);
  });
  describe('the scripted week (tests/support/scripted-week.ts)', () => {
    const weekBody = (over: object = {}) => ({ DateFrom: '2026-11-16', DateTo: '2026-11-22', TheatreId: week.theatres.main, ...over });
    const line = (stand: 'A' | 'B', kit: keyof ScriptedWeek['kits'], price: number, q: number, gross: number) => ({
      SalesLocationId: week.salesLocations[stand],
      SalesLocation: ScriptedNames.stands[stand],
      TheatreId: week.theatres.main,
      KitId: week.kits[kit],
      Kit: ScriptedNames.kits[kit],
      SalePricePerKit: price,
      Quantity: q,
      SalePrice: gross,
      // No manual sale that week: the adjusted figures are the stations'.
      AdjustedQuantity: q,
      AdjustedSalePrice: gross,
      IsAdjusted: false,
    });

    it('has nothing adjusted (every sale came from a station): empty, and the discount of nothing listed is 0', async () => {
      const res = await run(weekBody());
      expect(res.body.AdjustedSalesReportData).toEqual([]);
      expect(res.body.DiscountAmount).toBe(0);
    });

    it('lists every column of the main stage with includeNonAdjusted (the test stage is another theatre)', async () => {
      const res = await run(weekBody({ IncludeNonAdjusted: true }));
      expect(res.body.AdjustedSalesReportData).toEqual([
        // Scripted Main Bar (A): Double Vodka A2 1 + A6 2 + A9 2 = 5 × 14.00 = 70.00
        line('A', 'DoubleVodka', 14, 5, 70),
        // Vodka Soda A1 2 + A3 1 − A4 1 + A5 3 + A7 1 + A8 4 + A10 1 + A11 1 = 12 × 9.00 = 108.00 (C1 is the test stage's)
        line('A', 'VodkaSoda', 9, 12, 108),
        // Scripted Main Lobby (B): Pretzel B1 2 + B2 2 = 4 × 5.00 = 20.00; Soda B2 1 × 3.00
        line('B', 'PretzelKit', 5, 4, 20),
        line('B', 'SodaKit', 3, 1, 3),
      ]);
      // A3's 0.90 is the only discount
      expect(res.body.DiscountAmount).toBe(0.9);
      // 5 + 12 + 4 + 1 = 22; 70 + 108 + 20 + 3 = 201.00
      expect(res.body.Totals).toEqual({ Quantity: 22, SalePrice: 201, AdjustedQuantity: 22, AdjustedSalePrice: 201 });
      const test = await run(weekBody({ TheatreId: week.theatres.test, IncludeNonAdjusted: true }));
      // C1 1 × 9.00 at Scripted Test Bar
      expect(
        test.body.AdjustedSalesReportData.map((r: { SalesLocation: string; Quantity: number; SalePrice: number }) => [
          r.SalesLocation,
          r.Quantity,
          r.SalePrice,
        ]),
      ).toEqual([['Scripted Test Bar', 1, 9]]);
    });
  });
});
