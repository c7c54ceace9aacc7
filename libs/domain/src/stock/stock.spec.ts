import Decimal from 'decimal.js';
import { decideOrderLines, orderTotals } from './orders';
import { countAdjustmentLabel, countAdjustments, roundDown, transferQuantity } from './quantities';
import { NothingTo, decideTransferLines } from './transfers';

const posting = new Map([
  [1, { CostPerGood: '1.2500', CogsTypeId: 10, InventoryAccountTypeId: 20 }],
  [2, { CostPerGood: '0.4200', CogsTypeId: 10, InventoryAccountTypeId: 20 }],
]);

describe('stock quantities', () => {
  it('rounds down to 2 decimals, never up', () => {
    expect(roundDown('2.999').toFixed()).toBe('2.99');
    expect(roundDown('0.005').toFixed()).toBe('0');
    expect(roundDown('7').toFixed()).toBe('7');
  });

  it('snaps a quantity over what is on hand by less than 0.5 to what is on hand', () => {
    expect(transferQuantity('10.4', '10').toFixed()).toBe('10');
    expect(transferQuantity('10.5', '10').toFixed()).toBe('10.5');
    expect(transferQuantity('9.999', '10').toFixed()).toBe('9.99');
    // Nothing on hand: nothing to snap to; the quantity goes (and the location goes negative).
    expect(transferQuantity('0.3', '0').toFixed()).toBe('0.3');
  });

  it('set inventory records only differences of at least 0.01, as gains and losses', () => {
    const onHand = new Map<number, Decimal.Value>([
      [1, '10'],
      [2, '4.005'],
      [3, '2'],
    ]);
    const adj = countAdjustments(
      [
        { GoodId: 1, Counted: '8.5' },
        { GoodId: 2, Counted: '4' },
        { GoodId: 3, Counted: '2.01' },
        { GoodId: 4, Counted: '1' },
      ],
      onHand,
    );
    expect(adj.map((a) => [a.GoodId, a.Quantity.toFixed()])).toEqual([
      [1, '-1.5'],
      [3, '0.01'],
      [4, '1'],
    ]);
  });
});

describe('transfer lines', () => {
  const onHand = new Map<number, Decimal.Value>([
    [1, '5'],
    [2, '12'],
  ]);

  it('drops zero lines, merges a good entered twice, snaps and rounds, and carries the cost in force', () => {
    const d = decideTransferLines(
      [
        { GoodId: 1, Qty: '3' },
        { GoodId: 1, Qty: '2.3' },
        { GoodId: 2, Qty: '0' },
      ],
      onHand,
      posting,
    );
    expect(d).toEqual({ ok: true, value: [{ GoodId: 1, Qty: '5.00', CostPerGood: '1.2500', CogsTypeId: 10, InventoryAccountTypeId: 20 }] });
  });

  it("says 'Nothing to Transfer' (or the caller's word) when every line is zero", () => {
    expect(decideTransferLines([{ GoodId: 1, Qty: 0 }], onHand, posting)).toEqual({ ok: false, code: 'NothingToMove', message: NothingTo.Transfer });
    expect(decideTransferLines([], onHand, posting, NothingTo.Initialize)).toEqual({ ok: false, code: 'NothingToMove', message: 'Nothing to initialize' });
    expect(decideTransferLines([{ GoodId: 2, Qty: '-1' }], onHand, posting).ok).toBe(false);
  });
});

describe('received orders', () => {
  it('estimated bill, total cost and PPV to the cent, hand-computed', () => {
    // 12 × 1.2500 + 7.5 × 0.4200 = 15.00 + 3.15 = 18.15; + 4.50 + 2.25 + 1.20 + 0.80 = 26.90; 27.00 − 26.90 = 0.10
    expect(
      orderTotals(
        [
          { GoodId: 1, Qty: '12', Cost: '1.2500' },
          { GoodId: 2, Qty: '7.5', Cost: '0.4200' },
        ],
        { FreightRate: '4.50', SuppliesRate: '2.25', DepositsCost: '1.20', GoodsToReturnCost: '0.80', BilledAmount: '27.00' },
      ),
    ).toEqual({ EstimatedBill: '18.15', TotalCost: '26.90', PPV: '0.10' });
  });

  it("drops zero lines and says 'Nothing to Receive' when none is left", () => {
    expect(decideOrderLines([{ GoodId: 1, Qty: '0', Cost: '1' }])).toEqual({ ok: false, code: 'NothingToReceive', message: 'Nothing to Receive' });
    expect(decideOrderLines([{ GoodId: 1, Qty: '2.009', Cost: '1.5' }])).toEqual({ ok: true, value: [{ GoodId: 1, Qty: '2.00', Cost: '1.5000' }] });
  });
});

describe('a count adjustment named by its sign (issue 39; docs/stock.md "Count labels")', () => {
  it('is a loss when its value is below 0, a gain when above, and by its quantity when its value is 0', () => {
    // −0.25 lb of kernels at 1.25: (0.31) — the gain/loss report's loss is the count's loss.
    expect(countAdjustmentLabel(new Decimal('-0.25').times('1.25'), '-0.25')).toBe('Count (loss)');
    expect(countAdjustmentLabel('2.10', '2')).toBe('Count (gain)');
    // A good without a cost: its quantity says.
    expect(countAdjustmentLabel('0', '-3')).toBe('Count (loss)');
    expect(countAdjustmentLabel('0', '3')).toBe('Count (gain)');
    // Lines of both signs: the net value, whatever the net quantity (+1 water at 0.42, −1 chocolate at 1.10).
    expect(countAdjustmentLabel(new Decimal('0.42').minus('1.10'), '0')).toBe('Count (loss)');
    expect(countAdjustmentLabel('0.58', '-4')).toBe('Count (gain)');
  });
});
