import Decimal from 'decimal.js';

// Document 2 §5 "Sale amounts", the same on the sale entry screen and on the server: imported by
// apps/web, so this file needs nothing but decimal.js.

/** Money to 2 decimals with the sign kept: ROUND_HALF_UP on the absolute value (§9 "Rounding"). */
export function roundMoney(value: Decimal.Value): Decimal {
  const d = new Decimal(value);
  const r = d.abs().toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return d.isNeg() ? r.neg() : r;
}

/** A priced line: its quantity (negative on a refund line) and the price per kit. */
export interface PricedLine {
  Qty: Decimal.Value;
  Price: Decimal.Value;
}

export interface SaleAmounts {
  /** Σ qty × price, rounded to 2. */
  Subtotal: Decimal;
  /** The discount in percent (0 to 100). */
  DiscountPercent: Decimal;
  /** Subtotal × (1 − discount/100), rounded to 2 with the sign kept. */
  DiscountedTotal: Decimal;
  /** The discount payment: Subtotal − DiscountedTotal. */
  DiscountAmount: Decimal;
}

/** A discount below zero, empty or not a number becomes 0 (§5 "Sale save"). */
export function discountPercent(value: Decimal.Value | null | undefined): Decimal {
  if (value === null || value === undefined || String(value).trim() === '') return new Decimal(0);
  let d: Decimal;
  try {
    d = new Decimal(String(value).trim());
  } catch {
    return new Decimal(0);
  }
  return d.isNaN() || d.isNeg() ? new Decimal(0) : d;
}

/** The sale's amounts from its lines and discount (§5 "Discounted total", "Discount payment"). */
export function saleAmounts(lines: readonly PricedLine[], discount: Decimal.Value | null | undefined): SaleAmounts {
  const subtotal = roundMoney(lines.reduce((sum, l) => sum.plus(new Decimal(l.Qty).times(l.Price)), new Decimal(0)));
  const percent = discountPercent(discount);
  const discounted = roundMoney(subtotal.times(new Decimal(1).minus(percent.div(100))));
  return { Subtotal: subtotal, DiscountPercent: percent, DiscountedTotal: discounted, DiscountAmount: subtotal.minus(discounted) };
}

/**
 * A voucher pays the discounted total exactly, or nothing (an amount per voucher of 0, a "Dynamic
 * Voucher"): otherwise 'Cannot save sale, voucher payment does not balance.' (§5).
 */
export function voucherBalances(amountPerVoucher: Decimal.Value, voucherQty: Decimal.Value, discountedTotal: Decimal.Value): boolean {
  const paid = new Decimal(amountPerVoucher).times(voucherQty);
  return paid.isZero() || paid.eq(discountedTotal);
}

/** A line of the entry form: a kit (or none yet) and a quantity (or none yet). */
export interface EntryLine<K = number> {
  KitId: K | null;
  Qty: Decimal.Value | null;
}

/**
 * The lines a sale saves (§5 "Sale save"): lines without a kit are dropped (the form's trailing empty
 * line); a kit with a quantity of 0 or none is sold once.
 */
export function saleLines<L extends EntryLine>(lines: readonly L[]): (L & { KitId: NonNullable<L['KitId']>; Qty: string })[] {
  return lines
    .filter((l) => l.KitId !== null && l.KitId !== undefined)
    .map((l) => {
      const q = l.Qty === null || l.Qty === undefined || String(l.Qty).trim() === '' ? new Decimal(0) : new Decimal(l.Qty);
      return { ...l, KitId: l.KitId!, Qty: (q.isZero() ? new Decimal(1) : q).toFixed() };
    });
}
