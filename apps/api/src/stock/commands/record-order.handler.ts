import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { OrderEventTypes, ReceivingMessages, hasClaim } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { decideOrderLines, orderChange, orderTotals } from '@intermission/domain';
import { type NewEvent, WrongExpectedVersionError } from '@intermission/eventstore';
import { RECEIVED_ORDERS_PROJECTION, STOCK_PROJECTION } from '@intermission/projections';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../../common/http/api-errors';
import { InjectDb } from '../../database/database.module';
import { derivedId } from '../../ledger/derived-id';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { StockRepository } from '../stock.repository';
import { RecordOrderCommand } from './record-order.command';

@CommandHandler(RecordOrderCommand)
export class RecordOrderHandler implements ICommandHandler<RecordOrderCommand> {
  constructor(
    private readonly stock: StockRepository,
    private readonly ledger: LedgerWriter,
    @InjectDb() private readonly db: Db,
  ) {}

  async execute({ change, actor }: RecordOrderCommand) {
    const at = new Date().toISOString();
    if (change.kind === 'receive') {
      const b = change.body;
      const orderId = b.Id ?? b.GuidId;
      const current = b.Id ? await this.current(b.Id) : undefined;
      if (b.Id) {
        if (!current) throw new NotFoundApiException('The order');
        const refused = orderChange(current, 'edit', false);
        if (refused) throw new BadRequestException({ Message: refused });
        if (!b.Version) throw new ModelStateException({ Version: ['Version is required to edit an order'] });
      }
      const location = await this.venueLocation(b.VenueId, b.VenueInventoryLocationId);
      if (!(await this.stock.canUse(actor, location))) throw new ForbiddenException({ Message: 'You cannot receive stock at this location' });
      if (b.VendorId !== null && !(await this.db.selectFrom('app.vendors').select('Id').where('Id', '=', b.VendorId).executeTakeFirst()))
        throw new ModelStateException({ VendorId: ['Not a vendor'] });
      const lines = decideOrderLines(b.ReceivedOrderGoods);
      if (!lines.ok) throw new BadRequestException({ Message: lines.error });
      const postings = await this.stock.postings(
        lines.value.map((l) => l.GoodId),
        new Date(),
      );
      const unknown = lines.value.find((l) => !postings.has(l.GoodId));
      if (unknown) throw new ModelStateException({ ReceivedOrderGoods: [`Good ${unknown.GoodId} is not a tracked good`] });
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
      const type = b.Id ? OrderEventTypes.OrderEdited : OrderEventTypes.OrderReceived;
      await this.append(orderId, { id: b.GuidId, type, data }, b.Id ? BigInt(b.Version! - 1) : 'no_stream');
      return { Message: b.Id ? ReceivingMessages.Saved : ReceivingMessages.Created, Order: await this.current(orderId) };
    }

    const current = await this.current(change.body.Id);
    if (!current) throw new NotFoundApiException('The order');
    if (change.kind === 'post') {
      const refused = orderChange(current, 'post', false);
      // A replayed post of the same GUID answers the posted order.
      if (refused && !(current.Posted && (await this.eventExists(change.body.GuidId)))) throw new BadRequestException({ Message: refused });
      if (!refused) {
        if (!(await this.stock.canUse(actor, current.VenueInventoryLocationId)))
          throw new ForbiddenException({ Message: 'You cannot post orders at this location' });
        await this.append(
          current.Id,
          {
            id: change.body.GuidId,
            type: OrderEventTypes.OrderPosted,
            data: {
              OrderId: current.Id,
              VenueInventoryLocationId: current.VenueInventoryLocationId,
              ReceivedOrderGoods: current.Goods,
              UserId: actor.userId,
              At: at,
            },
          },
          BigInt(change.body.Version - 1),
        );
      }
      return { Message: ReceivingMessages.Posted, Order: await this.current(current.Id) };
    }

    // Deleting: unposted by those who may edit there; posted only with CanDeletePostedOrders FullAccess.
    if (current.Deleted) return { Message: current.Posted ? ReceivingMessages.PostedDeleted : ReceivingMessages.Deleted, Order: current };
    if (change.kind === 'delete' && current.Posted)
      throw new BadRequestException({ Message: 'This order is posted: only users who may delete posted orders can delete it' });
    const refused = orderChange(current, change.kind, hasClaim(actor.claims, 'CanDeletePostedOrders', 'FullAccess'));
    if (refused)
      throw change.kind === 'deletePosted' && current.Posted ? new ForbiddenException({ Message: refused }) : new BadRequestException({ Message: refused });
    if (!(await this.stock.canUse(actor, current.VenueInventoryLocationId)))
      throw new ForbiddenException({ Message: 'You cannot delete orders at this location' });
    await this.append(
      current.Id,
      {
        id: derivedId(`order-deleted:${current.Id}`),
        type: OrderEventTypes.OrderDeleted,
        data: {
          OrderId: current.Id,
          Posted: current.Posted,
          VenueInventoryLocationId: current.VenueInventoryLocationId,
          ReceivedOrderGoods: current.Goods,
          UserId: actor.userId,
          At: at,
        },
      },
      BigInt(current.Version - 1),
    );
    return { Message: current.Posted ? ReceivingMessages.PostedDeleted : ReceivingMessages.Deleted, Order: await this.current(current.Id) };
  }

  private async append(orderId: string, event: NewEvent, expectedRevision: bigint | 'no_stream') {
    try {
      await this.ledger.append(`order-${orderId}`, [event], { expectedRevision, readBy: [RECEIVED_ORDERS_PROJECTION, STOCK_PROJECTION] });
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) throw new ConcurrencyException(await this.current(orderId));
      throw err;
    }
  }

  private async eventExists(id: string) {
    return (await sql`SELECT 1 FROM es.events WHERE id = ${id}::uuid`.execute(this.db)).rows.length > 0;
  }

  /** The venue's own inventory location, or the one given when it belongs to the venue. */
  private async venueLocation(venueId: number, locationId: number | null): Promise<number> {
    const row = await this.db
      .selectFrom('app.inventory_locations')
      .select('Id')
      .where('VenueId', '=', venueId)
      .$if(locationId === null, (q) => q.where('Kind', '=', 'venue'))
      .$if(locationId !== null, (q) => q.where('Id', '=', locationId!))
      .executeTakeFirst();
    if (!row) throw new ModelStateException({ VenueInventoryLocationId: ['Not a location of this venue'] });
    return row.Id;
  }

  private current(id: string) {
    return this.stock.order(id);
  }
}
