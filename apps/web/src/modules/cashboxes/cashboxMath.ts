import Decimal from 'decimal.js';

// The figures of a cash box (spec document 2 §3) in exact decimals: the browser shows what the
// server stores, so no float ever touches a dollar.

/** The cash denominations of §3, largest first, as exact decimal texts. */
export const Denominations = ['100', '50', '20', '10', '5', '1', '0.25', '0.10', '0.05'] as const;
export type Denomination = (typeof Denominations)[number];

/** A decimal from a text or number; null when it is not one ('', 'abc', NaN, Infinity). */
export function toDecimal(value: string | number | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return new Decimal(text);
}

const money = (d: Decimal) => d.toFixed(2);

/** Final value shown for a field: original + override (§3); an unreadable part counts as 0. */
export function finalValue(original: string | number | null | undefined, override: string | number | null | undefined): string {
  return money((toDecimal(original) ?? new Decimal(0)).plus(toDecimal(override) ?? 0));
}

/** The override saved for a field (§3): final − original, 0 when the final value is not a number. */
export function overrideFor(original: string | number | null | undefined, final: string | number | null | undefined): string {
  const f = toDecimal(final);
  if (f === null) return money(new Decimal(0));
  return money(f.minus(toDecimal(original) ?? 0));
}

/** Σ count × denomination, in dollars with 2 decimals; a missing or unreadable count is 0. */
export function cashTotal(counts: Partial<Record<Denomination, string | number | null | undefined>>): string {
  return money(Denominations.reduce((sum, d) => sum.plus(new Decimal(d).times(toDecimal(counts[d]) ?? 0)), new Decimal(0)));
}

/** Σ of money texts (a grid's totals row); unreadable parts count as 0. */
export function sumMoney(values: (string | number | null | undefined)[]): string {
  return money(values.reduce<Decimal>((sum, v) => sum.plus(toDecimal(v) ?? 0), new Decimal(0)));
}
