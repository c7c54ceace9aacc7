import { CountSaleEventTypes, type SaleRecordedData, SaleRecordedV2, upcastSaleRecordedV1 } from '@intermission/contracts';
import { projectionSpec } from '../../test-support/projection-spec';
import { SalesTables, salesProjection } from './sales.projection';

const spec = projectionSpec(salesProjection());
beforeAll(spec.setup);
afterAll(spec.teardown);

const show = { Id: 9, Start: '2026-11-20T18:30:00.000Z', End: '2026-11-20T21:00:00.000Z' };
/** A v1 sale as stored before sales v2: no money beyond Total, no payments. */
const v1 = (SaleId: string) => ({
  type: CountSaleEventTypes.SaleRecorded,
  schemaVersion: 1,
  data: {
    SaleId,
    VenueId: 1,
    SalesLocationId: 4,
    InventoryLocationId: 2,
    ShowEvent: show,
    StationId: 6,
    PosUserId: 5,
    UserId: 7,
    IsRefund: false,
    ReduceInventory: true,
    SaleDate: '2026-11-20T19:00:00.000Z',
    Total: '12.00',
    SaleKits: [{ KitId: 8, Qty: '2', SalePricePerKit: '6.00', CostPerKit: '2.0000' }],
    SaleGoods: [{ GoodId: 5, KitId: 8, Qty: '2', CostPerGood: '1.0000', CogsTypeId: 1, InventoryAccountTypeId: 2 }],
  },
});
/** A manual sale: 3 × 4.50 + 1 × 2.25 = 15.75, 10% off = 14.18 (14.175 rounded half up), paid by voucher, 1.57 discount. */
const manual: SaleRecordedData = {
  SaleId: 'cccccccc-0000-4000-8000-000000000001',
  VenueId: 1,
  SalesLocationId: 4,
  InventoryLocationId: 2,
  ShowEvent: null,
  StationId: null,
  PosUserId: 5,
  UserId: 3,
  Source: 'Manual',
  IsRefund: false,
  ReduceInventory: false,
  SaleDate: '2026-11-21T12:00:00.000Z',
  PaymentMethodId: 1,
  Subtotal: '15.75',
  DiscountPercent: '10',
  DiscountAmount: '1.57',
  Total: '14.18',
  SaleKits: [
    { KitId: 8, ItemId: 80, IsRefund: false, Qty: '3', SalePricePerKit: '4.5', NonTaxablePricePerKit: '0', CostPerKit: '2.0000' },
    { KitId: 11, ItemId: null, IsRefund: false, Qty: '1', SalePricePerKit: '2.25', NonTaxablePricePerKit: '0.25', CostPerKit: '0.5000' },
  ],
  SaleGoods: [],
  SalePayments: [
    { PaymentMethodId: 5, IsRefund: false, Total: '14.18', TipAmount: '0.00', VoucherId: 31, AmountPerVoucher: '14.18', VoucherQty: 1 },
    { PaymentMethodId: 7, IsRefund: false, Total: '1.57', TipAmount: '0.00', VoucherId: null, AmountPerVoucher: null, VoucherQty: null },
  ],
};
const refund: SaleRecordedData = {
  ...manual,
  SaleId: 'cccccccc-0000-4000-8000-000000000002',
  ShowEvent: show,
  IsRefund: true,
  Subtotal: '-4.50',
  DiscountPercent: '0',
  DiscountAmount: '0.00',
  Total: '-4.50',
  SaleKits: [{ KitId: 8, ItemId: null, IsRefund: true, Qty: '-1', SalePricePerKit: '4.5', NonTaxablePricePerKit: '0', CostPerKit: '2.0000' }],
  SaleGoods: [{ GoodId: 5, KitId: 8, Qty: '-2', CostPerGood: '1.0000', CogsTypeId: 1, InventoryAccountTypeId: 2, RevenueTypeId: 3 }],
  SalePayments: [{ PaymentMethodId: 1, IsRefund: true, Total: '-4.50', TipAmount: '0.00', VoucherId: null, AmountPerVoucher: null, VoucherQty: null }],
};
const v2 = (data: SaleRecordedData) => ({ type: CountSaleEventTypes.SaleRecorded, schemaVersion: 2, data: SaleRecordedV2.parse(data) });
const events = [
  v1('bbbbbbbb-0000-4000-8000-000000000001'),
  { type: 'StockMoved', data: {} },
  v2(manual),
  v1('bbbbbbbb-0000-4000-8000-000000000002'),
  v2(refund),
];
const order = { sales: '"Position"', kits: '"SaleId", "Line"', goods: '"SaleId", "Line"', payments: '"SaleId", "Line"' } as const satisfies Record<
  keyof typeof SalesTables,
  string
>;

describe('the sales projection', () => {
  it('upcasts a stored v1 sale to valid v2 data (cash, no discount, Total as Subtotal)', () => {
    const up = upcastSaleRecordedV1(v1('bbbbbbbb-0000-4000-8000-000000000001').data);
    expect(SaleRecordedV2.parse(up)).toEqual(up);
    expect(up).toMatchObject({ Source: 'Station', Subtotal: '12.00', DiscountAmount: '0', Total: '12.00', PaymentMethodId: 1 });
    expect(up.SalePayments).toEqual([
      { PaymentMethodId: 1, IsRefund: false, Total: '12.00', TipAmount: '0', VoucherId: null, AmountPerVoucher: null, VoucherQty: null },
    ]);
  });

  it('keeps one row per sale with its money, one per kit line, one per good consumed, one per payment; v1 sales read as cash sales', async () => {
    const { rows } = await spec.given(events);
    const sales = await rows(SalesTables.sales, order.sales);
    expect(sales.map((s) => [s.SaleId, s.Source, s.ShowEventId, s.IsRefund, s.Subtotal, s.DiscountPercent, s.DiscountAmount, s.Total])).toEqual([
      ['bbbbbbbb-0000-4000-8000-000000000001', 'Station', 9, false, '12.00', '0', '0', '12.00'],
      [manual.SaleId, 'Manual', null, false, '15.75', '10', '1.57', '14.18'],
      ['bbbbbbbb-0000-4000-8000-000000000002', 'Station', 9, false, '12.00', '0', '0', '12.00'],
      [refund.SaleId, 'Manual', 9, true, '-4.50', '0', '0.00', '-4.50'],
    ]);
    expect(sales[1]).toEqual({
      SaleId: manual.SaleId,
      Position: expect.any(String),
      VenueId: 1,
      SalesLocationId: 4,
      InventoryLocationId: 2,
      ShowEventId: null,
      StationId: null,
      PosUserId: 5,
      UserId: 3,
      Source: 'Manual',
      IsRefund: false,
      ReduceInventory: false,
      SaleDate: new Date('2026-11-21T12:00:00.000Z'),
      Subtotal: '15.75',
      DiscountPercent: '10',
      DiscountAmount: '1.57',
      Total: '14.18',
    });
    const kits = await rows(SalesTables.kits, order.kits);
    expect(kits.filter((k) => k.SaleId === manual.SaleId)).toEqual([
      expect.objectContaining({
        Line: 0,
        KitId: 8,
        ItemId: 80,
        Qty: '3',
        SalePricePerKit: '4.5',
        NonTaxablePricePerKit: '0',
        IsRefund: false,
        ShowEventId: null,
      }),
      expect.objectContaining({ Line: 1, KitId: 11, ItemId: null, Qty: '1', SalePricePerKit: '2.25', NonTaxablePricePerKit: '0.25', CostPerKit: '0.5000' }),
    ]);
    expect(kits.filter((k) => k.SaleId === refund.SaleId)).toEqual([expect.objectContaining({ KitId: 8, Qty: '-1', IsRefund: true, ShowEventId: 9 })]);
    const goods = await rows(SalesTables.goods, order.goods);
    expect(goods.map((g) => [g.SaleId, g.Line, g.KitId, g.GoodId, g.Qty, g.CostPerGood, g.RevenueTypeId, g.IsRefund, g.ShowEventId])).toEqual([
      ['bbbbbbbb-0000-4000-8000-000000000001', 0, 8, 5, '2', '1.0000', null, false, 9],
      ['bbbbbbbb-0000-4000-8000-000000000002', 0, 8, 5, '2', '1.0000', null, false, 9],
      [refund.SaleId, 0, 8, 5, '-2', '1.0000', 3, true, 9],
    ]);
    const payments = await rows(SalesTables.payments, order.payments);
    expect(payments.map((p) => [p.SaleId, p.Line, p.PaymentMethodId, p.Total, p.TipAmount, p.VoucherId, p.AmountPerVoucher, p.VoucherQty, p.IsRefund])).toEqual(
      [
        ['bbbbbbbb-0000-4000-8000-000000000001', 0, 1, '12.00', '0', null, null, null, false],
        ['bbbbbbbb-0000-4000-8000-000000000002', 0, 1, '12.00', '0', null, null, null, false],
        [manual.SaleId, 0, 5, '14.18', '0.00', 31, '14.18', 1, false],
        [manual.SaleId, 1, 7, '1.57', '0.00', null, null, null, false],
        [refund.SaleId, 0, 1, '-4.50', '0.00', null, null, null, true],
      ],
    );
  });

  it('applyBatch writes the rows of event-by-event apply, in any cut of batches', async () => {
    for (const batchSize of [undefined, 1, 2, 3]) {
      const { rows, batchRows } = await spec.given(events, { batchSize });
      for (const [table, by] of Object.entries(order) as [keyof typeof SalesTables, string][]) {
        const oneByOne = await rows(SalesTables[table], by);
        expect(oneByOne.length).toBeGreaterThan(0);
        expect({ batchSize, table, rows: await batchRows(SalesTables[table], by) }).toEqual({ batchSize, table, rows: oneByOne });
      }
    }
  });
});
