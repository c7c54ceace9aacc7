import Decimal from 'decimal.js';
import { kitSalesRow, kitSalesTotals, taxAmount, tenderTotals } from './kit-sales';

describe('kit sales formulas', () => {
  it.each([
    // 106.00 at 6 %: 106 − 106/1.06 = 6.00
    { taxable: '106.00', rate: '6', expected: '6.00' },
    // 10.00 at 8.875 %: 10 − 10/1.08875 = 0.81515… → 0.82
    { taxable: '10.00', rate: '8.875', expected: '0.82' },
    // a refund: −10.00 at 8.875 % → −0.82 (sign kept)
    { taxable: '-10.00', rate: '8.875', expected: '-0.82' },
    { taxable: '25.00', rate: '0', expected: '0.00' },
  ])('tax of $taxable at $rate % is $expected', ({ taxable, rate, expected }) => {
    expect(kitSalesRow({ Quantity: 1, Gross: taxable, Taxable: taxable, Cogs: 0, TaxRate: rate }).TaxAmount).toBe(expected);
  });

  it('computes the tax from the exact taxable amount, not from a rounded one', () => {
    // 3 × 3.335 = 10.005 taxable; tax at 6 %: 10.005 − 10.005/1.06 = 0.56632… → 0.57; gross rounds to 10.01 (half away from zero)
    const row = kitSalesRow({ Quantity: 3, Gross: '10.005', Taxable: '10.005', Cogs: '2.2505', TaxRate: '6' });
    expect(row).toEqual({ Quantity: '3', GrossSales: '10.01', TaxableAmt: '10.01', TaxRate: '6', TaxAmount: '0.57', COGs: '2.25' });
    expect(taxAmount('10.005', '6').toDecimalPlaces(5).toFixed()).toBe('0.56632');
  });

  it('totals the rows as shown and the tenders by method', () => {
    const rows = [
      kitSalesRow({ Quantity: 2, Gross: '13.00', Taxable: '13.00', Cogs: '2.00', TaxRate: '6' }),
      kitSalesRow({ Quantity: -1, Gross: '-6.50', Taxable: '-6.50', Cogs: '-1.00', TaxRate: '6' }),
    ];
    // tax 13.00 → 0.74 (0.7358…), −6.50 → −0.37 (−0.3679…): Total 0.37
    expect(kitSalesTotals(rows)).toEqual({ Quantity: '1', GrossSales: '6.50', TaxableAmt: '6.50', TaxAmount: '0.37', COGs: '1.00' });
    const byMethod = new Map<number, Decimal.Value>([
      [1, '18.75'],
      [2, '80'],
      [3, '45.005'],
      [4, '12.34'],
      [5, '15'],
      [6, '22.40'],
      [7, '2'],
      [8, '30'],
    ]);
    // credit 80 + 45.005 + 12.34 = 137.345 → 137.35; the discount is the sales' (3.745 → 3.75), not method 7's 2
    expect(tenderTotals(byMethod, '3.745')).toEqual({
      CashTotal: '18.75',
      CreditTotal: '137.35',
      VoucherTotal: '15.00',
      TabTotal: '22.40',
      DiscountAmount: '3.75',
      PreOrderTotal: '30.00',
    });
    expect(tenderTotals([], 0)).toMatchObject({ CashTotal: '0.00', DiscountAmount: '0.00' });
  });
});
