import Decimal from 'decimal.js';
import { cashboxTotal } from '@intermission/contracts';
import { makeChange } from './change-maker';

describe('makeChange', () => {
  it('takes the largest denominations first', () => {
    // 387.40 = 3 × 100 + 1 × 50 + 1 × 20 + 1 × 10 + 1 × 5 + 2 × 1 + 1 × 0.25 + 1 × 0.10 + 1 × 0.05.
    expect(makeChange('387.40')).toEqual({ Hundreds: 3, Fifties: 1, Twenties: 1, Tens: 1, Fives: 1, Ones: 2, Quarters: 1, Dimes: 1, Nickels: 1 });
    // 0.30 is a quarter and a nickel (not three dimes); 0.20 two dimes.
    expect(makeChange('0.30')).toMatchObject({ Quarters: 1, Dimes: 0, Nickels: 1 });
    expect(makeChange(new Decimal('0.2'))).toMatchObject({ Quarters: 0, Dimes: 2, Nickels: 0 });
  });

  it('makes nothing of zero and adds up to the amount it was given', () => {
    expect(Object.values(makeChange(0)).every((n) => n === 0)).toBe(true);
    for (const amount of ['200.00', '196.75', '1234.55', '0.05', '99.95']) expect(cashboxTotal(makeChange(amount))).toBe(new Decimal(amount).toFixed(2));
  });

  it('refuses a negative amount and one no coins make', () => {
    expect(() => makeChange('-1')).toThrow(RangeError);
    expect(() => makeChange('10.01')).toThrow('10.01 is not a multiple of 0.05');
  });
});
