import Decimal from 'decimal.js';
import { type InventoryCounted, MovementType, type SetInventoryPush, type StockMoved, type StockPush, type WastagePush } from '@intermission/contracts';
import { type Decision, type Rejected, accept, reject } from '../decision';
import { type NamedIdRejection, type PosUserFact, decidePosUser } from './named-ids';
import { countAdjustments, roundDown } from './quantities';
import { ledgerFigure, onHandAfter } from './sale-decider';
import { type GoodPosting, NothingTo, type TransferLinesRejection, decideTransferLines } from './transfers';

/** Which inventoryEventPush/ call a movement came through (document 3 §7). */
export type MovementPush =
  | { kind: 'inventoryTransfer' | 'patronsRoom' | 'billableTransfer' | 'cateringTransfer' | 'initializingTransfer'; body: StockPush }
  | { kind: 'wastageGoods'; body: WastagePush }
  | { kind: 'gainlostTransfer'; body: SetInventoryPush };
export type MovementKind = MovementPush['kind'];
/** A push with who records it and the transfer date in force. */
export type MovementCommand = MovementPush & { guid: string; userId: number; at: Date };

/** A location the command names, as the handler found it; `usable`: the caller may move stock there. */
export interface MovementLocation {
  Id: number;
  VenueId: number;
  /** The client of its venue (a POS user must work for it). */
  ClientId?: number;
  usable: boolean;
}

/** What the handler loads before deciding (docs/decisions.md "Two write styles, no third"). */
export interface MovementFacts {
  /** The locations the body names, by id; a named id missing here does not exist. */
  locations: ReadonlyMap<number, MovementLocation>;
  /** Patrons room, billable and catering: the origin venue's own location of that kind, if it has one. */
  venueDestination: number | null;
  /** The waste reason named, when it is one of the wastes list. */
  wasteReasonId: number | null;
  /** On hand at the origin (or the counted location). */
  onHand: ReadonlyMap<number, Decimal.Value>;
  /** On hand at the destination (a transfer's or an initialisation's), for the on hand the movement leaves there; absent: none. */
  destinationOnHand?: ReadonlyMap<number, Decimal.Value>;
  /** The standard cost and accounts in force at the transfer date, per tracked good. */
  postings: ReadonlyMap<number, GoodPosting>;
  /** The POS user the body names, when it exists. */
  posUser?: PosUserFact | null;
}

export type MovementRejection =
  | TransferLinesRejection
  | NamedIdRejection
  | 'AmountTooLarge'
  | 'LocationRequired'
  | 'LocationNotFound'
  | 'LocationForbidden'
  | 'DestinationNotFound'
  | 'SameLocation'
  | 'WasteReasonRequired'
  | 'NothingToReconcile'
  | 'CountedTwice'
  | 'UntrackedGood'
  /** A GUID already naming another kind of movement: a conflict, not a replay. */
  | 'GuidNamesAnotherMovement';

export interface MovementDecided {
  moved: StockMoved | null;
  counted?: InventoryCounted;
}

/** The type each call records. */
export const movementTypeOfKind: Record<MovementKind, StockMoved['TypeId']> = {
  inventoryTransfer: MovementType.Inventory,
  patronsRoom: MovementType.PatronRoom,
  billableTransfer: MovementType.Billable,
  cateringTransfer: MovementType.Catering,
  initializingTransfer: MovementType.Initializing,
  gainlostTransfer: MovementType.GainLost,
  wastageGoods: MovementType.Wastage,
};

/** Patrons room, billable and catering go to the origin venue's own location of that kind. */
export const venueDestinationKind = { patronsRoom: 'patrons_room', billableTransfer: 'billable', cateringTransfer: 'catering' } as const;

type Decided = Decision<MovementDecided, MovementRejection>;
const failed = (d: Decision<unknown, MovementRejection>): d is Rejected<MovementRejection> => !d.ok;

/** A location the caller moves stock at: named, existing and theirs. */
function usable(f: MovementFacts, id: number | null, field: string): Decision<MovementLocation, MovementRejection> {
  if (id === null) return reject('LocationRequired', 'A location is required', field);
  const location = f.locations.get(id);
  if (!location) return reject('LocationNotFound', 'The inventory location was not found.');
  if (!location.usable) return reject('LocationForbidden', 'You cannot move stock at this location');
  return accept(location);
}

/** The stock movement (and for a count, the count) a push records, or why it is refused. */
export function decideMovement(c: MovementCommand, f: MovementFacts): Decided {
  const decided = decideMoved(c, f);
  if (failed(decided)) return decided;
  // The POS user named must work for the client whose stock moves (the origin; a count's or initialization's location).
  const { moved, counted } = decided.value;
  const at = counted?.InventoryLocationId ?? moved?.FromInventoryLocationId ?? moved?.ToInventoryLocationId ?? null;
  const posUser = decidePosUser(c.body.PosUserId, f.posUser, at === null ? null : f.locations.get(at)?.ClientId);
  if (failed(posUser)) return posUser;
  // Every figure fits the ledger's 9 digits (summed lines or a large on hand could pass them).
  const figures = [
    ...(moved?.Lines ?? []).flatMap((l) => [l.Qty, l.CostPerGood]),
    ...(counted?.Lines ?? []).flatMap((l) => [l.Expected, l.Counted, l.CostPerGood]),
  ];
  for (const v of figures) {
    const figure = ledgerFigure(v, 'A quantity');
    if (!figure.ok) return figure;
  }
  // And the on hand it leaves on each side (issue 38 point 7): past the 9 digits a location could no longer be counted.
  if (moved) {
    const originId = counted?.InventoryLocationId ?? moved.FromInventoryLocationId;
    const sides = [
      [moved.FromInventoryLocationId, -1],
      [moved.ToInventoryLocationId, 1],
    ] as const;
    for (const [id, sign] of sides) {
      if (id === null) continue;
      const before = id === originId ? f.onHand : (f.destinationOnHand ?? new Map<number, Decimal.Value>());
      const left = onHandAfter(
        before,
        moved.Lines.map((l) => [l.GoodId, new Decimal(l.Qty).times(sign)] as const),
      );
      if (!left.ok) return left;
    }
  }
  return decided;
}

function decideMoved(c: MovementCommand, f: MovementFacts): Decided {
  const base = { TransferId: c.guid, PosUserId: c.body.PosUserId, TransferDate: c.at.toISOString(), UserId: c.userId, WastageReasonId: null, Notes: '' };
  const lines = (input: { GoodId: number; Qty: string }[], onHand: ReadonlyMap<number, Decimal.Value>, nothing: string) =>
    decideTransferLines(input, onHand, f.postings, nothing);

  switch (c.kind) {
    case 'wastageGoods': {
      const from = usable(f, c.body.InventoryLocationId, 'InventoryLocationId');
      if (failed(from)) return from;
      if (f.wasteReasonId === null) return reject('WasteReasonRequired', 'Choose a waste reason', 'WastageId');
      const moved = lines(c.body.Goods, f.onHand, NothingTo.Transfer);
      if (failed(moved)) return moved;
      const to = { FromInventoryLocationId: from.value.Id, ToInventoryLocationId: null, WastageReasonId: f.wasteReasonId };
      return accept({ moved: { ...base, TypeId: MovementType.Wastage, ...to, Lines: moved.value } });
    }
    case 'gainlostTransfer':
      return decideCount(c.body, f, base);
    case 'initializingTransfer': {
      const to = usable(f, c.body.ToInventoryLocationId, 'ToInventoryLocationId');
      if (failed(to)) return to;
      const moved = lines(c.body.TransferGoods, new Map(), NothingTo.Initialize);
      if (failed(moved)) return moved;
      const sides = { FromInventoryLocationId: null, ToInventoryLocationId: to.value.Id };
      return accept({ moved: { ...base, Notes: c.body.Notes, TypeId: MovementType.Initializing, ...sides, Lines: moved.value } });
    }
    default: {
      const from = usable(f, c.body.FromInventoryLocationId, 'FromInventoryLocationId');
      if (failed(from)) return from;
      const to = destination(c, f, from.value.Id);
      if (failed(to)) return to;
      const moved = lines(c.body.TransferGoods, f.onHand, NothingTo.Transfer);
      if (failed(moved)) return moved;
      const sides = { FromInventoryLocationId: from.value.Id, ToInventoryLocationId: to.value };
      return accept({ moved: { ...base, Notes: c.body.Notes, TypeId: movementTypeOfKind[c.kind], ...sides, Lines: moved.value } });
    }
  }
}

/** Where a transfer goes: the location named (inventory transfer), else the origin venue's own location of the kind. */
function destination(c: MovementCommand & { body: StockPush }, f: MovementFacts, fromId: number): Decision<number, MovementRejection> {
  if (c.kind === 'inventoryTransfer') {
    const toId = c.body.ToInventoryLocationId;
    if (toId === null) return reject('LocationRequired', 'A destination is required', 'ToInventoryLocationId');
    if (toId === fromId) return reject('SameLocation', 'The destination must differ from the origin', 'ToInventoryLocationId');
    const to = f.locations.get(toId);
    if (!to) return reject('DestinationNotFound', 'The destination was not found.');
    // Both sides are the caller's: stock is never pushed into a location (another client's venue) they cannot use.
    if (!to.usable) return reject('LocationForbidden', 'You cannot move stock to this location');
    return accept(toId);
  }
  if (f.venueDestination === null) return reject('DestinationNotFound', 'The destination was not found.');
  if (f.venueDestination === fromId) return reject('SameLocation', 'The origin is that location itself', 'FromInventoryLocationId');
  return accept(f.venueDestination);
}

/** Set inventory: the count recorded whole, and the GainLost adjustments (one side only: a gain to, a loss from). */
function decideCount(
  body: SetInventoryPush,
  f: MovementFacts,
  base: Omit<StockMoved, 'TypeId' | 'FromInventoryLocationId' | 'ToInventoryLocationId' | 'Lines'>,
): Decided {
  const location = usable(f, body.InventoryLocationId, 'InventoryLocationId');
  if (failed(location)) return location;
  if (!body.Counts.some((c) => new Decimal(c.Counted).gt(0))) return reject('NothingToReconcile', NothingTo.Reconcile);
  const goodIds = body.Counts.map((c) => c.GoodId);
  const twice = goodIds.find((g, i) => goodIds.indexOf(g) !== i);
  if (twice) return reject('CountedTwice', `Good ${twice} is counted twice`, 'Counts');
  const missing = goodIds.find((g) => !f.postings.has(g));
  if (missing) return reject('UntrackedGood', `Good ${missing} is not a tracked good`, 'Counts');
  const adjustments = countAdjustments(body.Counts, f.onHand);
  const counted: InventoryCounted = {
    CountId: base.TransferId,
    InventoryLocationId: location.value.Id,
    CountedAt: base.TransferDate,
    UserId: base.UserId,
    PosUserId: body.PosUserId,
    Lines: body.Counts.map((c) => ({
      GoodId: c.GoodId,
      Expected: new Decimal(f.onHand.get(c.GoodId) ?? 0).toFixed(),
      Counted: roundDown(c.Counted).toFixed(),
      CostPerGood: f.postings.get(c.GoodId)!.CostPerGood,
    })),
  };
  const moved: StockMoved | null = adjustments.length
    ? {
        ...base,
        TypeId: MovementType.GainLost,
        FromInventoryLocationId: null,
        ToInventoryLocationId: location.value.Id,
        Lines: adjustments.map((a) => ({ GoodId: a.GoodId, Qty: a.Quantity.toFixed(), ...f.postings.get(a.GoodId)! })),
      }
    : null;
  return accept({ moved, counted });
}

/**
 * The locations whose on-hand a movement reads or changes (issue 18 point 3): every decision over
 * them is serialised, so a count and a transfer at the same place never decide from the same figure.
 */
export function locationsOfMovement(push: MovementPush): number[] {
  const b = push.body as Partial<Record<'InventoryLocationId' | 'FromInventoryLocationId' | 'ToInventoryLocationId', number | null>>;
  const ids = [b.InventoryLocationId, b.FromInventoryLocationId, b.ToInventoryLocationId].filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)].sort((x, y) => x - y);
}
