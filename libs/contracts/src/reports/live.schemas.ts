import { z } from 'zod';
import { Money, Quantity } from '../common/wire';

// The live feed of a show event (GET sales/live/showEvents/{showEventId}, server-sent events; docs/reports.md
// "Live over/short and kit sales"): what the open over/short and kit sales screens of a show that is on
// watch, so they run their report again when a sale or a cash box count arrives.

/** The SSE event names of the feed: `figures` (a LiveShowEventFigures in its data) and `heartbeat`. */
export const LiveFeedEvents = { Figures: 'figures', Heartbeat: 'heartbeat' } as const;

/** What the stations sold in one tender (signed: refunds take away), with the tips taken in it. */
export const LiveTenderSchema = z
  .object({
    PaymentMethodId: z.number().int(),
    SaleAmount: Money,
    TipAmount: Money,
  })
  .meta({ id: 'LiveTender' });

/**
 * A show event's running totals as the sales and cashboxes projections stand at SalesPosition and
 * CashboxesPosition (read with them in one snapshot): a message of the feed, sent when they change.
 */
export const LiveShowEventFiguresSchema = z
  .object({
    ShowEventId: z.number().int(),
    /** The sales projection's checkpoint these totals reflect (an event store position, `transaction:position`). */
    SalesPosition: z.string(),
    /** The cashboxes projection's checkpoint the counts reflect. */
    CashboxesPosition: z.string(),
    /** When the server read them (ISO 8601, UTC). */
    At: z.string(),
    /** Sales recorded in the show event (a refund counts as one). */
    SaleCount: z.number().int(),
    RefundCount: z.number().int(),
    /** Σ sale Total (refunds negative). */
    SalesTotal: Money,
    /** Σ kit line Qty (refund lines negative): the kits sold. */
    KitQty: Quantity,
    /** Σ kit line Qty × SalePricePerKit: the kit sales' gross. */
    KitGross: Money,
    /** Per tender Σ payment Total and Σ TipAmount, by PaymentMethodId. */
    Tenders: z.array(LiveTenderSchema),
    /** Cash box counts recorded for the show event: start (LogTypeId 1) and end (2), their number and Σ Total counted. */
    StartCounts: z.number().int(),
    StartCountTotal: Money,
    EndCounts: z.number().int(),
    EndCountTotal: Money,
  })
  .meta({ id: 'LiveShowEventFigures' });
export type LiveShowEventFigures = z.infer<typeof LiveShowEventFiguresSchema>;
export type LiveShowEventFiguresInput = z.input<typeof LiveShowEventFiguresSchema>;
