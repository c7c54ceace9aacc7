import Decimal from 'decimal.js';
import { roundMoney } from '../sales/sale-amounts';

/** The sales reconciliation report's formulas (docs/reports.md "Sales reconciliation report"). */

/** The tender columns and their payment methods (the discount, 7, is no tender). */
export const ReconciliationTenderMethods = { Cash: 1, VisaMasterCard: 2, Amex: 3, OtherCreditCard: 4, Voucher: 5, Tab: 6, Preorder: 8 } as const;
export type ReconciliationTenderName = keyof typeof ReconciliationTenderMethods;
const tenderNames = Object.keys(ReconciliationTenderMethods) as ReconciliationTenderName[];

/** A posted deposit's figures as the deposits projection holds them. */
export interface PostedDepositFigures {
  Amount: Decimal.Value;
  PettyCashAmount: Decimal.Value;
  TipTotal: Decimal.Value;
  AmountToBePosted: Decimal.Value;
}

/** A row's exact sums as read (signed: refunds negative), the payments per method id, and its posted deposit or null. */
export interface ReconciliationSums {
  SalesCount: number;
  /** Σ Subtotal of the sales that are not refunds. */
  GrossSales: Decimal.Value;
  /** Σ Subtotal of the refunds. */
  Refunds: Decimal.Value;
  /** Σ DiscountAmount of all the sales. */
  Discounts: Decimal.Value;
  /** Σ payment Total per payment method id (any method; 7 is left out of the tenders). */
  Payments: Partial<Record<number, Decimal.Value>>;
  Tips: Decimal.Value;
  Deposit: PostedDepositFigures | null;
}

export type ReconciliationFigures = { SalesCount: number } & Record<
  'GrossSales' | 'Refunds' | 'Discounts' | 'NetSales' | ReconciliationTenderName | 'Paid' | 'Unpaid' | 'Tips',
  string
> &
  Record<'Deposited' | 'PettyCash' | 'DepositTips' | 'AmountToBePosted' | 'Difference', string | null>;

const money = (v: Decimal.Value) => roundMoney(v).toFixed(2);

/**
 * One row: each figure rounded once (2 decimals, half away from zero, sign kept); NetSales =
 * GrossSales + Refunds − Discounts, Paid = Σ the tenders, Unpaid = NetSales − Paid, Difference =
 * Deposited − Paid — all on the rounded figures, so the row reads as it adds up.
 */
export function reconciliationRow(s: ReconciliationSums): ReconciliationFigures {
  const gross = roundMoney(s.GrossSales);
  const refunds = roundMoney(s.Refunds);
  const discounts = roundMoney(s.Discounts);
  const net = gross.plus(refunds).minus(discounts);
  const tenders = Object.fromEntries(tenderNames.map((n) => [n, roundMoney(s.Payments[ReconciliationTenderMethods[n]] ?? 0)])) as Record<
    ReconciliationTenderName,
    Decimal
  >;
  const paid = tenderNames.reduce((sum, n) => sum.plus(tenders[n]), new Decimal(0));
  const deposited = s.Deposit ? roundMoney(s.Deposit.Amount) : null;
  return {
    SalesCount: s.SalesCount,
    GrossSales: gross.toFixed(2),
    Refunds: refunds.toFixed(2),
    Discounts: discounts.toFixed(2),
    NetSales: net.toFixed(2),
    ...(Object.fromEntries(tenderNames.map((n) => [n, tenders[n].toFixed(2)])) as Record<ReconciliationTenderName, string>),
    Paid: paid.toFixed(2),
    Unpaid: net.minus(paid).toFixed(2),
    Tips: money(s.Tips),
    Deposited: deposited ? deposited.toFixed(2) : null,
    PettyCash: s.Deposit ? money(s.Deposit.PettyCashAmount) : null,
    DepositTips: s.Deposit ? money(s.Deposit.TipTotal) : null,
    AmountToBePosted: s.Deposit ? money(s.Deposit.AmountToBePosted) : null,
    Difference: deposited ? deposited.minus(paid).toFixed(2) : null,
  };
}

const sumKeys = ['GrossSales', 'Refunds', 'Discounts', 'NetSales', ...tenderNames, 'Paid', 'Unpaid', 'Tips'] as const;
const depositKeys = ['Deposited', 'PettyCash', 'DepositTips', 'AmountToBePosted', 'Difference'] as const;

/** The Totals: Σ the rows' rounded figures (exact); the deposit columns over the posted rows, null when none is posted. */
export function reconciliationTotals(rows: readonly ReconciliationFigures[]): ReconciliationFigures {
  const out = { SalesCount: rows.reduce((n, r) => n + r.SalesCount, 0) } as ReconciliationFigures;
  for (const k of sumKeys) out[k] = rows.reduce((sum, r) => sum.plus(r[k]), new Decimal(0)).toFixed(2);
  for (const k of depositKeys) {
    const posted = rows.filter((r) => r[k] !== null);
    out[k] = posted.length ? posted.reduce((sum, r) => sum.plus(r[k]!), new Decimal(0)).toFixed(2) : null;
  }
  return out;
}
