import { masterLogGoodCost, masterLogKitFigures, masterTransactionTotals } from './master-transaction-log';

describe('master transaction log figures', () => {
  it('a kit line is Qty × each price, rounded half away from zero with its sign', () => {
    // 3 × 6.50 = 19.50; 3 × 1.125 = 3.375 → 3.38; 3 × 2.3333 = 6.9999 → 7.00
    expect(masterLogKitFigures({ Qty: '3', SalePricePerKit: '6.50', NonTaxablePricePerKit: '1.125', CostPerKit: '2.3333' })).toEqual({
      Gross: '19.50',
      NonTaxable: '3.38',
      Cost: '7.00',
    });
    // a refund line: −1 × 12.25 = −12.25; −1 × 0.005 = −0.005 → −0.01 (away from zero)
    expect(masterLogKitFigures({ Qty: '-1', SalePricePerKit: '12.25', NonTaxablePricePerKit: '0.005', CostPerKit: '0' })).toEqual({
      Gross: '-12.25',
      NonTaxable: '-0.01',
      Cost: '0.00',
    });
  });

  it('a good costs Qty × CostPerGood', () => {
    // 1.5 × 0.3333 = 0.49995 → 0.50; −2 × 0.75 = −1.50
    expect(masterLogGoodCost('1.5', '0.3333')).toBe('0.50');
    expect(masterLogGoodCost('-2', '0.75')).toBe('-1.50');
  });

  it('the totals sum exactly then round once; Paid leaves out the discount payment (7)', () => {
    const kits = [
      { Qty: '3', SalePricePerKit: '0.335', NonTaxablePricePerKit: '0', CostPerKit: '0.1115' },
      { Qty: '1', SalePricePerKit: '3.75', NonTaxablePricePerKit: '0.5', CostPerKit: '1.2' },
    ];
    const payments = [
      { PaymentMethodId: 1, Total: '4.00', TipAmount: '0' },
      { PaymentMethodId: 2, Total: '0.31', TipAmount: '1.25' },
      { PaymentMethodId: 7, Total: '0.45', TipAmount: '0' },
    ];
    // Gross 3 × 0.335 + 3.75 = 1.005 + 3.75 = 4.755 → 4.76 (per line it would be 1.01 + 3.75 = 4.76 too)
    // Cost 3 × 0.1115 + 1.2 = 0.3345 + 1.2 = 1.5345 → 1.53; Paid 4.00 + 0.31 = 4.31; Tips 1.25
    expect(masterTransactionTotals(kits, payments)).toEqual({ Gross: '4.76', NonTaxable: '0.50', Cost: '1.53', Paid: '4.31', Tips: '1.25' });
  });
});
