import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CashboxCountRecorded, CashboxMessages, type CashboxSaved } from '@intermission/contracts';
import {
  ConcurrencyError,
  NotFoundError,
  type CashboxCommand,
  type CashboxDecided,
  type CashboxState,
  type CashboxStreamEvent,
  type ShowEventFact,
  decideCashbox,
  evolveCashbox,
  initialCashboxState,
} from '@intermission/domain';
import { type EventStore, type RecordedEvent, WrongExpectedVersionError } from '@intermission/eventstore';
import { CASHBOXES_PROJECTION } from '@intermission/projections';
import type { CurrentUser } from '../../auth/current-user';
import { DepositGuard } from '../../deposits/deposit-guard.service';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { rejectionException } from '../../ledger/rejections';
import { CashboxesRepository, type ShowEventRow } from '../cashboxes.repository';
import { CashboxFactsRepository } from './cashbox-facts.repository';
import { type CashboxAction, RecordCashboxCommand } from './record-cashbox.command';

const fold = (events: RecordedEvent[]) => (events as unknown as CashboxStreamEvent[]).reduce(evolveCashbox, initialCashboxState());
const fact = (e: ShowEventRow | undefined): ShowEventFact | null => (e ? { Id: e.Id, TheatreId: e.TheatreId, Locked: e.Locked } : null);

/**
 * Loads the facts, lets decideCashbox (libs/domain) decide on the log's own stream, appends what it
 * decided, and answers once the cashboxes projection shows it (read-your-writes).
 */
@CommandHandler(RecordCashboxCommand)
export class RecordCashboxHandler implements ICommandHandler<RecordCashboxCommand> {
  constructor(
    private readonly facts: CashboxFactsRepository,
    private readonly cashboxes: CashboxesRepository,
    private readonly ledger: LedgerWriter,
    private readonly deposits: DepositGuard,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  execute({ action, actor }: RecordCashboxCommand): Promise<CashboxCountRecorded | CashboxSaved> {
    return action.kind === 'count' ? this.count(action.body, actor) : this.correct(action, actor);
  }

  /** A station's count: idempotent by its GUID (the stream and the event id), the same GUID naming another count 409. */
  private async count(push: Extract<CashboxAction, { kind: 'count' }>['body'], actor: CurrentUser): Promise<CashboxCountRecorded> {
    const stream = `cashbox-${push.GuidId}`;
    const recorded = await this.store.readStream(stream);
    const state = fold(recorded);
    const command = async (): Promise<CashboxCommand> => ({
      kind: 'count',
      push,
      // Allocated only for a first push; a replay keeps the stored Id.
      cashboxId: state.counted ? state.counted.CashboxId : await this.facts.nextId(),
      station: state.counted ? null : await this.facts.station(push.PointOfSaleStationId),
      showEvent: !state.counted && push.ShowEventId !== null ? fact(await this.cashboxes.showEvent(push.ShowEventId)) : null,
      posUser: state.counted ? null : await this.facts.posUser(push.PosUserId),
      venueIds: await this.cashboxes.scope(actor),
      userId: actor.userId,
    });
    const decided = this.decided(decideCashbox(await command(), state));
    if (decided.events.length) {
      const metadata = { userId: actor.userId, correlationId: push.GuidId, stationId: push.PointOfSaleStationId };
      // The event id is the GUID: concurrent pushes of one GUID store one event, each answered from it.
      await this.ledger.append(
        stream,
        decided.events.map((e) => ({ id: push.GuidId, type: e.type, data: e.data, metadata })),
        { expectedRevision: 'no_stream', readBy: [CASHBOXES_PROJECTION] },
      );
    }
    const stored = decided.events.length ? await this.store.readStream(stream) : recorded;
    // What was stored may be another push's of the same GUID: the same count is a replay, another a conflict.
    this.decided(
      decideCashbox({ kind: 'count', push, cashboxId: 0, station: null, showEvent: null, posUser: null, venueIds: null, userId: actor.userId }, fold(stored)),
    );
    const first = stored[0]!;
    return { Message: CashboxMessages.Saved, Id: fold(stored).counted!.CashboxId, GuidId: push.GuidId, Position: first.position };
  }

  /** A back-office correction of a log, on its own stream with the Version as the expected revision. */
  private async correct(action: Exclude<CashboxAction, { kind: 'count' }>, actor: CurrentUser): Promise<CashboxSaved> {
    const id = action.kind === 'endCount' ? action.body.CashboxId : action.body.Id;
    const scope = await this.cashboxes.scope(actor);
    const log = await this.cashboxes.streamOf(id);
    if (!log || (scope && !scope.includes(log.VenueId))) throw new NotFoundError('The cash box');
    const stream = `cashbox-${log.GuidId}`;
    const state = fold(await this.store.readStream(stream));
    const target = action.kind === 'retime' ? action.body.ShowEventId : undefined;
    await this.cashboxes.withShowEventLocks([state.ShowEventId, target], () => this.decideAndAppend(action, actor, { id, stream, state, scope }));
    const cashbox = await this.cashboxes.find(id);
    if (!cashbox) throw new NotFoundError('The cash box');
    return { Message: action.kind === 'retime' ? CashboxMessages.Saved : CashboxMessages.Updated, Cashbox: cashbox };
  }

  /** Under the show events' locks: the facts (the lock among them), the decision, the append. */
  private async decideAndAppend(
    action: Exclude<CashboxAction, { kind: 'count' }>,
    actor: CurrentUser,
    { id, stream, state, scope }: { id: number; stream: string; state: CashboxState; scope: number[] | null },
  ) {
    // A posted deposit closes its show event's cash box corrections (docs/deposits.md); the lock held is
    // the one the post takes (DepositGuard.showEventLockKey), so the check cannot race the post.
    const target = action.kind === 'retime' ? action.body.ShowEventId : undefined;
    for (const showEventId of [state.ShowEventId, target]) await this.deposits.refuseIfPosted(showEventId, 'cash box corrections');
    const showEvent = state.ShowEventId === null ? null : fact(await this.cashboxes.showEvent(state.ShowEventId));
    const base = { showEvent, userId: actor.userId, at: new Date().toISOString() };
    let command: CashboxCommand;
    switch (action.kind) {
      case 'override': {
        const { Id: _id, Version, ...overrides } = action.body;
        command = { kind: 'override', version: Version, overrides, ...base };
        break;
      }
      case 'retime': {
        const b = action.body;
        const assignTo = b.ShowEventId === undefined ? undefined : fact(await this.cashboxes.showEvent(b.ShowEventId, scope));
        command = { kind: 'retime', version: b.Version, TimestampUtc: b.TimestampUtc, assignTo, ...base };
        break;
      }
      case 'endCount': {
        const startLogExists =
          state.ShowEventId !== null && state.counted ? await this.cashboxes.hasStartLog(state.ShowEventId, state.counted.StationId) : false;
        command = { kind: 'endCount', startLogExists, ...base };
        break;
      }
    }
    const decision = decideCashbox(command, state);
    if (!decision.ok && decision.code === 'CashboxVersionStale') throw new ConcurrencyError(await this.cashboxes.find(id));
    const decided = this.decided(decision);
    if (!decided.events.length) return;
    const metadata = { userId: actor.userId, correlationId: state.counted!.GuidId };
    try {
      await this.ledger.append(
        stream,
        decided.events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
        { expectedRevision: BigInt(state.version - 1), readBy: [CASHBOXES_PROJECTION] },
      );
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) throw new ConcurrencyError(await this.cashboxes.find(id));
      throw err;
    }
  }

  private decided(decision: ReturnType<typeof decideCashbox>): CashboxDecided {
    if (!decision.ok) throw rejectionException(decision);
    return decision.value;
  }
}
