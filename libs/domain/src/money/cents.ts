import type Decimal from 'decimal.js';

/**
 * Money that is exact to the cent, as whole cents in a JS number: the fast path of the figures that
 * only add and subtract money (a deposit, an over/short row, a report's totals). A sum of whole
 * numbers below 2^53 is exact, so these figures equal decimal.js's to the cent; a value with more
 * than 2 significant decimals, in exponent form or too large answers null and the caller takes its
 * decimal.js path (each caller's spec compares both paths on random figures).
 */

// Sign, whole part (at most 13 digits: 10^15 cents stays far below 2^53 even summed a thousand times over), decimals.
const Exact = /^([+-]?)(\d{1,13})(?:\.(\d*))?$/;
const Limit = Number.MAX_SAFE_INTEGER;

/** A value as whole cents, or null when it is not exact to the cent (or not a plain decimal). */
export function centsOf(value: Decimal.Value): number | null {
  const m = Exact.exec(typeof value === 'string' ? value : value.toString());
  if (!m) return null;
  const decimals = m[3] ?? '';
  // Decimals past the second must be zeros ("12.5000" from a numeric(12,4) column is exact).
  for (let i = 2; i < decimals.length; i++) if (decimals.charCodeAt(i) !== 48) return null;
  const cents = Number(m[2]) * 100 + Number((decimals + '00').slice(0, 2));
  return m[1] === '-' ? -cents : cents;
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
