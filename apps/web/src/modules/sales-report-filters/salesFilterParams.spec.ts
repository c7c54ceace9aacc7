import { Messages } from '@intermission/contracts';
import {
  defaultFilter,
  filterBody,
  filterToParams,
  paramsToFilter,
  type SalesFilterConfig,
  showEventsSearch,
  validateFilter,
  weekOf,
  withChange,
} from './salesFilterParams';

const base = defaultFilter('2026-11-20');
const recon: SalesFilterConfig = { id: 'recon', fields: ['dates', 'venue', 'theatre', 'salesLocation', 'showEvent'], required: ['dates'] };
const overShort: SalesFilterConfig = { id: 'os', fields: ['dates', 'times', 'theatre', 'showEvent'], required: ['dates', 'theatre'] };
const deposits: SalesFilterConfig = { id: 'dep', fields: ['week', 'venue'], required: ['week', 'venue'] };
const adjusted: SalesFilterConfig = {
  id: 'adj',
  fields: ['dates', 'theatre', 'salesLocation', 'showEvent', 'includeNonAdjusted'],
  required: ['dates', 'theatre'],
};

describe('sales report filter', () => {
  it('starts today, 00:00–23:59, in the week Monday to Sunday (§5, §9)', () => {
    expect(base).toMatchObject({
      fromDate: '2026-11-20',
      toDate: '2026-11-20',
      fromTime: '00:00',
      toTime: '23:59',
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
    });
    expect(weekOf('2026-11-16')).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    expect(weekOf('2026-11-22')).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
  });

  it('writes only the report fields that are set, the default times left out', () => {
    expect(filterToParams({ ...base, venueId: '3', weekStart: 'x' }, recon).toString()).toBe('from=2026-11-20&to=2026-11-20&venue=3');
    expect(filterToParams({ ...base, theatreId: '4', fromTime: '18:00' }, overShort).toString()).toBe('from=2026-11-20&to=2026-11-20&tf=18%3A00&theatre=4');
    expect(filterToParams({ ...base, venueId: '2' }, deposits).toString()).toBe('ws=2026-11-16&we=2026-11-22&venue=2');
    expect(filterToParams({ ...base, theatreId: '4', includeNonAdjusted: true }, adjusted).toString()).toBe('from=2026-11-20&to=2026-11-20&theatre=4&nonadj=1');
  });

  it('reads back what it wrote', () => {
    const cases: [SalesFilterConfig, Partial<typeof base>][] = [
      [recon, { venueId: '3', theatreId: '5', salesLocationId: '7', showEventId: '42' }],
      [overShort, { theatreId: '4', fromTime: '17:30', toTime: '22:15' }],
      [deposits, { venueId: '2' }],
      [adjusted, { theatreId: '4', includeNonAdjusted: true }],
    ];
    for (const [c, patch] of cases) {
      const s = { ...base, ...patch };
      expect(paramsToFilter(filterToParams(s, c), c, base)).toEqual(s);
    }
  });

  it.each([
    { title: 'nothing of the filter', q: 'x=1', c: recon },
    { title: 'a required theatre missing', q: 'from=2026-11-20&to=2026-11-20', c: overShort },
    { title: 'a day that is none', q: 'from=2026-02-30&to=2026-03-01', c: recon },
    { title: 'To before From', q: 'from=2026-11-20&to=2026-11-19', c: recon },
    { title: 'an id that is none', q: 'from=2026-11-20&to=2026-11-20&venue=abc', c: recon },
    { title: 'an id past 10 digits', q: 'from=2026-11-20&to=2026-11-20&venue=12345678901', c: recon },
    { title: 'an end time before the start', q: 'from=2026-11-20&to=2026-11-20&theatre=4&tf=20:00&tt=19:00', c: overShort },
  ])('a URL with $title runs nothing', ({ q, c }) => {
    expect(paramsToFilter(new URLSearchParams(q), c, base)).toBeNull();
  });

  it("says 'End time should be after start time.' (§5) and the required fields' labels", () => {
    expect(validateFilter({ ...base, theatreId: '4', fromTime: '18:00', toTime: '18:00' }, overShort)).toEqual({ toTime: Messages.EndBeforeStart });
    expect(validateFilter({ ...base, toDate: '2026-11-21', theatreId: '4', fromTime: '18:00', toTime: '01:00' }, overShort)).toEqual({});
    expect(validateFilter({ ...base, fromDate: '' }, overShort)).toEqual({ fromDate: 'Date From is required', theatreId: 'Theatre is required' });
    expect(validateFilter({ ...base, weekEnd: '2026-11-15' }, deposits)).toEqual({
      venueId: 'Venue is required',
      weekEnd: 'Week End must be on or after Week Start',
    });
  });

  it('makes the request body of the report fields (PascalCase, ids as numbers or null)', () => {
    expect(filterBody({ ...base, venueId: '3', showEventId: '42' }, recon)).toEqual({
      FromDate: '2026-11-20',
      ToDate: '2026-11-20',
      VenueId: 3,
      TheatreId: null,
      SalesLocationId: null,
      ShowEventId: 42,
    });
    expect(filterBody({ ...base, venueId: '2' }, deposits)).toEqual({ VenueId: 2, WeekStart: '2026-11-16', WeekEnd: '2026-11-22' });
  });

  it('asks sales/showEvents for the days, times and place, nothing until they read', () => {
    expect(showEventsSearch({ ...base, theatreId: '4', fromTime: '18:00' }, overShort)).toEqual({
      FromDate: '2026-11-20',
      ToDate: '2026-11-20',
      FromTime: '18:00',
      ToTime: '23:59',
      VenueId: null,
      TheatreId: 4,
      SalesLocationId: null,
    });
    expect(showEventsSearch({ ...base, fromDate: '' }, recon)).toBeNull();
    expect(showEventsSearch({ ...base, fromTime: '20:00', toTime: '19:00' }, overShort)).toBeNull();
    expect(showEventsSearch({ ...base, venueId: '2' }, { id: 'w', fields: ['week', 'venue', 'showEvent'] })).toMatchObject({
      FromDate: '2026-11-16',
      ToDate: '2026-11-22',
      VenueId: 2,
    });
  });

  it('a venue change clears its theatre, sales location and show event; a theatre change its sales location and show event', () => {
    const s = { ...base, venueId: '1', theatreId: '2', salesLocationId: '3', showEventId: '4' };
    expect(withChange(s, { venueId: '9' })).toMatchObject({ venueId: '9', theatreId: '', salesLocationId: '', showEventId: '' });
    expect(withChange(s, { theatreId: '8' })).toMatchObject({ venueId: '1', theatreId: '8', salesLocationId: '', showEventId: '' });
    expect(withChange(s, { venueId: '1', fromDate: '2026-11-21' })).toMatchObject({ theatreId: '2', showEventId: '4', fromDate: '2026-11-21' });
  });
});
