import { calendarClock, eventLogDefaultDays, mondayOf, nextWeek, scheduleWeek, toInstant, twelveHourClock } from './scheduleWeek';

// Weeks start on Monday at the venue's midnight (spec document 2 §9), whatever zone the browser runs in.
describe('the schedule week', () => {
  it('starts on the Monday of the week holding a day, Sunday belonging to the week before', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across the year's end
  });

  it("runs from Monday's midnight to the next Monday's midnight at the venue", () => {
    // New York is UTC−5 in late November: its midnight is 05:00 UTC.
    expect(scheduleWeek('2026-11-26', 'America/New_York')).toEqual({
      monday: '2026-11-23',
      start: '2026-11-23T05:00:00.000Z',
      end: '2026-11-30T05:00:00.000Z',
    });
    expect(scheduleWeek('2026-11-26', 'America/Los_Angeles').start).toBe('2026-11-23T08:00:00.000Z');
  });

  it('is an hour shorter over the spring change and an hour longer over the autumn one', () => {
    // 2026: clocks go forward on Sunday 8 March and back on Sunday 1 November in New York.
    const spring = scheduleWeek('2026-03-04', 'America/New_York');
    expect(spring).toEqual({ monday: '2026-03-02', start: '2026-03-02T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
    expect((Date.parse(spring.end) - Date.parse(spring.start)) / 3_600_000).toBe(167);
    const autumn = scheduleWeek('2026-10-28', 'America/New_York');
    expect((Date.parse(autumn.end) - Date.parse(autumn.start)) / 3_600_000).toBe(169);
  });

  it('copies into the week after: the next Monday to the Monday after it', () => {
    const week = scheduleWeek('2026-11-26', 'America/New_York');
    expect(nextWeek(week, 'America/New_York')).toEqual({ monday: '2026-11-30', start: '2026-11-30T05:00:00.000Z', end: '2026-12-07T05:00:00.000Z' });
  });
});

describe('toInstant', () => {
  it("reads FullCalendar's zoned text by its offset", () => {
    expect(toInstant('2026-11-30T19:00:00-05:00')).toBe('2026-12-01T00:00:00.000Z');
    expect(toInstant('2026-07-01T22:30:00-07:00')).toBe('2026-07-02T05:30:00.000Z');
  });

  it('refuses a text that is no time', () => {
    expect(() => toInstant('not a time')).toThrow(RangeError);
  });
});

describe('eventLogDefaultDays', () => {
  it('is the last 7 days to today at the venue', () => {
    // 03:00 UTC on 26 November is still the evening of the 25th in New York.
    const now = new Date('2026-11-26T03:00:00Z');
    expect(eventLogDefaultDays('America/New_York', now)).toEqual({ FromDate: '2026-11-18', ToDate: '2026-11-25' });
    expect(eventLogDefaultDays('Europe/London', now)).toEqual({ FromDate: '2026-11-19', ToDate: '2026-11-26' });
  });
});

describe('the 12-hour clock', () => {
  it('writes h:mm tt', () => {
    expect(twelveHourClock(19, 5)).toBe('7:05 PM');
    expect(twelveHourClock(0, 30)).toBe('12:30 AM');
    expect(twelveHourClock(12, 0)).toBe('12:00 PM');
    expect(twelveHourClock(10, 0)).toBe('10:00 AM');
  });

  it('writes an event as its start and end, a slot as its time', () => {
    const t = (hour: number, minute: number) => ({ hour, minute });
    expect(calendarClock({ date: t(19, 0), start: t(19, 0), end: t(22, 30) })).toBe('7:00 PM – 10:30 PM');
    expect(calendarClock({ date: t(10, 30), start: t(10, 30), end: null })).toBe('10:30 AM');
  });
});
