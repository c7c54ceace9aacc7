import { type SaleRecordedData, saleDateNames, salePaymentMethod } from '@intermission/contracts';

/**
 * A posted sale's answer (saleAnswer) with the sale's date and payment method, ours and under
 * document 2 §3's names (SaleDateUtc, DateTimeUTC, PaymentMethod; issue 39 point 4): added at the
 * controllers, from the recorded event the answer carries.
 */
export function withSaleNames<A extends { Sale: SaleRecordedData }>(answer: A) {
  const sale = answer.Sale as SaleRecordedData & { PaymentMethodId?: number | null };
  return { ...answer, SaleDate: sale.SaleDate, ...saleDateNames(sale.SaleDate), PaymentMethod: salePaymentMethod(sale.PaymentMethodId, sale.SalePayments) };
}
