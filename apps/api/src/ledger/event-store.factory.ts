import type { Pool } from 'pg';
import { type EventRegistry, type EventStore, createEsdbEventStore, createPostgresEventStore } from '@intermission/eventstore';
import type { AppConfig } from '../config/app-config';

export type EventStoreKind = 'postgresql' | 'eventstoredb';

/** EVENTSTORE_URL=esdb://… selects EventStoreDB; unset, PostgreSQL's schema es (the default every test runs). */
export function eventStoreKind(config: Pick<AppConfig, 'eventStoreUrl'>): EventStoreKind {
  return config.eventStoreUrl ? 'eventstoredb' : 'postgresql';
}

/** The store the API and the worker append to and the projections read. Projections and checkpoints stay in PostgreSQL either way. */
export function createEventStore(config: Pick<AppConfig, 'eventStoreUrl'>, pool: Pool, registry: EventRegistry): EventStore {
  switch (eventStoreKind(config)) {
    case 'eventstoredb':
      return createEsdbEventStore(config.eventStoreUrl!, { registry });
    case 'postgresql':
      return createPostgresEventStore(pool, { registry });
  }
}
