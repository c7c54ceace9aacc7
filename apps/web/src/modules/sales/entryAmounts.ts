import { type SaleAmounts, saleAmounts, saleLines } from '@intermission/domain';
import type { EntryLine } from './saleEntryLines';

const decimalText = /^-?\d+(\.\d+)?$/;

/**
 * The live Subtotal, Discounted total and Discount payment of the entry (libs/domain sale-amounts.ts,
 * the server's own rules): the lines with a kit of the menu, priced from it; a quantity not yet a
 * number counts as none, an empty one as 1 (what the save will send).
 */
export function entryAmounts(lines: readonly EntryLine[], prices: ReadonlyMap<number, number | string>, discount: unknown): SaleAmounts {
  const priced = saleLines(
    lines.filter((l) => l.KitId !== null && prices.has(l.KitId) && (l.Qty === null || l.Qty.trim() === '' || decimalText.test(l.Qty.trim()))),
  );
  const d = typeof discount === 'string' || typeof discount === 'number' ? discount : null;
  return saleAmounts(
    priced.map((l) => ({ Qty: l.Qty, Price: prices.get(l.KitId)! })),
    d !== null && decimalText.test(String(d).trim()) ? d : null,
  );
}
