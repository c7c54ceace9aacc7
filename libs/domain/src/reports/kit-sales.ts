import Decimal from 'decimal.js';
import { roundMoney } from '../sales/sale-amounts';

/** The kit sales report's formulas (docs/reports.md "Kit sales report"). */

/** §9 "Tax amount = gross − gross/(1 + rate/100)": the tax inside a tax-included amount, exact (round it once, when written). */
export function taxAmount(taxable: Decimal.Value, ratePercent: Decimal.Value): Decimal {
  const gross = new Decimal(taxable);
  return gross.minus(gross.div(new Decimal(1).plus(new Decimal(ratePercent).div(100))));
}

/** One kit row's exact sums as read (Σ Qty, Σ Qty × price, Σ Qty × taxable price, Σ Qty × cost) and the venue's rate. */
export interface KitSalesSums {
  Quantity: Decimal.Value;
  Gross: Decimal.Value;
  Taxable: Decimal.Value;
  Cogs: Decimal.Value;
  TaxRate: Decimal.Value;
}

export interface KitSalesFigures {
  Quantity: string;
  GrossSales: string;
  TaxableAmt: string;
  TaxRate: string;
  TaxAmount: string;
  COGs: string;
}

/** A row's figures: each money figure rounded once from its exact sum; the tax from the exact taxable amount. */
export function kitSalesRow(s: KitSalesSums): KitSalesFigures {
  return {
    Quantity: new Decimal(s.Quantity).toFixed(),
    GrossSales: roundMoney(s.Gross).toFixed(2),
    TaxableAmt: roundMoney(s.Taxable).toFixed(2),
    TaxRate: new Decimal(s.TaxRate).toFixed(),
    TaxAmount: roundMoney(taxAmount(s.Taxable, s.TaxRate)).toFixed(2),
    COGs: roundMoney(s.Cogs).toFixed(2),
  };
}

/** The Totals row: the sums of the rows as shown (rounded figures), so the columns add up on screen and in the file. */
export function kitSalesTotals(rows: readonly Pick<KitSalesFigures, 'Quantity' | 'GrossSales' | 'TaxableAmt' | 'TaxAmount' | 'COGs'>[]) {
  const sum = (k: 'Quantity' | 'GrossSales' | 'TaxableAmt' | 'TaxAmount' | 'COGs') => rows.reduce((acc, r) => acc.plus(r[k]), new Decimal(0));
  return {
    Quantity: sum('Quantity').toFixed(),
    GrossSales: sum('GrossSales').toFixed(2),
    TaxableAmt: sum('TaxableAmt').toFixed(2),
    TaxAmount: sum('TaxAmount').toFixed(2),
    COGs: sum('COGs').toFixed(2),
  };
}

/**
 * Payments by method (Σ Total per PaymentMethodId) → the report's tender totals (§3 "Response totals"; Tab ours).
 * `DiscountAmount` is Σ the sales' own DiscountAmount (decided when each was recorded, §5), not their
 * discount payment lines (method 7, ignored here): a station sale may carry its discount without one.
 */
export function tenderTotals(
  byMethod: ReadonlyMap<number, Decimal.Value> | readonly { PaymentMethodId: number; Total: Decimal.Value }[],
  discount: Decimal.Value,
) {
  const map = Array.isArray(byMethod)
    ? new Map((byMethod as { PaymentMethodId: number; Total: Decimal.Value }[]).map((p) => [p.PaymentMethodId, p.Total]))
    : (byMethod as ReadonlyMap<number, Decimal.Value>);
  const of = (...ids: number[]) => roundMoney(ids.reduce((acc, id) => acc.plus(map.get(id) ?? 0), new Decimal(0))).toFixed(2);
  return {
    CashTotal: of(1),
    CreditTotal: of(2, 3, 4),
    VoucherTotal: of(5),
    TabTotal: of(6),
    DiscountAmount: roundMoney(discount).toFixed(2),
    PreOrderTotal: of(8),
  };
}
