import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent } from '@intermission/eventstore';
import { createProjectionWaiter, type ProjectionWaiter } from '@intermission/projections';
import { InjectEventStore, InjectLedgerPool } from './ledger.tokens';

export interface LedgerAppend {
  expectedRevision?: ExpectedRevision;
  /** The projections the calling screen reads: the answer waits until they have passed the write. */
  readBy?: readonly string[];
  timeoutMs?: number;
}

export interface LedgerWritten extends AppendResult {
  /** false when the projections had not caught up within the bounded wait. */
  visible: boolean;
}

/**
 * Appends to the ledger with read-your-writes (ARCHITECTURE §6): the command answers with the
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

  async append(stream: string, events: NewEvent[], options: LedgerAppend = {}): Promise<LedgerWritten> {
    const written = await this.store.append(stream, events, { expectedRevision: options.expectedRevision ?? 'any' });
    const visible = options.readBy?.length ? await this.waiter.waitForPosition(options.readBy, written.position, options.timeoutMs ?? 5000) : true;
    return { ...written, visible };
  }

  onApplicationShutdown(): Promise<void> {
    this.closed ??= this.waiter.close();
    return this.closed;
  }
}
