import Decimal from 'decimal.js';
import { roundDown, transferQuantity } from '@intermission/domain';
import { StockMessages } from './stockMessages';
import type { StockOnHandItem } from '@intermission/contracts';

/** Quantities typed per good, by good id. */
export type Quantities = Record<number, string>;

const decimalText = /^(\d+(\.\d*)?|\.\d+)$/;

/** The typed text as a decimal, or null when blank; NaN when it is not a number of 0 or more. */
export function parseQuantity(text: string | undefined): Decimal | null {
  const s = (text ?? '').trim();
  if (!s) return null;
  return decimalText.test(s) ? new Decimal(s) : new Decimal(NaN);
}

/**
 * What a typed transfer quantity becomes (document 3 §5): rounded down to 2 decimals and, when it
 * exceeds what is on hand by less than 0.5, reduced to what is on hand. Anything else stays as typed.
 */
export function snapTyped(text: string, onHand: number | undefined): string {
  const q = parseQuantity(text);
  if (!q || q.isNaN()) return text;
  return transferQuantity(q, onHand ?? 0).toFixed();
}

/** A typed count or initial quantity: rounded down to 2 decimals. */
export function roundTyped(text: string): string {
  const q = parseQuantity(text);
  if (!q || q.isNaN()) return text;
  return roundDown(q).toFixed();
}

export type Lines = { ok: true; lines: { GoodId: number; Qty: string }[] } | { ok: false; error: string };

/**
 * The lines to post: zero and blank rows ignored, quantities rounded down (and, for movements out of
 * a location, snapped to what is on hand). `nothing` when no line is left.
 */
export function movementLines(values: Quantities, goods: StockOnHandItem[], nothing: string, snap: boolean): Lines {
  const lines: { GoodId: number; Qty: string }[] = [];
  for (const g of goods) {
    const q = parseQuantity(values[g.Id]);
    if (!q) continue;
    if (q.isNaN()) return { ok: false, error: `${g.Name}: ${StockMessages.NotANumber}` };
    const qty = snap ? transferQuantity(q, g.QuantityOnHand) : roundDown(q);
    if (qty.gt(0)) lines.push({ GoodId: g.Id, Qty: qty.toFixed(2) });
  }
  return lines.length ? { ok: true, lines } : { ok: false, error: nothing };
}

/** A line of a movement form as the contracts push schema takes it: the good and its typed quantity under `key` (Qty, Counted). */
export type TypedLine<K extends string> = { GoodId: number } & { [k in K]: string | number };

/** The typed quantities of a form's lines, by good id (what the quantity table shows). */
export function typedQuantities<K extends string>(lines: readonly TypedLine<K>[] | undefined, key: K): Quantities {
  return Object.fromEntries((lines ?? []).map((l) => [l.GoodId, String(l[key])]));
}

/** The lines with a good's typed text put in (a blank text takes the good's line out). */
export function withTyped<K extends string>(lines: readonly TypedLine<K>[] | undefined, key: K, goodId: number, text: string): TypedLine<K>[] {
  const others = (lines ?? []).filter((l) => l.GoodId !== goodId);
  return text.trim() === '' ? others : [...others, { GoodId: goodId, [key]: text } as TypedLine<K>];
}

/** The schema's messages on a form's lines (react-hook-form's errors of the lines field), by good id. */
export function lineErrors<K extends string>(errors: unknown, lines: readonly TypedLine<K>[] | undefined, key: K): Record<number, string> {
  const out: Record<number, string> = {};
  if (!Array.isArray(errors)) return out;
  (lines ?? []).forEach((l, i) => {
    const message = (errors[i] as Record<string, { message?: string }> | undefined)?.[key]?.message;
    if (message) out[l.GoodId] = message;
  });
  return out;
}
