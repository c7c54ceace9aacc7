import Decimal from 'decimal.js';
import { PaymentMethod, type SaleRecordedData, type StationSalePush } from '@intermission/contracts';
import { type Decision, reject } from '../decision';
import { decidePosUser, decideStation } from '../stock/named-ids';
import type { SaleRejection } from '../stock/sale-decider';
import { saleAmounts } from './sale-amounts';
import { type SaleFacts, saleEvent, salePayment } from './sale-event';

/** A station's sale to decide: the push, and (the older single-sale path) whether it says it is a refund. */
export type StationSaleInput = StationSalePush & { IsRefund?: boolean };

/**
 * A sale a station pushes (its queue or the single-sale call) as the v2 event: the station priced it
 * and was paid, so the server records what it says — Subtotal Σ qty × price, the discount, Total the
 * discounted total. Its payments as sent; none sent: one cash payment of the Total. The payments other
 * than the discount (method 7) must add up to the Total (SalePaymentsDoNotBalance); discount payments
 * sent must add up to the sale's DiscountAmount, Subtotal − Total (DiscountMismatch). None sent is
 * fine: the discount is the sale's, and the reports read the sale's DiscountAmount, not its payments.
 */
export function decideStationSale(s: StationSaleInput, facts: SaleFacts): Decision<SaleRecordedData, SaleRejection> {
  if (!facts.location) return reject('SalesLocationNotFound', 'There is no such sales location', 'SalesLocationId');
  if (!facts.allowed) return reject('SaleForbidden', 'You cannot sell at this location');
  // Every id the event names exists and is usable here (docs/decisions.md "Events are valid by construction").
  const posUser = decidePosUser(s.PosUserId, facts.posUser, facts.location.ClientId);
  if (!posUser.ok) return posUser;
  const station = decideStation(s.StationId, facts.stationAtLocation);
  if (!station.ok) return station;
  if (s.ShowEventId !== null && !facts.showEvent)
    return reject('SaleShowEventNotFound', "There is no such show event at this sales location's theatre", 'ShowEventId');
  const unknown = s.SaleKits.find((k) => !facts.kits.has(k.KitId));
  if (unknown) return reject('KitNotFound', `There is no kit ${unknown.KitId}`, 'SaleKits');

  const amounts = saleAmounts(
    s.SaleKits.map((k) => ({ Qty: k.Qty, Price: k.SalePricePerKit })),
    s.DiscountPercent,
  );
  const payments = s.SalePayments.length
    ? s.SalePayments.map(salePayment)
    : [salePayment({ PaymentMethodId: PaymentMethod.Cash, Total: amounts.DiscountedTotal })];
  const paid = payments.filter((p) => p.PaymentMethodId !== PaymentMethod.Discount).reduce((sum, p) => sum.plus(p.Total), new Decimal(0));
  if (!paid.eq(amounts.DiscountedTotal))
    return reject(
      'SalePaymentsDoNotBalance',
      `The payments (${paid.toFixed(2)}, the discount left out) do not add up to the sale's total of ${amounts.DiscountedTotal.toFixed(2)}`,
      'SalePayments',
    );
  // The discount is the sale's (Subtotal − Total, §5), decided here: a discount line (method 7) sent with it must say the same.
  const discountLines = payments.filter((p) => p.PaymentMethodId === PaymentMethod.Discount);
  const sentDiscount = discountLines.reduce((sum, p) => sum.plus(p.Total), new Decimal(0));
  if (discountLines.length && !sentDiscount.eq(amounts.DiscountAmount))
    return reject(
      'DiscountMismatch',
      `The discount payment (${sentDiscount.toFixed(2)}) is not the sale's discount of ${amounts.DiscountAmount.toFixed(2)} (subtotal ${amounts.Subtotal.toFixed(2)} − discounted total ${amounts.DiscountedTotal.toFixed(2)})`,
      'SalePayments',
    );
  const tender = payments.find((p) => p.PaymentMethodId !== PaymentMethod.Discount);
  return saleEvent(
    {
      SaleId: s.SaleId.toLowerCase(),
      SalesLocationId: s.SalesLocationId,
      StationId: s.StationId,
      PosUserId: s.PosUserId,
      Source: 'Station',
      IsRefund: s.IsRefund ?? s.SaleKits.every((k) => new Decimal(k.Qty).isNeg()),
      ReduceInventory: s.ReduceInventory,
      SaleDate: s.SaleDate,
      PaymentMethodId: tender?.PaymentMethodId ?? PaymentMethod.Cash,
    },
    s.SaleKits.map((k) => ({ ...k, ItemId: k.ItemId ?? null, NonTaxablePricePerKit: k.NonTaxablePricePerKit ?? '0' })),
    amounts,
    payments,
    facts,
  );
}
