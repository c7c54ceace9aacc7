import { cashboxFinal, cashboxOverrideOf, cashboxTotal } from './cashbox-figures';
import { CashboxCountPushSchema, CashboxManageSearchSchema, CashboxMessages, CashboxSearchSchema, CashboxUpdateSchema } from './cashbox.schemas';

const push = {
  GuidId: '0b5f0a4e-6d4c-4d8e-9a57-3c1f1f1f1f1f',
  PointOfSaleStationId: 3,
  LogTypeId: 1,
  TimestampUtc: '2026-11-20T18:00:00Z',
};

describe('cash box figures', () => {
  it('totals the denominations to the cent: 3×100 + 2×20 + 7×0.25 = 341.75', () => {
    expect(cashboxTotal({ Hundreds: 3, Twenties: 2, Quarters: 7 })).toBe('341.75');
    // 1×50 + 4×10 + 3×5 + 9×1 + 3×0.10 + 1×0.05 = 50 + 40 + 15 + 9 + 0.30 + 0.05 = 114.35
    expect(cashboxTotal({ Fifties: 1, Tens: 4, Fives: 3, Ones: 9, Dimes: 3, Nickels: 1 })).toBe('114.35');
    expect(cashboxTotal({})).toBe('0.00');
  });

  it('final = original + override; on save override = final − original, 0 when not a number', () => {
    expect(cashboxFinal('120.50', '-20.25')).toBe('100.25');
    expect(cashboxOverrideOf('100.25', '120.50')).toBe('-20.25');
    expect(cashboxOverrideOf('abc', '120.50')).toBe('0.00');
    expect(cashboxOverrideOf(null, '120.50')).toBe('0.00');
    expect(cashboxOverrideOf(130, '120.5')).toBe('9.50');
  });
});

describe('cash box requests', () => {
  it('takes a push with defaults and refuses negative or fractional counts, a third log type, 3 decimals', () => {
    const ok = CashboxCountPushSchema.parse(push);
    expect(ok).toMatchObject({ ShowEventId: null, EndOfShiftCount: false, Hundreds: 0, VisaMastercardSettlement: '0' });
    for (const bad of [
      { Hundreds: -1 },
      { Quarters: 1.5 },
      { LogTypeId: 3 },
      { AmexSettlement: '1.005' },
      { Ones: 100_001 },
      { PointOfSaleStationId: 2 ** 31 },
    ])
      expect(CashboxCountPushSchema.safeParse({ ...push, ...bad }).success).toBe(false);
  });

  it('answers the §5 messages for the searches', () => {
    const search = CashboxSearchSchema.safeParse({ DateFrom: '2026-11-20T10:00:00Z', DateTo: '2026-11-20T09:00:00Z' });
    expect(search.error?.issues[0]?.message).toBe('End time should be after start time.');
    const manage = CashboxManageSearchSchema.safeParse({ TheatreId: 1, DateFrom: '2026-11-20T10:00:00Z', DateTo: '2026-11-21T10:00:00Z' });
    expect(manage.error?.issues.map((i) => i.message)).toEqual([CashboxMessages.ManageFilterRequired]);
    expect(CashboxMessages.ManageFilterRequired).toBe('Please select a theatre,dates and a show event.');
  });

  it('takes signed overrides with at most 2 decimals', () => {
    const body = { Id: 1, Version: 1 } as Record<string, unknown>;
    for (const f of ['VisaMastercardSettlementOverride', 'AmexSettlementOverride', 'OtherSettlementOverride', 'PreorderSettlementOverride']) body[f] = '-1.50';
    for (const f of ['VisaMastercardTipOverrideTotal', 'AmexTipOverrideTotal', 'OtherCreditCardTipOverrideTotal', 'PreorderTipOverrideTotal']) body[f] = 2;
    expect(CashboxUpdateSchema.parse(body)).toMatchObject({ AmexSettlementOverride: '-1.50', PreorderTipOverrideTotal: '2' });
    expect(CashboxUpdateSchema.safeParse({ ...body, AmexSettlementOverride: 'NaN' }).success).toBe(false);
  });
});
