import { z } from 'zod';

// The shared request and event primitives (docs/api.md "Inputs"): every id, integer, text and
// decimal a request or an event carries goes through one of these, so nothing the database or a
// projection cannot store (an id past 32 bits, a NUL character, a decimal past its column) gets
// further than the validation that answers 400.

/** The largest id and integer PostgreSQL's `integer` holds (2^31 − 1). */
export const MaxInt32 = 2147483647;
/** The default longest text a request takes where its field names no length of its own. */
export const TextMax = 4000;

const hasNoNul = (v: string) => !v.includes('\u0000');
const NulMessage = 'Text cannot contain a NUL character';

/** A positive 32-bit id as JSON carries it (a number). */
export const Id = z.number().int().min(1).max(MaxInt32, 'Not a known id');
/** A positive 32-bit id written as text (route parameters and query strings). */
export const IdText = z.coerce.number().int().min(1).max(MaxInt32, 'Not a known id');
/** Any 32-bit integer (Versions, ranks, skips): a number. */
export const Int32 = z
  .number()
  .int()
  .min(-MaxInt32 - 1)
  .max(MaxInt32);
/** Any 32-bit integer written as text (query strings). */
export const Int32Text = z.coerce
  .number()
  .int()
  .min(-MaxInt32 - 1)
  .max(MaxInt32);

/** Ids separated by commas in a query string ("" is none), each a positive 32-bit id. */
export const IdListText = (message = 'Ids separated by commas') =>
  z
    .string()
    .max(2000)
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, message)
    .transform((v) => (v ? v.split(',').map(Number) : []))
    .refine((ids) => ids.every((id) => id >= 1 && id <= MaxInt32), 'Not a known id');

/**
 * Text without NUL characters (PostgreSQL's text and jsonb refuse them), at most `max` characters;
 * `required` is the message when the field is missing or not text.
 */
export const Text = (max: number = TextMax, required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .max(max)
    .refine(hasNoNul, NulMessage);

/** A decimal request figure: a number or a numeric string, kept as its exact text. */
export interface DecimalBounds {
  /** Digits before the point (precision − scale of the column that keeps it). */
  digits: number;
  /** Most decimals taken; more is refused (or, with `roundsDown`, accepted and rounded by the rule). */
  places: number;
  /** Whether a minus sign is taken. */
  signed?: boolean;
  message?: string;
}

/** A number or a numeric string, as exact text within the bounds (a number's text is what JSON carried). */
export const RequestDecimal = ({ digits, places, signed = false, message = 'Must be a number' }: DecimalBounds) => {
  const shape = new RegExp(`^${signed ? '-?' : ''}\\d{1,${digits}}(\\.\\d{1,${places}})?$`);
  return z
    .union([z.string().max(64), z.number()])
    .transform((v) => (typeof v === 'number' && Number.isFinite(v) && /e/i.test(String(v)) ? v.toFixed(places + 1) : String(v).trim()))
    .refine((v) => shape.test(v), message);
};

/** Money and amounts in a request: numeric(12,2) columns, 10 digits and 2 decimals. */
export const RequestMoney = (message = 'Must be an amount') => RequestDecimal({ digits: 10, places: 2, message });
/** Unit prices and costs in a request: numeric(12,4) columns, 8 digits and 4 decimals. */
export const RequestUnitPrice = (message = 'Must be a unit price') => RequestDecimal({ digits: 8, places: 4, message });
/** Quantities and volumes in a request: numeric(12,4) columns, 8 digits and 4 decimals. */
export const RequestQuantity = (message = 'Must be a quantity') => RequestDecimal({ digits: 8, places: 4, message });

/**
 * A decimal an event carries, as exact text: at most 9 digits before the point and 4 after (the
 * ledger's figures; the projections keep them in numeric columns, and a sum of them stays exact).
 */
export const LedgerDecimal = z.string().regex(/^-?\d{1,9}(\.\d{1,4})?$/, 'a decimal of at most 9 digits and 4 decimals');
/** A positive 32-bit id an event carries (the projections keep ids in integer columns). */
export const EventId = Id;
/** Text an event carries (jsonb refuses NUL characters). */
export const EventText = Text;
