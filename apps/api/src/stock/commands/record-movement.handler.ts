import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CountSaleEventTypes, MovementType, type StockMoved, StockEventTypes } from '@intermission/contracts';
import { type MovementKind, decideMovement, locationsOfMovement, movementTypeOfKind, reject } from '@intermission/domain';
import { derivedId, type EventStore, type NewEvent, type RecordedEvent } from '@intermission/eventstore';
import { INVENTORY_REPORTS_PROJECTION, STOCK_PROJECTION } from '@intermission/projections';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { rejectionException } from '../../ledger/rejections';
import { MovementFactsRepository } from './movement-facts.repository';
import { RecordMovementCommand } from './record-movement.command';
import { StockLocksRepository, type VenueTurn } from './stock-locks.repository';

/** What every push answers, first time or replayed: the movement as it was recorded. */
export function movementAnswer(e: RecordedEvent) {
  const m = e.data as StockMoved;
  return { Message: 'Updated Successfully', TransferId: m.TransferId, Position: e.position, Transfer: m };
}

/** Loads the facts, lets decideMovement (libs/domain) decide, appends what it decided. */
@CommandHandler(RecordMovementCommand)
export class RecordMovementHandler implements ICommandHandler<RecordMovementCommand> {
  constructor(
    private readonly facts: MovementFactsRepository,
    private readonly ledger: LedgerWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly locks: StockLocksRepository,
  ) {}

  // One decision at a time per venue it touches (issue 18 point 3): load, decide, append, and see it projected.
  execute(command: RecordMovementCommand) {
    return this.locks.serialised(locationsOfMovement(command.movement), (turn) => this.record(command, turn));
  }

  private async record({ movement, actor }: RecordMovementCommand, turn: VenueTurn) {
    const guid = movement.body.GuidId;
    const stream = `stock-${guid}`;
    // A replay (a station resending its queue) gets the original answer and changes nothing.
    const recorded = await this.store.readStream(stream);
    if (recorded.length) return this.replayed(recorded, movement.kind);
    // On hand must include the decision made here before this one, even when its wait for the
    // projection ran out: else 503, nothing recorded, rather than a decision from a stale figure.
    if (turn.last) await this.ledger.awaitProjected([STOCK_PROJECTION], turn.last);
    const at = movement.body.TransferDate ? new Date(movement.body.TransferDate) : new Date();
    const command = { ...movement, guid, userId: actor.userId, at };
    const decided = decideMovement(command, await this.facts.load(command, actor));
    if (!decided.ok) throw rejectionException(decided);
    const metadata = { userId: actor.userId, correlationId: guid };
    const events: NewEvent[] = [];
    if (decided.value.moved) events.push({ id: guid, type: StockEventTypes.StockMoved, data: decided.value.moved, metadata });
    // A count is recorded whole (matching figures too) beside the GainLost it caused: the reports and the count log read it.
    if (decided.value.counted)
      events.push({ id: derivedId(`count:${guid}`), type: CountSaleEventTypes.InventoryCounted, data: decided.value.counted, metadata });
    await this.ledger.append(stream, events, {
      expectedRevision: 'any',
      readBy: [STOCK_PROJECTION, INVENTORY_REPORTS_PROJECTION],
      onAppended: (written) => turn.appended(written.position),
    });
    // Concurrent pushes of the same GUID store one batch: answer from what was stored.
    return this.replayed(await this.store.readStream(stream), movement.kind);
  }

  /** The original answer; a GUID already naming another kind of movement is a conflict, not a replay. */
  private replayed(events: RecordedEvent[], kind: MovementKind) {
    const moved = events.find((e) => e.type === StockEventTypes.StockMoved);
    const typeId = moved ? (moved.data as StockMoved).TypeId : MovementType.GainLost;
    if (typeId !== movementTypeOfKind[kind])
      throw rejectionException(reject('GuidNamesAnotherMovement', 'This GuidId already names a different movement: ask GET guid/{n} for a new one'));
    if (!moved) return { Message: 'Nothing to reconcile: the counts match what is on hand', TransferId: null, Position: events[0]!.position, Transfer: null };
    return movementAnswer(moved);
  }
}
