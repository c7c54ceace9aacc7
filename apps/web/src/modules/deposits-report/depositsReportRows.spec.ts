import type { DepositsReport } from '@intermission/contracts';
import { depositsReportRows } from './depositsReportRows';

const zeroTotals = (Day: string | null) => ({
  Day,
  Tenders: [1, 2].map((id) => ({ PaymentMethodId: id, PaymentAmount: 0, TipAmount: 0 })),
  PaymentAmount: 0,
  TipAmount: 0,
  PettyCashAmount: 0,
  ComputedAmountToBePosted: 0,
  PostedAmountToBePosted: 0,
});

describe('depositsReportRows', () => {
  it('lists each day’s show events (tenders summed over sales locations) before the day’s total', () => {
    const report = {
      PaymentMethods: [
        { Id: 1, Name: 'Cash' },
        { Id: 2, Name: 'VisaMasterCard' },
      ],
      ShowEvents: [{ Id: 7, ShowId: 1, Show: 'Night', TheatreId: 1, Start: '2026-06-03T23:00:00.000Z', End: '2026-06-04T02:00:00.000Z', Day: '2026-06-03' }],
      PaymentsSummary: [
        { PaymentMethodId: 1, ShowEventId: 7, SalesLocationId: 1, PaymentAmount: 26.5, TipAmount: 0 },
        { PaymentMethodId: 1, ShowEventId: 7, SalesLocationId: 2, PaymentAmount: 12.1, TipAmount: 0 },
        { PaymentMethodId: 2, ShowEventId: 7, SalesLocationId: 1, PaymentAmount: 30, TipAmount: 3 },
      ],
      PettyCashWithdrawalsWithShowEvents: [
        { Id: 1, ShowEventId: 7, ShowEvent: 'Night', Start: '', TheatreId: 1, ReasonId: 1, TransactionDateUtc: '', Amount: 15.25 },
      ],
      Deposits: [
        {
          ShowEventId: 7,
          PostedDepositId: null,
          Computed: { Amount: 0, PettyCashAmount: 0, TipTotal: 0, AmountToBePosted: 86.75 },
          Posted: null,
          Difference: null,
        },
      ],
      Days: [zeroTotals('2026-06-02'), { ...zeroTotals('2026-06-03'), PaymentAmount: 68.6 }],
      Totals: { ...zeroTotals(null), PaymentAmount: 68.6 },
    } as unknown as DepositsReport;
    const { rows, week } = depositsReportRows(report);
    expect(rows.map((r) => `${r.kind}:${r.Day}`)).toEqual(['day:2026-06-02', 'event:2026-06-03', 'day:2026-06-03']);
    // cash 26.50 + 12.10 = 38.60 (in cents: no 38.599999)
    expect(rows[1]).toMatchObject({
      Tenders: { T1: 38.6, T2: 30 },
      PaymentAmount: 68.6,
      TipAmount: 3,
      PettyCashAmount: 15.25,
      ComputedAmountToBePosted: 86.75,
      PostedAmountToBePosted: null,
    });
    expect(week).toMatchObject({ kind: 'week', Label: 'Week Total', PaymentAmount: 68.6 });
  });
});
