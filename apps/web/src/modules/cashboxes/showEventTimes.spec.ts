import type { ShowEvent } from '@intermission/contracts';
import { partMinutes, showEventTimesSchema, timesToValues, wallClock } from './showEventTimes';

// A New York evening: 7:30 PM to 10:45 PM on 2 May 2026 (EDT, UTC−4) = 23:30Z to 02:45Z.
const event: ShowEvent = {
  Id: 7,
  ShowId: 3,
  Show: 'Hamlet',
  TheatreId: 2,
  Start: '2026-05-02T23:30:00.000Z',
  End: '2026-05-03T02:45:00.000Z',
  PreShowStart: 0,
  PreShowEnd: 15,
  IntermissionStart: 90,
  IntermissionEnd: 110,
  PostShowStart: null,
  PostShowEnd: null,
  ManagerLog: false,
  TimeZone: 'America/New_York',
  Version: 4,
};

describe('show event times at the venue', () => {
  it('shows the instants on the venue clock and the parts as times', () => {
    expect(wallClock(event.Start, event.TimeZone)).toBe('2026-05-02T19:30');
    expect(timesToValues(event)).toEqual({
      Start: '2026-05-02T19:30',
      End: '2026-05-02T22:45',
      PreShowStart: '19:30',
      PreShowEnd: '19:45',
      IntermissionStart: '21:00',
      IntermissionEnd: '21:20',
      PostShowStart: '',
      PostShowEnd: '',
    });
  });

  it('reads a part after midnight as the next day when the show ends then', () => {
    // 11 PM to 1:30 AM: 00:15 is 75 minutes after Start.
    expect(partMinutes('2026-05-02T23:00', '2026-05-03T01:30', '00:15', 'America/New_York')).toBe(75);
    // The same time on a show ending the same day is before Start: negative, out of order.
    expect(partMinutes('2026-05-02T19:00', '2026-05-02T22:00', '18:00', 'America/New_York')).toBe(-60);
  });

  it('gives the contract body for ordered times', () => {
    const parsed = showEventTimesSchema(event).safeParse({ ...timesToValues(event), PostShowStart: '22:30', PostShowEnd: '22:45' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      Id: 7,
      Start: '2026-05-02T23:30:00.000Z',
      End: '2026-05-03T02:45:00.000Z',
      IntermissionStart: 90,
      PostShowStart: 180,
      PostShowEnd: 195,
      Version: 4,
    });
  });

  it.each([
    ['intermission before pre-show end', { IntermissionStart: '19:40' }],
    ['a part before Start', { PreShowStart: '19:00' }],
    ['a part after End', { PostShowEnd: '23:00' }],
    ['End before Start', { End: '2026-05-02T19:00' }],
  ])('refuses %s with the spec message', (_t, patch) => {
    const parsed = showEventTimesSchema(event).safeParse({ ...timesToValues(event), ...patch });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain('Invalid time ranges!!');
  });
});
