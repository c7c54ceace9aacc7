import { z } from 'zod';

const decimal = z.string().regex(/^-?\d{1,9}(\.\d{1,4})?$/, 'a decimal');

export const OrderLineSchema = z.object({
  GoodId: z.number().int().positive(),
  Qty: decimal,
  Cost: decimal,
  CogsTypeId: z.number().int().positive(),
  InventoryAccountTypeId: z.number().int().positive(),
});

const orderBody = {
  VenueId: z.number().int().positive(),
  VendorId: z.number().int().positive().nullable(),
  VenueInventoryLocationId: z.number().int().positive(),
  ReceivedOrderGoods: z.array(OrderLineSchema).min(1),
  FreightRate: decimal,
  SuppliesRate: decimal,
  DepositsCost: decimal,
  GoodsToReturnCost: decimal,
  BilledAmount: decimal,
  EstimatedBill: decimal,
  TotalCost: decimal,
  PPV: decimal,
  UserId: z.number().int().positive(),
  At: z.iso.datetime({ offset: true }),
};

/** An order received from a vendor (unposted: editable, no stock yet). Stream `order-<OrderId>`. */
export const OrderReceivedV1 = z.object({ OrderId: z.uuid(), ...orderBody });
/** The whole order as edited (unposted orders only). */
export const OrderEditedV1 = z.object({ OrderId: z.uuid(), ...orderBody });
/** Posting adds the goods to the venue's inventory location; the lines travel with the event. */
export const OrderPostedV1 = z.object({
  OrderId: z.uuid(),
  VenueInventoryLocationId: z.number().int().positive(),
  ReceivedOrderGoods: z.array(OrderLineSchema).min(1),
  UserId: z.number().int().positive(),
  At: z.iso.datetime({ offset: true }),
});
/** Deleting a posted order takes its goods back out of stock. */
export const OrderDeletedV1 = z.object({
  OrderId: z.uuid(),
  Posted: z.boolean(),
  VenueInventoryLocationId: z.number().int().positive(),
  ReceivedOrderGoods: z.array(OrderLineSchema),
  UserId: z.number().int().positive(),
  At: z.iso.datetime({ offset: true }),
});
export type OrderReceived = z.infer<typeof OrderReceivedV1>;
export type OrderPosted = z.infer<typeof OrderPostedV1>;
export type OrderDeleted = z.infer<typeof OrderDeletedV1>;

export const OrderEventTypes = {
  OrderReceived: 'OrderReceived',
  OrderEdited: 'OrderEdited',
  OrderPosted: 'OrderPosted',
  OrderDeleted: 'OrderDeleted',
} as const;
