import { overShortErrors, overShortRequest, overShortToParams, paramsToOverShort } from './overShortParams';

describe('the over/short filter in the URL', () => {
  it('round-trips through the search params', () => {
    const s = { fromDate: '2026-06-01', toDate: '2026-06-03', theatreId: 4, showEventId: 17 };
    expect(overShortToParams(s).toString()).toBe('from=2026-06-01&to=2026-06-03&theatre=4&ev=17');
    expect(paramsToOverShort(overShortToParams(s))).toEqual(s);
    expect(overShortRequest(s)).toEqual({ FromDate: '2026-06-01', ToDate: '2026-06-03', TheatreId: 4, ShowEventId: 17 });
  });

  it('names no filter without both dates, and drops ids that are not ids', () => {
    expect(paramsToOverShort(new URLSearchParams('from=2026-06-01'))).toBeNull();
    expect(paramsToOverShort(new URLSearchParams('from=2026-06-01&to=2026-06-02&theatre=x&ev=-3'))).toEqual({
      fromDate: '2026-06-01',
      toDate: '2026-06-02',
      theatreId: null,
      showEventId: null,
    });
  });

  it('checks the dates', () => {
    expect(overShortErrors({ fromDate: '', toDate: '', theatreId: null, showEventId: null })).toEqual({
      fromDate: 'From Date is required',
      toDate: 'To Date is required',
    });
    expect(overShortErrors({ fromDate: '2026-06-03', toDate: '2026-06-01', theatreId: null, showEventId: null })).toEqual({
      toDate: 'To Date should be on or after From Date',
    });
  });
});
