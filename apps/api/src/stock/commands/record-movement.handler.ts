import { BadRequestException, ConflictException, ForbiddenException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import Decimal from 'decimal.js';
import { type StockMoved, StockEventTypes } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { NothingTo, TransferType, countAdjustments, decideTransferLines } from '@intermission/domain';
import type { EventStore, RecordedEvent } from '@intermission/eventstore';
import { STOCK_PROJECTION } from '@intermission/projections';
import { ModelStateException, NotFoundApiException } from '../../common/http/api-errors';
import { InjectDb } from '../../database/database.module';
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
    if (recorded[0]) return this.replayed(recorded[0], movement.kind);
    const data = await this.decide(movement, actor);
    if (!data) return { Message: 'Nothing to reconcile: the counts match what is on hand', TransferId: null, Position: null, Transfer: null };
    await this.ledger.append(stream, [{ id: guid, type: StockEventTypes.StockMoved, data, metadata: { userId: actor.userId, correlationId: guid } }], {
      expectedRevision: 'any',
      readBy: [STOCK_PROJECTION],
    });
    // Concurrent pushes of the same GUID store one event: answer from what was stored.
    const stored = await this.store.readStream(stream);
    return this.replayed(stored[0]!, movement.kind);
  }

  /** The original answer; a GUID already naming another kind of movement is a conflict, not a replay. */
  private replayed(e: RecordedEvent, kind: RecordMovementCommand['movement']['kind']) {
    if ((e.data as StockMoved).TypeId !== typeOfKind[kind])
      throw new ConflictException({ Message: 'This GuidId already names a different movement: ask GET guid/{n} for a new one' });
    return movementAnswer(e);
  }

  private async usable(actor: RecordMovementCommand['actor'], locationId: number | null, field: string) {
    if (locationId === null) throw new ModelStateException({ [field]: ['A location is required'] });
    const location = await this.stock.location(locationId);
    if (!location) throw new NotFoundApiException('The inventory location');
    if (!(await this.stock.canUse(actor, locationId))) throw new ForbiddenException({ Message: 'You cannot move stock at this location' });
    return location;
  }

  private async decide({ kind, body }: RecordMovementCommand['movement'], actor: RecordMovementCommand['actor']): Promise<StockMoved | null> {
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
        ...base,
        TypeId: TransferType.Wastage,
        FromInventoryLocationId: from.Id,
        ToInventoryLocationId: null,
        WastageReasonId: reason.Id,
        Lines: await lines(from.Id, body.Goods, NothingTo.Transfer),
      };
    }

    if (kind === 'gainlostTransfer') {
      const location = await this.usable(actor, body.InventoryLocationId, 'InventoryLocationId');
      if (!body.Counts.some((c) => new Decimal(c.Counted).gt(0))) throw new BadRequestException({ Message: NothingTo.Reconcile });
      const adjustments = countAdjustments(body.Counts, await this.stock.onHand(location.Id));
      if (!adjustments.length) return null;
      const postings = await this.stock.postings(
        adjustments.map((a) => a.GoodId),
        at,
      );
      const missing = adjustments.find((a) => !postings.has(a.GoodId));
      if (missing) throw new ModelStateException({ Counts: [`Good ${missing.GoodId} is not a tracked good`] });
      // One side only: a gain adds to the location, a loss (negative) takes away.
      return {
        ...base,
        TypeId: TransferType.GainLost,
        FromInventoryLocationId: null,
        ToInventoryLocationId: location.Id,
        Lines: adjustments.map((a) => ({ GoodId: a.GoodId, Qty: a.Quantity.toFixed(), ...postings.get(a.GoodId)! })),
      };
    }

    if (kind === 'initializingTransfer') {
      const to = await this.usable(actor, body.ToInventoryLocationId, 'ToInventoryLocationId');
      return {
        ...base,
        Notes: body.Notes,
        TypeId: TransferType.Initializing,
        FromInventoryLocationId: null,
        ToInventoryLocationId: to.Id,
        Lines: await lines(null, body.TransferGoods, NothingTo.Initialize),
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
      ...base,
      Notes: body.Notes,
      TypeId: typeId,
      FromInventoryLocationId: from.Id,
      ToInventoryLocationId: toId,
      Lines: await lines(from.Id, body.TransferGoods, NothingTo.Transfer),
    };
  }
}
