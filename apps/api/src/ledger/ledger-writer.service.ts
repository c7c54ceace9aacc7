import { HttpException, HttpStatus, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, Position, StreamAppend, StreamAppendOutcome } from '@intermission/eventstore';
import { type FailedProjection, createProjectionWaiter, type ProjectionWaiter } from '@intermission/projections';
import { InjectEventStore, InjectLedgerPool } from './ledger.tokens';

export interface LedgerAppend {
  expectedRevision?: ExpectedRevision;
  /** The projections the calling screen reads: the answer waits until they have passed the write. */
  readBy?: readonly string[];
  timeoutMs?: number;
  /** Told the stored position as soon as the append returns, before the wait (which may then throw). */
  onAppended?: (written: AppendResult) => void;
}

export interface LedgerWritten extends AppendResult {
  /** false when the projections had not caught up within the bounded wait. */
  visible: boolean;
}

/**
 * 503 while a projection the write's answer depends on has stopped at an event it cannot apply:
 * the write would only wait and then answer success with figures that never come (issue 18).
 */
export class LedgerPausedException extends HttpException {
  constructor(failed: readonly FailedProjection[], recorded: boolean) {
    const names = failed.map((f) => `${f.name} v${f.version}`).join(', ');
    const at = failed.map((f) => f.errorEventId).filter(Boolean);
    super(
      {
        Message:
          `The ledger is paused pending recovery: the ${names} projection${failed.length > 1 ? 's have' : ' has'} stopped at ` +
          `${at.length ? `event ${at.join(', ')}` : 'an error'}. ` +
          (recorded
            ? 'This change was recorded and will show once the ledger is recovered.'
            : 'Nothing was recorded; try again once an operator has recovered it.'),
        FailedProjections: failed.map((f) => f.name),
      },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

/**
 * 503 when a decision would read a projection that has not yet applied an event it depends on
 * within the bounded wait (issue 18 point 3): deciding from that figure would be deciding from a
 * stale one. Nothing was appended.
 */
export class LedgerBehindException extends HttpException {
  constructor(names: readonly string[], timeoutMs: number) {
    super(
      {
        Message:
          `The ledger is catching up: the ${names.join(', ')} projection${names.length > 1 ? 's have' : ' has'} not yet applied the last change ` +
          `this one depends on (waited ${Math.round(timeoutMs / 1000)} s). Nothing was recorded; try again in a moment.`,
        LaggingProjections: [...names],
      },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

/**
 * Appends to the ledger with read-your-writes (docs/eventstore.md "Read-your-writes"): the command answers with the
 * position it wrote once the projections its screen reads have passed it (notified, bounded).
 */
@Injectable()
export class LedgerWriter implements OnApplicationShutdown {
  private readonly waiter: ProjectionWaiter;
  private closed?: Promise<void>;

  constructor(
    @InjectEventStore() private readonly store: EventStore,
    @InjectLedgerPool() pool: Pool,
  ) {
    this.waiter = createProjectionWaiter(pool);
  }

  /** Refuses (503, before appending) while a projection in readBy has failed; see LedgerPausedException. */
  async append(stream: string, events: NewEvent[], options: LedgerAppend = {}): Promise<LedgerWritten> {
    const readBy = options.readBy ?? [];
    if (readBy.length) {
      const failed = await this.waiter.failed(readBy);
      if (failed.length) throw new LedgerPausedException(failed, false);
    }
    const written = await this.store.append(stream, events, { expectedRevision: options.expectedRevision ?? 'any' });
    options.onAppended?.(written);
    if (!readBy.length) return { ...written, visible: true };
    const visible = await this.waiter.waitForPosition(readBy, written.position, options.timeoutMs ?? 5000);
    if (!visible) {
      // Stopped while this write waited (it may be this very event): say so rather than "success".
      const failed = await this.waiter.failed(readBy);
      if (failed.length) throw new LedgerPausedException(failed, true);
    }
    return { ...written, visible };
  }

  /**
   * Many appends at once (EventStore.appendMany), each answered on its own; refused (503, nothing
   * appended) while a projection in readBy has failed. No wait: the caller waits once, for the last
   * position, with waitVisible (the stations' sync).
   */
  async appendMany(appends: readonly StreamAppend[], options: { readBy?: readonly string[] } = {}): Promise<StreamAppendOutcome[]> {
    const readBy = options.readBy ?? [];
    if (readBy.length) {
      const failed = await this.waiter.failed(readBy);
      if (failed.length) throw new LedgerPausedException(failed, false);
    }
    return this.store.appendMany(appends);
  }

  /** Waits (bounded, notified) until the projections named have passed position; false at timeout. Never throws for a lag. */
  waitVisible(names: readonly string[], position: Position, timeoutMs = 5000): Promise<boolean> {
    return names.length ? this.waiter.waitForPosition(names, position, timeoutMs) : Promise.resolve(true);
  }

  /**
   * Before a decision reads the projections named: waits (bounded) until they have passed position
   * (the last event the decision depends on). 503 instead of deciding from a stale figure:
   * LedgerPausedException when one has failed, LedgerBehindException when they do not get there in time.
   */
  async awaitProjected(names: readonly string[], position: Position, timeoutMs = 5000): Promise<void> {
    const failed = await this.waiter.failed(names);
    if (failed.length) throw new LedgerPausedException(failed, false);
    if (await this.waiter.waitForPosition(names, position, timeoutMs)) return;
    const stopped = await this.waiter.failed(names);
    if (stopped.length) throw new LedgerPausedException(stopped, false);
    throw new LedgerBehindException(names, timeoutMs);
  }

  onApplicationShutdown(): Promise<void> {
    this.closed ??= this.waiter.close();
    return this.closed;
  }
}
