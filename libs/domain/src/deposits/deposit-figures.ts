import Decimal from 'decimal.js';
import { centsText, sumCents } from '../money/cents';

/**
 * A show event's deposit (docs/deposits.md "Formulas"): what its stations sold per tender, what
 * their end counts hold, the petty cash taken out and the tips paid out. Pure: the facts in, the
 * figures out as 2-decimal text (ROUND_HALF_UP on the absolute value, sign kept).
 */

/** The tenders of a deposit: every payment method but 7 (Discount, the system's), in id order. */
export const DepositTenders = [1, 2, 3, 4, 5, 6, 8] as const;
export type DepositTender = (typeof DepositTenders)[number];

/** Settled and tipped on a card reader or the pre-order system: their Amount is the end counts' settlement. */
const settledTenders = {
  2: { settlement: 'VisaMastercardSettlement', tip: 'VisaMastercardTipTotal' },
  3: { settlement: 'AmexSettlement', tip: 'AmexTipTotal' },
  4: { settlement: 'OtherSettlement', tip: 'OtherCreditCardTipTotal' },
  8: { settlement: 'PreorderSettlement', tip: 'PreorderTipTotal' },
} as const;

/** Nothing is counted for a voucher or a tab: their Amount is what was sold in them. */
const soldTenders: readonly number[] = [5, 6];

type Settled = (typeof settledTenders)[keyof typeof settledTenders];
export type DepositCountField = Settled['settlement'] | Settled['tip'];

/** What the show event's sale payments add up to in one method (refunds negative). */
export interface DepositSales {
  PaymentMethodId: number;
  Total: Decimal.Value;
}

/**
 * A cash box log of the show event with its FINAL figures (original + override). Only the latest
 * start and the latest end of each station count (as the manager page pairs them).
 */
export interface DepositCount extends Record<DepositCountField, Decimal.Value> {
  Id: number;
  StationId: number;
  /** 1 start, 2 end. */
  LogTypeId: number;
  TimestampUtc: string | Date;
  Total: Decimal.Value;
}

export interface DepositFacts {
  sales: readonly DepositSales[];
  counts: readonly DepositCount[];
  /** The show event's live (not deleted) petty cash withdrawals. */
  pettyCash: readonly Decimal.Value[];
}

export interface DepositDetailFigures {
  PaymentMethodId: DepositTender;
  SalesAmount: string;
  Amount: string;
  TipAmount: string;
}

export interface DepositFigures {
  Amount: string;
  PettyCashAmount: string;
  TipTotal: string;
  AmountToBePosted: string;
  Details: DepositDetailFigures[];
}

const money = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const sum = (values: readonly Decimal.Value[]) => values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));
const time = (t: string | Date) => (t instanceof Date ? t.getTime() : Date.parse(t));

/** The latest log of each station of one type: by time, then by Id (the over/short report pairs them the same way). */
export function latestPerStation(counts: readonly DepositCount[], logTypeId: number): Map<number, DepositCount> {
  const latest = new Map<number, DepositCount>();
  for (const c of counts) {
    if (c.LogTypeId !== logTypeId) continue;
    const seen = latest.get(c.StationId);
    if (!seen || time(c.TimestampUtc) > time(seen.TimestampUtc) || (time(c.TimestampUtc) === time(seen.TimestampUtc) && c.Id > seen.Id))
      latest.set(c.StationId, c);
  }
  return latest;
}

/**
 * The figures of a deposit:
 * - SalesAmount per tender = Σ the sale payments of that method;
 * - Cash Amount = Σ over stations with an end count of (end Total − start Total); a station with a
 *   start but no end adds nothing, one with an end but no start counts its start as 0;
 * - Visa/MC, Amex, Other, Preorder Amount = Σ the end counts' settlements, TipAmount Σ their tips;
 * - Voucher, Tab Amount = their SalesAmount;
 * - Amount = Σ Amounts, TipTotal = Σ TipAmounts, PettyCashAmount = Σ withdrawals,
 *   AmountToBePosted = Amount − PettyCashAmount − TipTotal.
 * Each tender's figures are rounded once (after their exact sum); the totals add the rounded
 * tender figures, so the screen's columns add up to its totals to the cent.
 */
export function depositFigures(facts: DepositFacts): DepositFigures {
  return depositFiguresInCents(facts) ?? depositFiguresInDecimals(facts);
}

/** The same figures in whole cents, when every fact is exact to the cent (a report adds up thousands: decimal.js is 20× slower); null otherwise. */
export function depositFiguresInCents(facts: DepositFacts): DepositFigures | null {
  const starts = latestPerStation(facts.counts, 1);
  const ends = [...latestPerStation(facts.counts, 2).values()];
  const details: DepositDetailFigures[] = [];
  let amount = 0;
  let tips = 0;
  for (const PaymentMethodId of DepositTenders) {
    const sales = sumCents(facts.sales.filter((s) => s.PaymentMethodId === PaymentMethodId).map((s) => s.Total));
    if (sales === null) return null;
    let tenderAmount: number | null = 0;
    let tip: number | null = 0;
    if (PaymentMethodId === 1) {
      const endTotal = sumCents(ends.map((e) => e.Total));
      const startTotal = sumCents(ends.map((e) => starts.get(e.StationId)?.Total ?? 0));
      tenderAmount = endTotal === null || startTotal === null ? null : endTotal - startTotal;
    } else if (PaymentMethodId in settledTenders) {
      const f = settledTenders[PaymentMethodId as keyof typeof settledTenders];
      tenderAmount = sumCents(ends.map((e) => e[f.settlement]));
      tip = sumCents(ends.map((e) => e[f.tip]));
    } else if (soldTenders.includes(PaymentMethodId)) tenderAmount = sales;
    if (tenderAmount === null || tip === null) return null;
    amount += tenderAmount;
    tips += tip;
    details.push({ PaymentMethodId, SalesAmount: centsText(sales), Amount: centsText(tenderAmount), TipAmount: centsText(tip) });
  }
  const pettyCash = sumCents(facts.pettyCash);
  if (pettyCash === null) return null;
  return {
    Amount: centsText(amount),
    PettyCashAmount: centsText(pettyCash),
    TipTotal: centsText(tips),
    AmountToBePosted: centsText(amount - pettyCash - tips),
    Details: details,
  };
}

/** The figures in decimal.js: the reference, and the path for facts finer than a cent. */
export function depositFiguresInDecimals(facts: DepositFacts): DepositFigures {
  const starts = latestPerStation(facts.counts, 1);
  const ends = [...latestPerStation(facts.counts, 2).values()];
  const details = DepositTenders.map((PaymentMethodId) => {
    const sales = sum(facts.sales.filter((s) => s.PaymentMethodId === PaymentMethodId).map((s) => s.Total));
    let amount = new Decimal(0);
    let tip = new Decimal(0);
    if (PaymentMethodId === 1) amount = sum(ends.map((e) => new Decimal(e.Total).minus(starts.get(e.StationId)?.Total ?? 0)));
    else if (PaymentMethodId in settledTenders) {
      const f = settledTenders[PaymentMethodId as keyof typeof settledTenders];
      amount = sum(ends.map((e) => e[f.settlement]));
      tip = sum(ends.map((e) => e[f.tip]));
    } else if (soldTenders.includes(PaymentMethodId)) amount = sales;
    return { PaymentMethodId, SalesAmount: money(sales), Amount: money(amount), TipAmount: money(tip) };
  });
  const amount = sum(details.map((d) => d.Amount));
  const tips = sum(details.map((d) => d.TipAmount));
  const pettyCash = new Decimal(money(sum(facts.pettyCash)));
  return {
    Amount: money(amount),
    PettyCashAmount: money(pettyCash),
    TipTotal: money(tips),
    AmountToBePosted: money(amount.minus(pettyCash).minus(tips)),
    Details: details,
  };
}
