import { z } from 'zod';

const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'must not contain a NUL character');

/** The one stream every void is appended to, so the projections read every void in one place. */
export const LEDGER_VOIDS_STREAM = 'ledger-voids';

/**
 * `EventVoided` v1: an operator's correction of an event no projection could apply (a "poison"
 * event). Events are never edited: this later event tells every projection (and replay) to skip
 * the named event, for the reason given, by the person named (docs/operations.md).
 */
export const EventVoidedV1 = z.object({
  EventId: z.uuid(),
  /** The voided event's type, kept for the audit trail. */
  EventType: text(200),
  Reason: text(2000, 3),
  VoidedBy: text(200),
});
export type EventVoided = z.infer<typeof EventVoidedV1>;
export const LedgerEventTypes = { EventVoided: 'EventVoided' } as const;
