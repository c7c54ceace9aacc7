import { z } from 'zod';
import { EventId, EventInstant, LedgerDecimal } from '../common/primitives';
import { PaymentMethodIdSchema } from '../sales/sale.events';

// A deposit is posted once per show event (document 2 §4 "Deposit: unposted, then posted"): the stream
// `deposit-<ShowEventId>`, its one event DepositPosted. From then on the show event's money is closed:
// no more manual sales, petty cash or cash box corrections for it (docs/deposits.md).
const decimal = LedgerDecimal;
const at = EventInstant;

/**
 * `DepositPosted` v1: the figures as computed and shown when it was posted (docs/deposits.md gives
 * each formula), with the ledger position they were read at, so an auditor can recompute them.
 */
export const DepositPostedV1 = z.object({
  /** Allocated by the command (a sequence), carried so a rebuild keeps it: the PostedDepositId. */
  DepositId: EventId,
  ShowEventId: EventId,
  TheatreId: EventId,
  VenueId: EventId,
  Amount: decimal,
  PettyCashAmount: decimal,
  TipTotal: decimal,
  AmountToBePosted: decimal,
  Details: z.array(z.object({ PaymentMethodId: PaymentMethodIdSchema, SalesAmount: decimal, Amount: decimal, TipAmount: decimal })),
  /** The global ledger position the figures were read at. */
  ReadAtPosition: z.string().regex(/^\d{1,19}:\d{1,19}$/),
  UserId: EventId,
  At: at,
});
export type DepositPosted = z.infer<typeof DepositPostedV1>;

export const DepositEventTypes = { DepositPosted: 'DepositPosted' } as const;

/** The stream of a show event's deposit. */
export const depositStream = (showEventId: number) => `deposit-${showEventId}`;
