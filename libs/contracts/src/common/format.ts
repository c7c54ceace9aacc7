// Display rules of spec document 1 §5 and §9.

/** 10 digits as (xxx) xxx-xxxx, 7 digits as xxx-xxxx; anything else as given. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return value ?? '';
}

/** Phone and extension typed together: the first 10 characters are the phone, the rest the extension. */
export function splitPhone(text: string): { Phone: string; Extension: string } {
  if (text.length >= 10) return { Phone: text.slice(0, 10), Extension: text.slice(10) };
  return { Phone: text, Extension: '' };
}

/** "$" with comma thousands, 2 decimals, negatives in parentheses. Takes a decimal string or number. */
export function formatCurrency(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // A number rounds from its shortest decimal form (1.075 → 1.08), not from its binary value (toFixed gives 1.07).
  const s = roundDecimalString(typeof value === 'number' ? numberToDecimalString(value) : value, 2);
  const negative = s.startsWith('-');
  const [int, frac = '00'] = (negative ? s.slice(1) : s).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${grouped}.${frac.padEnd(2, '0')}`;
  return negative && /[1-9]/.test(int + frac) ? `(${text})` : text;
}

/** A finite number as a plain decimal string, its shortest form where that has no exponent. */
export function numberToDecimalString(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a decimal: ${value}`);
  const shortest = String(value);
  if (!/e/i.test(shortest)) return shortest;
  const fixed = value.toFixed(20);
  return /e/i.test(fixed) ? BigInt(value).toString() : fixed;
}

/** Round a decimal string half away from zero (sign preserved) without going through floats. */
export function roundDecimalString(value: string, places: number): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!m) throw new Error(`Not a decimal: ${value}`);
  const [, sign, intPart = '0', fracPart = ''] = m;
  const digits = (intPart || '0') + fracPart.padEnd(places + 1, '0').slice(0, places + 1);
  let n = BigInt(digits.slice(0, -1));
  if (Number(digits.slice(-1)) >= 5) n += 1n;
  const str = n.toString().padStart(places + 1, '0');
  const out = places > 0 ? `${str.slice(0, -places)}.${str.slice(-places)}` : str;
  return sign === '-' && /[1-9]/.test(str) ? `-${out}` : out;
}
