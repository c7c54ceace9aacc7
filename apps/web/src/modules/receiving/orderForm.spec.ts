import { type OrderBody, OrderFormSchema, decideOrder, orderFormTotals, orderLineErrors, typedFigures, withTypedLine } from './orderForm';

describe('withTypedLine', () => {
  it("starts a good's line with its standard cost and keeps the lines in place", () => {
    const one = withTypedLine([], 4, 'Qty', '12', '1.25');
    expect(one).toEqual([{ GoodId: 4, Qty: '12', Cost: '1.25' }]);
    const two = withTypedLine(one, 7, 'Cost', '0.42');
    expect(two).toEqual([
      { GoodId: 4, Qty: '12', Cost: '1.25' },
      { GoodId: 7, Qty: undefined, Cost: '0.42' },
    ]);
    expect(withTypedLine(two, 4, 'Qty', '10', '9.99')).toEqual([
      { GoodId: 4, Qty: '10', Cost: '1.25' },
      { GoodId: 7, Qty: undefined, Cost: '0.42' },
    ]);
  });

  it('takes a good with neither a quantity nor a cost out; a quantity without a cost has a blank cost', () => {
    expect(withTypedLine([{ GoodId: 4, Qty: '2', Cost: '' }], 4, 'Qty', ' ')).toEqual([]);
    expect(withTypedLine([], 4, 'Qty', '2')).toEqual([{ GoodId: 4, Qty: '2', Cost: '' }]);
  });
});

describe('the order schema on the form', () => {
  it('refuses a line without a readable cost with its message, and reads blank charges as 0', () => {
    const parsed = OrderFormSchema.safeParse({ VenueId: 1, ReceivedOrderGoods: [{ GoodId: 4, Qty: '2', Cost: '' }] });
    expect(parsed.success).toBe(false);
    const lines = [{ GoodId: 4, Qty: '2', Cost: '' }];
    const errors = [{ Cost: { message: parsed.error!.issues[0]!.message } }];
    expect(orderLineErrors(errors, lines)).toEqual({ qty: {}, cost: { 4: 'Must be an amount of 0 or more' } });
    expect(OrderFormSchema.parse({ VenueId: 1 }).FreightRate).toBe('0');
  });
});

describe('typedFigures', () => {
  it('shows the standard cost of goods without a line', () => {
    expect(typedFigures([{ GoodId: 4, Qty: '3', Cost: '2.00' }], { 4: '1.00', 5: '0.50' })).toEqual({ qty: { 4: '3' }, costs: { 4: '2.00', 5: '0.50' } });
  });
});

describe('orderFormTotals', () => {
  it('rounds quantities down to 2 decimals and counts what the schema refuses as nothing', () => {
    const totals = orderFormTotals({
      ReceivedOrderGoods: [
        { GoodId: 1, Qty: '12', Cost: '1.25' },
        { GoodId: 2, Qty: '7.509', Cost: '0.42' },
        { GoodId: 3, Qty: 'x', Cost: '1' },
      ],
      FreightRate: '4.50',
      SuppliesRate: undefined,
      BilledAmount: '27',
    });
    // 12 × 1.25 + 7.50 × 0.42 = 18.15; + 4.50 = 22.65; 27 − 22.65 = 4.35
    expect(totals).toEqual({ EstimatedBill: '18.15', TotalCost: '22.65', PPV: '4.35' });
  });
});

describe('decideOrder', () => {
  const body = (lines: { GoodId: number; Qty: string; Cost: string }[]): OrderBody => OrderFormSchema.parse({ VenueId: 1, ReceivedOrderGoods: lines });

  it("answers 'Nothing to Receive' when no line has a quantity above 0", () => {
    expect(decideOrder(body([{ GoodId: 4, Qty: '0.001', Cost: '1' }]), 10)).toEqual({ ok: false, error: 'Nothing to Receive' });
  });

  it('sends the lines rounded down, zero lines dropped, at the venue location', () => {
    const decided = decideOrder(
      body([
        { GoodId: 4, Qty: '2.567', Cost: '0.42' },
        { GoodId: 5, Qty: '0', Cost: '1' },
      ]),
      10,
    );
    expect(decided).toMatchObject({ ok: true, body: { VenueInventoryLocationId: 10, ReceivedOrderGoods: [{ GoodId: 4, Qty: '2.56', Cost: '0.4200' }] } });
  });
});
