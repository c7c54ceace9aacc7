import { rangeErrors } from './exportRange';

describe('rangeErrors (the date-range dialog, document 3 §2)', () => {
  it.each([
    { title: 'nothing until both dates are there', range: { FromDate: '2026-11-02', ToDate: '' }, expected: {} },
    { title: 'one day', range: { FromDate: '2026-11-02', ToDate: '2026-11-02' }, expected: {} },
    { title: 'To before From', range: { FromDate: '2026-11-02', ToDate: '2026-11-01' }, expected: { ToDate: 'To Date should be on or after From Date' } },
    // 2025-11-01 … 2026-11-02 is 367 days.
    { title: 'more than a year', range: { FromDate: '2025-11-01', ToDate: '2026-11-02' }, expected: { ToDate: 'The period can be at most 366 days' } },
    { title: 'a day that is no date', range: { FromDate: '2026-02-30', ToDate: '2026-03-01' }, expected: { FromDate: expect.any(String) } },
  ])('$title', ({ range, expected }) => {
    expect(rangeErrors(2, range)).toEqual(expected);
  });
});
