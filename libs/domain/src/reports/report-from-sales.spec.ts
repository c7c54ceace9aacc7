import { reportFromSalesRow, reportFromSalesTotals } from './report-from-sales';

describe('reportFromSales', () => {
  it('a row: tenders in order, refunds netted, the discount (7) is no tender, rounded once with the sign kept', () => {
    const row = reportFromSalesRow({
      SalesCount: 3,
      Tenders: [
        { PaymentMethodId: 8, SaleAmount: '9.00', TipAmount: '1.00' },
        { PaymentMethodId: 1, SaleAmount: '-0.905', TipAmount: '0' },
        { PaymentMethodId: 7, SaleAmount: '0.90', TipAmount: '0' },
      ],
      Discounts: '0.90',
    });
    expect(row).toEqual({
      SalesCount: 3,
      Tenders: [
        { PaymentMethodId: 1, SaleAmount: '-0.91', TipAmount: '0.00' }, // −0.905 → −0.91 (half away from zero)
        { PaymentMethodId: 8, SaleAmount: '9.00', TipAmount: '1.00' },
      ],
      SaleAmount: '8.09', // −0.91 + 9.00
      TipAmount: '1.00',
      Discounts: '0.90',
    });
  });

  it('totals add the rows per tender', () => {
    const a = reportFromSalesRow({ SalesCount: 1, Tenders: [{ PaymentMethodId: 1, SaleAmount: '18.00', TipAmount: '0' }], Discounts: '0' });
    const b = reportFromSalesRow({
      SalesCount: 2,
      Tenders: [
        { PaymentMethodId: 1, SaleAmount: '10.00', TipAmount: '0' },
        { PaymentMethodId: 2, SaleAmount: '14.00', TipAmount: '2.00' },
      ],
      Discounts: '0',
    });
    expect(reportFromSalesTotals([a, b])).toEqual({
      SalesCount: 3,
      Tenders: [
        { PaymentMethodId: 1, SaleAmount: '28.00', TipAmount: '0.00' },
        { PaymentMethodId: 2, SaleAmount: '14.00', TipAmount: '2.00' },
      ],
      SaleAmount: '42.00',
      TipAmount: '2.00',
      Discounts: '0.00',
    });
    expect(reportFromSalesTotals([])).toEqual({ SalesCount: 0, Tenders: [], SaleAmount: '0.00', TipAmount: '0.00', Discounts: '0.00' });
  });
});
