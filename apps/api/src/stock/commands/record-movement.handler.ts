import { BadRequestException, ConflictException, ForbiddenException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import Decimal from 'decimal.js';
import { CountSaleEventTypes, type InventoryCounted, type StockMoved, StockEventTypes } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { NothingTo, TransferType, countAdjustments, decideTransferLines, roundDown } from '@intermission/domain';
import type { EventStore, RecordedEvent } from '@intermission/eventstore';
import { INVENTORY_REPORTS_PROJECTION, STOCK_PROJECTION } from '@intermission/projections';
import { ModelStateException, NotFoundApiException } from '../../common/http/api-errors';
import { InjectDb } from '../../database/database.module';
import { derivedId } from '../../ledger/derived-id';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { StockRepository } from '../stock.repository';
import { RecordMovementCommand } from './record-movement.command';

const venueSide: Record<'patronsRoom' | 'billableTransfer' | 'cateringTransfer', { kind: 'patrons_room' | 'billable' | 'catering'; type: number }> = {
  patronsRoom: { kind: 'patrons_room', type: TransferType.PatronRoom },
  billableTransfer: { kind: 'billable', type: TransferType.Billable },
  cateringTransfer: { kind: 'catering', type: TransferType.Catering },
};

/** The transfer type each inventoryEventPush/ call records. */
const typeOfKind: Record<RecordMovementCommand['movement']['kind'], number> = {
  inventoryTransfer: TransferType.Inventory,
  patronsRoom: TransferType.PatronRoom,
  billableTransfer: TransferType.Billable,
  cateringTransfer: TransferType.Catering,
  initializingTransfer: TransferType.Initializing,
  gainlostTransfer: TransferType.GainLost,
  wastageGoods: TransferType.Wastage,
};

/** What every push answers, first time or replayed: the movement as it was recorded. */
export function movementAnswer(e: RecordedEvent) {
  const m = e.data as StockMoved;
  return { Message: 'Updated Successfully', TransferId: m.TransferId, Position: e.position, Transfer: m };
}

@CommandHandler(RecordMovementCommand)
export class RecordMovementHandler implements ICommandHandler<RecordMovementCommand> {
  constructor(
    private readonly stock: StockRepository,
    private readonly ledger: LedgerWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @InjectDb() private readonly db: Db,
  ) {}

  async execute({ movement, actor }: RecordMovementCommand) {
    const guid = movement.body.GuidId;
    const stream = `stock-${guid}`;
    // A replay (a station resending its queue) gets the original answer and changes nothing.
    const recorded = await this.store.readStream(stream);
    if (recorded.length) return this.replayed(recorded, movement.kind);
    const decided = await this.decide(movement, actor);
    const events = [];
    if (decided.moved)
      events.push({ id: guid, type: StockEventTypes.StockMoved, data: decided.moved, metadata: { userId: actor.userId, correlationId: guid } });
    // A count is recorded whole (matching figures too) beside the GainLost it caused: the reports and the count log read it.
    if (decided.counted)
      events.push({
        id: derivedId(`count:${guid}`),
        type: CountSaleEventTypes.InventoryCounted,
        data: decided.counted,
        metadata: { userId: actor.userId, correlationId: guid },
      });
    await this.ledger.append(stream, events, { expectedRevision: 'any', readBy: [STOCK_PROJECTION, INVENTORY_REPORTS_PROJECTION] });
    // Concurrent pushes of the same GUID store one batch: answer from what was stored.
    return this.replayed(await this.store.readStream(stream), movement.kind);
  }

  /** The original answer; a GUID already naming another kind of movement is a conflict, not a replay. */
  private replayed(events: RecordedEvent[], kind: RecordMovementCommand['movement']['kind']) {
    const moved = events.find((e) => e.type === StockEventTypes.StockMoved);
    const typeId = moved ? (moved.data as StockMoved).TypeId : TransferType.GainLost;
    if (typeId !== typeOfKind[kind]) throw new ConflictException({ Message: 'This GuidId already names a different movement: ask GET guid/{n} for a new one' });
    if (!moved) return { Message: 'Nothing to reconcile: the counts match what is on hand', TransferId: null, Position: events[0]!.position, Transfer: null };
    return movementAnswer(moved);
  }

  private async usable(actor: RecordMovementCommand['actor'], locationId: number | null, field: string) {
    if (locationId === null) throw new ModelStateException({ [field]: ['A location is required'] });
    const location = await this.stock.location(locationId);
    if (!location) throw new NotFoundApiException('The inventory location');
    if (!(await this.stock.canUse(actor, locationId))) throw new ForbiddenException({ Message: 'You cannot move stock at this location' });
    return location;
  }

  private async decide(
    { kind, body }: RecordMovementCommand['movement'],
    actor: RecordMovementCommand['actor'],
  ): Promise<{ moved: StockMoved | null; counted?: InventoryCounted }> {
    const at = body.TransferDate ? new Date(body.TransferDate) : new Date();
    const base = { TransferId: body.GuidId, PosUserId: body.PosUserId, TransferDate: at.toISOString(), UserId: actor.userId, WastageReasonId: null, Notes: '' };
    const lines = async (fromId: number | null, input: { GoodId: number; Qty: string }[], nothing: string) => {
      const postings = await this.stock.postings(
        input.map((l) => l.GoodId),
        at,
      );
      const decided = decideTransferLines(input, fromId === null ? new Map() : await this.stock.onHand(fromId), postings, nothing);
      if (!decided.ok) throw new BadRequestException({ Message: decided.error });
      return decided.value;
    };

    if (kind === 'wastageGoods') {
      const from = await this.usable(actor, body.InventoryLocationId, 'InventoryLocationId');
      const reason = await this.db
        .selectFrom('app.managed_items')
        .select('Id')
        .where('Id', '=', body.WastageId)
        .where('List', '=', 'wastes')
        .executeTakeFirst();
      if (!reason) throw new ModelStateException({ WastageId: ['Choose a waste reason'] });
      return {
        moved: {
          ...base,
          TypeId: TransferType.Wastage,
          FromInventoryLocationId: from.Id,
          ToInventoryLocationId: null,
          WastageReasonId: reason.Id,
          Lines: await lines(from.Id, body.Goods, NothingTo.Transfer),
        },
      };
    }

    if (kind === 'gainlostTransfer') {
      const location = await this.usable(actor, body.InventoryLocationId, 'InventoryLocationId');
      if (!body.Counts.some((c) => new Decimal(c.Counted).gt(0))) throw new BadRequestException({ Message: NothingTo.Reconcile });
      const goodIds = body.Counts.map((c) => c.GoodId);
      const twice = goodIds.find((g, i) => goodIds.indexOf(g) !== i);
      if (twice) throw new ModelStateException({ Counts: [`Good ${twice} is counted twice`] });
      const postings = await this.stock.postings(goodIds, at);
      const missing = goodIds.find((g) => !postings.has(g));
      if (missing) throw new ModelStateException({ Counts: [`Good ${missing} is not a tracked good`] });
      const onHand = await this.stock.onHand(location.Id);
      const adjustments = countAdjustments(body.Counts, onHand);
      const counted: InventoryCounted = {
        CountId: body.GuidId,
        InventoryLocationId: location.Id,
        CountedAt: base.TransferDate,
        UserId: actor.userId,
        PosUserId: body.PosUserId,
        Lines: body.Counts.map((c) => ({
          GoodId: c.GoodId,
          Expected: new Decimal(onHand.get(c.GoodId) ?? 0).toFixed(),
          Counted: roundDown(c.Counted).toFixed(),
          CostPerGood: postings.get(c.GoodId)!.CostPerGood,
        })),
      };
      // One side only: a gain adds to the location, a loss (negative) takes away.
      const moved: StockMoved | null = adjustments.length
        ? {
            ...base,
            TypeId: TransferType.GainLost,
            FromInventoryLocationId: null,
            ToInventoryLocationId: location.Id,
            Lines: adjustments.map((a) => ({ GoodId: a.GoodId, Qty: a.Quantity.toFixed(), ...postings.get(a.GoodId)! })),
          }
        : null;
      return { moved, counted };
    }

    if (kind === 'initializingTransfer') {
      const to = await this.usable(actor, body.ToInventoryLocationId, 'ToInventoryLocationId');
      return {
        moved: {
          ...base,
          Notes: body.Notes,
          TypeId: TransferType.Initializing,
          FromInventoryLocationId: null,
          ToInventoryLocationId: to.Id,
          Lines: await lines(null, body.TransferGoods, NothingTo.Initialize),
        },
      };
    }

    const from = await this.usable(actor, body.FromInventoryLocationId, 'FromInventoryLocationId');
    let toId: number;
    let typeId: number = TransferType.Inventory;
    if (kind === 'inventoryTransfer') {
      if (body.ToInventoryLocationId === null) throw new ModelStateException({ ToInventoryLocationId: ['A destination is required'] });
      if (body.ToInventoryLocationId === from.Id) throw new ModelStateException({ ToInventoryLocationId: ['The destination must differ from the origin'] });
      if (!(await this.stock.location(body.ToInventoryLocationId))) throw new NotFoundApiException('The destination');
      toId = body.ToInventoryLocationId;
    } else {
      // Patrons room, billable and catering go to the origin venue's own location of that kind.
      const side = venueSide[kind];
      const to = await this.db
        .selectFrom('app.inventory_locations')
        .select('Id')
        .where('VenueId', '=', from.VenueId)
        .where('Kind', '=', side.kind)
        .where('SalesLocationId', 'is', null)
        .executeTakeFirst();
      if (!to) throw new NotFoundApiException('The destination');
      if (to.Id === from.Id) throw new ModelStateException({ FromInventoryLocationId: ['The origin is that location itself'] });
      toId = to.Id;
      typeId = side.type;
    }
    return {
      moved: {
        ...base,
        Notes: body.Notes,
        TypeId: typeId,
        FromInventoryLocationId: from.Id,
        ToInventoryLocationId: toId,
        Lines: await lines(from.Id, body.TransferGoods, NothingTo.Transfer),
      },
    };
  }
}
