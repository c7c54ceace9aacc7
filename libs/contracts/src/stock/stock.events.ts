import { z } from 'zod';
import { EventId, EventInstant, EventText, LedgerDecimal } from '../common/primitives';
import { MovementType } from './movement-types';

// Every figure the projections keep in numeric columns, every id in integer columns (docs/api.md "Inputs").
const decimal = LedgerDecimal;

/** One good moved: quantity, the standard cost in force at the transfer date, and the accounts. */
export const StockLineSchema = z.object({
  GoodId: EventId,
  Qty: decimal,
  CostPerGood: decimal,
  CogsTypeId: EventId,
  InventoryAccountTypeId: EventId,
});
export type StockLine = z.infer<typeof StockLineSchema>;

/**
 * `StockMoved` v1: every stock movement (document 3 §3 "Transfer"): goods leave From and arrive at
 * To. Initializing and receiving have no From; wastage has no To; a GainLost adjustment has one
 * side only, a gain as To and a loss as From. The event id is the GUID the client named it with.
 */
export const StockMovedV1 = z.object({
  TransferId: z.uuid(),
  TypeId: z.number().int().min(MovementType.Inventory).max(MovementType.Wastage),
  FromInventoryLocationId: EventId.nullable(),
  ToInventoryLocationId: EventId.nullable(),
  Lines: z.array(StockLineSchema).min(1),
  PosUserId: EventId.nullable(),
  WastageReasonId: EventId.nullable(),
  Notes: EventText(2000),
  TransferDate: EventInstant,
  UserId: EventId,
});
export type StockMoved = z.infer<typeof StockMovedV1>;
export const StockEventTypes = { StockMoved: 'StockMoved' } as const;
