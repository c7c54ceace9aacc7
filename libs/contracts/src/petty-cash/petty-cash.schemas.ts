import { z } from 'zod';
import { todayIn } from '../common/days';
import { DayText, Id, Int32, RequestDecimal, Text } from '../common/primitives';
import { IdNameSchema } from '../common/answers';
import { Money } from '../common/wire';

/**
 * Petty cash withdrawals of a theatre (document 1 §2.3, §3, §4, §7.2, §8, §9; docs/petty-cash.md).
 * The theatre and the transaction time come from the show event chosen for the date.
 */

const day = DayText();

/** POST clients/{c}/venues/{v}/theatres/{t}/pettyCashWithdrawals/_search (§3 "Petty cash search"); days are the venue's. */
export const PettyCashSearchSchema = z
  .object({
    /** The path names the theatre; a TheatreId in the body must be the same. */
    TheatreId: Id.nullish(),
    Query: Text(200).nullish(),
    Skip: Int32.min(0).default(0),
    Take: Int32.min(1).max(10000).default(12),
    FromDate: day.nullish(),
    ToDate: day.nullish(),
  })
  .refine((s) => !s.FromDate || !s.ToDate || s.FromDate <= s.ToDate, { message: 'To Date should be on or after From Date', path: ['ToDate'] });
export type PettyCashSearch = z.output<typeof PettyCashSearchSchema>;

/**
 * The list's default range (§2.4, §9): 1 January of the current year to today, both days of the
 * venue (its time zone), so the evening of 31 December at a venue west of the browser is still that year.
 */
export function pettyCashDefaultRange(timeZone: string, now: Date = new Date()): { FromDate: string; ToDate: string } {
  const today = todayIn(timeZone, 0, now);
  return { FromDate: `${today.slice(0, 4)}-01-01`, ToDate: today };
}

/** Amounts up to 9,999,999.99: more than 0, at most 2 decimals. */
export const PettyCashAmount = RequestDecimal({ digits: 7, places: 2, message: 'Amount must be an amount of at most 2 decimals' }).refine(
  (v) => /[1-9]/.test(v),
  'Amount must be more than 0',
);

/**
 * POST pettyCashWithdrawals (Id 0 or absent: a new one) and PUT pettyCashWithdrawals (Id and Version).
 * The show event chosen gives the theatre and the transaction time; TheatreId, when sent, must be its theatre.
 */
export const PettyCashWithdrawalSaveSchema = z.object({
  Id: Int32.min(0).default(0),
  TheatreId: Id.nullish(),
  ShowEventId: z.number({ error: 'Show Event is required' }).int().min(1, 'Show Event is required').max(2147483647, 'Not a known id'),
  ReasonId: z.number({ error: 'Reason is required' }).int().min(1, 'Reason is required').max(2147483647, 'Not a known id'),
  Amount: PettyCashAmount,
  Version: Int32.min(0).default(0),
});
export type PettyCashWithdrawalSave = z.output<typeof PettyCashWithdrawalSaveSchema>;

/** A withdrawal as the list, GET pettyCashWithdrawals/{id} and every save answer it. */
export const PettyCashWithdrawalSchema = z
  .object({
    Id: z.number().int(),
    TheatreId: z.number().int(),
    TheatreName: z.string(),
    VenueId: z.number().int(),
    VenueName: z.string(),
    ClientId: z.number().int(),
    ClientName: z.string(),
    ReasonId: z.number().int(),
    /** The reason as the managed list names it (§3 "PettyCashReason (Id)"). */
    PettyCashReason: IdNameSchema,
    ShowEventId: z.number().int(),
    /** The show of the event, for the list. */
    ShowName: z.string().nullable(),
    /** ISO instant: the show event's Start. */
    TransactionDateUtc: z.string(),
    Amount: Money,
    /** The accounting export it went out on; null until then (exports are a later issue). */
    ExportId: z.number().int().nullable(),
    /** The user id of who withdrew it, and their name. */
    CreatedBy: z.number().int(),
    CreatedByName: z.string(),
    /** The venue's IANA time zone: the dates show as the venue lives them. */
    TimeZone: z.string(),
    Version: z.number().int(),
  })
  .meta({ id: 'PettyCashWithdrawal' });
export type PettyCashWithdrawal = z.infer<typeof PettyCashWithdrawalSchema>;
/** What the repository hands over (Amount as PostgreSQL's exact text). */
export type PettyCashWithdrawalFigures = z.input<typeof PettyCashWithdrawalSchema>;

/** The answer of POST and PUT pettyCashWithdrawals. */
export const PettyCashWithdrawalSavedSchema = z
  .object({ Message: z.string(), PettyCashWithdrawal: PettyCashWithdrawalSchema })
  .meta({ id: 'PettyCashWithdrawalSaved' });
export type PettyCashWithdrawalSaved = z.infer<typeof PettyCashWithdrawalSavedSchema>;

/** §8 and §9, quoted exactly. */
export const PettyCashMessages = {
  Saved: 'Petty Cash Withdrawal Saved Successfully',
  Deleted: 'Petty Cash Withdrawal Deleted',
  Added: 'Withdrawal Added Successfully',
  Exported: 'Petty Cash Withdrawal cannot be deleted because it was already included on an export',
} as const;
