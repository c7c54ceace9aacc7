import { createHash } from 'node:crypto';

/** A stable event id for a change that has no GUID of its own (deleting an order, a count beside its GainLost). */
export const derivedId = (seed: string) => {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
