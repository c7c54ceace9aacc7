import { z } from 'zod';
import { DayText, Id, Int32, RequestDecimal, Text } from '../common/primitives';
import { Money } from '../common/wire';

/** Deposits (document 2 §2 "Deposits", §3 "Deposit", §4, §7; docs/deposits.md). */

const day = DayText();

/** POST deposits/_search (§3 "Search request"); the days are the venue's; X-List-Count carries the total. */
export const DepositSearchSchema = z
  .object({
    Query: Text(200).nullish(),
    Skip: Int32.min(0).default(0),
    Take: Int32.min(1).max(10000).default(12),
    VenueId: Id.nullish(),
    FromDate: day.nullish(),
    ToDate: day.nullish(),
  })
  .refine((s) => !s.FromDate || !s.ToDate || s.FromDate <= s.ToDate, { message: 'To Date should be on or after From Date', path: ['ToDate'] });
export type DepositSearch = z.output<typeof DepositSearchSchema>;

/** POST deposits/getById (§3 "Lookup"): a posted deposit by its id, or a show event's deposit as it stands now (PostedDepositId 0). */
export const DepositLookupSchema = z.object({
  PostedDepositId: Int32.min(0).default(0),
  ShowEventId: Id,
  FromDate: day.nullish(),
  ToDate: day.nullish(),
});
export type DepositLookup = z.output<typeof DepositLookupSchema>;

/** PUT deposits/: post the show event's deposit. AmountToBePosted is what the screen showed: a different figure now answers 409. */
export const DepositPostSchema = z.object({
  ShowEventId: Id,
  AmountToBePosted: RequestDecimal({ digits: 9, places: 2, signed: true, message: 'Must be an amount' }),
});
export type DepositPost = z.output<typeof DepositPostSchema>;

/** One tender of a deposit (§3 "DepositsDetails (Amount, TipAmount)"), with what the stations sold in it. */
export const DepositDetailSchema = z
  .object({
    PaymentMethodId: z.number().int(),
    PaymentMethod: z.string(),
    SalesAmount: Money,
    Amount: Money,
    TipAmount: Money,
  })
  .meta({ id: 'DepositDetail' });

/** A show event's deposit, posted or as it stands: a list row and (with details) the info page. */
export const DepositListItemSchema = z
  .object({
    /** The PostedDepositId, 0 while unposted. */
    Id: z.number().int(),
    ShowEventId: z.number().int(),
    ShowName: z.string(),
    Start: z.string(),
    End: z.string(),
    TheatreId: z.number().int(),
    TheatreName: z.string(),
    VenueId: z.number().int(),
    VenueName: z.string(),
    Amount: Money,
    PettyCashAmount: Money,
    TipTotal: Money,
    AmountToBePosted: Money,
    IsPosted: z.boolean(),
    PostedAt: z.string().nullable(),
    PostedBy: z.string().nullable(),
  })
  .meta({ id: 'DepositListItem' });
export type DepositListItem = z.infer<typeof DepositListItemSchema>;

export const DepositSchema = DepositListItemSchema.extend({ DepositsDetails: z.array(DepositDetailSchema) }).meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof DepositSchema>;

/** PUT deposits/: the posted deposit with the §8 toast. */
export const DepositPostedAnswerSchema = DepositSchema.extend({ Message: z.string() }).meta({ id: 'DepositPostedAnswer' });

/** Document 2 §8. */
export const DepositMessages = { Posted: 'Posted Successfully' } as const;
