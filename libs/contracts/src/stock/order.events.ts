import { z } from 'zod';
import { EventId, EventInstant, LedgerDecimal } from '../common/primitives';

// Every figure the projections keep in numeric columns, every id in integer columns (docs/api.md "Inputs").
const decimal = LedgerDecimal;

export const OrderLineSchema = z.object({
  GoodId: EventId,
  Qty: decimal,
  Cost: decimal,
  CogsTypeId: EventId,
  InventoryAccountTypeId: EventId,
});

const orderBody = {
  VenueId: EventId,
  VendorId: EventId.nullable(),
  VenueInventoryLocationId: EventId,
  ReceivedOrderGoods: z.array(OrderLineSchema).min(1),
  FreightRate: decimal,
  SuppliesRate: decimal,
  DepositsCost: decimal,
  GoodsToReturnCost: decimal,
  BilledAmount: decimal,
  EstimatedBill: decimal,
  TotalCost: decimal,
  PPV: decimal,
  UserId: EventId,
  At: EventInstant,
};

/** An order received from a vendor (unposted: editable, no stock yet). Stream `order-<OrderId>`. */
export const OrderReceivedV1 = z.object({ OrderId: z.uuid(), ...orderBody });
/** The whole order as edited (unposted orders only). */
export const OrderEditedV1 = z.object({ OrderId: z.uuid(), ...orderBody });
/** Posting adds the goods to the venue's inventory location; the lines travel with the event. */
export const OrderPostedV1 = z.object({
  OrderId: z.uuid(),
  VenueInventoryLocationId: EventId,
  ReceivedOrderGoods: z.array(OrderLineSchema).min(1),
  UserId: EventId,
  At: EventInstant,
});
/** Deleting a posted order takes its goods back out of stock. */
export const OrderDeletedV1 = z.object({
  OrderId: z.uuid(),
  Posted: z.boolean(),
  VenueInventoryLocationId: EventId,
  ReceivedOrderGoods: z.array(OrderLineSchema),
  UserId: EventId,
  At: EventInstant,
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
