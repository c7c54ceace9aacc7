import { z } from 'zod';
import { EventId, EventInstant, LedgerDecimal, MaxInt32 } from '../common/primitives';
import { CashboxOverrideFields, DenominationFields, MaxDenominationCount } from './cashbox-figures';

// Cash box events (docs/cashboxes.md): one stream per count, `cashbox-<GuidId>`, the first event's id
// the station's GUID. Figures are exact decimal text; ids fit integer columns (docs/api.md "Inputs").
const decimal = LedgerDecimal;
const count = z.number().int().min(0).max(MaxDenominationCount);
const at = EventInstant;

const denominations = z.object(Object.fromEntries(DenominationFields.map((f) => [f, count])) as Record<(typeof DenominationFields)[number], typeof count>);
const overrides = z.object(
  Object.fromEntries(CashboxOverrideFields.map((f) => [f, decimal])) as Record<(typeof CashboxOverrideFields)[number], typeof decimal>,
);

/** The integer id the command allocated (sequence app.cashbox_log_id_seq), carried so a rebuild keeps it. */
const CashboxId = z.number().int().min(1).max(MaxInt32);

/**
 * `CashboxCounted` v1: one count of one station's cash box (document 2 §3 "Cash box log"), as the
 * station pushed it, with where the station stood (sales location, theatre, venue) when counted.
 * ShowEventId null: an unassigned count (the show event page offers it by theatre and time).
 */
export const CashboxCountedV1 = z
  .object({
    CashboxId,
    GuidId: z.uuid(),
    StationId: EventId,
    SalesLocationId: EventId,
    TheatreId: EventId,
    VenueId: EventId,
    ShowEventId: EventId.nullable(),
    LogTypeId: z.union([z.literal(1), z.literal(2)]),
    TimestampUtc: at,
    EndOfShiftCount: z.boolean(),
    Total: decimal,
    VisaMastercardSettlement: decimal,
    AmexSettlement: decimal,
    OtherSettlement: decimal,
    PreorderSettlement: decimal,
    VisaMastercardTipTotal: decimal,
    AmexTipTotal: decimal,
    OtherCreditCardTipTotal: decimal,
    PreorderTipTotal: decimal,
    PosUserId: EventId.nullable(),
    UserId: EventId,
  })
  .extend(denominations.shape);
export type CashboxCounted = z.infer<typeof CashboxCountedV1>;

const correction = { CashboxId, GuidId: z.uuid(), UserId: EventId, At: at };

/** `CashboxOverridden` v1 (PUT cashboxes/update): the eight override values in force from now on (final = original + override). */
export const CashboxOverriddenV1 = z.object(correction).extend(overrides.shape).extend({ Previous: overrides });
export type CashboxOverridden = z.infer<typeof CashboxOverriddenV1>;

/** `CashboxRetimed` v1 (PUT cashboxes/): the count's TimestampUtc corrected. */
export const CashboxRetimedV1 = z.object({ ...correction, TimestampUtc: at, PreviousTimestampUtc: at });
export type CashboxRetimed = z.infer<typeof CashboxRetimedV1>;

/** `CashboxAssigned` v1 (PUT cashboxes/ with a ShowEventId): an unassigned or misassigned count given to a show event. */
export const CashboxAssignedV1 = z.object({ ...correction, ShowEventId: EventId, PreviousShowEventId: EventId.nullable() });
export type CashboxAssigned = z.infer<typeof CashboxAssignedV1>;

/** `CashboxEndCountPosted` v1 (PUT shows/cashbox-endcount): the end-of-shift flag set on an end count. */
export const CashboxEndCountPostedV1 = z.object({ ...correction, ShowEventId: EventId });
export type CashboxEndCountPosted = z.infer<typeof CashboxEndCountPostedV1>;

export const CashboxEventTypes = {
  CashboxCounted: 'CashboxCounted',
  CashboxOverridden: 'CashboxOverridden',
  CashboxRetimed: 'CashboxRetimed',
  CashboxAssigned: 'CashboxAssigned',
  CashboxEndCountPosted: 'CashboxEndCountPosted',
} as const;
export type CashboxEventType = (typeof CashboxEventTypes)[keyof typeof CashboxEventTypes];
