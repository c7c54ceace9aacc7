import { entryLabel, filterToParams, paramsToFilter, type ReportFilterState, sameFilter } from './reportFilterParams';

const filter: ReportFilterState = {
  entry: '12:all',
  fromDate: '2026-11-01',
  toDate: '2026-11-25',
  showEventId: '',
  varianceOnly: false,
  includeInactive: false,
};

describe('report filter <-> URL search params', () => {
  it('writes the filled fields only, the checkboxes when set', () => {
    expect(filterToParams(filter).toString()).toBe('loc=12%3Aall&from=2026-11-01&to=2026-11-25');
    expect(filterToParams({ ...filter, showEventId: '7', varianceOnly: true, includeInactive: true }).toString()).toBe(
      'loc=12%3Aall&from=2026-11-01&to=2026-11-25&ev=7&vo=1&inactive=1',
    );
  });

  it('reads back what it wrote', () => {
    for (const f of [filter, { ...filter, entry: '3:one', showEventId: '42', varianceOnly: true }, { ...filter, includeInactive: true }])
      expect(paramsToFilter(filterToParams(f))).toEqual(f);
  });

  it('reads a shared link as typed', () => {
    expect(paramsToFilter(new URLSearchParams('loc=5:one&from=2026-10-01&to=2026-10-31&vo=1'))).toEqual({
      entry: '5:one',
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
      showEventId: '',
      varianceOnly: true,
      includeInactive: false,
    });
  });

  it('names no filter without an entry and both well-formed dates', () => {
    expect(paramsToFilter(new URLSearchParams(''))).toBeNull();
    expect(paramsToFilter(new URLSearchParams('lid=5'))).toBeNull();
    expect(paramsToFilter(new URLSearchParams('loc=5:one&from=2026-10-01'))).toBeNull();
    expect(paramsToFilter(new URLSearchParams('loc=5&from=2026-10-01&to=2026-10-31'))).toBeNull();
    expect(paramsToFilter(new URLSearchParams('loc=5:one&from=yesterday&to=2026-10-31'))).toBeNull();
  });

  it('drops a show event that is not an id', () => {
    expect(paramsToFilter(new URLSearchParams('loc=5:one&from=2026-10-01&to=2026-10-31&ev=abc'))?.showEventId).toBe('');
  });

  it('compares filters by what the URL would hold', () => {
    expect(sameFilter(filter, { ...filter })).toBe(true);
    expect(sameFilter(filter, { ...filter, varianceOnly: true })).toBe(false);
  });
});

describe('the location picker labels', () => {
  const venue = { VenueName: 'Harbor Point 12', IsVenue: true };
  it('say what each entry of a venue covers', () => {
    expect(entryLabel({ ...venue, Name: 'Harbor Point 12', Composite: true })).toBe('Harbor Point 12 — whole venue (all locations)');
    expect(entryLabel({ ...venue, Name: 'Harbor Point 12 Inventory Location', Composite: false })).toBe('Harbor Point 12 — venue store room only');
    expect(entryLabel({ VenueName: 'Harbor Point 12', IsVenue: false, Composite: false, Name: 'Harbor Point 12 · Bar 1' })).toBe('Harbor Point 12 · Bar 1');
  });
});
