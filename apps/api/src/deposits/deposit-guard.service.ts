import { Inject, Injectable } from '@nestjs/common';
import { depositStream } from '@intermission/contracts';
import { type ClosedWrite, depositClosed } from '@intermission/domain';
import type { EventStore } from '@intermission/eventstore';
import { AdvisoryLocks } from '../database/advisory-locks.service';
import { EVENT_STORE } from '../ledger/ledger.tokens';
import { rejectionException } from '../ledger/rejections';

/** The advisory lock of a show event: the cash box corrections and the manager log take the same key (CashboxesRepository.withShowEventLocks). */
export const showEventLockKey = (showEventId: number) => `show-event:${showEventId}`;

/**
 * The one check that a show event's money is still open: its deposit stream is empty. Read from the
 * stream (not a projection), so a write right after the post is refused. Every manual sale, petty cash
 * change and cash box correction calls it (docs/deposits.md "What a posted deposit closes").
 *
 * No lost race: the post holds the show event's lock while it reads the figures and appends, and a
 * guarded write holds the same lock while it checks and appends (`whileOpen`), so a write either lands
 * before the post (and is in its figures) or is refused after it.
 */
@Injectable()
export class DepositGuard {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly locks: AdvisoryLocks,
  ) {}

  async isPosted(showEventId: number): Promise<boolean> {
    return (await this.store.readStream(depositStream(showEventId))).length > 0;
  }

  /** Throws the §4 refusal (400, code DepositPosted) when the show event's deposit is posted. Call it holding the event's lock. */
  async refuseIfPosted(showEventId: number | null | undefined, what: ClosedWrite): Promise<void> {
    if (showEventId && (await this.isPosted(showEventId))) throw rejectionException(depositClosed(what));
  }

  /**
   * Runs `fn` holding the show events' locks (on the lock pool's own connections), once none of their
   * deposits is posted. Not to be nested inside another hold of the same events (CashboxesRepository's
   * included): a second session waiting for a lock its own caller holds never gets it.
   */
  whileOpen<T>(showEventIds: readonly (number | null | undefined)[], what: ClosedWrite, fn: () => Promise<T>): Promise<T> {
    const ids = [...new Set(showEventIds.filter((id): id is number => typeof id === 'number' && id > 0))];
    return this.hold(ids, async () => {
      for (const id of ids) await this.refuseIfPosted(id, what);
      return fn();
    });
  }

  /** Runs `fn` holding the show events' locks (the post holds its event's while it reads the figures and appends). */
  hold<T>(showEventIds: readonly number[], fn: () => Promise<T>): Promise<T> {
    return this.locks.hold(showEventIds.map(showEventLockKey), fn);
  }
}
