import Decimal from 'decimal.js';
import { type CountAdjustmentLabel, CountAdjustmentLabels } from '@intermission/contracts';

/** Stock quantities are decimals; these rules (document 3 §5, §9) are the same on screen and server. */
export const StockRules = {
  /** A transfer quantity above what is on hand by less than this is reduced to what is on hand. */
  SnapThreshold: new Decimal('0.5'),
  /** Set inventory records differences of at least this much. */
  CountThreshold: new Decimal('0.01'),
  Decimals: 2,
} as const;

/** Rounds toward zero ("down") to the number of decimals given (2 by default). */
export function roundDown(value: Decimal.Value, decimals: number = StockRules.Decimals): Decimal {
  return new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
}

/**
 * The quantity a transfer moves: rounded down; when it exceeds what is on hand by less than the
 * snap threshold it becomes exactly what is on hand (a count's rounding should not strand a crumb).
 */
export function transferQuantity(entered: Decimal.Value, onHand: Decimal.Value): Decimal {
  const q = roundDown(entered);
  const have = new Decimal(onHand);
  if (q.gt(have) && q.minus(have).lt(StockRules.SnapThreshold) && have.gt(0)) return have;
  return q;
}

export interface CountLine {
  GoodId: number;
  /** What was counted. */
  Counted: Decimal.Value;
}

export interface Adjustment {
  GoodId: number;
  /** Positive: a gain to add; negative: a loss to take away. */
  Quantity: Decimal;
}

/** Set inventory: the GainLost adjustments that bring on-hand to the counts (differences ≥ 0.01 only). */
export function countAdjustments(counts: CountLine[], onHand: ReadonlyMap<number, Decimal.Value>): Adjustment[] {
  const out: Adjustment[] = [];
  for (const c of counts) {
    const diff = roundDown(c.Counted).minus(new Decimal(onHand.get(c.GoodId) ?? 0));
    if (diff.abs().gte(StockRules.CountThreshold)) out.push({ GoodId: c.GoodId, Quantity: diff });
  }
  return out;
}

/**
 * What a count adjustment is named by its sign (docs/stock.md "Count labels"): a loss when its value
 * (Σ Qty × CostPerGood, Qty signed) is below 0, or its value is 0 and its quantity (Σ Qty) is below 0;
 * else a gain. A line is named by its own figures, a movement by the net of its lines.
 */
export function countAdjustmentLabel(value: Decimal.Value, quantity: Decimal.Value): CountAdjustmentLabel {
  const v = new Decimal(value);
  return v.lt(0) || (v.isZero() && new Decimal(quantity).lt(0)) ? CountAdjustmentLabels.Loss : CountAdjustmentLabels.Gain;
}
