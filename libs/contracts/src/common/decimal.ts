import { roundDecimalString } from './format';

// Exact decimal helpers for the browser (the server sums in PostgreSQL numeric).
const SCALE = 6;

function toScaled(value: string | number): bigint {
  const s = typeof value === 'number' ? value.toFixed(SCALE) : value.trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m) return 0n;
  const [, sign, int = '0', frac = ''] = m;
  const n = BigInt((int || '0') + frac.padEnd(SCALE, '0').slice(0, SCALE));
  return sign === '-' ? -n : n;
}

function fromScaled(n: bigint): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
}

/** Σ price × quantity, rounded to 2 decimals half away from zero, without floats. */
export function sumOfProducts(lines: { price: string | number; quantity: string | number }[]): string {
  const unit = 10n ** BigInt(SCALE);
  const total = lines.reduce((acc, l) => acc + (toScaled(l.price) * toScaled(l.quantity)) / unit, 0n);
  return roundDecimalString(fromScaled(total), 2);
}
