import { PettyCashWithdrawalSaveSchema, pettyCashDefaultRange } from './petty-cash.schemas';

describe('the petty cash list default range (document 1 §9)', () => {
  it('runs from 1 January of the venue’s current year to the venue’s today', () => {
    // 03:00 UTC on 1 January 2027 is still the evening of 31 December 2026 in Los Angeles (UTC−8).
    const now = new Date('2027-01-01T03:00:00Z');
    expect(pettyCashDefaultRange('America/Los_Angeles', now)).toEqual({ FromDate: '2026-01-01', ToDate: '2026-12-31' });
    expect(pettyCashDefaultRange('Europe/Berlin', now)).toEqual({ FromDate: '2027-01-01', ToDate: '2027-01-01' });
  });
});

describe('a withdrawal’s amount', () => {
  const body = (Amount: unknown) => PettyCashWithdrawalSaveSchema.safeParse({ ShowEventId: 1, ReasonId: 1, Amount });
  it.each(['0.01', '12.5', 12.5, '9999999.99'])('takes %p', (a) => expect(body(a).success).toBe(true));
  it.each(['0', '0.00', '-1', '1.005', '10000000', 'abc', '', null, 1e21])('refuses %p', (a) => expect(body(a).success).toBe(false));
  it('keeps the amount as its exact text', () => expect(body(12.5).data?.Amount).toBe('12.5'));
});
