import { z } from 'zod';
import { roundDecimalString } from './format';
import { Money, Quantity, UnitPrice } from './wire';

describe('answer numbers', () => {
  it.each([
    { schema: Money, given: '2.345', expected: 2.35 },
    { schema: Money, given: '-2.345', expected: -2.35 },
    { schema: Money, given: -2.345, expected: -2.35 },
    { schema: Money, given: '19', expected: 19 },
    { schema: Money, given: '0.10', expected: 0.1 },
    { schema: Money, given: 0.1 + 0.2, expected: 0.3 },
    { schema: UnitPrice, given: '0.12345', expected: 0.1235 },
    { schema: Quantity, given: '1984.0000', expected: 1984 },
    { schema: Quantity, given: '2.33333', expected: 2.3333 },
    { schema: Quantity, given: 1e-7, expected: 0 },
    { schema: Money, given: '-0.00', expected: 0 },
    { schema: Money, given: '-1234.5', expected: -1234.5 },
    { schema: Money, given: ' 12.50 ', expected: 12.5 },
  ])('answers $given as $expected', ({ schema, given, expected }) => {
    expect(schema.parse(given)).toBe(expected);
  });

  it.each(['abc', '', '1e5', '12.', '.5', '--1', undefined, Number.NaN, {}])('refuses %p', (given) => {
    expect(Money.safeParse(given).success).toBe(false);
  });

  it('documents itself as a number in OpenAPI', () => {
    const json = z.toJSONSchema(z.object({ A: Money, B: Quantity.nullable() }), { io: 'output', unrepresentable: 'any' }) as any;
    expect(json.properties.A.type).toBe('number');
    expect(json.properties.B.type).toEqual(['number', 'null']);
  });

  it('answers text already within its places as the rounding path would (5,000 random figures)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const text = `${random() < 0.3 ? '-' : ''}${Math.floor(random() * 10 ** Math.floor(random() * 12))}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
      expect(Money.parse(text)).toBe(Number(roundDecimalString(text, 2)) || 0);
    }
  });
});
