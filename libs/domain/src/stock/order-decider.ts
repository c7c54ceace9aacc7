import { type OrderDeleted, OrderEventTypes, type OrderPosted, type OrderReceived } from '@intermission/contracts';
import { type Decision, accept, assertUnreachable, reject } from '../decision';
import type { OrderLinesRejection } from './orders';

/** An order stream's event as the decider folds it (a RecordedEvent fits). */
export type OrderEvent =
  | { id: string; type: typeof OrderEventTypes.OrderReceived | typeof OrderEventTypes.OrderEdited; data: OrderReceived }
  | { id: string; type: typeof OrderEventTypes.OrderPosted; data: OrderPosted }
  | { id: string; type: typeof OrderEventTypes.OrderDeleted; data: OrderDeleted };

/** What the rules need of an order: folded from its own stream, not read from a projection. */
export interface OrderState {
  order: Pick<OrderReceived, 'OrderId' | 'VenueInventoryLocationId' | 'ReceivedOrderGoods'> | null;
  Posted: boolean;
  Deleted: boolean;
  /** Ids of the events already stored, so a resent post is recognised. */
  eventIds: ReadonlySet<string>;
}

export type OrderCommand =
  { kind: 'edit'; version: number | null } | { kind: 'post'; eventId: string } | { kind: 'delete' } | { kind: 'deletePosted'; mayDeletePosted: boolean };

/** Every way a change to an order fails: its state here, its lines (orders.ts), what the handler checks of master data and access. */
export type OrderRejection =
  | OrderLinesRejection
  | 'OrderNotFound'
  | 'OrderDeleted'
  | 'OrderPosted'
  | 'OrderNotPosted'
  | 'MayNotDeletePosted'
  | 'VersionRequired'
  | 'NotAVenueLocation'
  | 'NotAVendor'
  | 'UntrackedGood'
  | 'LocationForbidden'
  /** A total past the ledger's 9 digits. */
  | 'AmountTooLarge';

/** 'apply': append the change; 'replayed': it was made before (or the order is already deleted), answer the order as it is. */
export type OrderOutcome = 'apply' | 'replayed';

export const initialOrderState = (): OrderState => ({ order: null, Posted: false, Deleted: false, eventIds: new Set() });

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  const eventIds = new Set(state.eventIds).add(event.id);
  switch (event.type) {
    case OrderEventTypes.OrderReceived:
    case OrderEventTypes.OrderEdited:
      return { ...state, order: event.data, eventIds };
    case OrderEventTypes.OrderPosted:
      return { ...state, Posted: true, eventIds };
    case OrderEventTypes.OrderDeleted:
      return { ...state, Deleted: true, eventIds };
    default:
      return assertUnreachable(event);
  }
}

/** Who may change an order in its state (document 3 §4). */
export function decideOrderChange(command: OrderCommand, state: OrderState): Decision<OrderOutcome, OrderRejection> {
  if (!state.order) return reject('OrderNotFound', 'The order was not found.');
  switch (command.kind) {
    case 'edit':
      if (state.Deleted) return reject('OrderDeleted', 'This order was deleted');
      if (state.Posted) return reject('OrderPosted', 'This order is posted and can no longer be changed');
      if (!command.version) return reject('VersionRequired', 'Version is required to edit an order', 'Version');
      return accept('apply');
    case 'post':
      // A resent post of the same GUID answers the posted order.
      if (state.Posted && state.eventIds.has(command.eventId)) return accept('replayed');
      if (state.Deleted) return reject('OrderDeleted', 'This order was deleted');
      if (state.Posted) return reject('OrderPosted', 'This order is posted and can no longer be changed');
      return accept('apply');
    case 'delete':
      if (state.Deleted) return accept('replayed');
      if (state.Posted) return reject('OrderPosted', 'This order is posted: only users who may delete posted orders can delete it');
      return accept('apply');
    case 'deletePosted':
      if (state.Deleted) return accept('replayed');
      if (!state.Posted) return reject('OrderNotPosted', 'This order is not posted');
      if (!command.mayDeletePosted) return reject('MayNotDeletePosted', 'Only users who may delete posted orders can delete it');
      return accept('apply');
  }
}

export const orderDecider = { initialState: initialOrderState, evolve: evolveOrder, decide: decideOrderChange };
