import { z } from 'zod';
import { isDay } from '../common/days';
import { MovementType } from './movement-types';
import { CostFigure, MoneyFigure, QuantityFigure } from './figures';
import { InvSummaryGoodSchema } from './inventory-queries.schemas';
import { StockMovedV1 } from './stock.events';

const qty = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const s = String(v).trim();
  if (!/^\d{1,9}(\.\d+)?$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'Quantity must be a number of 0 or more' });
    return z.NEVER;
  }
  return s;
});
const lines = z
  .array(z.object({ GoodId: z.number().int().positive(), Qty: qty }))
  .max(2000)
  .default([]);

/** The body of the inventoryEventPush/ calls that move stock (document 3 §7). GuidId names the event. */
export const StockPushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  FromInventoryLocationId: z.number().int().positive().nullable().default(null),
  ToInventoryLocationId: z.number().int().positive().nullable().default(null),
  TransferGoods: lines,
  PosUserId: z.number().int().positive().nullable().default(null),
  Notes: z.string().max(2000).default(''),
  TransferDate: z.iso.datetime({ offset: true }).optional(),
});
export type StockPush = z.output<typeof StockPushSchema>;

/** POST inventoryEventPush/wastageGoods: goods wasted at a location, with the reason (a wastes list item). */
export const WastagePushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  InventoryLocationId: z.number().int().positive(),
  WastageId: z.number().int().positive(),
  Goods: lines,
  PosUserId: z.number().int().positive().nullable().default(null),
  FromSlerp: z.boolean().default(false),
  TransferDate: z.iso.datetime({ offset: true }).optional(),
});
export type WastagePush = z.output<typeof WastagePushSchema>;

/** POST inventoryEventPush/gainlostTransfer (set inventory): the counts; differences of 0.01 or more are recorded. */
export const SetInventoryPushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  InventoryLocationId: z.number().int().positive(),
  Counts: z
    .array(z.object({ GoodId: z.number().int().positive(), Counted: qty }))
    .max(2000)
    .default([]),
  PosUserId: z.number().int().positive().nullable().default(null),
  TransferDate: z.iso.datetime({ offset: true }).optional(),
});
export type SetInventoryPush = z.output<typeof SetInventoryPushSchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Dates are YYYY-MM-DD')
  .transform((d) => d.slice(0, 10))
  .refine(isDay, 'Dates are YYYY-MM-DD');

/** POST transfers/_search (document 3 §7); dates are whole days at each movement's venue: from its start to the next day's start. */
export const TransferSearchSchema = z.object({
  Query: z.string().max(200).optional(),
  Skip: z.number().int().min(0).default(0),
  Take: z.number().int().min(1).max(10000).default(12),
  VenueId: z.number().int().positive().nullish(),
  SalesLocationId: z.number().int().positive().nullish(),
  TransferTypeId: z.number().int().min(MovementType.Inventory).max(MovementType.Wastage).nullish(),
  FromDate: day.nullish(),
  ToDate: day.nullish(),
  exportDetailId: z.number().int().positive().nullish(),
});
export type TransferSearch = z.output<typeof TransferSearchSchema>;

/** The transfer types a screen may pick or filter by, by name. */
export const TransferTypes = (['Inventory', 'PatronRoom', 'Billable', 'Catering', 'Initializing', 'GainLost', 'Wastage'] as const).map((Name) => ({
  Id: MovementType[Name],
  Name,
}));

const amount = z
  .union([z.string(), z.number()])
  .default('0')
  .transform((v, ctx) => {
    const s = String(v).trim() || '0';
    if (!/^\d{1,9}(\.\d{1,4})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: 'Must be an amount of 0 or more' });
      return z.NEVER;
    }
    return s;
  });

/** POST inventoryEventPush/receiving: a new order (no Id) or an edit of an unposted one (Id, Version). */
export const ReceivingPushSchema = z.object({
  GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'),
  Id: z.uuid().nullish(),
  Version: z.number().int().min(1).nullish(),
  VenueId: z.number().int().positive(),
  VendorId: z.number().int().positive().nullable().default(null),
  VenueInventoryLocationId: z.number().int().positive().nullable().default(null),
  ReceivedOrderGoods: z
    .array(z.object({ GoodId: z.number().int().positive(), Qty: amount, Cost: amount }))
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
export const PostReceivingSchema = z.object({ GuidId: z.uuid('GuidId must be a GUID from GET guid/{n}'), Id: z.uuid(), Version: z.number().int().min(1) });

export const ReceivedOrderSearchSchema = z.object({
  Query: z.string().max(200).optional(),
  Skip: z.number().int().min(0).default(0),
  Take: z.number().int().min(1).max(10000).default(12),
  VenueId: z.number().int().positive().nullish(),
  VendorId: z.number().int().positive().nullish(),
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
    Notes: z.string(),
    LineCount: z.number().int(),
    TotalCost: MoneyFigure,
    UserId: z.number().int(),
    PosUserId: z.number().int().nullable(),
    WastageReasonId: z.number().int().nullable(),
  })
  .meta({ id: 'TransferListItem' });
export type TransferListItem = z.infer<typeof TransferListItemSchema>;
export type TransferListItemFigures = z.input<typeof TransferListItemSchema>;

/** One good moved: the quantity, the standard cost in force and the accounts (a StockMoved line, numbers on the wire). */
const MovementLineSchema = z.object({
  GoodId: z.number().int(),
  Qty: QuantityFigure,
  CostPerGood: CostFigure,
  CogsTypeId: z.number().int(),
  InventoryAccountTypeId: z.number().int(),
});

/** GET transfers/{id}/isWastage/{flag}: one movement with its goods (each line once). */
export const TransferDetailSchema = TransferListItemSchema.extend({
  TransferGoods: z.array(MovementLineSchema.extend({ Name: z.string() })),
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
        Qty: QuantityFigure,
        Cost: CostFigure,
        CogsTypeId: z.number().int(),
        InventoryAccountTypeId: z.number().int(),
      }),
    ),
    FreightRate: MoneyFigure,
    SuppliesRate: MoneyFigure,
    DepositsCost: MoneyFigure,
    GoodsToReturnCost: MoneyFigure,
    BilledAmount: MoneyFigure,
    /** Σ Qty × Cost. */
    EstimatedBill: MoneyFigure,
    TotalCost: MoneyFigure,
    /** BilledAmount − TotalCost. */
    PPV: MoneyFigure,
    Posted: z.boolean(),
    Deleted: z.boolean(),
    CreatedBy: z.number().int(),
    PostedBy: z.number().int().nullable(),
    /** ISO times. */
    ReceivedAt: z.string(),
    UpdatedAt: z.string(),
    PostedAt: z.string().nullable(),
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
  Version: true,
}).meta({ id: 'ReceivedOrderListItem' });
export type ReceivedOrderListItem = z.infer<typeof ReceivedOrderListItemSchema>;
export type ReceivedOrderListItemFigures = z.input<typeof ReceivedOrderListItemSchema>;

/** GET inventory/admin/inventory_{id} (and the wastage and set-inventory lists): a tracked good with what is on hand at the location. */
export const StockOnHandItemSchema = InvSummaryGoodSchema.extend({
  Volume: QuantityFigure.nullable(),
  QuantityOnHand: QuantityFigure,
}).meta({ id: 'StockOnHandItem' });
export type StockOnHandItem = z.infer<typeof StockOnHandItemSchema>;
export type StockOnHandItemFigures = z.input<typeof StockOnHandItemSchema>;

/** GET guid/{n}: fresh GUIDs to name the events a station or screen pushes (document 3 §7). */
export const GuidListSchema = z.array(z.uuid()).meta({ id: 'GuidList' });
