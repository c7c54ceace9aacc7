import { z } from 'zod';
import { Messages } from '../common/messages';
import { Id, InstantText, Int32, RequestDecimal, TimeFilter, timeFiltersInOrder } from '../common/primitives';
import { CashboxLogType, CashboxOverrideFields, DenominationFields, MaxDenominationCount } from './cashbox-figures';

// Requests and answers of the cash box calls (spec document 2 §3, §5, §7, §8; docs/cashboxes.md).

/** Toasts (§8) and validation messages (§5) of the cash box screens, quoted exactly. */
export const CashboxMessages = {
  Saved: 'CashBox Saved Successfully',
  Updated: 'CashBox updated successfully',
  SaveFailed: 'Save Failed',
  MissingStart: 'Please locate the missing start cash box before posting the end count.',
  ManageFilterRequired: 'Please select a theatre,dates and a show event.',
  EndBeforeStart: Messages.EndBeforeStart,
} as const;

const at = InstantText();
/** A cash box's money: 9 digits and 2 decimals (the ledger keeps 9 digits). */
const money = (signed: boolean) => RequestDecimal({ digits: 9, places: 2, signed, message: 'Must be an amount with at most 2 decimals' });
const count = Int32.min(0, 'A count cannot be negative').max(MaxDenominationCount).default(0);
const denominations = Object.fromEntries(DenominationFields.map((f) => [f, count])) as Record<(typeof DenominationFields)[number], typeof count>;
const figure = money(true).default('0');

/**
 * POST cashboxEventPush/count: one count of a station's cash box. GuidId (from GET guid/{n}) makes it
 * idempotent: sent again, it answers the original answer; naming another count, 409. Total, when
 * given, must equal Σ count × denomination (the server computes it either way).
 */
export const CashboxCountPushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  PointOfSaleStationId: Id,
  ShowEventId: Id.nullable().default(null),
  LogTypeId: z.union([z.literal(CashboxLogType.Start), z.literal(CashboxLogType.End)], { error: 'LogTypeId is 1 (start) or 2 (end)' }),
  TimestampUtc: at,
  EndOfShiftCount: z.boolean().default(false),
  ...denominations,
  Total: money(false).optional(),
  VisaMastercardSettlement: figure,
  AmexSettlement: figure,
  OtherSettlement: figure,
  PreorderSettlement: figure,
  VisaMastercardTipTotal: figure,
  AmexTipTotal: figure,
  OtherCreditCardTipTotal: figure,
  PreorderTipTotal: figure,
  PosUserId: Id.nullable().default(null),
});
export type CashboxCountPush = z.output<typeof CashboxCountPushSchema>;

/** What the push answers, first time or replayed. */
export const CashboxCountRecordedSchema = z
  .object({ Message: z.string(), Id: z.number().int(), GuidId: z.string(), Position: z.string() })
  .meta({ id: 'CashboxCountRecorded' });
export type CashboxCountRecorded = z.infer<typeof CashboxCountRecordedSchema>;

const moneyOut = z.string();
const overridesOut = Object.fromEntries(CashboxOverrideFields.map((f) => [f, moneyOut])) as Record<(typeof CashboxOverrideFields)[number], typeof moneyOut>;
const countsOut = Object.fromEntries(DenominationFields.map((f) => [f, z.number().int()])) as Record<(typeof DenominationFields)[number], z.ZodNumber>;

/** One cash box log as the lists and the edit page read it: the original figures and their overrides side by side. */
export const CashboxSchema = z
  .object({
    Id: z.number().int(),
    GuidId: z.string(),
    ShowEventId: z.number().int().nullable(),
    ShowEvent: z.string().nullable(),
    TheatreId: z.number().int(),
    Theatre: z.string(),
    SalesLocationId: z.number().int(),
    SalesLocation: z.string(),
    PointOfSaleStationId: z.number().int(),
    Station: z.string(),
    LogTypeId: z.number().int(),
    TimestampUtc: z.string(),
    EndOfShiftCount: z.boolean(),
    Total: moneyOut,
    ...countsOut,
    VisaMastercardSettlement: moneyOut,
    AmexSettlement: moneyOut,
    OtherSettlement: moneyOut,
    PreorderSettlement: moneyOut,
    VisaMastercardTipTotal: moneyOut,
    AmexTipTotal: moneyOut,
    OtherCreditCardTipTotal: moneyOut,
    PreorderTipTotal: moneyOut,
    ...overridesOut,
    /** The venue's time zone (IANA), to show TimestampUtc as the venue lives it. */
    TimeZone: z.string(),
    Version: z.number().int(),
    UpdatedBy: z.string().nullable(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Cashbox' });
export type Cashbox = z.infer<typeof CashboxSchema>;
export const CashboxListSchema = z.array(CashboxSchema);

/** One correction for the auditor: who, when, what (each field from → to). */
export const CashboxChangeSchema = z
  .object({
    Version: z.number().int(),
    EventType: z.string(),
    ChangedBy: z.string(),
    ChangedAt: z.string(),
    Changes: z.array(z.object({ Field: z.string(), From: z.string().nullable(), To: z.string().nullable() })),
  })
  .meta({ id: 'CashboxChange' });
export type CashboxChange = z.infer<typeof CashboxChangeSchema>;

/** GET cashboxes/{id}: the log with its history of corrections, oldest first. */
export const CashboxLogSchema = CashboxSchema.extend({ History: z.array(CashboxChangeSchema) }).meta({ id: 'CashboxLog' });
export type CashboxLog = z.infer<typeof CashboxLogSchema>;

const endAfterStart = (b: { DateFrom?: string | null; DateTo?: string | null }) => timeFiltersInOrder(b.DateFrom, b.DateTo);
/** A search's bound (docs/api.md "Inputs"): a day or a local time at the log's venue, or an instant. */
const bound = TimeFilter();

/**
 * POST cashboxes/_search (§7): every filter optional; DateFrom/DateTo each a day, a local time at the
 * log's venue or an instant (§5: local day bounds; a day as DateTo is included, a time excluded).
 */
export const CashboxSearchSchema = z
  .object({
    ShowEventId: Id.nullish(),
    TheatreId: Id.nullish(),
    SalesLocationId: Id.nullish(),
    DateFrom: bound.nullish(),
    DateTo: bound.nullish(),
    Skip: Int32.min(0).default(0),
    Take: Int32.min(1).max(10000).default(999),
  })
  .refine(endAfterStart, { message: CashboxMessages.EndBeforeStart, path: ['DateTo'] });
export type CashboxSearch = z.output<typeof CashboxSearchSchema>;

/** POST cashboxes/manage: the manager page's search; a theatre, the dates and a show event are required (§5). */
export const CashboxManageSearchSchema = z
  .object({
    TheatreId: Id.nullish(),
    ShowEventId: Id.nullish(),
    DateFrom: bound.nullish(),
    DateTo: bound.nullish(),
    SalesLocationId: Id.nullish(),
  })
  .refine((b) => !!(b.TheatreId && b.ShowEventId && b.DateFrom && b.DateTo), { message: CashboxMessages.ManageFilterRequired, path: ['ShowEventId'] })
  .refine(endAfterStart, { message: CashboxMessages.EndBeforeStart, path: ['DateTo'] });
export type CashboxManageSearch = z.output<typeof CashboxManageSearchSchema>;

/** One station's counts for the show event: its start and end logs (latest of each) and end − start. */
export const CashboxStationPairSchema = z
  .object({
    PointOfSaleStationId: z.number().int(),
    Station: z.string(),
    SalesLocationId: z.number().int(),
    SalesLocation: z.string(),
    Start: CashboxSchema.nullable(),
    End: CashboxSchema.nullable(),
    /** End Total − Start Total; null until both are there. */
    Difference: z.string().nullable(),
    /** Every log of the station for the show event (more than a pair when a station counted twice). */
    Logs: z.array(CashboxSchema),
  })
  .meta({ id: 'CashboxStationPair' });
export type CashboxStationPair = z.infer<typeof CashboxStationPairSchema>;

export const CashboxManageAnswerSchema = z
  .object({ ShowEventId: z.number().int(), ManagerLog: z.boolean(), Stations: z.array(CashboxStationPairSchema) })
  .meta({ id: 'CashboxManageAnswer' });
export type CashboxManageAnswer = z.infer<typeof CashboxManageAnswerSchema>;

const override = RequestDecimal({ digits: 9, places: 2, signed: true, message: 'Must be an amount with at most 2 decimals' });

/** PUT cashboxes/update: the override values (override = final − original, computed by the form); Version for 409. */
export const CashboxUpdateSchema = z.object({
  Id,
  Version: Int32.min(1),
  ...(Object.fromEntries(CashboxOverrideFields.map((f) => [f, override])) as Record<(typeof CashboxOverrideFields)[number], typeof override>),
});
export type CashboxUpdate = z.output<typeof CashboxUpdateSchema>;

/** PUT cashboxes/: a new TimestampUtc and, optionally, the show event the count belongs to (assigning it); Version for 409. */
export const CashboxTimestampSchema = z.object({
  Id,
  Version: Int32.min(1),
  TimestampUtc: at,
  ShowEventId: Id.optional(),
});
export type CashboxTimestamp = z.output<typeof CashboxTimestampSchema>;

/** PUT shows/cashbox-endcount: posts the end count of one end log (sets EndOfShiftCount). */
export const CashboxEndCountSchema = z.object({ CashboxId: Id });
export type CashboxEndCount = z.output<typeof CashboxEndCountSchema>;

/** What the back-office writes answer: the toast and the cash box as it now stands. */
export const CashboxSavedSchema = z.object({ Message: z.string(), Cashbox: CashboxSchema }).meta({ id: 'CashboxSaved' });
export type CashboxSaved = z.infer<typeof CashboxSavedSchema>;
