import Decimal from 'decimal.js';
import { roundMoney } from '../sales/sale-amounts';

/** The discount payment's method (document 2 §3): not a tender, left out of what was paid. */
const DiscountMethod = 7;

export interface MasterLogKitLine {
  Qty: Decimal.Value;
  SalePricePerKit: Decimal.Value;
  NonTaxablePricePerKit: Decimal.Value;
  CostPerKit: Decimal.Value;
}
export interface MasterLogPayment {
  PaymentMethodId: number;
  Total: Decimal.Value;
  TipAmount: Decimal.Value;
}

/** A kit line's money (docs/reports.md "Master transaction log"): Qty × each price, rounded once. */
export function masterLogKitFigures(k: MasterLogKitLine) {
  const qty = new Decimal(k.Qty);
  return {
    Gross: roundMoney(qty.times(k.SalePricePerKit)).toFixed(2),
    NonTaxable: roundMoney(qty.times(k.NonTaxablePricePerKit)).toFixed(2),
    Cost: roundMoney(qty.times(k.CostPerKit)).toFixed(2),
  };
}

/** A consumed good's cost: Qty × CostPerGood, rounded once. */
export function masterLogGoodCost(qty: Decimal.Value, costPerGood: Decimal.Value): string {
  return roundMoney(new Decimal(qty).times(costPerGood)).toFixed(2);
}

const sum = (values: Decimal.Value[]) => values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));

/**
 * The detail's totals: the kit lines' gross, non-taxable part and cost summed exactly, then rounded;
 * Paid the payments other than the discount payment; Tips every payment's tip.
 */
export function masterTransactionTotals(kits: MasterLogKitLine[], payments: MasterLogPayment[]) {
  const over = (pick: (k: MasterLogKitLine) => Decimal.Value) => roundMoney(sum(kits.map((k) => new Decimal(k.Qty).times(pick(k))))).toFixed(2);
  return {
    Gross: over((k) => k.SalePricePerKit),
    NonTaxable: over((k) => k.NonTaxablePricePerKit),
    Cost: over((k) => k.CostPerKit),
    Paid: roundMoney(sum(payments.filter((p) => p.PaymentMethodId !== DiscountMethod).map((p) => p.Total))).toFixed(2),
    Tips: roundMoney(sum(payments.map((p) => p.TipAmount))).toFixed(2),
  };
}
