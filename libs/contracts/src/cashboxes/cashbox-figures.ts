// The cash of a cash box (spec document 2 §3 "Cash box log"): nine denominations, their values,
// and the settlement/tip figures with their override counterparts. Shared by the push, the events,
// the read answers and the web's edit form, so every side names them the same way.

/** The denomination counts in the order of the spec (100, 50, 20, 10, 5, 1, 0.25, 0.10, 0.05), with their value. */
export const Denominations = [
  { Field: 'Hundreds', Value: '100' },
  { Field: 'Fifties', Value: '50' },
  { Field: 'Twenties', Value: '20' },
  { Field: 'Tens', Value: '10' },
  { Field: 'Fives', Value: '5' },
  { Field: 'Ones', Value: '1' },
  { Field: 'Quarters', Value: '0.25' },
  { Field: 'Dimes', Value: '0.10' },
  { Field: 'Nickels', Value: '0.05' },
] as const;
export type DenominationField = (typeof Denominations)[number]['Field'];
export const DenominationFields = Denominations.map((d) => d.Field) as DenominationField[];

/** The most of one denomination a count may hold (bounds Total well within the ledger's 9 digits). */
export const MaxDenominationCount = 100_000;

/**
 * Each settlement or tip figure with its override counterpart (§3): final = original + override.
 * Settlements take "Override", tip totals "OverrideTotal", as the spec names them.
 */
export const CashboxOverrides = [
  { Field: 'VisaMastercardSettlement', Override: 'VisaMastercardSettlementOverride' },
  { Field: 'AmexSettlement', Override: 'AmexSettlementOverride' },
  { Field: 'OtherSettlement', Override: 'OtherSettlementOverride' },
  { Field: 'PreorderSettlement', Override: 'PreorderSettlementOverride' },
  { Field: 'VisaMastercardTipTotal', Override: 'VisaMastercardTipOverrideTotal' },
  { Field: 'AmexTipTotal', Override: 'AmexTipOverrideTotal' },
  { Field: 'OtherCreditCardTipTotal', Override: 'OtherCreditCardTipOverrideTotal' },
  { Field: 'PreorderTipTotal', Override: 'PreorderTipOverrideTotal' },
] as const;
export type CashboxFigureField = (typeof CashboxOverrides)[number]['Field'];
export type CashboxOverrideField = (typeof CashboxOverrides)[number]['Override'];
export const CashboxFigureFields = CashboxOverrides.map((o) => o.Field) as CashboxFigureField[];
export const CashboxOverrideFields = CashboxOverrides.map((o) => o.Override) as CashboxOverrideField[];

/** Log types (§9): 1 start, 2 end. */
export const CashboxLogType = { Start: 1, End: 2 } as const;
export type CashboxLogTypeId = (typeof CashboxLogType)[keyof typeof CashboxLogType];

// Cents as bigint: exact for the two-decimal money of a cash box, without floats (the server decides with decimal.js).
function cents(value: string | number): bigint | null {
  const s = String(value).trim();
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const n = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -n : n;
}

function money(c: bigint): string {
  const negative = c < 0n;
  const digits = (negative ? -c : c).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Total = Σ count × value, to the cent ("3×100 + 2×20 + 7×0.25" is "341.75"). */
export function cashboxTotal(counts: Partial<Record<DenominationField, number>>): string {
  return money(Denominations.reduce((sum, d) => sum + BigInt(counts[d.Field] ?? 0) * cents(d.Value)!, 0n));
}

/** Final value as the screens show it: original + override. */
export function cashboxFinal(original: string, override: string): string {
  return money((cents(original) ?? 0n) + (cents(override) ?? 0n));
}

/** On save (§3): the override is final − original, 0 when the final typed is not a number. */
export function cashboxOverrideOf(final: string | number | null | undefined, original: string): string {
  const f = final === null || final === undefined ? null : cents(final);
  if (f === null) return '0.00';
  return money(f - (cents(original) ?? 0n));
}
