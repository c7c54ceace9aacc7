import { z } from 'zod';
import { EventId, EventInstant, LedgerDecimal } from '../common/primitives';

// Every figure the projections keep in numeric columns, every id in integer columns (docs/api.md "Inputs").
const decimal = LedgerDecimal;

/**
 * `InventoryCounted` v1: a set-inventory count ("Inventory Reconciliation", the inventory count log),
 * written in the count's `stock-<GuidId>` stream beside the GainLost `StockMoved` it caused (or alone
 * when every figure matched). Per good: what the ledger expected at that moment, what was counted and
 * the standard cost in force, so a report can say what the count found without guessing.
 */
export const InventoryCountedV1 = z.object({
  CountId: z.uuid(),
  InventoryLocationId: EventId,
  CountedAt: EventInstant,
  UserId: EventId,
  PosUserId: EventId.nullable(),
  Lines: z
    .array(
      z.object({
        GoodId: EventId,
        Expected: decimal,
        Counted: decimal,
        CostPerGood: decimal,
      }),
    )
    .min(1),
});
export type InventoryCounted = z.infer<typeof InventoryCountedV1>;

/**
 * `SaleRecorded` v1 (document 2 §3 "Sale"): kits sold at a sales location. `SaleGoods` are the
 * tracked goods the kits consume (kit quantity × kit good quantity, negative on a refund) at the
 * sales location's inventory location, resolved when the sale is recorded with the cost in force.
 * `ReduceInventory` false (a manual entry that does not touch stock) leaves the goods out of stock.
 */
export const SaleRecordedV1 = z.object({
  SaleId: z.uuid(),
  VenueId: EventId,
  SalesLocationId: EventId,
  InventoryLocationId: EventId,
  ShowEvent: z.object({ Id: EventId, Start: EventInstant, End: EventInstant }).nullable(),
  StationId: EventId.nullable(),
  PosUserId: EventId.nullable(),
  UserId: EventId,
  IsRefund: z.boolean(),
  ReduceInventory: z.boolean(),
  SaleDate: EventInstant,
  Total: decimal,
  SaleKits: z.array(z.object({ KitId: EventId, Qty: decimal, SalePricePerKit: decimal, CostPerKit: decimal })).min(1),
  SaleGoods: z.array(
    z.object({
      GoodId: EventId,
      KitId: EventId,
      Qty: decimal,
      CostPerGood: decimal,
      CogsTypeId: EventId,
      InventoryAccountTypeId: EventId,
    }),
  ),
});
export type SaleRecorded = z.infer<typeof SaleRecordedV1>;

export const CountSaleEventTypes = { InventoryCounted: 'InventoryCounted', SaleRecorded: 'SaleRecorded' } as const;
