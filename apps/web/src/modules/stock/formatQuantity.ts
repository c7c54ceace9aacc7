import Decimal from 'decimal.js';

/** Quantities shown without trailing zeros ('240.00' as 240). */
export function formatQuantity(q: string | number | null | undefined): string {
  if (q === null || q === undefined || q === '') return '0';
  const d = new Decimal(q);
  return d.isNaN() ? String(q) : d.toFixed();
}
