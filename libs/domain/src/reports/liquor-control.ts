import Decimal from 'decimal.js';
import { roundMoney } from '../sales/sale-amounts';

// The liquor control report's figures (docs/reports.md "Liquor control report"): pure, decimal.js only.

/** What the reads give for one venue day, stand and alcohol good, in units of the good. */
export interface LiquorControlFacts {
  /** Ounces in one unit (the good's Volume). */
  Volume: Decimal.Value;
  /** Σ the units the day's sales consumed (refunds negative). */
  Sold: Decimal.Value;
  /** The ledger at the day's start. */
  Opening: Decimal.Value;
  /** The net of the day's transfers in and out and received goods. */
  Transfers: Decimal.Value;
  /** The ledger at the day's end. */
  Closing: Decimal.Value;
  /** The end-of-day answer's counted figure; null when the day has none. */
  Counted: Decimal.Value | null;
  /** The cost per unit in force at the end-of-day count (else at the day's end). */
  CostPerGood: Decimal.Value;
}

/** The row's figures as exact decimal text (ounces, cost per ounce; VarianceCost to the cent). */
export interface LiquorControlFigures {
  VolumeSold: string;
  OpeningVolume: string;
  TransfersVolume: string;
  EndOfDayCountedVolume: string | null;
  ClosingVolume: string;
  TotalActualVolumeDecreased: string | null;
  VarianceVolume: string | null;
  CostPerOunce: string;
  VarianceCost: string | null;
}

/**
 * TotalActualVolumeDecreased = (Opening + Transfers − Closing) × Volume, null without an end-of-day
 * answer (document 2 §5); VarianceVolume = VolumeSold − TotalActualVolumeDecreased; VarianceCost =
 * the variance in units × the cost per unit, rounded half away from zero to the cent.
 */
export function liquorControlRow(f: LiquorControlFacts): LiquorControlFigures {
  const volume = new Decimal(f.Volume);
  const oz = (units: Decimal.Value) => new Decimal(units).times(volume);
  const sold = new Decimal(f.Sold);
  const usedUnits = f.Counted === null ? null : new Decimal(f.Opening).plus(f.Transfers).minus(f.Closing);
  const varianceUnits = usedUnits === null ? null : sold.minus(usedUnits);
  const cost = new Decimal(f.CostPerGood);
  return {
    VolumeSold: oz(sold).toFixed(),
    OpeningVolume: oz(f.Opening).toFixed(),
    TransfersVolume: oz(f.Transfers).toFixed(),
    EndOfDayCountedVolume: f.Counted === null ? null : oz(f.Counted).toFixed(),
    ClosingVolume: oz(f.Closing).toFixed(),
    TotalActualVolumeDecreased: usedUnits === null ? null : oz(usedUnits).toFixed(),
    VarianceVolume: varianceUnits === null ? null : oz(varianceUnits).toFixed(),
    CostPerOunce: volume.isZero() ? '0' : cost.dividedBy(volume).toFixed(),
    VarianceCost: varianceUnits === null ? null : roundMoney(varianceUnits.times(cost)).toFixed(2),
  };
}

export interface LiquorControlTotalFigures {
  VolumeSold: string;
  TotalActualVolumeDecreased: string | null;
  VarianceVolume: string | null;
  VarianceCost: string | null;
  RowsWithoutEndOfDayCount: number;
}

/** The totals row: VolumeSold over every row; the used and variance figures over the rows with an end-of-day answer (null when none has one). */
export function liquorControlTotals(
  rows: readonly Pick<LiquorControlFigures, 'VolumeSold' | 'TotalActualVolumeDecreased' | 'VarianceVolume' | 'VarianceCost'>[],
): LiquorControlTotalFigures {
  const answered = rows.filter((r) => r.TotalActualVolumeDecreased !== null);
  const sum = (values: (string | null)[]) => values.reduce((s, v) => s.plus(v ?? 0), new Decimal(0));
  return {
    VolumeSold: sum(rows.map((r) => r.VolumeSold)).toFixed(),
    TotalActualVolumeDecreased: answered.length ? sum(answered.map((r) => r.TotalActualVolumeDecreased)).toFixed() : null,
    VarianceVolume: answered.length ? sum(answered.map((r) => r.VarianceVolume)).toFixed() : null,
    VarianceCost: answered.length ? sum(answered.map((r) => r.VarianceCost)).toFixed(2) : null,
    RowsWithoutEndOfDayCount: rows.length - answered.length,
  };
}
