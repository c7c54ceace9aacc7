/**
 * Every movement type id (document 3 §3), the one definition: 1–7 are the transfers a screen or
 * station records (`StockMoved.TypeId`); 8 and 9 are the stock projection's rows for a posted
 * order's goods and the goods a sale consumes.
 */
export const MovementType = {
  Inventory: 1,
  PatronRoom: 2,
  Billable: 3,
  Catering: 4,
  Initializing: 5,
  GainLost: 6,
  Wastage: 7,
  Received: 8,
  Sale: 9,
} as const;
export type MovementTypeId = (typeof MovementType)[keyof typeof MovementType];
/** The types a `StockMoved` event carries (1–7). */
export type TransferTypeId = Exclude<MovementTypeId, typeof MovementType.Received | typeof MovementType.Sale>;
