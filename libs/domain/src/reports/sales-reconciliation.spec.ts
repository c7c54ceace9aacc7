import { reconciliationRow, reconciliationTotals, type ReconciliationSums } from './sales-reconciliation';

const none: ReconciliationSums = { SalesCount: 0, GrossSales: 0, Refunds: 0, Discounts: 0, Payments: {}, Tips: 0, Deposit: null };

describe('sales reconciliation row', () => {
  it('nets sales, refunds and discounts, adds the tenders and leaves the discount (7) out of them', () => {
    // Sales 18.00 + 14.00 + 9.00 (10 % off: 0.90) ; a refund of 9.00.
    const row = reconciliationRow({
      SalesCount: 4,
      GrossSales: '41.00',
      Refunds: '-9.00',
      Discounts: '0.90',
      Payments: { 1: '17.10', 2: '14.00', 7: '0.90' },
      Tips: '2.00',
      Deposit: null,
    });
    expect(row).toEqual({
      SalesCount: 4,
      GrossSales: '41.00',
      Refunds: '-9.00',
      Discounts: '0.90',
      NetSales: '31.10', // 41.00 − 9.00 − 0.90
      Cash: '17.10',
      VisaMasterCard: '14.00',
      Amex: '0.00',
      OtherCreditCard: '0.00',
      Voucher: '0.00',
      Tab: '0.00',
      Preorder: '0.00',
      Paid: '31.10', // 17.10 + 14.00
      Unpaid: '0.00',
      Tips: '2.00',
      Deposited: null,
      PettyCash: null,
      DepositTips: null,
      AmountToBePosted: null,
      Difference: null,
    });
  });

  it('compares the posted deposit with what was paid: Difference = Deposited − Paid', () => {
    const row = reconciliationRow({
      ...none,
      SalesCount: 2,
      GrossSales: '37.00',
      Payments: { 1: '28.00', 2: '9.00' },
      Tips: '1.50',
      Deposit: { Amount: '39.00', PettyCashAmount: '0', TipTotal: '1.50', AmountToBePosted: '37.50' },
    });
    expect(row).toMatchObject({ Paid: '37.00', Deposited: '39.00', PettyCash: '0.00', DepositTips: '1.50', AmountToBePosted: '37.50', Difference: '2.00' });
  });

  it('rounds each figure once, half away from zero with the sign kept', () => {
    const row = reconciliationRow({ ...none, GrossSales: '10.005', Refunds: '-2.005', Payments: { 1: '8.004' } });
    expect(row).toMatchObject({ GrossSales: '10.01', Refunds: '-2.01', NetSales: '8.00', Cash: '8.00', Paid: '8.00', Unpaid: '0.00' });
  });

  it('shows a sale its payments do not cover as Unpaid', () => {
    expect(reconciliationRow({ ...none, SalesCount: 1, GrossSales: '5.00' })).toMatchObject({ NetSales: '5.00', Paid: '0.00', Unpaid: '5.00' });
  });

  it('totals add the rounded rows; the deposit columns over the posted rows only', () => {
    const a = reconciliationRow({ ...none, SalesCount: 1, GrossSales: '10.00', Payments: { 1: '10.00' } });
    const b = reconciliationRow({
      ...none,
      SalesCount: 2,
      GrossSales: '20.00',
      Payments: { 5: '20.00' },
      Deposit: { Amount: '19.00', PettyCashAmount: '1.00', TipTotal: '0', AmountToBePosted: '18.00' },
    });
    expect(reconciliationTotals([a, b])).toMatchObject({
      SalesCount: 3,
      GrossSales: '30.00',
      Cash: '10.00',
      Voucher: '20.00',
      Paid: '30.00',
      Deposited: '19.00',
      PettyCash: '1.00',
      AmountToBePosted: '18.00',
      Difference: '-1.00', // 19.00 − 20.00 (b only: a is unposted)
    });
    expect(reconciliationTotals([a]).Deposited).toBeNull();
    expect(reconciliationTotals([])).toMatchObject({ SalesCount: 0, NetSales: '0.00', Difference: null });
  });
});
