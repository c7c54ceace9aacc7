import Decimal from 'decimal.js';
import { discountPercent, roundMoney, saleAmounts, saleLines, voucherBalances } from './sale-amounts';

describe('sale amounts (document 2 §5 "Sale amounts")', () => {
  it.each([
    { title: 'no discount', lines: [['3', '4.50']], discount: '0', subtotal: '13.50', total: '13.50', payment: '0.00' },
    // 15.75 × 0.9 = 14.175 → 14.18 (half up); the discount payment is what is left: 1.57.
    {
      title: 'a 10% discount rounds half up',
      lines: [
        ['3', '4.50'],
        ['1', '2.25'],
      ],
      discount: '10',
      subtotal: '15.75',
      total: '14.18',
      payment: '1.57',
    },
    // A refund keeps its sign: −14.175 → −14.18 (half up on the absolute value).
    {
      title: 'a refund rounds with its sign kept',
      lines: [
        ['-3', '4.50'],
        ['-1', '2.25'],
      ],
      discount: '10',
      subtotal: '-15.75',
      total: '-14.18',
      payment: '-1.57',
    },
    { title: '100% off', lines: [['2', '5.00']], discount: '100', subtotal: '10.00', total: '0.00', payment: '10.00' },
    { title: 'a discount below 0 is 0', lines: [['2', '5.00']], discount: '-5', subtotal: '10.00', total: '10.00', payment: '0.00' },
    { title: 'an empty discount is 0', lines: [['2', '5.00']], discount: '', subtotal: '10.00', total: '10.00', payment: '0.00' },
    { title: 'a fractional quantity', lines: [['0.333', '3.00']], discount: '12.5', subtotal: '1.00', total: '0.88', payment: '0.12' },
  ])('$title', ({ lines, discount, subtotal, total, payment }) => {
    const a = saleAmounts(
      lines.map(([Qty, Price]) => ({ Qty: Qty!, Price: Price! })),
      discount,
    );
    expect([a.Subtotal.toFixed(2), a.DiscountedTotal.toFixed(2), a.DiscountAmount.toFixed(2)]).toEqual([subtotal, total, payment]);
  });

  it('rounds money to 2 decimals half away from zero, sign kept', () => {
    expect(['0.005', '-0.005', '2.344', '-2.345', '0'].map((v) => roundMoney(v).toFixed(2))).toEqual(['0.01', '-0.01', '2.34', '-2.35', '0.00']);
  });

  it('turns a discount below zero, empty or not a number into 0', () => {
    expect([null, undefined, '', '  ', '-1', 'abc', '12.5'].map((v) => discountPercent(v).toFixed())).toEqual(['0', '0', '0', '0', '0', '0', '12.5']);
  });

  it('a voucher balances when it pays the discounted total exactly, or nothing', () => {
    expect(voucherBalances('7.09', 2, '14.18')).toBe(true);
    expect(voucherBalances('0', 3, '14.18')).toBe(true);
    expect(voucherBalances('7.00', 2, '14.18')).toBe(false);
    expect(voucherBalances(new Decimal('14.18'), 1, new Decimal('14.18'))).toBe(true);
  });

  it('drops lines without a kit and sells a kit with a quantity of 0 (or none) once', () => {
    expect(
      saleLines([
        { KitId: 1, Qty: '0' },
        { KitId: null, Qty: '4' },
        { KitId: 2, Qty: null },
        { KitId: 3, Qty: '-2' },
      ]),
    ).toEqual([
      { KitId: 1, Qty: '1' },
      { KitId: 2, Qty: '1' },
      { KitId: 3, Qty: '-2' },
    ]);
  });
});
