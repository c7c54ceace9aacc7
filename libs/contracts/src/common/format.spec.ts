import { formatCurrency, formatPhone, roundDecimalString, splitPhone } from './format';

describe('display rules', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['5551234', '555-1234'],
    ['12345', '12345'],
  ])('formats phone %s as %s', (input, out) => expect(formatPhone(input)).toBe(out));

  it('splits the first 10 characters into the phone and the rest into the extension', () => {
    expect(splitPhone('5551234567123')).toEqual({ Phone: '5551234567', Extension: '123' });
    expect(splitPhone('555123')).toEqual({ Phone: '555123', Extension: '' });
  });

  it.each([
    ['1234.5', '$1,234.50'],
    ['-1234.567', '($1,234.57)'],
    ['0.005', '$0.01'],
    ['-0.004', '$0.00'],
    ['1000000', '$1,000,000.00'],
    [1.075, '$1.08'],
    [-1.005, '($1.01)'],
    [1.08, '$1.08'],
    [1e-7, '$0.00'],
    [1234567.891, '$1,234,567.89'],
  ])('shows %s as %s', (input, out) => expect(formatCurrency(input)).toBe(out));

  it('rounds to 2 decimals half away from zero with the sign preserved', () => {
    expect(roundDecimalString('2.345', 2)).toBe('2.35');
    expect(roundDecimalString('-2.345', 2)).toBe('-2.35');
    expect(roundDecimalString('0.1', 2)).toBe('0.10');
  });
});
