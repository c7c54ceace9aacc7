import { type CashboxFilterState, DefaultTimes, filterWindow } from './cashboxFilter';

const base: CashboxFilterState = { theatreId: '3', fromDate: '2026-05-02', toDate: '2026-05-02', ...DefaultTimes, showEventId: '', salesLocationId: '' };

describe('the cash box filter window', () => {
  it('defaults to the whole venue day: 00:00 to the next midnight (New York, EDT = UTC−4)', () => {
    expect(filterWindow(base, 'America/New_York')).toEqual({
      window: { DateFrom: '2026-05-02T04:00:00.000Z', DateTo: '2026-05-03T04:00:00.000Z' },
      errors: {},
    });
  });

  it('narrows to a time range over several days', () => {
    const { window } = filterWindow({ ...base, toDate: '2026-05-03', fromTime: '18:30', toTime: '01:14' }, 'America/Los_Angeles');
    // 2 May 18:30 PDT = 3 May 01:30Z; 3 May 01:14 PDT + 1 minute = 3 May 08:15Z.
    expect(window).toEqual({ DateFrom: '2026-05-03T01:30:00.000Z', DateTo: '2026-05-03T08:15:00.000Z' });
  });

  it.each([
    ['an end time before the start time', { fromTime: '20:00', toTime: '19:00' }],
    ['an end time equal to the start time', { fromTime: '20:00', toTime: '20:00' }],
    ['a to date before the from date', { fromDate: '2026-05-03' }],
  ])('refuses %s with the spec message', (_t, patch) => {
    expect(filterWindow({ ...base, ...patch }, 'UTC')).toEqual({ window: null, errors: { toTime: 'End time should be after start time.' } });
  });

  it('asks for the dates', () => {
    expect(filterWindow({ ...base, fromDate: '' }, 'UTC').errors).toEqual({ fromDate: 'Date From is required' });
  });
});
