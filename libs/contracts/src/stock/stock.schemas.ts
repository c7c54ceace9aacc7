import { z } from 'zod';
import { isDay } from '../common/days';
import { MovementType } from './movement-types';

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
