import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { createEventStorePool, createPostgresEventStore, type EventStore } from '@intermission/eventstore';
import type { AppConfig } from '../config/app-config';
import { CONFIG } from '../config/config.module';
import { applicationEventRegistry } from './event-registry';
import { GuidController } from './guid.controller';
import { LedgerWriter } from './ledger-writer.service';
import { EVENT_STORE, LEDGER_POOL } from './ledger.tokens';
import { ProjectionsService } from './projections.service';

/** The ledger: the event store, the projection runner and read-your-writes appends. */
@Global()
@Module({
  controllers: [GuidController],
  providers: [
    { provide: LEDGER_POOL, inject: [CONFIG], useFactory: (c: AppConfig) => createEventStorePool({ connectionString: c.databaseUrl, max: 10 }) },
    { provide: EVENT_STORE, inject: [LEDGER_POOL], useFactory: (pool: Pool) => createPostgresEventStore(pool, { registry: applicationEventRegistry() }) },
    ProjectionsService,
    LedgerWriter,
  ],
  exports: [EVENT_STORE, LEDGER_POOL, LedgerWriter, ProjectionsService],
})
export class LedgerModule implements OnApplicationShutdown {
  constructor(
    @Inject(LEDGER_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionsService,
    private readonly writer: LedgerWriter,
  ) {}

  // The runner and the waiter stop first (their own hooks are idempotent), then the connections close.
  async onApplicationShutdown() {
    await this.projections.onApplicationShutdown();
    await this.writer.onApplicationShutdown();
    await this.store.close();
    await this.pool.end();
  }
}
