import { z } from 'zod';
import { DayText, Id, InstantText, Int32, Text, RequestDecimal } from '../common/primitives';
import { MovementType } from './movement-types';
import { Money, Quantity, UnitPrice } from '../common/wire';
import { InvSummaryGoodSchema } from './inventory-queries.schemas';
import { StockMovedV1 } from './stock.events';

/** A pushed quantity: up to 9 digits (the ledger's), decimals beyond the ledger's are rounded down by the rule. */
const qty = RequestDecimal({ digits: 9, places: 8, message: 'Quantity must be a number of 0 or more' });
const lines = z
  .array(z.object({ GoodId: Id, Qty: qty }))
  .max(2000)
  .default([]);

/** The body of the inventoryEventPush/ calls that move stock (document 3 §7). GuidId names the event. */
export const StockPushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  FromInventoryLocationId: Id.nullable().default(null),
  ToInventoryLocationId: Id.nullable().default(null),
  TransferGoods: lines,
  PosUserId: Id.nullable().default(null),
  Notes: Text(2000).default(''),
  TransferDate: InstantText().optional(),
});
export type StockPush = z.output<typeof StockPushSchema>;

/** POST inventoryEventPush/wastageGoods: goods wasted at a location, with the reason (a wastes list item). */
export const WastagePushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  InventoryLocationId: Id,
  WastageId: Id,
  Goods: lines,
  PosUserId: Id.nullable().default(null),
  FromSlerp: z.boolean().default(false),
  TransferDate: InstantText().optional(),
});
export type WastagePush = z.output<typeof WastagePushSchema>;

/** POST inventoryEventPush/gainlostTransfer (set inventory): the counts; differences of 0.01 or more are recorded. */
export const SetInventoryPushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  InventoryLocationId: Id,
  Counts: z
    .array(z.object({ GoodId: Id, Counted: qty }))
    .max(2000)
    .default([]),
  PosUserId: Id.nullable().default(null),
  TransferDate: InstantText().optional(),
});
export type SetInventoryPush = z.output<typeof SetInventoryPushSchema>;

const day = DayText();

/** POST transfers/_search (document 3 §7); dates are whole days at each movement's venue: from its start to the next day's start. */
export const TransferSearchSchema = z.object({
  Query: Text(200).optional(),
  Skip: Int32.min(0).default(0),
  Take: Int32.min(1).max(10000).default(12),
  VenueId: Id.nullish(),
  SalesLocationId: Id.nullish(),
  TransferTypeId: Int32.min(MovementType.Inventory).max(MovementType.Wastage).nullish(),
  FromDate: day.nullish(),
  ToDate: day.nullish(),
  exportDetailId: Id.nullish(),
});
export type TransferSearch = z.output<typeof TransferSearchSchema>;

/** The transfer types a screen may pick or filter by, by name. */
export const TransferTypes = (['Inventory', 'PatronRoom', 'Billable', 'Catering', 'Initializing', 'GainLost', 'Wastage'] as const).map((Name) => ({
  Id: MovementType[Name],
  Name,
}));

/** An order's amount: 9 digits and 4 decimals, as the order events keep them. */
const amount = RequestDecimal({ digits: 9, places: 4, message: 'Must be an amount of 0 or more' }).default('0');

/** POST inventoryEventPush/receiving: a new order (no Id) or an edit of an unposted one (Id, Version). */
export const ReceivingPushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  Id: z.uuid().nullish(),
  Version: Int32.min(1).nullish(),
  VenueId: Id,
  VendorId: Id.nullable().default(null),
  VenueInventoryLocationId: Id.nullable().default(null),
  ReceivedOrderGoods: z
    .array(z.object({ GoodId: Id, Qty: amount, Cost: amount }))
    .max(2000)
    .default([]),
  FreightRate: amount,
  SuppliesRate: amount,
  DepositsCost: amount,
  GoodsToReturnCost: amount,
  BilledAmount: amount,
});
export type ReceivingPush = z.output<typeof ReceivingPushSchema>;

/** POST inventoryEventPush/post/receiving. */
export const PostReceivingSchema = z.object({ GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'), Id: z.uuid(), Version: Int32.min(1) });

export const ReceivedOrderSearchSchema = z.object({
  Query: Text(200).optional(),
  Skip: Int32.min(0).default(0),
  Take: Int32.min(1).max(10000).default(12),
  VenueId: Id.nullish(),
  VendorId: Id.nullish(),
  Posted: z.boolean().nullish(),
});
export type ReceivedOrderSearch = z.output<typeof ReceivedOrderSearchSchema>;

/** The received-order messages of document 3 §8, quoted exactly ('Order Saved Successfully' for an edit is ours). */
export const ReceivingMessages = {
  Created: 'Order Created Successfully',
  CreateFailed: 'Order Creation Failed',
  Saved: 'Order Saved Successfully',
  Posted: 'Posted Successfully',
  Deleted: 'Received Order Deleted',
  PostedDeleted: 'Posted Received Order Deleted',
  PostConfirm: 'No more changes can be done after posting. Are you sure you want to post the order?',
} as const;

// ---- Answers ----

/**
 * What a count adjustment (a GainLost movement) is named by its sign (docs/stock.md "Count labels"):
 * the movement by its net value (then its net quantity), each of its lines by its own.
 */
export const CountAdjustmentLabels = { Gain: 'Count (gain)', Loss: 'Count (loss)' } as const;
export const CountAdjustmentLabelSchema = z.enum([CountAdjustmentLabels.Gain, CountAdjustmentLabels.Loss]);
export type CountAdjustmentLabel = z.infer<typeof CountAdjustmentLabelSchema>;

/** A row of POST transfers/_search: one movement, its locations named. */
export const TransferListItemSchema = z
  .object({
    Id: z.string(),
    TypeId: z.number().int(),
    FromInventoryLocationId: z.number().int().nullable(),
    FromName: z.string().nullable(),
    ToInventoryLocationId: z.number().int().nullable(),
    ToName: z.string().nullable(),
    /** ISO time. */
    TransferDate: z.string(),
    /** The IANA time zone of the movement's venue (its From side's, else its To side's), in which its time is shown. */
    TimeZone: z.string(),
    Notes: z.string(),
    LineCount: z.number().int(),
    TotalCost: Money,
    UserId: z.number().int(),
    PosUserId: z.number().int().nullable(),
    WastageReasonId: z.number().int().nullable(),
    /** A count adjustment's name by its net sign ('Count (gain)' or 'Count (loss)'); null for every other movement. */
    CountAdjustment: CountAdjustmentLabelSchema.nullable(),
  })
  .meta({ id: 'TransferListItem' });
export type TransferListItem = z.infer<typeof TransferListItemSchema>;
export type TransferListItemFigures = z.input<typeof TransferListItemSchema>;

/** One good moved: the quantity, the standard cost in force and the accounts (a StockMoved line, numbers on the wire). */
const MovementLineSchema = z.object({
  GoodId: Int32,
  Qty: Quantity,
  CostPerGood: UnitPrice,
  CogsTypeId: Int32,
  InventoryAccountTypeId: Int32,
});

/** GET transfers/{id}/isWastage/{flag}: one movement with its goods (each line once). */
export const TransferDetailSchema = TransferListItemSchema.extend({
  /** Each line's Qty is the quantity moved (never negative); a count's line says by CountAdjustment whether it was a gain or a loss (null otherwise). */
  TransferGoods: z.array(MovementLineSchema.extend({ Name: z.string(), CountAdjustment: CountAdjustmentLabelSchema.nullable() })),
}).meta({ id: 'TransferDetail' });
export type TransferDetail = z.infer<typeof TransferDetailSchema>;
export type TransferDetailFigures = z.input<typeof TransferDetailSchema>;

/** The movement an inventoryEventPush/ call recorded, as its StockMoved event holds it (numbers on the wire). */
export const RecordedMovementSchema = StockMovedV1.extend({ Lines: z.array(MovementLineSchema) }).meta({ id: 'RecordedMovement' });

/** What every inventoryEventPush/ movement call answers, first time or replayed; a count that matched everything has no Transfer. */
export const MovementRecordedSchema = z
  .object({
    Message: z.string(),
    TransferId: z.string().nullable(),
    /** The event store position of the recorded event. */
    Position: z.string(),
    Transfer: RecordedMovementSchema.nullable(),
  })
  .meta({ id: 'MovementRecorded' });
export type MovementRecorded = z.infer<typeof MovementRecordedSchema>;

/** GET received-orders/{id}: a received order as the received orders projection holds it, its goods named (document 3 §3). */
export const ReceivedOrderSchema = z
  .object({
    Id: z.string(),
    VenueId: z.number().int(),
    VenueName: z.string(),
    VendorId: z.number().int().nullable(),
    VendorName: z.string().nullable(),
    VenueInventoryLocationId: z.number().int(),
    Goods: z.array(
      z.object({
        GoodId: z.number().int(),
        Name: z.string(),
        Qty: Quantity,
        Cost: UnitPrice,
        CogsTypeId: z.number().int(),
        InventoryAccountTypeId: z.number().int(),
      }),
    ),
    FreightRate: Money,
    SuppliesRate: Money,
    DepositsCost: Money,
    GoodsToReturnCost: Money,
    BilledAmount: Money,
    /** Σ Qty × Cost. */
    EstimatedBill: Money,
    TotalCost: Money,
    /** BilledAmount − TotalCost. */
    PPV: Money,
    Posted: z.boolean(),
    Deleted: z.boolean(),
    CreatedBy: z.number().int(),
    PostedBy: z.number().int().nullable(),
    /** ISO times. */
    ReceivedAt: z.string(),
    UpdatedAt: z.string(),
    PostedAt: z.string().nullable(),
    /** The IANA time zone of the order's venue, in which its times are shown. */
    TimeZone: z.string(),
    Version: z.number().int(),
  })
  .meta({ id: 'ReceivedOrder' });
export type ReceivedOrder = z.infer<typeof ReceivedOrderSchema>;
export type ReceivedOrderFigures = z.input<typeof ReceivedOrderSchema>;

/** What inventoryEventPush/receiving, post/receiving and the deletes answer. */
// Order is absent when the stored order did not reach the read tables within the bounded wait (the write stands).
export const OrderRecordedSchema = z.object({ Message: z.string(), Order: ReceivedOrderSchema.optional() }).meta({ id: 'OrderRecorded' });
export type OrderRecorded = z.infer<typeof OrderRecordedSchema>;

/** A row of POST received-orders/_search. */
export const ReceivedOrderListItemSchema = ReceivedOrderSchema.pick({
  Id: true,
  VenueId: true,
  VenueName: true,
  VendorId: true,
  VendorName: true,
  Posted: true,
  EstimatedBill: true,
  TotalCost: true,
  BilledAmount: true,
  PPV: true,
  ReceivedAt: true,
  PostedAt: true,
  TimeZone: true,
  Version: true,
}).meta({ id: 'ReceivedOrderListItem' });
export type ReceivedOrderListItem = z.infer<typeof ReceivedOrderListItemSchema>;
export type ReceivedOrderListItemFigures = z.input<typeof ReceivedOrderListItemSchema>;

/** GET inventory/admin/inventory_{id} (and the wastage and set-inventory lists): a tracked good with what is on hand at the location. */
export const StockOnHandItemSchema = InvSummaryGoodSchema.extend({
  Volume: Quantity.nullable(),
  QuantityOnHand: Quantity,
}).meta({ id: 'StockOnHandItem' });
export type StockOnHandItem = z.infer<typeof StockOnHandItemSchema>;
export type StockOnHandItemFigures = z.input<typeof StockOnHandItemSchema>;

/** GET guid/{n}: fresh GUIDs to name the events a station or screen pushes (document 3 §7). */
export const GuidListSchema = z.array(z.uuid()).meta({ id: 'GuidList' });
