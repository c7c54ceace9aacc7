import Decimal from 'decimal.js';
import { centsText, sumCents, centsOf } from './cents';

describe('centsOf', () => {
  it.each([
    ['12.34', 1234],
    ['-12.34', -1234],
    ['+0.5', 50],
    ['7', 700],
    ['7.', 700],
    ['12.5000', 1250],
    ['0.01', 1],
    ['9999999999999.99', 999999999999999],
    [12.3, 1230],
    [-0.07, -7],
    [new Decimal('45.60'), 4560],
  ])('reads %p as %p cents', (value, cents) => expect(centsOf(value)).toBe(cents));

  it.each([['12.345'], ['0.001'], ['1e3'], ['abc'], [''], ['12,50'], ['10000000000000'], [1e21], [0.1 + 0.2], [new Decimal('1e-7')]])(
    'answers null for %p (not exact to the cent, or not a plain decimal within range)',
    (value) => expect(centsOf(value)).toBeNull(),
  );

  it('agrees with the plain decimal pattern on 20,000 random strings of signs, digits, points and others', () => {
    // The reading as a regular expression (what centsOf did before it read character by character).
    const reference = (s: string) => {
      const m = /^([+-]?)(\d{1,13})(?:\.(\d*))?$/.exec(s);
      if (!m || /[1-9]/.test((m[3] ?? '').slice(2))) return null;
      const cents = Number(m[2]) * 100 + Number(((m[3] ?? '') + '00').slice(0, 2));
      return m[1] === '-' ? -cents : cents;
    };
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = '0123456789000000111.-+e ,x';
    for (let i = 0; i < 20_000; i++) {
      const s = Array.from({ length: Math.floor(random() * 18) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect({ s, cents: centsOf(s) }).toEqual({ s, cents: reference(s) });
    }
  });
});

describe('sumCents and centsText', () => {
  it('adds exact figures and writes them as toFixed(2) does', () => {
    expect(centsText(sumCents(['120.00', '35.50', '-12.25'])!)).toBe('143.25');
    expect(centsText(sumCents(['-0.05'])!)).toBe('-0.05');
    expect(centsText(sumCents(['-1.10', '0.05'])!)).toBe('-1.05');
    expect(centsText(sumCents([])!)).toBe('0.00');
    expect(centsText(sumCents(['0.10', '-0.10'])!)).toBe('0.00');
  });

  it('answers null when one figure is finer than a cent', () => expect(sumCents(['1.00', '0.005'])).toBeNull());

  it('equals decimal.js on 5,000 random sums of 2-decimal figures', () => {
    let seed = 15;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const values = Array.from({ length: 1 + Math.floor(random() * 20) }, () => {
        const whole = Math.floor(random() * 10 ** Math.floor(random() * 10));
        const cents = Math.floor(random() * 100);
        return `${random() < 0.3 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
      });
      const reference = values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);
      expect(centsText(sumCents(values)!)).toBe(reference);
    }
  });
});
