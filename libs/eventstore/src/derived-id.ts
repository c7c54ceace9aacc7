import { createHash } from 'node:crypto';

/**
 * A stable event id for something that has no GUID of its own (deleting an order, a count beside
 * its GainLost, a void, a demo seed step): the first 128 bits of SHA-256 of `seed`, shaped as a UUID
 * with its version and variant digits set. The ledger's ids are shaped as v5 (`5…`, `a…`); the demo
 * seed's stand in for a station's random GUIDs and are shaped as v4 (`4…`, `8…`). The one derivation
 * (docs/decisions.md "Derived event ids"): ids already stored were made this way, so it never changes.
 */
export function derivedId(seed: string, shape: 'v5' | 'v4' = 'v5'): string {
  const h = createHash('sha256').update(seed).digest('hex');
  const [version, variant] = shape === 'v5' ? ['5', 'a'] : ['4', '8'];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${version}${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
