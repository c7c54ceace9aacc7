import { kitNight } from '../../../../../tests/support/sales-report-fixtures';
import { recordScriptedWeek, type ScriptedWeek } from '../../../../../tests/support/scripted-week';
import { bearer } from '../../../../../tests/support/shows-fixtures';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

/**
 * The goods sales report (document 2 §3 "Goods sales report", §7; docs/reports.md "Goods sales
 * report") on the night of tests/support/sales-report-fixtures.ts: quantities from sale_good_rows,
 * each good's gross its largest-remainder share of its kits' gross, by hand.
 */
describe('goods sales report (sales/goodsSalesReport)', () => {
  let a: TestApp;
  let as: Record<'admin' | 'manager' | 'nobody', { Authorization: string }>;
  let night: Awaited<ReturnType<typeof kitNight>>;
  let week: ScriptedWeek;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    as = {} as typeof as;
    for (const who of ['admin', 'manager', 'nobody'] as const) as[who] = bearer((await a.signIn(who)).token);
    night = await kitNight(a);
    week = await recordScriptedWeek(a);
    // A seeded app, the night and the scripted week: on the shared 2-core machine this takes longer than the default 30 s.
  }, 180_000);
  afterAll(() => a.close());

  const run = (body: object, who = as.manager) => a.http.post('/api/v1/sales/goodsSalesReport').set(who).send(body);
  const day = (over: object = {}) => ({ FromDate: '2026-11-12', ToDate: '2026-11-12', VenueId: night.harbor.VenueId, ...over });

  it('splits each kit’s gross over its goods by largest remainder, every figure by hand', async () => {
    const res = await run(day());
    expect(res.status).toBe(200);
    const g = night.good;
    // Weights: Σ good qty consumed × the good's price in the kit (kit_goods.DefaultPrice).
    // Combo 12.50 (1 sold): kernels 0.5 × 13.50 = 6.75, bag 1 × 0.50 = 0.50, cola 6 × 4.80 = 28.80, cup 1 × 0.45 = 0.45; Σ 36.50.
    //   In cents 1250 × w / 36.50: 231.16, 17.12, 986.30, 15.41 → floors 231 + 17 + 986 + 15 = 1249; the cent to the largest
    //   remainder (cup .41): kernels 2.31, bag 0.17, cola 9.86, cup 0.16 (= 12.50).
    // Large Cola 5.25: cola 6 × 4.80 = 28.80, cup 0.45; Σ 29.25: 516.92, 8.08 → 516 + 8 = 524, the cent to cola (.92): 5.17, 0.08.
    // Small Popcorn 19.50 (net 3: kernels 0.50 + 0.50 − 0.25 = 0.75 lb, bags 3): 0.75 × 24.00 = 18.00, 3 × 0.50 = 1.50: exactly 18.00, 1.50.
    // Water Bottle 7.50: water 2 × 3.75: 7.50.
    expect(res.body.GoodsSummaryReportData).toEqual([
      // 2 bottles, 7.50 / 2 = 3.75
      { GoodId: g['Bottled Water'], GoodName: 'Bottled Water', Quantity: 2, SalePrice: 3.75, GrossSales: 7.5, TaxRate: 6 },
      // 6 + 6 = 12 oz, 9.86 + 5.17 = 15.03, 15.03 / 12 = 1.2525 → 1.25
      { GoodId: g['Cola Syrup (oz)'], GoodName: 'Cola Syrup (oz)', Quantity: 12, SalePrice: 1.25, GrossSales: 15.03, TaxRate: 6 },
      // 1 + 1 = 2 cups, 0.16 + 0.08 = 0.24, 0.12 each
      { GoodId: g['Cup 32 oz'], GoodName: 'Cup 32 oz', Quantity: 2, SalePrice: 0.12, GrossSales: 0.24, TaxRate: 6 },
      // 1 + 3 = 4 bags, 0.17 + 1.50 = 1.67, 0.4175 → 0.42
      { GoodId: g['Popcorn Bag Large'], GoodName: 'Popcorn Bag Large', Quantity: 4, SalePrice: 0.42, GrossSales: 1.67, TaxRate: 6 },
      // 0.5 + 0.75 = 1.25 lb, 2.31 + 18.00 = 20.31, 20.31 / 1.25 = 16.248 → 16.25
      { GoodId: g['Popcorn Kernels (lb)'], GoodName: 'Popcorn Kernels (lb)', Quantity: 1.25, SalePrice: 16.25, GrossSales: 20.31, TaxRate: 6 },
    ]);
    // 7.50 + 15.03 + 0.24 + 1.67 + 20.31 = 44.75: the kit sales report's gross, nothing unallocated.
    // No total quantity (issue 39): 2 bottles + 12 oz + 2 cups + 4 bags + 1.25 lb is not 21.25 of anything.
    expect(res.body.Totals).toEqual({ Quantity: null, GrossSales: 44.75 });
    expect(res.body.UnallocatedGrossSales).toBe(0);
    // The tenders as the kit sales report: cash 11.70 + 13.00 − 6.50 = 18.20, discount 1.30 + 1.62 = 2.92
    expect(res.body).toMatchObject({ CashTotal: 18.2, CreditTotal: 14.63, VoucherTotal: 3.75, PreOrderTotal: 5.25, TabTotal: 0, DiscountAmount: 2.92 });
  });

  it('sums back to the kit sales report’s gross for any filter', async () => {
    for (const body of [day(), day({ ToDate: '2026-11-13' }), day({ FromTime: '18:00', ToTime: '18:59' }), { FromDate: '2026-11-01', ToDate: '2026-11-30' }]) {
      const goods = (await run(body)).body;
      const kits = (await a.http.post('/api/v1/sales/itemizedSalesReport').set(as.manager).send(body)).body;
      expect(Math.round((goods.Totals.GrossSales + goods.UnallocatedGrossSales) * 100)).toBe(Math.round(kits.Totals.GrossSales * 100));
    }
  });

  it('drills a good down to the sales that consumed it', async () => {
    const res = await a.http
      .post('/api/v1/sales/goodsSalesReport/sales')
      .set(as.manager)
      .send({ ...day(), Figure: { Kind: 'good', GoodId: night.good['Cup 32 oz'] } });
    expect(res.status).toBe(200);
    // S5 (Large Cola 5.25) and S2 (the combo's 12.50 line, not its water): one cup each
    expect(res.body.map((r: { SaleId: string; Qty: number; Amount: number }) => [r.SaleId, r.Qty, r.Amount])).toEqual([
      [night.sales.S5, 1, 5.25],
      [night.sales.S2, 1, 12.5],
    ]);
    expect(res.body[0].Link).toBe(`/masterTransactionLog/info?id=${night.sales.S5}`);
  });

  it.each([
    { title: 'no dates', body: {}, status: 400 },
    { title: 'To before From', body: { FromDate: '2026-11-12', ToDate: '2026-11-01' }, status: 400 },
    { title: 'an id beyond 32 bits', body: { FromDate: '2026-11-12', ToDate: '2026-11-12', SalesLocationId: 2 ** 32 }, status: 400 },
    { title: 'an unknown sales location', body: { FromDate: '2026-11-12', ToDate: '2026-11-12', SalesLocationId: 999_999 }, status: 404 },
  ])('$title: $status', async ({ body, status }) => {
    expect((await run(body)).status).toBe(status);
  });

  it('is the VenueManager’s, scoped to their venues', async () => {
    expect((await run(day(), as.nobody)).status).toBe(403);
    const lakeside = await a.t.db
      .selectFrom('app.sales_locations as sl')
      .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select('sl.Id')
      .where('v.Name', '=', 'Lakeside Playhouse')
      .executeTakeFirstOrThrow();
    expect((await run({ FromDate: '2026-11-12', ToDate: '2026-11-12', SalesLocationId: lakeside.Id })).status).toBe(403);
    expect((await run({ FromDate: '2026-11-12', ToDate: '2026-11-12', SalesLocationId: lakeside.Id }, as.admin)).status).toBe(200);
  });
  describe('the scripted week (tests/support/scripted-week.ts)', () => {
    it('answers every column of Mon 16 – Sun 22 by hand', async () => {
      const res = await run({ FromDate: '2026-11-16', ToDate: '2026-11-22', VenueId: week.venueId });
      expect(res.status).toBe(200);
      const g = week.goods;
      // The week's kit_goods prices are the goods' DefaultPrice: vodka 0, soda 3.00, pretzel 5.00.
      // Double Vodka 70.00 (5 sold): vodka weight 0.60 × 0 = 0, the only good: all weights 0 → by quantity: vodka 70.00.
      // Vodka Soda 117.00 (13 net): vodka 0.78 × 0 = 0, soda 13 × 3.00 = 39 → soda 117.00, vodka 0.00.
      // Pretzel 20.00: pretzel 20.00. Soda kit 3.00: soda 3.00.
      expect(res.body.GoodsSummaryReportData).toEqual([
        // 13 (Vodka Soda) + 1 (Soda) = 14 cans; 117.00 + 3.00 = 120.00; 120.00 / 14 = 8.5714 → 8.57
        { GoodId: g.Soda, GoodName: 'Scripted Soda Can', Quantity: 14, SalePrice: 8.57, GrossSales: 120, TaxRate: 6 },
        // B1 2 + B2 2 = 4; 20.00; 5.00 each; Taxable false: rate 0
        { GoodId: g.Pretzel, GoodName: 'Scripted Soft Pretzel', Quantity: 4, SalePrice: 5, GrossSales: 20, TaxRate: 0 },
        // 5 × 0.12 + 13 × 0.06 = 0.60 + 0.78 = 1.38 bottles; 70.00 + 0.00; 70.00 / 1.38 = 50.7246 → 50.72
        { GoodId: g.Vodka, GoodName: 'Scripted Vodka (750 ml)', Quantity: 1.38, SalePrice: 50.72, GrossSales: 70, TaxRate: 6 },
      ]);
      // 120.00 + 20.00 + 70.00 = 210.00 = the kit sales report's gross; 14 cans, 4 pretzels and 1.38 bottles have no total
      expect(res.body.Totals).toEqual({ Quantity: null, GrossSales: 210 });
      expect(res.body).toMatchObject({
        UnallocatedGrossSales: 0,
        CashTotal: 122.1,
        CreditTotal: 51,
        VoucherTotal: 27,
        PreOrderTotal: 9,
        TabTotal: 0,
        DiscountAmount: 0.9,
      });
    });
  });
});
