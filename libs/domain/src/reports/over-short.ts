import Decimal from 'decimal.js';
import { type DepositFacts, DepositTenders, type DepositTender, depositFigures, latestPerStation } from '../deposits/deposit-figures';

/**
 * The over/short of one sales location at one show event (docs/reports.md "Over/short report"): the
 * deposit figures (depositFigures) of that location's facts alone, read as sold against collected.
 * Pure: the facts in, 2-decimal text out; every figure is a sum or difference of the deposit's
 * rounded tender figures, so it is exact.
 */

export interface OverShortTenderFigures {
  PaymentMethodId: DepositTender;
  Sold: string;
  Collected: string;
  OverShort: string;
}

export interface OverShortFigures {
  Tenders: OverShortTenderFigures[];
  SaleAmount: string;
  StartCashBoxAmount: string;
  EndCashBoxAmount: string;
  CashBoxAmount: string;
  CreditCardSettlementAmount: string;
  VoucherAmount: string;
  PreOrderAmount: string;
  PreOrderTotal: string;
  TipAmount: string;
  CollectedAmount: string;
  OverShort: string;
}

export interface OverShortRowFacts extends OverShortFigures {
  /** The stations with a start count and no end count (their cash counts as 0 collected). */
  MissingEndStationIds: number[];
}

/** The money columns of a row and of the totals, in display order (Tenders apart). */
export const OverShortMoneyColumns = [
  'SaleAmount',
  'StartCashBoxAmount',
  'EndCashBoxAmount',
  'CashBoxAmount',
  'CreditCardSettlementAmount',
  'VoucherAmount',
  'PreOrderAmount',
  'PreOrderTotal',
  'TipAmount',
  'CollectedAmount',
  'OverShort',
] as const;

const money = (d: Decimal.Value) => new Decimal(d).toFixed(2);
const sum = (values: readonly Decimal.Value[]) => values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));
const exact2 = (d: Decimal.Value) => new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** One row's figures from the sales location's facts (its sales per tender and its stations' counts; petty cash is not a location's). */
export function overShortRow(facts: Omit<DepositFacts, 'pettyCash'>): OverShortRowFacts {
  const deposit = depositFigures({ ...facts, pettyCash: [] });
  const starts = latestPerStation(facts.counts, 1);
  const ends = latestPerStation(facts.counts, 2);
  const tenders = deposit.Details.map((d) => ({
    PaymentMethodId: d.PaymentMethodId,
    Sold: d.SalesAmount,
    Collected: d.Amount,
    OverShort: money(new Decimal(d.Amount).minus(d.SalesAmount)),
  }));
  const of = (id: DepositTender) => tenders.find((t) => t.PaymentMethodId === id)!;
  const sold = sum(tenders.map((t) => t.Sold));
  const collected = sum(tenders.map((t) => t.Collected));
  // Each station's count is rounded as the deposit rounds its figures (they are 2-decimal money already).
  const startTotal = sum([...starts.values()].map((c) => exact2(c.Total)));
  const endTotal = sum([...ends.values()].map((c) => exact2(c.Total)));
  return {
    Tenders: tenders,
    SaleAmount: money(sold),
    StartCashBoxAmount: money(startTotal),
    EndCashBoxAmount: money(endTotal),
    CashBoxAmount: of(1).Collected,
    CreditCardSettlementAmount: money(sum([of(2).Collected, of(3).Collected, of(4).Collected])),
    VoucherAmount: of(5).Sold,
    PreOrderAmount: of(8).Collected,
    PreOrderTotal: of(8).Sold,
    TipAmount: deposit.TipTotal,
    CollectedAmount: money(collected),
    OverShort: money(collected.minus(sold)),
    MissingEndStationIds: [...starts.keys()].filter((id) => !ends.has(id)).sort((a, b) => a - b),
  };
}

/** The Totals row: each column and each tender's figures summed over the rows (exact sums of 2-decimal figures). */
export function overShortTotals(rows: readonly OverShortFigures[]): OverShortFigures {
  const column = (k: (typeof OverShortMoneyColumns)[number]) => money(sum(rows.map((r) => r[k])));
  const tender = (id: DepositTender, k: 'Sold' | 'Collected' | 'OverShort') =>
    money(sum(rows.map((r) => r.Tenders.find((t) => t.PaymentMethodId === id)?.[k] ?? 0)));
  return {
    Tenders: DepositTenders.map((id) => ({
      PaymentMethodId: id,
      Sold: tender(id, 'Sold'),
      Collected: tender(id, 'Collected'),
      OverShort: tender(id, 'OverShort'),
    })),
    ...(Object.fromEntries(OverShortMoneyColumns.map((k) => [k, column(k)])) as Record<(typeof OverShortMoneyColumns)[number], string>),
  };
}
