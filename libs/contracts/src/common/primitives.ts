import { z } from 'zod';
import { addDay, isDay, isWallClock, zonedInstant } from './days';

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
const IdShape = /^[1-9][0-9]{0,9}$/;
/**
 * A positive 32-bit id written as text (route parameters and query strings): plain digits, no
 * leading zero, sign, space, point, exponent or radix prefix ("0x10", "1e1", "+1", "01", " 1" are
 * not ids), at most 2^31 − 1.
 */
export const IdText = z.string({ error: 'Not a known id' }).regex(IdShape, 'Not a known id').transform(Number).pipe(Id);
/** Id-shaped text (as IdText: plain digits, no leading zero) read as a number and then by `schema` (a type's literals), `message` for other text. */
export const IdTextAs = <T extends z.ZodType<unknown, number>>(schema: T, message: string) =>
  z.string({ error: message }).regex(IdShape, message).transform(Number).pipe(schema);
/** Any 32-bit integer (Versions, ranks, skips): a number. */
export const Int32 = z
  .number()
  .int()
  .min(-MaxInt32 - 1)
  .max(MaxInt32);
const Int32Shape = /^(0|-?[1-9][0-9]{0,9})$/;
const Int32ShapeMessage = 'Expected a whole number';
/**
 * A 32-bit integer within [min, max] written as text (query strings; a JSON body may also carry a
 * number): plain digits with an optional minus, no leading zero, space, point, exponent or prefix.
 */
export const Int32TextIn = (min: number = -MaxInt32 - 1, max: number = MaxInt32) =>
  z
    .union([z.number(), z.string()], { error: Int32ShapeMessage })
    .refine((v) => typeof v === 'number' || Int32Shape.test(v), Int32ShapeMessage)
    .transform(Number)
    .pipe(Int32.min(min).max(max));
/** Any 32-bit integer written as text (query strings). */
export const Int32Text = Int32TextIn();

/** Ids separated by commas in a query string ("" is none), each a positive 32-bit id (plain digits, no leading zero). */
export const IdListText = (message = 'Ids separated by commas') =>
  z
    .string()
    .max(2000)
    .regex(/^([1-9]\d{0,9}(,[1-9]\d{0,9})*)?$/, message)
    .transform((v) => (v ? v.split(',').map(Number) : []))
    .refine((ids) => ids.every((id) => id >= 1 && id <= MaxInt32), 'Not a known id');

/** The first and the last day a request or an event may name: the server's and PostgreSQL's day and time arithmetic stays exact between them. */
export const MinDay = '1900-01-01';
export const MaxDay = '2199-12-31';
export const DayRangeMessage = `Dates are between ${MinDay} and ${MaxDay}`;
const MinInstant = Date.UTC(1900, 0, 1);
const MaxInstant = Date.UTC(2200, 0, 1);
/** True for a real day YYYY-MM-DD from MinDay to MaxDay. */
export const isBoundedDay = (day: string) => isDay(day) && day >= MinDay && day <= MaxDay;
/** True for an instant (any text Date.parse reads) from the start of MinDay to the end of MaxDay, UTC. */
export const isBoundedInstant = (at: string) => {
  const t = Date.parse(at);
  return t >= MinInstant && t < MaxInstant;
};

export interface DayTextOptions {
  /** The message for text that is not a day (each schema keeps its own). */
  message?: string;
  /** The message when the field is missing or not text. */
  required?: string;
  /** Only YYYY-MM-DD itself: a longer ISO text is refused rather than cut to its day. */
  exact?: boolean;
}

/**
 * A calendar day YYYY-MM-DD (a longer ISO timestamp is cut to its day unless `exact`), a real day
 * from MinDay to MaxDay: every day a request or an event carries.
 */
export const DayText = ({ message = 'Dates are YYYY-MM-DD', required, exact = false }: DayTextOptions = {}) => {
  const text = z.string(required ? { error: required } : undefined);
  const day = exact
    ? text.refine(isDay, message)
    : text
        .regex(/^\d{4}-\d{2}-\d{2}/, message)
        .transform((d) => d.slice(0, 10))
        .refine(isDay, message);
  return day.refine((d) => !isDay(d) || isBoundedDay(d), DayRangeMessage);
};

/** An instant: ISO 8601 with its offset ('2026-05-02T20:00:00Z', '…+02:00'), from the start of MinDay to the end of MaxDay (UTC). */
export const InstantText = (message?: string) =>
  z.iso.datetime({ offset: true, abort: true, ...(message ? { error: message } : {}) }).refine((v) => isBoundedInstant(v), DayRangeMessage);

/** A local wall-clock text with no offset (a day, or a day and a time: 'YYYY-MM-DD[THH:mm[:ss]]'), on a day from MinDay to MaxDay. */
export const WallClockText = (message = 'A date YYYY-MM-DD or a local time YYYY-MM-DDTHH:mm') =>
  Text()
    .refine(isWallClock, message)
    .refine((v) => !isWallClock(v) || isBoundedDay(v.trim().slice(0, 10)), DayRangeMessage);

/** The message of a time filter bound that is none of its forms. */
export const TimeFilterMessage = 'A date YYYY-MM-DD, a local time YYYY-MM-DDTHH:mm or an ISO time with its offset';
/**
 * A from or to bound of a search or a filter (docs/api.md "Inputs"): a day 'YYYY-MM-DD' or a local
 * time 'YYYY-MM-DDTHH:mm[:ss]', both at the venue of each row, or an instant with its offset
 * ('2026-11-16T05:00:00Z'), itself; each from MinDay to MaxDay. As a from bound a day is its start
 * at the venue, as a to bound its end (the day is included); a local time or an instant as a to
 * bound is excluded. The bounds at each venue: apps/api/src/common/venue-days.ts `filterBounds`.
 */
export const TimeFilter = (message = TimeFilterMessage) =>
  Text(64).superRefine((v, ctx) => {
    if (isWallClock(v)) {
      if (!isBoundedDay(v.trim().slice(0, 10))) ctx.addIssue({ code: 'custom', message: DayRangeMessage });
    } else if (z.iso.datetime({ offset: true }).safeParse(v).success) {
      if (!isBoundedInstant(v)) ctx.addIssue({ code: 'custom', message: DayRangeMessage });
    } else ctx.addIssue({ code: 'custom', message });
  });

/**
 * Where a time filter bound lies, to order a from and a to of the same kind (local bounds read as if
 * at one zone, UTC): a day as a to bound is the start of the day after. NaN for text
 * that is no bound.
 */
export function timeFilterKey(v: string, side: 'from' | 'to'): number {
  if (!isWallClock(v)) return Date.parse(v);
  try {
    return zonedInstant(side === 'to' && isDay(v.trim()) ? addDay(v.trim()) : v, 'UTC').getTime();
  } catch {
    return NaN;
  }
}
/** True unless both bounds are given, of the same kind (both local, or both instants), and the to bound is not after the from bound. */
export const timeFiltersInOrder = (from: string | null | undefined, to: string | null | undefined) =>
  !from ||
  !to ||
  isWallClock(from) !== isWallClock(to) ||
  // Either not a bound at all: its own field's message says so.
  Number.isNaN(timeFilterKey(from, 'from')) ||
  Number.isNaN(timeFilterKey(to, 'to')) ||
  timeFilterKey(to, 'to') > timeFilterKey(from, 'from');

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
/** An instant an event carries: the request's bounds (MinDay to MaxDay), so no event holds a time the server cannot compute with. */
export const EventInstant = InstantText();
