import Decimal from 'decimal.js';
import { roundMoney } from '../sales/sale-amounts';

/**
 * The figures of one good at one inventory location over a period [S, E), read from the events
 * (docs/reports.md says where each comes from). Sales and wastes are positive quantities taken out.
 */
export interface LocationGoodFigures {
  /** What the ledger holds at S: every movement before S, count adjustments included. */
  onHandAtStart: Decimal.Value;
  /** Counted − expected of the last count before S (0 when there was none or it matched). */
  openingAdjustment: Decimal.Value;
  /** Net transfers in and out (every movement but counts, wastes and sales) from S to the end count. */
  additions: Decimal.Value;
  sales: Decimal.Value;
  wastes: Decimal.Value;
  /** The last count in the period, null when none. */
  countedEnd: Decimal.Value | null;
  /** Every movement after the end count, up to E (0 without an end count). */
  postEnding: Decimal.Value;
  /** The standard cost in force at the end count (else at the period's end). */
  cost: Decimal.Value;
}

export interface ReportFigures {
  ExpectedOpening: Decimal;
  CountedOpening: Decimal;
  OpeningAdjustments: Decimal;
  Additions: Decimal;
  Sales: Decimal;
  Wastes: Decimal;
  ExpectedEnd: Decimal;
  CountedEnd: Decimal | null;
  PostEndingTransfers: Decimal;
  Variance: Decimal;
  GainLoss: Decimal;
}

const d = (v: Decimal.Value) => new Decimal(v);

/**
 * One row's figures (the formulas): opening adjustments = counted − expected opening;
 * expected end = counted opening + additions − sales − wastes; variance = counted end − expected
 * end (0 when nothing was counted); gain/loss = variance × the cost in force, to the cent.
 */
export function reportFigures(f: LocationGoodFigures): ReportFigures {
  const CountedOpening = d(f.onHandAtStart);
  const OpeningAdjustments = d(f.openingAdjustment);
  const ExpectedOpening = CountedOpening.minus(OpeningAdjustments);
  const Additions = d(f.additions);
  const Sales = d(f.sales);
  const Wastes = d(f.wastes);
  const ExpectedEnd = CountedOpening.plus(Additions).minus(Sales).minus(Wastes);
  const CountedEnd = f.countedEnd === null ? null : d(f.countedEnd);
  const Variance = CountedEnd === null ? new Decimal(0) : CountedEnd.minus(ExpectedEnd);
  return {
    ExpectedOpening,
    CountedOpening,
    OpeningAdjustments,
    Additions,
    Sales,
    Wastes,
    ExpectedEnd,
    CountedEnd,
    PostEndingTransfers: CountedEnd === null ? new Decimal(0) : d(f.postEnding),
    Variance,
    GainLoss: roundMoney(Variance.times(f.cost)),
  };
}

/**
 * A composite entry (a venue with all its locations): each figure summed. A location without an
 * end count contributes its expected end to the counted end when another location was counted, so
 * counted end = expected end + variance still holds; gain/loss is the sum of the rows' cents.
 */
export function sumFigures(rows: ReportFigures[]): ReportFigures {
  const zero = new Decimal(0);
  const anyCounted = rows.some((r) => r.CountedEnd !== null);
  const sum = (pick: (r: ReportFigures) => Decimal) => rows.reduce((acc, r) => acc.plus(pick(r)), zero);
  return {
    ExpectedOpening: sum((r) => r.ExpectedOpening),
    CountedOpening: sum((r) => r.CountedOpening),
    OpeningAdjustments: sum((r) => r.OpeningAdjustments),
    Additions: sum((r) => r.Additions),
    Sales: sum((r) => r.Sales),
    Wastes: sum((r) => r.Wastes),
    ExpectedEnd: sum((r) => r.ExpectedEnd),
    CountedEnd: anyCounted ? sum((r) => r.CountedEnd ?? r.ExpectedEnd) : null,
    PostEndingTransfers: sum((r) => r.PostEndingTransfers),
    Variance: sum((r) => r.Variance),
    GainLoss: sum((r) => r.GainLoss),
  };
}

/** The quantity columns of a row. */
export const QuantityColumns = [
  'ExpectedOpening',
  'CountedOpening',
  'OpeningAdjustments',
  'Additions',
  'Sales',
  'Wastes',
  'ExpectedEnd',
  'CountedEnd',
  'PostEndingTransfers',
  'Variance',
] as const;

/** Alcohol goods are counted in ounces: every quantity × the good's Volume (gain/loss is unchanged). */
export function inOunces(f: ReportFigures, volume: Decimal.Value): ReportFigures {
  const out = { ...f };
  for (const k of QuantityColumns) {
    const v = f[k];
    (out as Record<string, Decimal | null>)[k] = v === null ? null : v.times(volume);
  }
  return out;
}

/** The gain/loss report's per-category Total: Sales, Wastes, OpeningAdjustments, Variance and GainLoss summed (document 3 §2). */
export const TotalColumns = ['Sales', 'Wastes', 'OpeningAdjustments', 'Variance', 'GainLoss'] as const;
