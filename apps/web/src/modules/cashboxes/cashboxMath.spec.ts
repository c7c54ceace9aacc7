import { cashboxFinal, cashboxOverrideOf, cashboxTotal } from '@intermission/contracts';
import { cashTotal, finalValue, overrideFor, sumMoney, toDecimal } from './cashboxMath';

// Figures worked by hand (spec document 2 §3: final = original + override; on save override =
// final − original, 0 when not a number; denominations 100 … 0.05).
describe('cash box figures', () => {
  it('final value is original plus override, to the cent', () => {
    expect(finalValue('125.40', '-0.45')).toBe('124.95');
    expect(finalValue('0.10', '0.20')).toBe('0.30'); // a float would give 0.30000000000000004
    expect(finalValue('1000', null)).toBe('1000.00');
    expect(finalValue(null, '12.5')).toBe('12.50');
  });

  it('override on save is final minus original', () => {
    expect(overrideFor('125.40', '130')).toBe('4.60');
    expect(overrideFor('125.40', '120.15')).toBe('-5.25');
    expect(overrideFor('0.30', '0.10')).toBe('-0.20');
    expect(overrideFor('75', '75.00')).toBe('0.00');
  });

  it('override is 0 when the final value is not a number', () => {
    expect(overrideFor('125.40', '')).toBe('0.00');
    expect(overrideFor('125.40', 'abc')).toBe('0.00');
    expect(overrideFor('125.40', null)).toBe('0.00');
    expect(overrideFor('125.40', Number.NaN)).toBe('0.00');
    expect(overrideFor('125.40', '1,000')).toBe('0.00');
  });

  it('a round trip keeps the final value a user typed', () => {
    const original = '310.05';
    const saved = overrideFor(original, '299.99');
    expect(saved).toBe('-10.06');
    expect(finalValue(original, saved)).toBe('299.99');
  });

  it('cash total is the sum of count × denomination', () => {
    // 2×100 + 1×50 + 3×20 + 4×10 + 5×5 + 17×1 + 7×0.25 + 3×0.10 + 9×0.05
    // = 200 + 50 + 60 + 40 + 25 + 17 + 1.75 + 0.30 + 0.45 = 394.50
    expect(cashTotal({ '100': 2, '50': 1, '20': 3, '10': 4, '5': 5, '1': 17, '0.25': 7, '0.10': 3, '0.05': 9 })).toBe('394.50');
    // Only coins: 3 dimes are 0.30 exactly; 1 nickel 0.05.
    expect(cashTotal({ '0.10': 3, '0.05': 1 })).toBe('0.35');
    expect(cashTotal({})).toBe('0.00');
    expect(cashTotal({ '20': 'x', '1': '4' })).toBe('4.00');
  });

  it('sums a column of money', () => {
    expect(sumMoney(['0.10', '0.20', '-5.25', null, 'n/a'])).toBe('-4.95');
  });

  it('reads only plain decimals', () => {
    expect(toDecimal('1e3')).toBeNull();
    expect(toDecimal(' 12.5 ')?.toFixed(2)).toBe('12.50');
    expect(toDecimal('.5')?.toFixed(2)).toBe('0.50');
    expect(toDecimal(Infinity)).toBeNull();
  });

  it('agrees with the figures the server decides with (libs/contracts cashbox-figures)', () => {
    for (const [original, final] of [
      ['125.40', '130'],
      ['125.40', '120.15'],
      ['0.30', '0.10'],
      ['310.05', '299.99'],
      ['125.40', 'abc'],
    ] as const) {
      expect(overrideFor(original, final)).toBe(cashboxOverrideOf(final, original));
      expect(finalValue(original, overrideFor(original, final))).toBe(cashboxFinal(original, cashboxOverrideOf(final, original)));
    }
    expect(cashTotal({ '100': 2, '50': 1, '20': 3, '10': 4, '5': 5, '1': 17, '0.25': 7, '0.10': 3, '0.05': 9 })).toBe(
      cashboxTotal({ Hundreds: 2, Fifties: 1, Twenties: 3, Tens: 4, Fives: 5, Ones: 17, Quarters: 7, Dimes: 3, Nickels: 9 }),
    );
  });
});
