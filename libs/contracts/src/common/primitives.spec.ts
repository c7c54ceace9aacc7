import {
  DayRangeMessage,
  DayText,
  EventInstant,
  Id,
  IdListText,
  IdText,
  InstantText,
  Int32,
  Int32Text,
  Int32TextIn,
  LedgerDecimal,
  RequestMoney,
  RequestQuantity,
  RequestUnitPrice,
  Text,
  TimeFilter,
  TimeFilterMessage,
  timeFiltersInOrder,
  WallClockText,
} from './primitives';

/** Other spellings of numbers (issue 38 point 3): none is an id or an integer written as text. */
const OtherSpellings = ['0x10', '1e1', '0b1', '0o1', '+1', '1.0', ' 1', '1 ', '01', '00', '-0', '1_0', 'Infinity', '١'];
/** Days past what the server and PostgreSQL compute with (issue 38 point 4). */
const FarDays = ['9999-12-31', '0001-01-01', '1899-12-31', '2200-01-01', '10000-01-01'];

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

  it('reads ids and integers written as text only in their plain spelling (issue 38 point 3)', () => {
    for (const bad of [...OtherSpellings, '0', '-1', '2147483648', '99999999999'])
      expect({ bad, ok: IdText.safeParse(bad).success }).toEqual({ bad, ok: false });
    expect(IdText.safeParse('0x10').error?.issues[0]?.message).toBe('Not a known id');
    expect(IdText.parse('2147483647')).toBe(2147483647);
    expect(IdText.safeParse(16).success).toBe(false);
    for (const bad of [...OtherSpellings.filter((v) => v !== '-0' && v !== '00'), '-0', '2147483648', '-2147483649'])
      expect({ bad, ok: Int32Text.safeParse(bad).success }).toEqual({ bad, ok: false });
    expect([Int32Text.parse('0'), Int32Text.parse('-2147483648'), Int32Text.parse('2147483647'), Int32Text.parse(7)]).toEqual([0, -2147483648, 2147483647, 7]);
    expect(Int32TextIn(1, 999).safeParse('1000').success).toBe(false);
    expect(Int32TextIn(0).default(0).parse(undefined)).toBe(0);
    for (const bad of ['01', '1,01', '0', '1,0x10', '+1', '1, 2']) expect({ bad, ok: IdListText().safeParse(bad).success }).toEqual({ bad, ok: false });
    expect(IdListText().parse('')).toEqual([]);
  });

  it('bounds every day, instant and local time to 1900-01-01 … 2199-12-31 (issue 38 point 4)', () => {
    const day = DayText();
    expect([day.parse('1900-01-01'), day.parse('2199-12-31'), day.parse('2026-05-02T10:00:00Z')]).toEqual(['1900-01-01', '2199-12-31', '2026-05-02']);
    // (Years before 100 were never days here: the calendar check reads them as 19xx.)
    const shapeRefused = ['0001-01-01', '10000-01-01'];
    for (const bad of FarDays)
      expect({ bad, issues: day.safeParse(bad).error?.issues.map((i) => i.message) }).toEqual({
        bad,
        issues: [shapeRefused.includes(bad) ? 'Dates are YYYY-MM-DD' : DayRangeMessage],
      });
    // Each schema's own shape message stays; a missing day keeps its 'is required'.
    expect(
      DayText({ message: 'Date From must be a date YYYY-MM-DD' })
        .safeParse('2026-02-30')
        .error?.issues.map((i) => i.message),
    ).toEqual(['Date From must be a date YYYY-MM-DD']);
    expect(
      DayText({ required: 'Date From is required' })
        .safeParse(undefined)
        .error?.issues.map((i) => i.message),
    ).toEqual(['Date From is required']);
    expect(DayText({ exact: true }).safeParse('2026-05-02T10:00:00Z').success).toBe(false);

    const at = InstantText();
    expect(at.parse('2026-05-02T20:00:00+02:00')).toBe('2026-05-02T20:00:00+02:00');
    expect(at.parse('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00Z');
    for (const bad of ['9999-12-31T00:00:00Z', '0001-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2200-01-01T00:00:00Z', '2199-12-31T23:00:00-05:00'])
      expect({ bad, issues: at.safeParse(bad).error?.issues.map((i) => i.message) }).toEqual({ bad, issues: [DayRangeMessage] });
    expect(
      InstantText('Expected a date and time')
        .safeParse('x')
        .error?.issues.map((i) => i.message),
    ).toEqual(['Expected a date and time']);
    expect(EventInstant.safeParse('9999-12-31T00:00:00Z').success).toBe(false);

    const wall = WallClockText();
    expect(wall.parse('2026-05-02T20:00')).toBe('2026-05-02T20:00');
    for (const bad of ['9999-12-31', '1899-12-31T23:59', '2200-01-01T00:00']) expect({ bad, ok: wall.safeParse(bad).success }).toEqual({ bad, ok: false });
  });

  it('takes a day, a local time and an instant as a search bound, in order (issue 39 point 4)', () => {
    const bound = TimeFilter();
    for (const ok of ['2026-11-16', '2026-11-16T20:00', '2026-11-16T20:00:30', '2026-11-16T20:00:00Z', '2026-11-16T20:00:00.5-05:00'])
      expect({ ok, parsed: bound.safeParse(ok).data }).toEqual({ ok, parsed: ok });
    for (const bad of ['16/11/2026', '2026-02-30', '2026-11-16T24:00', 'today', ''])
      expect({ bad, issues: bound.safeParse(bad).error?.issues.map((i) => i.message) }).toEqual({ bad, issues: [TimeFilterMessage] });
    for (const bad of ['9999-12-31', '1899-12-31T23:59', '2200-01-01T00:00:00Z'])
      expect({ bad, issues: bound.safeParse(bad).error?.issues.map((i) => i.message) }).toEqual({ bad, issues: [DayRangeMessage] });
    // A day as the to bound is the whole day; a time is excluded; local against an instant is left to each venue.
    expect(timeFiltersInOrder('2026-11-16', '2026-11-16')).toBe(true);
    expect(timeFiltersInOrder('2026-11-17', '2026-11-16')).toBe(false);
    expect(timeFiltersInOrder('2026-11-16T10:00', '2026-11-16T10:00')).toBe(false);
    expect(timeFiltersInOrder('2026-11-16T10:00', '2026-11-16')).toBe(true);
    expect(timeFiltersInOrder('2026-11-16T10:00:00Z', '2026-11-16T10:00:00Z')).toBe(false);
    expect(timeFiltersInOrder('2026-11-17', '2026-11-16T00:00:00Z')).toBe(true);
    expect(timeFiltersInOrder(null, '2026-11-16')).toBe(true);
  });
});
