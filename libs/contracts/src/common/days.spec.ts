import {
  addDay,
  addLocalDays,
  dayRange,
  dayStart,
  daysFrom,
  isDay,
  isTimeZone,
  isWallClock,
  localDay,
  monthRange,
  monthStart,
  todayIn,
  weekday,
  zonedInstant,
} from './days';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const iso = (p: { from: Date; to: Date }) => [p.from.toISOString(), p.to.toISOString()];

describe('venue days', () => {
  it('a day runs from local midnight to the next local midnight, converted to UTC', () => {
    expect(iso(dayRange('2026-05-02', '2026-05-02', NY))).toEqual(['2026-05-02T04:00:00.000Z', '2026-05-03T04:00:00.000Z']);
    expect(iso(dayRange('2026-05-02', '2026-05-02', LA))).toEqual(['2026-05-02T07:00:00.000Z', '2026-05-03T07:00:00.000Z']);
    expect(iso(dayRange('2026-01-15', '2026-01-15', 'UTC'))).toEqual(['2026-01-15T00:00:00.000Z', '2026-01-16T00:00:00.000Z']);
    // Half-hour zones too.
    expect(dayStart('2026-05-01', 'Asia/Kolkata').toISOString()).toBe('2026-04-30T18:30:00.000Z');
  });

  it('several days: from the start of the from day to the start of the day after the to day', () => {
    expect(iso(dayRange('2026-03-01', '2026-03-31', NY))).toEqual(['2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z']);
    expect(iso(dayRange('2026-12-31', '2026-12-31', LA))).toEqual(['2026-12-31T08:00:00.000Z', '2027-01-01T08:00:00.000Z']);
  });

  it('the day clocks spring forward has 23 hours, the day they fall back 25', () => {
    const spring = dayRange('2026-03-08', '2026-03-08', NY);
    expect(iso(spring)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const fall = dayRange('2026-11-01', '2026-11-01', NY);
    expect(iso(fall)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect(fall.to.getTime() - fall.from.getTime()).toBe(25 * 3_600_000);
    expect(iso(dayRange('2026-03-08', '2026-03-08', LA))).toEqual(['2026-03-08T08:00:00.000Z', '2026-03-09T07:00:00.000Z']);
    expect(iso(dayRange('2026-03-29', '2026-03-29', 'Europe/London'))).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
  });

  it('where DST skips midnight the day starts at its first moment (01:00)', () => {
    // Chile springs forward at 24:00 on Saturday 5 September 2026: Sunday begins at 01:00 -03.
    expect(iso(dayRange('2026-09-06', '2026-09-06', 'America/Santiago'))).toEqual(['2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z']);
    expect(dayStart('2026-09-05', 'America/Santiago').toISOString()).toBe('2026-09-05T04:00:00.000Z');
    // Cuba falls back at 01:00 → 00:00 on 1 November 2026: midnight happens twice, the day starts at the first.
    expect(dayStart('2026-11-01', 'America/Havana').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('an instant belongs to the venue-local day: 8 pm in New York and 11:30 pm in Los Angeles stay on their day', () => {
    expect(localDay('2026-05-03T00:00:00Z', NY)).toBe('2026-05-02');
    expect(localDay('2026-05-03T06:30:00Z', LA)).toBe('2026-05-02');
    expect(localDay('2026-05-03T07:00:00Z', LA)).toBe('2026-05-03');
    expect(localDay(new Date('2026-03-09T03:59:59.999Z'), NY)).toBe('2026-03-08');
    expect(localDay('2026-03-09T04:00:00Z', NY)).toBe('2026-03-09');
    // Every instant of a range's day maps back to that day.
    const { from, to } = dayRange('2026-11-01', '2026-11-01', NY);
    expect([localDay(from, NY), localDay(to.getTime() - 1, NY), localDay(to, NY)]).toEqual(['2026-11-01', '2026-11-01', '2026-11-02']);
  });

  it('a local wall-clock time is placed in the zone; a time DST skips moves on by the gap', () => {
    expect(zonedInstant('2026-05-02T20:00', NY).toISOString()).toBe('2026-05-03T00:00:00.000Z');
    expect(zonedInstant('2026-05-02 23:30:15', LA).toISOString()).toBe('2026-05-03T06:30:15.000Z');
    expect(zonedInstant('2026-05-02', LA).toISOString()).toBe('2026-05-02T07:00:00.000Z');
    expect(zonedInstant('2026-03-08T02:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('months at the venue', () => {
    expect(iso(monthRange(2026, 3, NY))).toEqual(['2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z']);
    expect(iso(monthRange(2026, 12, LA))).toEqual(['2026-12-01T08:00:00.000Z', '2027-01-01T08:00:00.000Z']);
    expect(monthStart('2026-12-17')).toBe('2026-12-01');
    expect(monthStart('2026-12-17', 1)).toBe('2027-01-01');
  });

  it('calendar arithmetic is zone-free', () => {
    expect(addDay('2026-02-28')).toBe('2026-03-01');
    expect(addDay('2028-02-28')).toBe('2028-02-29');
    expect(addDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDay('2026-03-08')).toBe('2026-03-09');
    expect(daysFrom('2026-10-31', '2026-11-02')).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysFrom('2026-11-02', '2026-11-01')).toEqual([]);
    expect(weekday('2026-11-15')).toBe(0);
    expect(weekday('2026-11-21')).toBe(6);
  });

  it("today is the zone's today", () => {
    const now = new Date('2026-05-03T03:00:00Z'); // 11 pm on 2 May in New York, 8 pm in Los Angeles, 3 May in London
    expect(todayIn(NY, 0, now)).toBe('2026-05-02');
    expect(todayIn('Europe/London', 0, now)).toBe('2026-05-03');
    expect(todayIn(LA, 21, now)).toBe('2026-04-11');
  });

  it('refuses what is not a day, a time or a zone', () => {
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-28T10:00')).toBe(false);
    expect(isWallClock('2026-02-28T10:00')).toBe(true);
    expect(isWallClock('2026-02-28T24:00')).toBe(false);
    expect(isWallClock('2026-02-28T10:00:00Z')).toBe(false);
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => dayRange('2026-02-30', '2026-03-01', NY)).toThrow(RangeError);
    expect(() => dayStart('2026-03-01', 'Mars/Olympus_Mons')).toThrow('Unknown time zone');
    expect(() => localDay('yesterday', NY)).toThrow(RangeError);
  });

  it('moves an instant by days at the same local time across DST (America/New_York, fall back on 2026-11-01, spring forward on 2027-03-14)', () => {
    const ny = 'America/New_York';
    // Mon 26 Oct 18:00 EDT (22:00Z) → Mon 2 Nov 18:00 EST (23:00Z): a week and an hour.
    expect(addLocalDays('2026-10-26T22:00:00.000Z', 7, ny).toISOString()).toBe('2026-11-02T23:00:00.000Z');
    // Sun 1 Nov 18:00 EST (23:00Z, after the change) → Sun 8 Nov 18:00 EST: exactly a week.
    expect(addLocalDays('2026-11-01T23:00:00.000Z', 7, ny).toISOString()).toBe('2026-11-08T23:00:00.000Z');
    // Spring: Mon 8 Mar 21:00 EST (02:00Z next day) → Mon 15 Mar 21:00 EDT (01:00Z): a week less an hour.
    expect(addLocalDays('2027-03-09T02:00:00.000Z', 7, ny).toISOString()).toBe('2027-03-16T01:00:00.000Z');
    // Sun 7 Mar 02:30 EST → 14 Mar has no 02:30: 03:30 EDT (07:30Z).
    expect(addLocalDays('2027-03-07T07:30:00.000Z', 7, ny).toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(addLocalDays('2026-06-01T12:00:00.250Z', -7, 'UTC').toISOString()).toBe('2026-05-25T12:00:00.250Z');
  });
});
