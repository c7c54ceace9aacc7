// The line list of the sale entry (document 2 §2 "The line list always keeps one empty trailing line",
// §5 "A quantity of 0 becomes 1 when a kit is selected"), as pure steps over the form's Lines.

/** A line as the form holds it: a kit of the menu (none on the trailing line) and the quantity typed. */
export interface EntryLine {
  KitId: number | null;
  ItemId: number | null;
  Qty: string | null;
}

export const emptyLine = (): EntryLine => ({ KitId: null, ItemId: null, Qty: null });

const isEmpty = (l: EntryLine) => l.KitId === null;

/** The lines with exactly one empty line, last: kit-less lines elsewhere are dropped. */
export function withTrailingLine(lines: readonly EntryLine[]): EntryLine[] {
  const chosen = lines.filter((l) => !isEmpty(l));
  const trailing = lines.length && isEmpty(lines[lines.length - 1]) ? lines[lines.length - 1] : emptyLine();
  return [...chosen, { ...trailing, KitId: null, ItemId: null }];
}

const zeroOrNone = (qty: string | null) => qty === null || qty.trim() === '' || (Number.isFinite(Number(qty)) && Number(qty) === 0);

/**
 * A kit chosen on line `index` (null clears it, which removes the line): a quantity of 0 or none
 * becomes 1, and choosing on the trailing line adds a new empty one.
 */
export function chooseKit(lines: readonly EntryLine[], index: number, kitId: number | null, itemId: number | null = null): EntryLine[] {
  const next = lines.map((l, i) =>
    i === index ? { ...l, KitId: kitId, ItemId: kitId === null ? null : itemId, Qty: kitId !== null && zeroOrNone(l.Qty) ? '1' : l.Qty } : l,
  );
  return withTrailingLine(next);
}

/** The quantity typed on line `index` (negative for a refund line), kept as typed. */
export function setQty(lines: readonly EntryLine[], index: number, qty: string): EntryLine[] {
  return lines.map((l, i) => (i === index ? { ...l, Qty: qty } : l));
}

/** Removes line `index`; the trailing empty line stays. */
export function removeLine(lines: readonly EntryLine[], index: number): EntryLine[] {
  return withTrailingLine(lines.filter((_, i) => i !== index));
}
