import { z } from 'zod';
import { PaymentMethod } from './sale.events';

// Document 2 §3's names of a sale's fields (issue 39 point 4): a sale answers them beside ours, and a
// sale body takes them for ours. Ours stay: the web reads them.

/** A body's other names of its fields: each key is another name of the field its value names. */
export type FieldAliases = Readonly<Record<string, string>>;

/** The same value: equal JSON, or the same instant written two ways ('…T05:00:00Z', '…T00:00:00-05:00'). */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a) === JSON.stringify(b) ||
  (typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b));

/** The message of a field sent under two names with two values. */
export const aliasConflictMessage = (alias: string, field: string) => `${alias} and ${field} name the same field and differ`;

/**
 * `schema` (an object) also taking its fields under other names: a value sent only under another name
 * is read as the field's; sent under both with different values, 400 ModelState on the other name.
 */
export function withAliases<T extends z.ZodType>(aliases: FieldAliases, schema: T): z.ZodType<z.output<T>, z.input<T>> {
  return z.preprocess((input, ctx) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const body: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [alias, field] of Object.entries(aliases)) {
      if (!(alias in body)) continue;
      const value = body[alias];
      delete body[alias];
      if (value === undefined) continue;
      if (body[field] === undefined) body[field] = value;
      else if (!same(body[field], value)) ctx.addIssue({ code: 'custom', path: [alias], message: aliasConflictMessage(alias, field), input: value });
    }
    return body;
  }, schema);
}

/** A sale body's §3 names: SaleDateUtc and DateTimeUTC are its SaleDate. */
export const SaleDateAliases = { SaleDateUtc: 'SaleDate', DateTimeUTC: 'SaleDate' } as const satisfies FieldAliases;
/** A station's sale's §3 names: the dates, and UserId its POS user ("UserId (POS user)"). */
export const StationSaleAliases = { ...SaleDateAliases, UserId: 'PosUserId' } as const satisfies FieldAliases;

/** The sale's date under §3's names, beside SaleDate. */
export const saleDateNames = (SaleDate: string) => ({ SaleDateUtc: SaleDate, DateTimeUTC: SaleDate });

/** §3's PaymentMethod: the sale's method as recorded, else its first payment's other than the discount (null when none). */
export const salePaymentMethod = (recorded: number | null | undefined, payments: readonly { PaymentMethodId: number }[]): number | null =>
  recorded ?? payments.find((p) => p.PaymentMethodId !== PaymentMethod.Discount)?.PaymentMethodId ?? null;
