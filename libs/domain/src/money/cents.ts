import type Decimal from 'decimal.js';

/**
 * Money that is exact to the cent, as whole cents in a JS number: the fast path of the figures that
 * only add and subtract money (a deposit, an over/short row, a report's totals). A sum of whole
 * numbers below 2^53 is exact, so these figures equal decimal.js's to the cent; a value with more
 * than 2 significant decimals, in exponent form or too large answers null and the caller takes its
 * decimal.js path (each caller's spec compares both paths on random figures).
 */

// At most 13 digits in the whole part: 10^15 cents stays far below 2^53 even summed a thousand times over.
const WholeDigits = 13;
const Limit = Number.MAX_SAFE_INTEGER;

/**
 * A value as whole cents, or null when it is not exact to the cent (or not a plain decimal: an optional
 * sign, 1 to 13 digits, optionally a point and digits). Read character by character: a report adds
 * tens of thousands of figures, and a regular expression per figure was most of its time.
 */
export function centsOf(value: Decimal.Value): number | null {
  const s = typeof value === 'string' ? value : value.toString();
  const n = s.length;
  let i = 0;
  let c = s.charCodeAt(0);
  const negative = c === 45; // -
  if (negative || c === 43) i = 1; // + too
  let whole = 0;
  const start = i;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    whole = whole * 10 + (c - 48);
  }
  if (i === start || i - start > WholeDigits) return null;
  let cents = whole * 100;
  if (i < n) {
    if (c !== 46) return null; // .
    // Decimals past the second must be zeros ("12.5000" from a numeric(12,4) column is exact).
    for (let place = 0, j = i + 1; j < n; j++, place++) {
      c = s.charCodeAt(j);
      if (c < 48 || c > 57) return null;
      if (place === 0) cents += (c - 48) * 10;
      else if (place === 1) cents += c - 48;
      else if (c !== 48) return null;
    }
  }
  return negative ? -cents : cents;
}

/** The sum of values in cents, or null when one is not exact to the cent or the sum leaves the safe range. */
export function sumCents(values: Iterable<Decimal.Value>): number | null {
  let total = 0;
  for (const v of values) {
    const c = centsOf(v);
    if (c === null) return null;
    total += c;
    if (total > Limit || total < -Limit) return null;
  }
  return total;
}

/** Cents as 2-decimal text ('-0.05', '1234.50'), the form decimal.js's toFixed(2) gives. */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const part = abs - whole * 100;
  return `${cents < 0 ? '-' : ''}${whole}.${part < 10 ? '0' : ''}${part}`;
}
