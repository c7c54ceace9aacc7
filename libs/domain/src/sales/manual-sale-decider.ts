import Decimal from 'decimal.js';
import { type ManualSale, PaymentMethod, type SaleRecordedData, SaleMessages } from '@intermission/contracts';
import { type Decision, accept, reject } from '../decision';
import type { SaleRejection } from '../stock/sale-decider';
import { saleAmounts, saleLines, voucherBalances } from './sale-amounts';
import { type SaleFacts, saleEvent, salePayment } from './sale-event';

/** POST admin/sale/{reduceInventory}/postShowStart/{postShowStart}/{forced}, the path's flags beside the body. */
export interface ManualSaleCommand {
  body: ManualSale;
  saleId: string;
  reduceInventory: boolean;
  postShowStart: boolean;
}

/** A show event's times as the sale date needs them (PostShowStart: minutes after Start). */
export interface ManualShowEvent {
  Id: number;
  Start: string;
  PostShowStart: number | null;
}

/** What a manual sale is decided against, beyond what every sale is. */
export interface ManualSaleFacts extends SaleFacts {
  /** The venue of the sales location (the body's VenueId must be it). */
  salesLocationVenueId: number | undefined;
  /** The sales location's menu: price per kit; null when it has none (archived, or no kits on it). */
  menu: ReadonlyMap<number, string> | null;
  /** The voucher (coupon) named, when it is one of the venue's. */
  voucherFound: boolean;
  /** With reduceInventory: on hand per tracked good at the sales location's inventory location. */
  onHand: ReadonlyMap<number, string>;
}

/**
 * When a manual sale happened (docs/sales.md "Path parameters"): with a show event, at its start, or
 * with postShowStart at its post-show start (Start + PostShowStart minutes); without one, the body's
 * SaleDate, which is then required.
 */
export function manualSaleDate(body: Pick<ManualSale, 'SaleDate'>, showEvent: ManualShowEvent | null, postShowStart: boolean): Decision<string, SaleRejection> {
  if (showEvent) {
    const start = new Date(showEvent.Start).getTime();
    return accept(new Date(postShowStart ? start + (showEvent.PostShowStart ?? 0) * 60_000 : start).toISOString());
  }
  if (!body.SaleDate) return reject('SaleDateRequired', 'A sale without a show event needs its SaleDate', 'SaleDate');
  return accept(new Date(body.SaleDate).toISOString());
}

/**
 * A sale entered by hand (document 2 §5 "Sale save", "Sale amounts"), its rules in this order: the
 * POS user; the sales location (of the venue, usable by the user) and its menu; the show event or
 * the date; the lines (empty ones dropped, a quantity of 0 sold once, priced from the menu); the
 * discount (below 0 or empty: 0, done by ManualSaleSchema); the voucher; with reduceInventory no
 * tracked good below 0. Paid in cash, or by the voucher, for the discounted total, plus a discount
 * payment (method 7) for the discount; the sale's method is 1 (cash). Negative lines are refunds.
 */
export function decideManualSale(
  c: ManualSaleCommand,
  date: Decision<string, SaleRejection>,
  facts: ManualSaleFacts,
): Decision<SaleRecordedData, SaleRejection> {
  const { body } = c;
  if (!facts.posUser || facts.posUser.Id !== body.UserId || (facts.location && facts.posUser.ClientId !== facts.location.ClientId))
    return reject('PosUserNotFound', SaleMessages.NoPosUser, 'UserId');
  if (!facts.location || facts.salesLocationVenueId !== body.VenueId)
    return reject('SalesLocationNotFound', 'There is no such sales location at this venue', 'SalesLocationId');
  if (!facts.allowed) return reject('SaleForbidden', 'You cannot sell at this location');
  if (!facts.menu) return reject('NoMenu', SaleMessages.NoMenu);
  if (body.ShowEventId !== null && !facts.showEvent)
    return reject('SaleShowEventNotFound', "There is no such show event at this sales location's theatre", 'ShowEventId');
  if (!date.ok) return date;

  const lines = saleLines(body.Lines);
  if (!lines.length) return reject('NoValidLine', SaleMessages.NoValidLine, 'Lines');
  const unknown = lines.find((l) => !facts.kits.has(l.KitId));
  if (unknown) return reject('KitNotFound', `There is no kit ${unknown.KitId}`, 'Lines');
  const offMenu = lines.find((l) => !facts.menu!.has(l.KitId));
  if (offMenu) return reject('KitNotOnMenu', `Kit ${offMenu.KitId} is not on this sales location's menu`, 'Lines');
  const priced = lines.map((l) => ({
    KitId: l.KitId,
    ItemId: l.ItemId ?? null,
    Qty: l.Qty,
    SalePricePerKit: facts.menu!.get(l.KitId)!,
    NonTaxablePricePerKit: '0',
  }));
  const amounts = saleAmounts(
    priced.map((l) => ({ Qty: l.Qty, Price: l.SalePricePerKit })),
    body.Discount,
  );

  const voucher = body.Voucher;
  if (voucher) {
    if (!voucherBalances(voucher.AmountPerVoucher, voucher.VoucherQty, amounts.DiscountedTotal))
      return reject('VoucherDoesNotBalance', SaleMessages.VoucherDoesNotBalance, 'Voucher');
    if (!facts.voucherFound) return reject('VoucherNotFound', 'There is no such voucher at this venue', 'Voucher.VoucherId');
  }

  const decided = saleEvent(
    {
      SaleId: c.saleId.toLowerCase(),
      SalesLocationId: body.SalesLocationId,
      StationId: null,
      PosUserId: body.UserId,
      Source: 'Manual',
      IsRefund: priced.every((l) => new Decimal(l.Qty).isNeg()),
      ReduceInventory: c.reduceInventory,
      SaleDate: date.value,
      // §5: "The sale payment method is forced to 1 (cash)".
      PaymentMethodId: PaymentMethod.Cash,
    },
    priced,
    amounts,
    [
      voucher
        ? salePayment({ PaymentMethodId: PaymentMethod.Voucher, Total: amounts.DiscountedTotal, ...voucher })
        : salePayment({ PaymentMethodId: PaymentMethod.Cash, Total: amounts.DiscountedTotal }),
      ...(amounts.DiscountAmount.isZero() ? [] : [salePayment({ PaymentMethodId: PaymentMethod.Discount, Total: amounts.DiscountAmount })]),
    ],
    facts,
  );
  if (!decided.ok || !c.reduceInventory) return decided;
  // What each tracked good would be left at after this sale; only goods it takes out can go below 0.
  const taken = new Map<number, Decimal>();
  for (const g of decided.value.SaleGoods) taken.set(g.GoodId, (taken.get(g.GoodId) ?? new Decimal(0)).plus(g.Qty));
  for (const [goodId, qty] of taken)
    if (qty.gt(0) && new Decimal(facts.onHand.get(goodId) ?? 0).minus(qty).isNeg()) return reject('NegativeInventory', SaleMessages.NegativeInventory);
  return decided;
}
