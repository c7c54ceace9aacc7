import Decimal from 'decimal.js';
import { roundMoney } from '../sales/sale-amounts';

/** reportFromSales's formulas (docs/reports.md "Sales per sales location and show event (reportFromSales)"). */

/** The tenders in their order (document 2 §3's payment methods but 7, the discount). */
export const SalesTenderOrder = [1, 2, 3, 4, 5, 6, 8] as const;

export interface TenderSums {
  PaymentMethodId: number;
  SaleAmount: Decimal.Value;
  TipAmount: Decimal.Value;
}

export interface SalesLocationSums {
  SalesCount: number;
  /** Σ the payments' Total and TipAmount per method as read (7 is left out). */
  Tenders: TenderSums[];
  Discounts: Decimal.Value;
}

export interface SalesLocationFigures {
  SalesCount: number;
  Tenders: { PaymentMethodId: number; SaleAmount: string; TipAmount: string }[];
  SaleAmount: string;
  TipAmount: string;
  Discounts: string;
}

/** One row: each tender rounded once (sign kept), in tender order, none without a payment; the sums add the rounded tenders. */
export function reportFromSalesRow(s: SalesLocationSums): SalesLocationFigures {
  const Tenders = SalesTenderOrder.flatMap((m) => {
    const of = s.Tenders.filter((t) => t.PaymentMethodId === m);
    if (!of.length) return [];
    const sale = roundMoney(of.reduce((sum, t) => sum.plus(t.SaleAmount), new Decimal(0)));
    const tip = roundMoney(of.reduce((sum, t) => sum.plus(t.TipAmount), new Decimal(0)));
    return [{ PaymentMethodId: m, SaleAmount: sale.toFixed(2), TipAmount: tip.toFixed(2) }];
  });
  return {
    SalesCount: s.SalesCount,
    Tenders,
    SaleAmount: Tenders.reduce((sum, t) => sum.plus(t.SaleAmount), new Decimal(0)).toFixed(2),
    TipAmount: Tenders.reduce((sum, t) => sum.plus(t.TipAmount), new Decimal(0)).toFixed(2),
    Discounts: roundMoney(s.Discounts).toFixed(2),
  };
}

/** The Totals: the rows' rounded figures added, per tender too (exact). */
export function reportFromSalesTotals(rows: readonly SalesLocationFigures[]): SalesLocationFigures {
  const Tenders = SalesTenderOrder.flatMap((m) => {
    const of = rows.flatMap((r) => r.Tenders.filter((t) => t.PaymentMethodId === m));
    return of.length
      ? [
          {
            PaymentMethodId: m,
            SaleAmount: of.reduce((sum, t) => sum.plus(t.SaleAmount), new Decimal(0)).toFixed(2),
            TipAmount: of.reduce((sum, t) => sum.plus(t.TipAmount), new Decimal(0)).toFixed(2),
          },
        ]
      : [];
  });
  const add = (k: 'SaleAmount' | 'TipAmount' | 'Discounts') => rows.reduce((sum, r) => sum.plus(r[k]), new Decimal(0)).toFixed(2);
  return {
    SalesCount: rows.reduce((n, r) => n + r.SalesCount, 0),
    Tenders,
    SaleAmount: add('SaleAmount'),
    TipAmount: add('TipAmount'),
    Discounts: add('Discounts'),
  };
}
