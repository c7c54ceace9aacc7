import Decimal from 'decimal.js';
import { DepositTenders } from '../deposits/deposit-figures';

/**
 * The day and week totals of the deposits report (docs/reports.md "Deposits report"). Pure: the
 * report's rows, each tagged with its show event's venue day, in; exact sums of 2-decimal text out.
 */

export interface DepositsReportPayment {
  Day: string;
  PaymentMethodId: number;
  PaymentAmount: Decimal.Value;
  TipAmount: Decimal.Value;
}
export interface DepositsReportWithdrawal {
  Day: string;
  Amount: Decimal.Value;
}
export interface DepositsReportDeposit {
  Day: string;
  ComputedAmountToBePosted: Decimal.Value;
  /** null while the show event's deposit is unposted. */
  PostedAmountToBePosted: Decimal.Value | null;
}

export interface DepositsReportTotal {
  Day: string | null;
  Tenders: { PaymentMethodId: number; PaymentAmount: string; TipAmount: string }[];
  PaymentAmount: string;
  TipAmount: string;
  PettyCashAmount: string;
  ComputedAmountToBePosted: string;
  PostedAmountToBePosted: string;
}

const sum = (values: readonly Decimal.Value[]) => values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));
const money = (values: readonly Decimal.Value[]) => sum(values).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

function total(
  day: string | null,
  payments: readonly DepositsReportPayment[],
  withdrawals: readonly DepositsReportWithdrawal[],
  deposits: readonly DepositsReportDeposit[],
): DepositsReportTotal {
  const paid = payments.filter((p) => (DepositTenders as readonly number[]).includes(p.PaymentMethodId));
  return {
    Day: day,
    Tenders: DepositTenders.map((id) => {
      const of = paid.filter((p) => p.PaymentMethodId === id);
      return { PaymentMethodId: id, PaymentAmount: money(of.map((p) => p.PaymentAmount)), TipAmount: money(of.map((p) => p.TipAmount)) };
    }),
    PaymentAmount: money(paid.map((p) => p.PaymentAmount)),
    TipAmount: money(paid.map((p) => p.TipAmount)),
    PettyCashAmount: money(withdrawals.map((w) => w.Amount)),
    ComputedAmountToBePosted: money(deposits.map((d) => d.ComputedAmountToBePosted)),
    PostedAmountToBePosted: money(deposits.flatMap((d) => (d.PostedAmountToBePosted === null ? [] : [d.PostedAmountToBePosted]))),
  };
}

/** A total per day of `days` (every day listed, zeros when nothing happened) and the week's. */
export function depositsReportTotals(
  days: readonly string[],
  payments: readonly DepositsReportPayment[],
  withdrawals: readonly DepositsReportWithdrawal[],
  deposits: readonly DepositsReportDeposit[],
): { Days: DepositsReportTotal[]; Totals: DepositsReportTotal } {
  return {
    Days: days.map((d) =>
      total(
        d,
        payments.filter((p) => p.Day === d),
        withdrawals.filter((w) => w.Day === d),
        deposits.filter((x) => x.Day === d),
      ),
    ),
    Totals: total(null, payments, withdrawals, deposits),
  };
}
