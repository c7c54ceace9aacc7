import { z } from 'zod';
import { EventRegistry } from './registry';
import { EventValidationError, comparePositions, decodePosition, encodePosition } from './types';

describe('positions', () => {
  it.each([
    { a: '9:100', b: '10:2', expected: -1 },
    { a: '10:3', b: '10:2', expected: 1 },
    { a: '10:2', b: '10:2', expected: 0 },
    { a: '0:0', b: '1:1', expected: -1 },
  ])('compares $a with $b by transaction then sequence, not as text', ({ a, b, expected }) => {
    expect(comparePositions(a, b)).toBe(expected);
  });
  it('round-trips', () => {
    expect(decodePosition(encodePosition(12n, '34'))).toEqual({ transactionId: 12n, position: 34n });
  });
});

describe('EventRegistry', () => {
  const registry = new EventRegistry()
    .register('AmountRecorded', 1, z.object({ amount: z.number() }))
    .register('AmountRecorded', 2, z.object({ amount: z.string(), currency: z.string() }), (d) => ({
      amount: String((d as { amount: number }).amount),
      currency: 'EUR',
    }));

  it('validates against the version given and knows the latest', () => {
    expect(registry.latestVersion('AmountRecorded')).toBe(2);
    expect(registry.validate('AmountRecorded', 1, { amount: 3 })).toEqual({ amount: 3 });
    expect(() => registry.validate('AmountRecorded', 2, { amount: 3 })).toThrow(EventValidationError);
    expect(() => registry.validate('Unknown', 1, {})).toThrow(EventValidationError);
  });
  it('upcasts an older version on read', () => {
    expect(registry.upcast('AmountRecorded', 1, { amount: 3 })).toEqual({ version: 2, data: { amount: '3', currency: 'EUR' } });
    expect(registry.upcast('AmountRecorded', 2, { amount: '1', currency: 'USD' })).toEqual({ version: 2, data: { amount: '1', currency: 'USD' } });
  });
});
