import { LogDatePresetLabels, LogDatePresets, localWallClock, logDateRange } from './logDateRange';

// Local wall-clock times with no offset: the server reads them at each count's venue (its days).
const p2 = (n: number) => String(n).padStart(2, '0');
const local = (y: number, m: number, d: number, h = 0, mi = 0) => `${y}-${p2(m)}-${p2(d)}T${p2(h)}:${p2(mi)}:00`;
// Wednesday 2026-11-18, 15:30 on the user's clock (built in the runtime's zone, as the browser does).
const now = new Date(2026, 10, 18, 15, 30);

describe('inventory count log date filter', () => {
  it('offers the presets of document 1 §2.4 in order', () => {
    expect(LogDatePresets.map((p) => LogDatePresetLabels[p])).toEqual([
      'Any Log Date',
      'Today',
      'Tomorrow',
      'This Week',
      'Next Week',
      'This Month',
      'Next Month',
      'Custom Range',
    ]);
  });

  it('any log date is open on both sides', () => {
    expect(logDateRange('any', now)).toEqual({ ok: true, DateLogFrom: null, DateLogTo: null });
  });

  it.each([
    ['today', local(2026, 11, 18), local(2026, 11, 19)],
    ['tomorrow', local(2026, 11, 19), local(2026, 11, 20)],
    // Sunday 15 to Saturday 21 inclusive: [Sun 00:00, next Sun 00:00).
    ['thisWeek', local(2026, 11, 15), local(2026, 11, 22)],
    ['nextWeek', local(2026, 11, 22), local(2026, 11, 29)],
    ['thisMonth', local(2026, 11, 1), local(2026, 12, 1)],
    ['nextMonth', local(2026, 12, 1), local(2027, 1, 1)],
  ] as const)('%s is [from, to) at local midnights', (preset, from, to) => {
    expect(logDateRange(preset, now)).toEqual({ ok: true, DateLogFrom: from, DateLogTo: to });
  });

  it('a Sunday starts its own week and a Saturday ends it', () => {
    const sunday = new Date(2026, 10, 15, 0, 0);
    const saturday = new Date(2026, 10, 21, 23, 59);
    const week = { ok: true, DateLogFrom: local(2026, 11, 15), DateLogTo: local(2026, 11, 22) };
    expect(logDateRange('thisWeek', sunday)).toEqual(week);
    expect(logDateRange('thisWeek', saturday)).toEqual(week);
  });

  it('weeks and days cross month and year ends', () => {
    const newYearsEve = new Date(2026, 11, 31, 22, 0); // a Thursday
    expect(logDateRange('tomorrow', newYearsEve)).toEqual({ ok: true, DateLogFrom: local(2027, 1, 1), DateLogTo: local(2027, 1, 2) });
    expect(logDateRange('thisWeek', newYearsEve)).toEqual({ ok: true, DateLogFrom: local(2026, 12, 27), DateLogTo: local(2027, 1, 3) });
    expect(logDateRange('nextMonth', newYearsEve)).toEqual({ ok: true, DateLogFrom: local(2027, 1, 1), DateLogTo: local(2027, 2, 1) });
  });

  it('a custom range is taken as typed, in local time', () => {
    expect(logDateRange('custom', now, { start: '2026-11-01T08:00', end: '2026-11-03T17:45' })).toEqual({
      ok: true,
      DateLogFrom: local(2026, 11, 1, 8, 0),
      DateLogTo: local(2026, 11, 3, 17, 45),
    });
    expect(logDateRange('custom', now, { start: '2026-11-01' })).toEqual({ ok: true, DateLogFrom: local(2026, 11, 1), DateLogTo: null });
  });

  it.each([
    ['before', '2026-11-03T08:00', '2026-11-02T08:00'],
    ['equal to', '2026-11-03T08:00', '2026-11-03T08:00'],
  ])('a custom end %s the start is refused with the spec message', (_, start, end) => {
    expect(logDateRange('custom', now, { start, end })).toEqual({ ok: false, error: 'End time should be after start time.' });
  });

  it('reads only real calendar moments', () => {
    expect(localWallClock('2026-02-30')).toBeNull();
    expect(localWallClock('')).toBeNull();
    expect(localWallClock('not a date')).toBeNull();
    expect(localWallClock('2026-02-28T10:00:00Z')).toBeNull();
    expect(localWallClock('2026-02-28T23:59')).toBe(local(2026, 2, 28, 23, 59));
    expect(localWallClock('2026-02-28 23:59:30')).toBe('2026-02-28T23:59:30');
    expect(localWallClock('2026-02-28')).toBe(local(2026, 2, 28));
  });

  it('sends no offset: the same Today whatever the zone of the user, read at each venue', () => {
    expect(logDateRange('today', now)).toEqual({ ok: true, DateLogFrom: '2026-11-18T00:00:00', DateLogTo: '2026-11-19T00:00:00' });
  });
});
