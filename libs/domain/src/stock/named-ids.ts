import { type Decision, accept, reject } from '../decision';

// Every id an event names is checked before the append (docs/decisions.md "Events are valid by
// construction"): the handler loads what the ids name, these rules say whether the caller may use it.

/** The ids a ledger event names that are not locations or goods, refused when they name nothing usable. */
export type NamedIdRejection = 'PosUserNotFound' | 'StationNotFound';

/** A POS user as the handler found it: the client of its venue. */
export interface PosUserFact {
  Id: number;
  ClientId: number;
}

/**
 * A POS user named by a push or a sale: none, or one that exists and works for the client the
 * stock belongs to (a POS user of another client is refused as if it did not exist).
 */
export function decidePosUser(
  posUserId: number | null,
  found: PosUserFact | null | undefined,
  clientId: number | null | undefined,
): Decision<number | null, NamedIdRejection> {
  if (posUserId === null) return accept(null);
  if (!found || found.Id !== posUserId || clientId == null || found.ClientId !== clientId)
    return reject('PosUserNotFound', 'There is no such POS user at this client', 'PosUserId');
  return accept(posUserId);
}

/** A station named by a sale: none, or one of the sales location the sale is recorded at. */
export function decideStation(stationId: number | null, foundAtSalesLocation: boolean): Decision<number | null, NamedIdRejection> {
  if (stationId === null) return accept(null);
  if (!foundAtSalesLocation) return reject('StationNotFound', 'There is no such station at this sales location', 'StationId');
  return accept(stationId);
}
