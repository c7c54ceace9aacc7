import { z } from 'zod';
import { CashboxCountPushSchema } from '../cashboxes/cashbox.schemas';
import { MaxInt32 } from '../common/primitives';
import { StationSalePushBodySchema } from '../sales/sale.schemas';
import { SetInventoryPushSchema, StockPushSchema, WastagePushSchema } from '../stock/stock.schemas';

// The stations' sync (docs/station-sync.md): POST stations/{stationId}/sync takes a station's queue
// and answers per item. The envelope (Items, Position) is checked as a whole; each item's Kind,
// MovementKind and Body are checked on their own, so one bad item is refused and the rest apply.

/** Items in one call at most. */
export const MaxSyncItems = 5000;

/** The item kinds a station queues. */
export const SyncItemKinds = ['Sale', 'CashboxCount', 'StockMovement'] as const;
export type SyncItemKind = (typeof SyncItemKinds)[number];

/** A StockMovement's call, as the inventoryEventPush/ calls name them, with the body each takes. */
export const SyncMovementSchemas = {
  inventoryTransfer: StockPushSchema,
  patronsRoom: StockPushSchema,
  billableTransfer: StockPushSchema,
  cateringTransfer: StockPushSchema,
  initializingTransfer: StockPushSchema,
  wastageGoods: WastagePushSchema,
  gainlostTransfer: SetInventoryPushSchema,
} as const;
export type SyncMovementKind = keyof typeof SyncMovementSchemas;
export const SyncMovementKinds = Object.keys(SyncMovementSchemas) as SyncMovementKind[];

/** The body schema of each kind (a StockMovement's by its MovementKind). */
export const SyncItemBodySchemas = { Sale: StationSalePushBodySchema, CashboxCount: CashboxCountPushSchema } as const;

/**
 * A station's queue position: an integer of 0 to 2^31 − 1, increasing along its queue. Bounded as the
 * ids are (issue 38 point 7): the station keeps its highest position answered, so one item numbered
 * near 2^53 would have pinned it for good.
 */
export const QueuePositionSchema = z
  .number({ error: 'Position must be a queue position (an integer of 0 or more)' })
  .int('Position must be a queue position (an integer of 0 or more)')
  .min(0, 'Position must be a queue position (an integer of 0 or more)')
  .max(MaxInt32, 'Position is too large');

const label = z.string().max(64, 'Not a known kind');

export const StationSyncItemSchema = z
  .object({
    Position: QueuePositionSchema,
    /** 'Sale' | 'CashboxCount' | 'StockMovement'; another kind refuses the item, not the call. */
    Kind: label,
    /** For a StockMovement: inventoryTransfer, patronsRoom, billableTransfer, cateringTransfer, initializingTransfer, wastageGoods, gainlostTransfer. */
    MovementKind: label.nullable().optional(),
    /** The body of the kind's single-item call (StationSalePush, CashboxCountPush, the movement's push), checked per item. */
    Body: z.unknown(),
  })
  .meta({ id: 'StationSyncItem' });
export type StationSyncItem = z.output<typeof StationSyncItemSchema>;

/** POST stations/{stationId}/sync: up to 5,000 queued items, their Positions strictly increasing. */
export const StationSyncSchema = z
  .object({
    Items: z
      .array(StationSyncItemSchema)
      .min(1, 'Items must hold at least one queued item')
      .max(MaxSyncItems, `At most ${MaxSyncItems} items in one call`)
      .superRefine((items, ctx) => {
        for (let i = 1; i < items.length; i++)
          if (items[i]!.Position <= items[i - 1]!.Position) {
            ctx.addIssue({ code: 'custom', path: [i, 'Position'], message: 'Positions must increase along the queue' });
            return;
          }
      }),
  })
  .meta({ id: 'StationSync' });
export type StationSync = z.output<typeof StationSyncSchema>;

export const SyncItemStatuses = ['Applied', 'AlreadyApplied', 'Refused'] as const;
export type SyncItemStatus = (typeof SyncItemStatuses)[number];

/**
 * One item's answer: Applied (stored by this call), AlreadyApplied (stored before: a replay, nothing
 * changed) or Refused with its Code, Message and, for a bad body, the Field.
 */
export const SyncItemAnswerSchema = z
  .object({
    Position: z.number().int(),
    /** The item's GUID (a sale's SaleId, a count's or movement's GuidId); null when its body has none. */
    Guid: z.string().nullable(),
    Status: z.enum(SyncItemStatuses),
    Code: z.string().optional(),
    Message: z.string().optional(),
    Field: z.string().optional(),
  })
  .meta({ id: 'SyncItemAnswer' });
export type SyncItemAnswer = z.infer<typeof SyncItemAnswerSchema>;

/** What the sync answers: each item in the order sent, and the station's sync state after this call. */
export const StationSyncAnswerSchema = z
  .object({
    StationId: z.number().int(),
    LastSyncUtc: z.string(),
    /** The highest queue position the station has had answered. */
    QueuePosition: z.number().int(),
    Items: z.array(SyncItemAnswerSchema),
  })
  .meta({ id: 'StationSyncAnswer' });
export type StationSyncAnswer = z.infer<typeof StationSyncAnswerSchema>;
