import { z } from 'zod';
import { roundDecimalString } from './format';

// The numbers of an answer (docs/api.md "Conventions"): the stations in the field read JSON numbers, so money,
// prices, quantities and volumes leave the server as numbers, rounded as the spec says. The server
// computes them exactly (PostgreSQL numeric, decimal.js) and hands the exact text to these schemas;
// the rounding here is done on that text, never on a float sum. The input is typed (`string | number`,
// decimal.js values are handed over as their `toFixed()` text), so `z.input` of an answer schema is
// what a repository returns and `z.infer` what the web reads.

/** A number or a numeric string as exact text. */
function decimalText(value: string | number): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // A number's shortest text is exact for what JSON carried; toFixed avoids the exponent form.
    const text = String(value);
    return /e/i.test(text) ? value.toFixed(12) : text;
  }
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? text : undefined;
}

/** A decimal rounded half away from zero to at most `places` decimals, as a JSON number. */
export function wireNumber(places: number) {
  // Text already within its places needs no rounding: its number is the same (a report answers tens of thousands).
  const within = new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`);
  return z
    .union([z.string(), z.number()], { error: 'Expected a decimal' })
    .transform((value, ctx) => {
      if (typeof value === 'string' && within.test(value)) return Number(value) || 0;
      const text = decimalText(value);
      if (text === undefined) {
        ctx.addIssue({ code: 'custom', message: 'Expected a decimal' });
        return z.NEVER;
      }
      return Number(roundDecimalString(text, places));
    })
    .pipe(z.number());
}

/** Money and amounts: 2 decimals, sign preserved (spec: "Rounding is to 2 decimals with the sign preserved"). */
export const Money = wireNumber(2);
/** Unit prices and costs: up to 4 decimals (a cost per ounce needs them). */
export const UnitPrice = wireNumber(4);
/** Quantities and volumes: up to 4 decimals (the ledger keeps 4; a good counts in 2 by default). */
export const Quantity = wireNumber(4);
