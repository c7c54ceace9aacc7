import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { type SyncPlaces, queue, syncPlaces } from '../../../../tests/support/sync-fixtures';

/**
 * Issue 39 point 1: a sale's discount is decided once, when it is recorded (document 2 §5: Subtotal −
 * discounted total), and every report reads that stored figure. A station's discount line (method 7)
 * that says otherwise, or tenders that do not add up to the total, refuse that item with the reason;
 * the rest of the queue applies (docs/station-sync.md, docs/sales.md "Station sales").
 *
 * One day at Harbor Point 12 (America/New_York, 6 %), Candy Bars (one Chocolate Bar each), by hand:
 * | sale | lines                       | discount                                 | payments                       | answer  |
 * | A    | 4 @ 3.75 = 15.00, 25 % off  | 15.00 × 0.75 = 11.25, discount 3.75      | cash 11.25 (no discount line)  | Applied |
 * | B    | 2 @ 4.50 = 9.00, 10 % off   | 8.10, discount 0.90                      | Visa 8.10, discount 0.90       | Applied |
 * | C    | 3 @ 3.75 = 11.25, 10 % off  | 10.125 → 10.13, discount 11.25 − 10.13 = 1.12 | cash 10.13, discount 1.13 | Refused |
 * | D    | 1 @ 4.50 = 4.50             | none                                     | cash 5.00                      | Refused |
 * | E    | 1 @ 4.50 = 4.50             | none                                     | cash 4.50                      | Applied |
 */
describe('a station sale’s discount: decided once, read by every report', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let p: SyncPlaces;
  let venueId: number;
  const day = '2031-03-12';
  const at = (hhmm: string) => `${day}T${hhmm}:00Z`;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    p = await syncPlaces(a.t.db);
    venueId = (await a.t.db.selectFrom('app.venues').select('Id').where('Name', '=', 'Harbor Point 12').executeTakeFirstOrThrow()).Id;
  }, 120_000);
  afterAll(() => a.close());

  type Sale = { SaleId: string; time: string; qty: string; price: string; DiscountPercent: string; SalePayments: object[] };
  const sale = (time: string, qty: string, price: string, DiscountPercent: string, SalePayments: object[]): Sale => ({
    SaleId: randomUUID(),
    time,
    qty,
    price,
    DiscountPercent,
    SalePayments,
  });
  /** The push of a sale at the station (its places are read once the app is up). */
  const body = (s: Sale, SaleId = s.SaleId) => ({
    SaleId,
    SalesLocationId: p.salesLocationId,
    StationId: p.stationId,
    SaleDate: at(s.time),
    DiscountPercent: s.DiscountPercent,
    ReduceInventory: false,
    SaleKits: [{ KitId: p.kitId, Qty: s.qty, SalePricePerKit: s.price }],
    SalePayments: s.SalePayments,
  });

  const A = sale('20:00', '4', '3.75', '25', [{ PaymentMethodId: 1, Total: '11.25' }]);
  const B = sale('20:10', '2', '4.50', '10', [
    { PaymentMethodId: 2, Total: '8.10' },
    { PaymentMethodId: 7, Total: '0.90' },
  ]);
  const C = sale('20:20', '3', '3.75', '10', [
    { PaymentMethodId: 1, Total: '10.13' },
    { PaymentMethodId: 7, Total: '1.13' },
  ]);
  const D = sale('20:30', '1', '4.50', '0', [{ PaymentMethodId: 1, Total: '5.00' }]);
  const E = sale('20:40', '1', '4.50', '0', [{ PaymentMethodId: 1, Total: '4.50' }]);
  const discountMessage = "The discount payment (1.13) is not the sale's discount of 1.12 (subtotal 11.25 − discounted total 10.13)";
  const tendersMessage = "The payments (5.00, the discount left out) do not add up to the sale's total of 4.50";

  it('refuses a discount line that is not the sale’s discount and tenders that do not add up, and applies the rest of the queue', async () => {
    const res = await a.http
      .post(`/api/v1/stations/${p.stationId}/sync`)
      .set(admin)
      .send({ Items: queue([A, B, C, D, E].map((s) => ({ Kind: 'Sale', Body: body(s) }))) });
    expect(res.status).toBe(200);
    expect(res.body.Items).toEqual([
      { Position: 0, Guid: A.SaleId, Status: 'Applied' },
      { Position: 1, Guid: B.SaleId, Status: 'Applied' },
      { Position: 2, Guid: C.SaleId, Status: 'Refused', Code: 'DiscountMismatch', Message: discountMessage, Field: 'SalePayments' },
      { Position: 3, Guid: D.SaleId, Status: 'Refused', Code: 'SalePaymentsDoNotBalance', Message: tendersMessage, Field: 'SalePayments' },
      { Position: 4, Guid: E.SaleId, Status: 'Applied' },
    ]);
    // Nothing of C or D entered the ledger; A keeps its decided discount with no discount line.
    const { rows } = await sql<{ id: string; data: { DiscountAmount: string; Total: string; SalePayments: { PaymentMethodId: number }[] } }>`
      SELECT id::text, data FROM es.events WHERE id = ANY(${[A, B, C, D, E].map((s) => s.SaleId)}::uuid[])`.execute(a.t.db);
    expect(rows.map((r) => r.id).sort()).toEqual([A.SaleId, B.SaleId, E.SaleId].sort());
    const a1 = rows.find((r) => r.id === A.SaleId)!.data;
    expect([a1.DiscountAmount, a1.Total, a1.SalePayments.map((x) => x.PaymentMethodId)]).toEqual(['3.75', '11.25', [1]]);
  });

  it('the single-sale push refuses them the same way (400, the reason under SalePayments)', async () => {
    for (const [push, message] of [
      [body(C, randomUUID()), discountMessage],
      [body(D, randomUUID()), tendersMessage],
    ] as const) {
      const res = await a.http.post('/api/v1/saleEventPush/sale').set(admin).send(push);
      expect(res.status).toBe(400);
      expect(res.body.ModelState).toEqual({ SalePayments: [message] });
    }
  });

  // The day's sales are A, B and E: gross 15.00 + 9.00 + 4.50 = 28.50; cash 11.25 + 4.50 = 15.75; credit 8.10;
  // discount the sales' own 3.75 + 0.90 = 4.65 (the discount lines alone say 0.90); 15.75 + 8.10 + 4.65 = 28.50 = the gross.
  const tenders = { CashTotal: 15.75, CreditTotal: 8.1, VoucherTotal: 0, PreOrderTotal: 0, TabTotal: 0, DiscountAmount: 4.65 };
  const filter = { FromDate: day, ToDate: day, VenueId: 0 };

  it('the kit sales report’s discount is the sales’ own, and its tenders and discount add up to its gross', async () => {
    const res = await a.http
      .post('/api/v1/sales/itemizedSalesReport')
      .set(admin)
      .send({ ...filter, VenueId: venueId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(tenders);
    // Candy Bar at 3.75 (A: 4 × 3.75 = 15.00) and at 4.50 (B + E: 3 × 4.50 = 13.50).
    expect(res.body.SalesSummaryData.map((r: { SalePrice: number; Quantity: number; GrossSales: number }) => [r.SalePrice, r.Quantity, r.GrossSales])).toEqual([
      [3.75, 4, 15],
      [4.5, 3, 13.5],
    ]);
    expect(res.body.Totals.GrossSales).toBe(28.5);
    const parts = [res.body.CashTotal, res.body.CreditTotal, res.body.VoucherTotal, res.body.PreOrderTotal, res.body.TabTotal, res.body.DiscountAmount];
    expect(parts.reduce((s: number, x: number) => s + Math.round(x * 100), 0)).toBe(2850);
    // The drill-down of the Discount figure: per sale its own discount (A 3.75, B 0.90).
    const drill = await a.http
      .post('/api/v1/sales/itemizedSalesReport/sales')
      .set(admin)
      .send({ ...filter, VenueId: venueId, Figure: { Kind: 'tender', Tender: 'Discount' } });
    expect(drill.status).toBe(200);
    expect(drill.body.map((r: { SaleId: string; Amount: number }) => [r.SaleId, r.Amount])).toEqual([
      [B.SaleId, 0.9],
      [A.SaleId, 3.75],
    ]);
  });

  it('the goods sales report says the same discount and tenders', async () => {
    const res = await a.http
      .post('/api/v1/sales/goodsSalesReport')
      .set(admin)
      .send({ ...filter, VenueId: venueId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(tenders);
    // The kits' whole gross 28.50 goes to their one good, the Chocolate Bar (7 of them).
    expect(res.body.Totals.GrossSales).toBe(28.5);
  });
});
