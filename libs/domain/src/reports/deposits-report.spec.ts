import { depositsReportTotals } from './deposits-report';

describe('depositsReportTotals', () => {
  const { Days, Totals } = depositsReportTotals(
    ['2026-11-16', '2026-11-17', '2026-11-18'],
    [
      { Day: '2026-11-16', PaymentMethodId: 1, PaymentAmount: '40.00', TipAmount: '0' },
      { Day: '2026-11-16', PaymentMethodId: 2, PaymentAmount: '25.50', TipAmount: '4.00' },
      { Day: '2026-11-17', PaymentMethodId: 1, PaymentAmount: '-4.50', TipAmount: '0' },
      { Day: '2026-11-17', PaymentMethodId: 5, PaymentAmount: '10.00', TipAmount: '0' },
      // The discount (7) is no tender: left out of every total.
      { Day: '2026-11-17', PaymentMethodId: 7, PaymentAmount: '1.00', TipAmount: '0' },
    ],
    [{ Day: '2026-11-16', Amount: '20.00' }],
    [
      { Day: '2026-11-16', ComputedAmountToBePosted: '41.50', PostedAmountToBePosted: '41.50' },
      { Day: '2026-11-17', ComputedAmountToBePosted: '5.50', PostedAmountToBePosted: null },
    ],
  );

  it('totals each day by hand', () => {
    expect(Days[0]).toMatchObject({
      Day: '2026-11-16',
      PaymentAmount: '65.50',
      TipAmount: '4.00',
      PettyCashAmount: '20.00',
      ComputedAmountToBePosted: '41.50',
      PostedAmountToBePosted: '41.50',
    });
    expect(Days[0]!.Tenders.find((t) => t.PaymentMethodId === 2)).toEqual({ PaymentMethodId: 2, PaymentAmount: '25.50', TipAmount: '4.00' });
    // 17th: −4.50 + 10.00 = 5.50; unposted, so nothing posted
    expect(Days[1]).toMatchObject({
      Day: '2026-11-17',
      PaymentAmount: '5.50',
      PettyCashAmount: '0.00',
      ComputedAmountToBePosted: '5.50',
      PostedAmountToBePosted: '0.00',
    });
    expect(Days[2]).toMatchObject({ Day: '2026-11-18', PaymentAmount: '0.00', TipAmount: '0.00' });
    expect(Days[2]!.Tenders).toHaveLength(7);
  });

  it('totals the week', () => {
    // 65.50 + 5.50 = 71.00; cash 40.00 − 4.50 = 35.50
    expect(Totals).toMatchObject({
      Day: null,
      PaymentAmount: '71.00',
      TipAmount: '4.00',
      PettyCashAmount: '20.00',
      ComputedAmountToBePosted: '47.00',
      PostedAmountToBePosted: '41.50',
    });
    expect(Totals.Tenders[0]).toEqual({ PaymentMethodId: 1, PaymentAmount: '35.50', TipAmount: '0.00' });
  });
});
