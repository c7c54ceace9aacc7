import { z } from 'zod';
import { MovementType } from './movement-types';

const decimal = z.string().regex(/^-?\d{1,9}(\.\d{1,4})?$/, 'a decimal');

/** One good moved: quantity, the standard cost in force at the transfer date, and the accounts. */
export const StockLineSchema = z.object({
  GoodId: z.number().int().positive(),
  Qty: decimal,
  CostPerGood: decimal,
  CogsTypeId: z.number().int().positive(),
  InventoryAccountTypeId: z.number().int().positive(),
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
  FromInventoryLocationId: z.number().int().positive().nullable(),
  ToInventoryLocationId: z.number().int().positive().nullable(),
  Lines: z.array(StockLineSchema).min(1),
  PosUserId: z.number().int().positive().nullable(),
  WastageReasonId: z.number().int().positive().nullable(),
  Notes: z.string(),
  TransferDate: z.iso.datetime({ offset: true }),
  UserId: z.number().int().positive(),
});
export type StockMoved = z.infer<typeof StockMovedV1>;
export const StockEventTypes = { StockMoved: 'StockMoved' } as const;
