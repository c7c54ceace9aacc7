import type { DepositCount } from '../deposits/deposit-figures';
import { overShortRow, overShortTotals } from './over-short';

const zero = {
  VisaMastercardSettlement: '0',
  AmexSettlement: '0',
  OtherSettlement: '0',
  PreorderSettlement: '0',
  VisaMastercardTipTotal: '0',
  AmexTipTotal: '0',
  OtherCreditCardTipTotal: '0',
  PreorderTipTotal: '0',
};
let id = 0;
const log = (StationId: number, LogTypeId: 1 | 2, TimestampUtc: string, Total: string, figures: Partial<typeof zero> = {}): DepositCount => ({
  Id: ++id,
  StationId,
  LogTypeId,
  TimestampUtc,
  Total,
  ...zero,
  ...figures,
});

describe('overShortRow', () => {
  const row = overShortRow({
    sales: [
      // Cash sold 50.00 + 12.50 − 4.50 (a refund) = 58.00
      { PaymentMethodId: 1, Total: '50.00' },
      { PaymentMethodId: 1, Total: '12.50' },
      { PaymentMethodId: 1, Total: '-4.50' },
      { PaymentMethodId: 2, Total: '30.00' },
      { PaymentMethodId: 3, Total: '10.00' },
      { PaymentMethodId: 5, Total: '8.00' },
      // The discount (7) is no tender.
      { PaymentMethodId: 7, Total: '2.00' },
      { PaymentMethodId: 8, Total: '6.00' },
    ],
    counts: [
      // Station 1: start 100.00, end 156.00 → cash 56.00; Visa 31.00 (tip 3.00), Preorder 6.00 (tip 0.50).
      log(1, 1, '2026-11-20T17:00:00Z', '100.00'),
      log(1, 2, '2026-11-20T22:00:00Z', '156.00', {
        VisaMastercardSettlement: '31.00',
        VisaMastercardTipTotal: '3.00',
        PreorderSettlement: '6',
        PreorderTipTotal: '0.50',
      }),
      // Station 2: start 75.00 and no end: missing, its cash counts 0; Amex of no end count: 0.
      log(2, 1, '2026-11-20T17:00:00Z', '75.00'),
    ],
  });

  it('reads each tender as sold against collected', () => {
    expect(row.Tenders).toEqual([
      // cash: collected 156.00 − 100.00 = 56.00 against 58.00 sold → short 2.00
      { PaymentMethodId: 1, Sold: '58.00', Collected: '56.00', OverShort: '-2.00' },
      // Visa: settled 31.00 against 30.00 → over 1.00
      { PaymentMethodId: 2, Sold: '30.00', Collected: '31.00', OverShort: '1.00' },
      // Amex: nothing settled (the only end count has 0) against 10.00 → short 10.00
      { PaymentMethodId: 3, Sold: '10.00', Collected: '0.00', OverShort: '-10.00' },
      { PaymentMethodId: 4, Sold: '0.00', Collected: '0.00', OverShort: '0.00' },
      // voucher: collected = sold
      { PaymentMethodId: 5, Sold: '8.00', Collected: '8.00', OverShort: '0.00' },
      { PaymentMethodId: 6, Sold: '0.00', Collected: '0.00', OverShort: '0.00' },
      { PaymentMethodId: 8, Sold: '6.00', Collected: '6.00', OverShort: '0.00' },
    ]);
  });

  it('sums the columns by hand', () => {
    expect(row).toMatchObject({
      SaleAmount: '112.00', // 58 + 30 + 10 + 8 + 6
      StartCashBoxAmount: '175.00', // 100 + 75
      EndCashBoxAmount: '156.00',
      CashBoxAmount: '56.00', // only station 1 has an end count
      CreditCardSettlementAmount: '31.00', // 31 + 0 + 0
      VoucherAmount: '8.00',
      PreOrderAmount: '6.00',
      PreOrderTotal: '6.00',
      TipAmount: '3.50', // 3.00 + 0.50
      CollectedAmount: '101.00', // 56 + 31 + 0 + 0 + 8 + 0 + 6
      OverShort: '-11.00', // 101 − 112
      MissingEndStationIds: [2],
    });
  });

  it('adds the rows into the totals', () => {
    const other = overShortRow({
      sales: [{ PaymentMethodId: 1, Total: '10.005' }],
      counts: [log(3, 1, '2026-11-20T17:00:00Z', '0'), log(3, 2, '2026-11-20T22:00:00Z', '10.01')],
    });
    // 10.005 rounds half away from zero to 10.01: cash over/short 0.00
    expect(other.Tenders[0]).toEqual({ PaymentMethodId: 1, Sold: '10.01', Collected: '10.01', OverShort: '0.00' });
    const totals = overShortTotals([row, other]);
    expect(totals.SaleAmount).toBe('122.01');
    expect(totals.OverShort).toBe('-11.00');
    expect(totals.Tenders[0]).toEqual({ PaymentMethodId: 1, Sold: '68.01', Collected: '66.01', OverShort: '-2.00' });
    expect(totals.StartCashBoxAmount).toBe('175.00');
    expect(totals.EndCashBoxAmount).toBe('166.01');
  });

  it('a sales location without counts is short by everything but vouchers and tabs', () => {
    const r = overShortRow({
      sales: [
        { PaymentMethodId: 1, Total: '-3.00' },
        { PaymentMethodId: 6, Total: '4.00' },
      ],
      counts: [],
    });
    // a refund only: cash sold −3.00, collected 0 → over 3.00; tab collected = sold
    expect(r.Tenders[0]!.OverShort).toBe('3.00');
    expect(r.OverShort).toBe('3.00');
    expect(r.MissingEndStationIds).toEqual([]);
  });

  it('rounds a station count finer than a cent before adding it (the cents path leaves it to decimal.js)', () => {
    const r = overShortRow({
      sales: [],
      counts: [log(4, 1, '2026-11-20T17:00:00Z', '100.004'), log(5, 1, '2026-11-20T17:00:00Z', '-0.005'), log(4, 2, '2026-11-20T22:00:00Z', '100.015')],
    });
    // 100.004 → 100.00 and −0.005 → −0.01 (half away from zero): 99.99; the end 100.015 → 100.02
    expect(r.StartCashBoxAmount).toBe('99.99');
    expect(r.EndCashBoxAmount).toBe('100.02');
    // cash collected = end − start of station 4 = 0.011 → 0.01
    expect(r.CashBoxAmount).toBe('0.01');
  });

  it('answers each drawer: −1.00 and +2.00 add up to the row’s +1.00 (issue 39 point 5)', () => {
    const r = overShortRow({
      sales: [{ PaymentMethodId: 1, Total: '40.00' }],
      stationCash: [
        { StationId: 6, Total: '20.00' },
        { StationId: 7, Total: '15.00' },
        { StationId: 7, Total: '5.00' },
      ],
      counts: [
        log(6, 1, '2026-11-20T17:00:00Z', '100.00'),
        // a recount later wins (the latest end of the station)
        log(6, 2, '2026-11-20T22:00:00Z', '120.00'),
        log(6, 2, '2026-11-20T22:05:00Z', '119.00'),
        log(7, 1, '2026-11-20T17:00:00Z', '50.00'),
        log(7, 2, '2026-11-20T22:00:00Z', '72.00'),
      ],
    });
    expect(r.OverShort).toBe('1.00');
    expect(r.Drawers).toEqual([
      { StationId: 6, Start: '100.00', End: '119.00', CashSold: '20.00', OverShort: '-1.00' }, // 119 − 100 − 20
      { StationId: 7, Start: '50.00', End: '72.00', CashSold: '20.00', OverShort: '2.00' }, // 72 − 50 − 20
    ]);
  });

  it('a drawer without an end count collects 0; cash of no station is a drawer of its own, last', () => {
    const r = overShortRow({
      sales: [{ PaymentMethodId: 1, Total: '13.00' }],
      stationCash: [
        { StationId: null, Total: '3.00' },
        { StationId: 8, Total: '10.00' },
      ],
      counts: [log(8, 1, '2026-11-20T17:00:00Z', '75.00'), log(9, 2, '2026-11-20T22:00:00Z', '4.00')],
    });
    expect(r.Drawers).toEqual([
      { StationId: 8, Start: '75.00', End: null, CashSold: '10.00', OverShort: '-10.00' },
      // no start: counted from 0
      { StationId: 9, Start: null, End: '4.00', CashSold: '0.00', OverShort: '4.00' },
      { StationId: null, Start: null, End: null, CashSold: '3.00', OverShort: '-3.00' },
    ]);
    // Σ −10 + 4 − 3 = −9.00 = the row's cash: collected 4.00 − sold 13.00
    expect(r.Tenders[0]!.OverShort).toBe('-9.00');
  });
});
