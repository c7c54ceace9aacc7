import { type StationSalePush, StationSalePushSchema } from '@intermission/contracts';
import type { SaleFacts } from './sale-event';
import { decideStationSale } from './station-sale-decider';

const facts = (over: Partial<SaleFacts> = {}): SaleFacts => ({
  location: { Id: 20, VenueId: 2, ClientId: 1 },
  allowed: true,
  posUser: { Id: 5, ClientId: 1 },
  stationAtLocation: true,
  showEvent: { Id: 9, Start: '2026-11-20T18:30:00Z', End: '2026-11-20T21:00:00Z' },
  kits: new Set([8, 11]),
  kitGoods: [{ KitId: 8, GoodId: 50, Quantity: '0.25' }],
  postings: new Map([[50, { CostPerGood: '1.2500', CogsTypeId: 1, InventoryAccountTypeId: 2, RevenueTypeId: 3 }]]),
  userId: 7,
  ...over,
});
const push = (over: Partial<Record<keyof StationSalePush, unknown>> = {}): StationSalePush =>
  StationSalePushSchema.parse({
    SaleId: 'AAAAAAAA-0000-4000-8000-000000000001',
    SalesLocationId: 4,
    StationId: 6,
    PosUserId: 5,
    ShowEventId: 9,
    SaleDate: '2026-11-20T19:00:00Z',
    SaleKits: [
      { KitId: 8, Qty: '3', SalePricePerKit: '4.50' },
      { KitId: 11, Qty: '1', SalePricePerKit: '2.25' },
    ],
    SalePayments: [],
    ...over,
  });

describe('decideStationSale', () => {
  it('records what the station says: subtotal, discount, total, and one cash payment when none was sent', () => {
    const d = decideStationSale(push({ DiscountPercent: '10' }), facts());
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.value).toMatchObject({
      SaleId: 'aaaaaaaa-0000-4000-8000-000000000001',
      Source: 'Station',
      VenueId: 2,
      InventoryLocationId: 20,
      ShowEvent: { Id: 9, Start: '2026-11-20T18:30:00.000Z', End: '2026-11-20T21:00:00.000Z' },
      UserId: 7,
      IsRefund: false,
      PaymentMethodId: 1,
      Subtotal: '15.75',
      DiscountPercent: '10',
      DiscountAmount: '1.57',
      Total: '14.18',
      SalePayments: [{ PaymentMethodId: 1, IsRefund: false, Total: '14.18', TipAmount: '0.00', VoucherId: null, AmountPerVoucher: null, VoucherQty: null }],
    });
    expect(d.value.SaleKits[0]).toEqual({
      KitId: 8,
      ItemId: null,
      IsRefund: false,
      Qty: '3',
      SalePricePerKit: '4.5',
      NonTaxablePricePerKit: '0',
      CostPerKit: '0.3125',
    });
    expect(d.value.SaleGoods).toEqual([
      { GoodId: 50, KitId: 8, Qty: '0.75', CostPerGood: '1.2500', CogsTypeId: 1, InventoryAccountTypeId: 2, RevenueTypeId: 3 },
    ]);
  });

  it('keeps the payments as sent when they add up to the total (the discount payment left out)', () => {
    const SalePayments = [
      { PaymentMethodId: 2, Total: '10.00', TipAmount: '1.50' },
      { PaymentMethodId: 1, Total: '4.18' },
      { PaymentMethodId: 7, Total: '1.57' },
    ];
    const d = decideStationSale(push({ DiscountPercent: '10', SalePayments }), facts());
    expect(d.ok && d.value.SalePayments.map((p) => [p.PaymentMethodId, p.Total, p.TipAmount])).toEqual([
      [2, '10.00', '1.50'],
      [1, '4.18', '0.00'],
      [7, '1.57', '0.00'],
    ]);
    expect(d.ok && d.value.PaymentMethodId).toBe(2);
  });

  it('refuses payments that do not add up to the total', () => {
    const d = decideStationSale(push({ SalePayments: [{ PaymentMethodId: 1, Total: '15.00' }] }), facts());
    expect(d).toEqual({
      ok: false,
      code: 'SalePaymentsDoNotBalance',
      message: "The payments (15.00, the discount left out) do not add up to the sale's total of 15.75",
      field: 'SalePayments',
    });
  });

  // 3 × 4.50 + 2.25 = 15.75; 10 % off: 14.175 → 14.18, the discount 15.75 − 14.18 = 1.57 (issue 39 point 1).
  it('refuses a discount payment that is not the sale’s discount (Subtotal − Total), naming both figures', () => {
    const d = decideStationSale(
      push({
        DiscountPercent: '10',
        SalePayments: [
          { PaymentMethodId: 1, Total: '14.18' },
          { PaymentMethodId: 7, Total: '1.58' },
        ],
      }),
      facts(),
    );
    expect(d).toEqual({
      ok: false,
      code: 'DiscountMismatch',
      message: "The discount payment (1.58) is not the sale's discount of 1.57 (subtotal 15.75 − discounted total 14.18)",
      field: 'SalePayments',
    });
  });

  it('takes a discounted sale with no discount payment: the discount is the sale’s', () => {
    // 25 % off 15.75: 11.8125 → 11.81, the discount 3.94.
    const d = decideStationSale(push({ DiscountPercent: '25', SalePayments: [{ PaymentMethodId: 1, Total: '11.81' }] }), facts());
    expect(d.ok && [d.value.DiscountAmount, d.value.Total, d.value.SalePayments.map((p) => p.PaymentMethodId)]).toEqual(['3.94', '11.81', [1]]);
  });

  it('a refund’s discount payment is negative, as its discount', () => {
    // −2 × 4.50 = −9.00, 10 % off: −8.10, the discount −0.90.
    const refund = (discount: string) =>
      decideStationSale(
        push({
          DiscountPercent: '10',
          SaleKits: [{ KitId: 8, Qty: '-2', SalePricePerKit: '4.50' }],
          SalePayments: [
            { PaymentMethodId: 1, Total: '-8.10' },
            { PaymentMethodId: 7, Total: discount },
          ],
        }),
        facts(),
      );
    expect(refund('-0.90')).toMatchObject({ ok: true, value: { DiscountAmount: '-0.90' } });
    expect(refund('0.90')).toMatchObject({ ok: false, code: 'DiscountMismatch' });
  });

  it('a sale whose every line is negative is a refund, its payment too', () => {
    const d = decideStationSale(push({ SaleKits: [{ KitId: 8, Qty: '-2', SalePricePerKit: '4.50' }] }), facts());
    expect(d.ok && [d.value.IsRefund, d.value.SaleKits[0]!.IsRefund, d.value.Total, d.value.SalePayments[0]!.IsRefund]).toEqual([true, true, '-9.00', true]);
  });

  it.each([
    { title: 'no sales location', f: { location: undefined }, code: 'SalesLocationNotFound' },
    { title: 'a location the user may not use', f: { allowed: false }, code: 'SaleForbidden' },
    { title: 'a POS user of another client', f: { posUser: { Id: 5, ClientId: 2 } }, code: 'PosUserNotFound' },
    { title: 'a station of another location', f: { stationAtLocation: false }, code: 'StationNotFound' },
    { title: 'an unknown show event', f: { showEvent: undefined }, code: 'SaleShowEventNotFound' },
    { title: 'an unknown kit', f: { kits: new Set([8]) }, code: 'KitNotFound' },
  ])('refuses $title', ({ f, code }) => {
    expect(decideStationSale(push(), facts(f as Partial<SaleFacts>))).toMatchObject({ ok: false, code });
  });
});
