import Decimal from 'decimal.js';
import { type Decision, accept, reject } from '../decision';
import { transferQuantity } from './quantities';

export const NothingTo = {
  Transfer: 'Nothing to Transfer',
  Receive: 'Nothing to Receive',
  Initialize: 'Nothing to initialize',
  Reconcile: 'Nothing to reconcile',
} as const;

export interface TransferLineInput {
  GoodId: number;
  Qty: Decimal.Value;
}

export interface GoodPosting {
  /** The standard cost in force at the transfer date. */
  CostPerGood: string;
  CogsTypeId: number;
  InventoryAccountTypeId: number;
}

export interface TransferLine extends GoodPosting {
  GoodId: number;
  Qty: string;
}

export type TransferLinesRejection = 'NegativeQuantity' | 'NothingToMove' | 'GoodNotMovable';

/**
 * The lines a transfer out of a location moves: zero lines dropped, each quantity rounded down and
 * snapped to what is on hand; 'Nothing to Transfer' when none is left. Goods on one line each.
 */
export function decideTransferLines(
  lines: TransferLineInput[],
  onHand: ReadonlyMap<number, Decimal.Value>,
  posting: ReadonlyMap<number, GoodPosting>,
  nothing: string = NothingTo.Transfer,
): Decision<TransferLine[], TransferLinesRejection> {
  const byGood = new Map<number, Decimal>();
  for (const l of lines) {
    const q = new Decimal(l.Qty);
    if (q.isNaN() || q.lt(0)) return reject('NegativeQuantity', 'Quantities cannot be negative');
    byGood.set(l.GoodId, (byGood.get(l.GoodId) ?? new Decimal(0)).plus(q));
  }
  const out: TransferLine[] = [];
  for (const [GoodId, q] of byGood) {
    const qty = transferQuantity(q, onHand.get(GoodId) ?? 0);
    if (qty.lte(0)) continue;
    const p = posting.get(GoodId);
    if (!p) return reject('GoodNotMovable', `Good ${GoodId} cannot be moved`);
    out.push({ GoodId, Qty: qty.toFixed(2), ...p });
  }
  return out.length ? accept(out) : reject('NothingToMove', nothing);
}
