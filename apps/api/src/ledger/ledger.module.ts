import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { type EventRegistry, type EventStore, createEventStorePool } from '@intermission/eventstore';
import { registeredProjections } from '@intermission/projections';
import type { AppConfig } from '../config/app-config';
import { CONFIG } from '../config/config.module';
import { applicationEventRegistry } from './event-registry';
import { createEventStore } from './event-store.factory';
import { GuidController } from './guid.controller';
import { LedgerWriter } from './ledger-writer.service';
import { EVENT_REGISTRY, EVENT_STORE, LEDGER_POOL, PROJECTIONS } from './ledger.tokens';
import { ProjectionsService } from './projections.service';

/** Connections of the ledger's pool for `projections` runners: a lock and a batch each, the LISTEN, the waiter, the appends, and a test's own projections. */
export const ledgerPoolSize = (projections: number) => 2 * (projections + 2) + 6;

/** The ledger: the event store (PostgreSQL, or EventStoreDB with EVENTSTORE_URL), the projection runner and read-your-writes appends. */
@Global()
@Module({
  controllers: [GuidController],
  providers: [
    // Each projection's runner holds one connection for its lock and takes another per batch; the store's
    // LISTEN and the waiter hold one each. A fixed 10 deadlocked once eight projections ran (issue 14:
    // sales and deposits joined; a test adds its own): sized from the projections, with room to spare.
    {
      provide: LEDGER_POOL,
      inject: [CONFIG],
      useFactory: (c: AppConfig) => createEventStorePool({ connectionString: c.databaseUrl, max: ledgerPoolSize(registeredProjections().length) }),
    },
    // The registry and the projections are providers so a test can add its own before init.
    { provide: EVENT_REGISTRY, useFactory: applicationEventRegistry },
    { provide: PROJECTIONS, useFactory: registeredProjections },
    {
      provide: EVENT_STORE,
      inject: [CONFIG, LEDGER_POOL, EVENT_REGISTRY],
      useFactory: (c: AppConfig, pool: Pool, registry: EventRegistry) => createEventStore(c, pool, registry),
    },
    ProjectionsService,
    LedgerWriter,
  ],
  exports: [EVENT_STORE, EVENT_REGISTRY, PROJECTIONS, LEDGER_POOL, LedgerWriter, ProjectionsService],
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
