import Decimal from 'decimal.js';
import { type DenominationField, Denominations } from '@intermission/contracts';

export type DenominationCounts = Record<DenominationField, number>;

/**
 * An amount of cash as a till holds it, largest denomination first (100 down to 0.05): the greedy
 * change-maker, which is the fewest pieces for this set of bills and coins. Refuses a negative amount
 * or one that no set of pieces makes (not a multiple of 0.05), rather than leaving cents out.
 */
export function makeChange(amount: Decimal.Value): DenominationCounts {
  let left = new Decimal(amount);
  if (left.isNeg()) throw new RangeError(`No change for a negative amount: ${left.toFixed(2)}`);
  const counts = {} as DenominationCounts;
  for (const d of Denominations) {
    const n = left.divToInt(d.Value);
    counts[d.Field] = n.toNumber();
    left = left.minus(n.times(d.Value));
  }
  if (!left.isZero()) throw new RangeError(`${new Decimal(amount).toFixed(2)} is not a multiple of 0.05`);
  return counts;
}
