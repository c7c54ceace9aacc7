import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OrderEventTypes, type ReceivingPush, ReceivingMessages, hasClaim } from '@intermission/contracts';
import {
  ConcurrencyError,
  decideOrderChange,
  decideOrderLines,
  evolveOrder,
  initialOrderState,
  ledgerFigure,
  type OrderEvent,
  type OrderState,
  orderTotals,
  reject,
} from '@intermission/domain';
import { derivedId, type EventStore, type NewEvent, WrongExpectedVersionError } from '@intermission/eventstore';
import { RECEIVED_ORDERS_PROJECTION, STOCK_PROJECTION } from '@intermission/projections';
import type { CurrentUser } from '../../auth/current-user';

import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { rejectionException } from '../../ledger/rejections';
import { StockRepository } from '../stock.repository';
import { OrderFactsRepository } from './order-facts.repository';
import { RecordOrderCommand } from './record-order.command';

/** Receive, edit, post, delete: the order's own stream decides (decideOrderChange in libs/domain), the handler appends. */
@CommandHandler(RecordOrderCommand)
export class RecordOrderHandler implements ICommandHandler<RecordOrderCommand> {
  constructor(
    private readonly stock: StockRepository,
    private readonly facts: OrderFactsRepository,
    private readonly ledger: LedgerWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ change, actor, at: when }: RecordOrderCommand) {
    const at = (when ?? new Date()).toISOString();
    if (change.kind === 'receive') return this.receive(change.body, actor, at);
    const { state, revision } = await this.history(change.body.Id);
    const command =
      change.kind === 'post'
        ? { kind: change.kind, eventId: change.body.GuidId }
        : change.kind === 'deletePosted'
          ? { kind: change.kind, mayDeletePosted: hasClaim(actor.claims, 'CanDeletePostedOrders', 'FullAccess') }
          : { kind: change.kind };
    const decided = decideOrderChange(command, state);
    if (!decided.ok) throw rejectionException(decided);
    const order = state.order!;
    const done = change.kind === 'post' ? ReceivingMessages.Posted : state.Posted ? ReceivingMessages.PostedDeleted : ReceivingMessages.Deleted;
    if (decided.value === 'replayed') return { Message: done, Order: await this.current(order.OrderId) };
    const verb = change.kind === 'post' ? 'post' : 'delete';
    await this.mayUse(actor, order.VenueInventoryLocationId, `You cannot ${verb} orders at this location`);
    const lines = { VenueInventoryLocationId: order.VenueInventoryLocationId, ReceivedOrderGoods: order.ReceivedOrderGoods, UserId: actor.userId, At: at };
    const event: NewEvent =
      change.kind === 'post'
        ? { id: change.body.GuidId, type: OrderEventTypes.OrderPosted, data: { OrderId: order.OrderId, ...lines } }
        : {
            id: derivedId(`order-deleted:${order.OrderId}`),
            type: OrderEventTypes.OrderDeleted,
            data: { OrderId: order.OrderId, Posted: state.Posted, ...lines },
          };
    // A post names the version the screen showed; a delete the one just read.
    await this.append(order.OrderId, event, change.kind === 'post' ? BigInt(change.body.Version - 1) : revision!);
    return { Message: done, Order: await this.current(order.OrderId) };
  }

  private async receive(b: ReceivingPush, actor: CurrentUser, at: string) {
    const orderId = b.Id ?? b.GuidId;
    if (b.Id) {
      const decided = decideOrderChange({ kind: 'edit', version: b.Version ?? null }, (await this.history(b.Id)).state);
      if (!decided.ok) throw rejectionException(decided);
    }
    const location = await this.facts.venueLocation(b.VenueId, b.VenueInventoryLocationId);
    if (location === null) throw rejectionException(reject('NotAVenueLocation', 'Not a location of this venue', 'VenueInventoryLocationId'));
    await this.mayUse(actor, location, 'You cannot receive stock at this location');
    if (b.VendorId !== null && !(await this.facts.vendorExists(b.VendorId))) throw rejectionException(reject('NotAVendor', 'Not a vendor', 'VendorId'));
    const lines = decideOrderLines(b.ReceivedOrderGoods);
    if (!lines.ok) throw rejectionException(lines);
    // The costs in force when the order was received.
    const postings = await this.stock.postings(
      lines.value.map((l) => l.GoodId),
      new Date(at),
    );
    const unknown = lines.value.find((l) => !postings.has(l.GoodId));
    if (unknown) throw rejectionException(reject('UntrackedGood', `Good ${unknown.GoodId} is not a tracked good`, 'ReceivedOrderGoods'));
    const charges = {
      FreightRate: b.FreightRate,
      SuppliesRate: b.SuppliesRate,
      DepositsCost: b.DepositsCost,
      GoodsToReturnCost: b.GoodsToReturnCost,
      BilledAmount: b.BilledAmount,
    };
    const data = {
      OrderId: orderId,
      VenueId: b.VenueId,
      VendorId: b.VendorId,
      VenueInventoryLocationId: location,
      ReceivedOrderGoods: lines.value.map((l) => ({
        ...l,
        CogsTypeId: postings.get(l.GoodId)!.CogsTypeId,
        InventoryAccountTypeId: postings.get(l.GoodId)!.InventoryAccountTypeId,
      })),
      ...charges,
      ...orderTotals(lines.value, charges),
      UserId: actor.userId,
      At: at,
    };
    // Totals past the ledger's 9 digits are refused here, not by the append (docs/api.md "Inputs").
    for (const [field, value] of [
      ['EstimatedBill', data.EstimatedBill],
      ['TotalCost', data.TotalCost],
      ['PPV', data.PPV],
    ] as const) {
      const figure = ledgerFigure(value, field);
      if (!figure.ok) throw rejectionException({ ...figure, field });
    }
    const type = b.Id ? OrderEventTypes.OrderEdited : OrderEventTypes.OrderReceived;
    await this.append(orderId, { id: b.GuidId, type, data }, b.Id ? BigInt(b.Version! - 1) : 'no_stream');
    return { Message: b.Id ? ReceivingMessages.Saved : ReceivingMessages.Created, Order: await this.current(orderId) };
  }

  /** The order folded from its own stream, and the stream's revision. */
  private async history(orderId: string): Promise<{ state: OrderState; revision?: bigint }> {
    const events = await this.store.readStream(`order-${orderId}`);
    return { state: (events as unknown as OrderEvent[]).reduce(evolveOrder, initialOrderState()), revision: events.at(-1)?.revision };
  }

  private async mayUse(actor: CurrentUser, locationId: number, message: string) {
    if (!(await this.stock.canUse(actor, locationId))) throw rejectionException(reject('LocationForbidden', message));
  }

  private async append(orderId: string, event: NewEvent, expectedRevision: bigint | 'no_stream') {
    try {
      await this.ledger.append(`order-${orderId}`, [event], { expectedRevision, readBy: [RECEIVED_ORDERS_PROJECTION, STOCK_PROJECTION] });
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) throw new ConcurrencyError(await this.current(orderId));
      throw err;
    }
  }

  private current(id: string) {
    return this.stock.order(id);
  }
}
