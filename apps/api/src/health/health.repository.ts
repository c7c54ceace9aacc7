import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import type { Db } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { projectionStatuses } from '@intermission/projections';
import { InjectDb } from '../database/database.module';
import { InjectEventStore } from '../ledger/ledger.tokens';

/** Whether the database answers, and where each projection stands. */
@Injectable()
export class HealthRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectEventStore() private readonly store: EventStore,
  ) {}

  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }

  projections() {
    return projectionStatuses(this.db as unknown as Kysely<unknown>, this.store);
  }
}
