import { Id, IdListText, IdText, Int32, LedgerDecimal, RequestMoney, RequestQuantity, RequestUnitPrice, Text } from './primitives';

describe('the shared request and event primitives', () => {
  it('takes ids 1 to 2^31 − 1, as numbers in bodies and as text in paths', () => {
    expect(Id.safeParse(2147483647).success).toBe(true);
    for (const bad of [0, -1, 1.5, 2147483648, 2 ** 53, '1']) expect({ bad, ok: Id.safeParse(bad).success }).toEqual({ bad, ok: false });
    expect(IdText.parse('42')).toBe(42);
    for (const bad of ['99999999999', '2147483648', 'a\u0000b', '', '1e3x']) expect({ bad, ok: IdText.safeParse(bad).success }).toEqual({ bad, ok: false });
    expect(IdListText().parse('1,2')).toEqual([1, 2]);
    expect(IdListText().safeParse('1,2147483648').success).toBe(false);
    expect(Int32.safeParse(-2147483649).success).toBe(false);
  });

  it('refuses NUL characters and text past its length', () => {
    expect(Text().safeParse('a\u0000b').success).toBe(false);
    expect(Text(3).safeParse('abcd').success).toBe(false);
    expect(Text().safeParse('x'.repeat(4001)).success).toBe(false);
    expect(Text().trim().min(1).parse(' ok ')).toBe('ok');
  });

  it('keeps decimals exact and within their columns', () => {
    expect(RequestMoney().parse(12.5)).toBe('12.5');
    expect(RequestMoney().parse('9999999999.99')).toBe('9999999999.99');
    expect(RequestMoney().safeParse('99999999999').success).toBe(false);
    expect(RequestMoney().safeParse('1.234').success).toBe(false);
    expect(RequestUnitPrice().safeParse('123456789').success).toBe(false);
    expect(RequestQuantity().parse('12345678.1234')).toBe('12345678.1234');
    expect(RequestQuantity().safeParse(1e21).success).toBe(false);
    expect(LedgerDecimal.safeParse('-999999999.9999').success).toBe(true);
    expect(LedgerDecimal.safeParse('1000000000').success).toBe(false);
  });
});
