import { Inject, Injectable } from '@nestjs/common';
import { depositStream } from '@intermission/contracts';
import { type ClosedWrite, depositClosed } from '@intermission/domain';
import type { EventStore } from '@intermission/eventstore';
import { EVENT_STORE } from '../ledger/ledger.tokens';
import { rejectionException } from '../ledger/rejections';

/**
 * The one check that a show event's money is still open: its deposit stream is empty. Read from the
 * stream (not a projection), so a write right after the post is refused. Every manual sale, petty cash
 * change and cash box correction calls it (docs/deposits.md "What a posted deposit closes").
 */
@Injectable()
export class DepositGuard {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async isPosted(showEventId: number): Promise<boolean> {
    return (await this.store.readStream(depositStream(showEventId))).length > 0;
  }

  /** Throws the §4 refusal (400, code DepositPosted) when the show event's deposit is posted. */
  async refuseIfPosted(showEventId: number | null | undefined, what: ClosedWrite): Promise<void> {
    if (showEventId && (await this.isPosted(showEventId))) throw rejectionException(depositClosed(what));
  }
}
