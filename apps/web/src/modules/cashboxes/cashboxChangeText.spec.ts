import { changeLabel, fieldLabel, fieldValue } from './cashboxChangeText';

describe('a cash box history row in the words of the screens', () => {
  it('names the change and the field', () => {
    expect(changeLabel('CashboxOverridden')).toBe('Figures corrected');
    expect(fieldLabel('VisaMastercardSettlementOverride')).toBe('Visa/MC Settlement override');
    expect(fieldLabel('AmexTipOverrideTotal')).toBe('Amex Tips override');
    expect(fieldLabel('TimestampUtc')).toBe('Time');
  });
  it('shows money, times at the venue and flags as the screens do', () => {
    expect(fieldValue('VisaMastercardSettlementOverride', '-4.6', 'America/New_York')).toBe('($4.60)');
    expect(fieldValue('EndOfShiftCount', 'true', 'America/New_York')).toBe('Yes');
    expect(fieldValue('TimestampUtc', '2026-11-21T01:30:00.000Z', 'America/New_York')).toBe('11/20/2026 8:30 PM');
    expect(fieldValue('ShowEventId', null, 'UTC')).toBe('—');
  });
});
