import Decimal from 'decimal.js';
import { z } from 'zod';
import { Id, SetInventoryPushSchema, StockPushSchema, WastagePushSchema } from '@intermission/contracts';
import { NothingTo, roundDown } from '@intermission/domain';
import { parseQuantity } from './quantities';
import { StockMessages } from './stockMessages';

// The schemas of the stock forms: each push as the contracts define it, without its GuidId (the
// mutation adds it), with the rules the screen checks before anything is sent. An issue on the
// path `root` is a rule about the whole form, shown in a toast (useZodForm).

/**
 * A transfer between two locations: both ends chosen. `missingTo` says what a missing destination is
 * when the form is checked (for patrons room, billable and catering, that the origin has none).
 */
export const transferFormSchema = (missingTo: () => string = () => StockMessages.ChooseTo) =>
  StockPushSchema.omit({ GuidId: true }).superRefine((t, ctx) => {
    if (t.FromInventoryLocationId === null) ctx.addIssue({ code: 'custom', path: ['FromInventoryLocationId'], message: StockMessages.ChooseFrom });
    else if (t.ToInventoryLocationId === null) ctx.addIssue({ code: 'custom', path: ['ToInventoryLocationId'], message: missingTo() });
  });

/** A count (set inventory): the location counted, and some good counted above 0 once rounded down to the ledger's decimals. */
export const CountsFormSchema = SetInventoryPushSchema.omit({ GuidId: true })
  .extend({ InventoryLocationId: Id.nullable().default(null) })
  .superRefine((c, ctx) => {
    if (c.InventoryLocationId === null) ctx.addIssue({ code: 'custom', path: ['InventoryLocationId'], message: StockMessages.ChooseCounted });
    const counted = c.Counts.map((l) => parseQuantity(String(l.Counted)) ?? new Decimal(0));
    // A line that is not a number has its own message; nothing more is said until it is put right.
    if (counted.every((q) => !q.isNaN() && roundDown(q).lte(0))) ctx.addIssue({ code: 'custom', path: ['root'], message: NothingTo.Reconcile });
  });

/** Opening quantities (initialize inventory): the location chosen. */
export const InitializeFormSchema = StockPushSchema.omit({ GuidId: true }).superRefine((t, ctx) => {
  if (t.ToInventoryLocationId === null) ctx.addIssue({ code: 'custom', path: ['ToInventoryLocationId'], message: StockMessages.ChooseInitialized });
});

/** An id the form needs chosen, `message` when it is not. */
const chosen = (message: string) => z.number({ error: message }).pipe(Id);

/** Wastage: the location and the reason chosen. */
export const WastageFormSchema = WastagePushSchema.omit({ GuidId: true }).extend({
  InventoryLocationId: chosen(StockMessages.ChooseWasted),
  WastageId: chosen(StockMessages.ChooseReason),
});
