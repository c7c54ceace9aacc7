import Decimal from 'decimal.js';
import { type DepositCount, type DepositFacts, DepositTenders, type DepositTender, depositFigures, latestPerStation } from '../deposits/deposit-figures';
import { centsText, sumCents, centsOf } from '../money/cents';

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

/** One station's cash drawer under a row: its counts, the cash sold at it and its over/short (docs/reports.md "Per drawer"). */
export interface OverShortDrawerFigures {
  /** null: cash sold with no station (a manual sale). */
  StationId: number | null;
  /** The latest start count's final Total; null when the station has none (counted as 0). */
  Start: string | null;
  /** The latest end count's final Total; null when the station has none (its cash counts as 0 collected). */
  End: string | null;
  CashSold: string;
  /** (End − Start, or 0 with no end count) − CashSold: the row's cash over/short is the sum of its drawers'. */
  OverShort: string;
}

export interface OverShortRowFacts extends OverShortFigures {
  /** The stations with a start count and no end count (their cash counts as 0 collected). */
  MissingEndStationIds: number[];
  /** Each station's drawer, by StationId (the no-station drawer last). */
  Drawers: OverShortDrawerFigures[];
}

/** Cash (method 1) sold at one station of the location (refunds negative); StationId null for a sale with no station. */
export interface OverShortStationCash {
  StationId: number | null;
  Total: Decimal.Value;
}

/** A location's facts: the deposit's (no petty cash) and the cash sold per station (none given: every drawer's CashSold is 0). */
export type OverShortFacts = Omit<DepositFacts, 'pettyCash'> & { stationCash?: readonly OverShortStationCash[] };

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

const exact2 = (d: Decimal.Value) => new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
/** Σ money figures as 2-decimal text: in whole cents (the figures here are 2-decimal text), decimal.js for anything finer. */
const add = (values: readonly Decimal.Value[]) => {
  const cents = sumCents(values);
  return cents === null ? values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0)).toFixed(2) : centsText(cents);
};
const minus = (a: string, b: string) => add([a, b.startsWith('-') ? b.slice(1) : `-${b}`]);

/** One row's figures from the sales location's facts (its sales per tender and its stations' counts; petty cash is not a location's). */
export function overShortRow(facts: OverShortFacts): OverShortRowFacts {
  const deposit = depositFigures({ ...facts, pettyCash: [] });
  const starts = latestPerStation(facts.counts, 1);
  const ends = latestPerStation(facts.counts, 2);
  const tenders = deposit.Details.map((d) => ({
    PaymentMethodId: d.PaymentMethodId,
    Sold: d.SalesAmount,
    Collected: d.Amount,
    OverShort: minus(d.Amount, d.SalesAmount),
  }));
  const of = (id: DepositTender) => tenders.find((t) => t.PaymentMethodId === id)!;
  const sold = add(tenders.map((t) => t.Sold));
  const collected = add(tenders.map((t) => t.Collected));
  // Each station's count is rounded as the deposit rounds its figures (they are 2-decimal money already).
  const total = (c: DepositCount) => (centsOf(c.Total) === null ? exact2(c.Total) : String(c.Total));
  const counted = (logs: Map<number, DepositCount>) => add([...logs.values()].map(total));
  return {
    Tenders: tenders,
    SaleAmount: sold,
    StartCashBoxAmount: counted(starts),
    EndCashBoxAmount: counted(ends),
    CashBoxAmount: of(1).Collected,
    CreditCardSettlementAmount: add([of(2).Collected, of(3).Collected, of(4).Collected]),
    VoucherAmount: of(5).Sold,
    PreOrderAmount: of(8).Collected,
    PreOrderTotal: of(8).Sold,
    TipAmount: deposit.TipTotal,
    CollectedAmount: collected,
    OverShort: minus(collected, sold),
    MissingEndStationIds: [...starts.keys()].filter((id) => !ends.has(id)).sort((a, b) => a - b),
    Drawers: overShortDrawers(starts, ends, facts.stationCash ?? [], total),
  };
}

/** The drawers of a row: every station with a count or a cash sale, by StationId, the no-station cash last. */
function overShortDrawers(
  starts: Map<number, DepositCount>,
  ends: Map<number, DepositCount>,
  stationCash: readonly OverShortStationCash[],
  total: (c: DepositCount) => string,
): OverShortDrawerFigures[] {
  const sold = new Map<number | null, Decimal.Value[]>();
  for (const c of stationCash) (sold.get(c.StationId) ?? sold.set(c.StationId, []).get(c.StationId)!).push(c.Total);
  const ids = [...new Set<number | null>([...starts.keys(), ...ends.keys(), ...sold.keys()])].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  return ids.map((id) => {
    const start = id === null ? undefined : starts.get(id);
    const end = id === null ? undefined : ends.get(id);
    const cashSold = exact2(add(sold.get(id) ?? []));
    // As the deposit's cash: end − start (no start: 0) for a station with an end count, nothing collected without one.
    const collected = end ? minus(total(end), start ? total(start) : '0.00') : '0.00';
    return {
      StationId: id,
      Start: start ? total(start) : null,
      End: end ? total(end) : null,
      CashSold: cashSold,
      OverShort: minus(collected, cashSold),
    };
  });
}

/** The Totals row: each column and each tender's figures summed over the rows (exact sums of 2-decimal figures). */
export function overShortTotals(rows: readonly OverShortFigures[]): OverShortFigures {
  const column = (k: (typeof OverShortMoneyColumns)[number]) => add(rows.map((r) => r[k]));
  // Each tender's figures gathered in one pass over the rows (a row without the tender adds nothing).
  const figures = new Map(DepositTenders.map((id) => [id, { Sold: [] as string[], Collected: [] as string[], OverShort: [] as string[] }]));
  for (const r of rows)
    for (const t of r.Tenders) {
      const f = figures.get(t.PaymentMethodId);
      if (!f) continue;
      f.Sold.push(t.Sold);
      f.Collected.push(t.Collected);
      f.OverShort.push(t.OverShort);
    }
  return {
    Tenders: DepositTenders.map((id) => {
      const f = figures.get(id)!;
      return { PaymentMethodId: id, Sold: add(f.Sold), Collected: add(f.Collected), OverShort: add(f.OverShort) };
    }),
    ...(Object.fromEntries(OverShortMoneyColumns.map((k) => [k, column(k)])) as Record<(typeof OverShortMoneyColumns)[number], string>),
  };
}
