import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { seedDemoManualSales } from './manual-sales.seed';
import { seedDemoCoupons } from './people-and-coupons.seed';

describe('the demo manual sales', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
  });
  afterAll(() => a.close());

  it('enters a tab, a voucher sale, a sale without a show event and a refund at the first stand of each venue; a second run records nothing', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const venues = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM app.venues`.execute(a.t.db)).rows[0]!.n);
    // As the server seeds: the coupons first (the voucher sale pays with the venue's Group Sales Voucher).
    await seedDemoCoupons(a.t.db);
    const first = await seedDemoManualSales(a.app, a.t.db, now);
    expect(first).toBe(venues * 4);
    const manual = async () =>
      (await sql<{ data: any }>`SELECT data FROM es.events WHERE type = 'SaleRecorded' ORDER BY position`.execute(a.t.db)).rows.map((r) => r.data);
    const sales = await manual();
    expect(sales).toHaveLength(first);
    expect(sales.every((s) => s.Source === 'Manual' && s.ReduceInventory === false && s.PaymentMethodId === 1)).toBe(true);
    // The tab: 2 × 5.25 + 4.50 = 15.00, 10% off: 13.50 in cash and 1.50 of discount.
    expect(sales.find((s) => s.DiscountPercent === '10')).toMatchObject({
      Subtotal: '15.00',
      DiscountAmount: '1.50',
      Total: '13.50',
      SalePayments: [expect.objectContaining({ PaymentMethodId: 1, Total: '13.50' }), expect.objectContaining({ PaymentMethodId: 7, Total: '1.50' })],
    });
    expect(sales.filter((s) => s.IsRefund).every((s) => s.Total === '-4.50' && s.SaleKits[0].Qty === '-1')).toBe(true);
    expect(sales.filter((s) => s.ShowEvent === null)).toHaveLength(venues);
    // 4 combos at 12.50 paid with a dynamic voucher (worth 0 each): one voucher payment of the total.
    expect(sales.filter((s) => s.SalePayments[0].PaymentMethodId === 5).map((s) => [s.Total, s.SalePayments.length, s.SalePayments[0].VoucherQty])).toEqual(
      Array.from({ length: venues }, () => ['50.00', 1, 4]),
    );
    expect(await seedDemoManualSales(a.app, a.t.db, now)).toBe(0);
    expect(await manual()).toHaveLength(first);
  }, 120_000);
});
