import type { Pool } from 'pg';
import * as eventstore from '@intermission/eventstore';
import { loadConfig } from '../config/app-config';
import { createEventStore, eventStoreKind } from './event-store.factory';

jest.mock('@intermission/eventstore', () => ({
  ...jest.requireActual('@intermission/eventstore'),
  createEsdbEventStore: jest.fn(() => ({ kind: 'esdb' })),
  createPostgresEventStore: jest.fn(() => ({ kind: 'postgres' })),
}));

describe('choosing the event store', () => {
  const pool = {} as Pool;
  const registry = new eventstore.EventRegistry();

  it('EVENTSTORE_URL=esdb://… runs the API and the worker on the EventStoreDB adapter', () => {
    const config = loadConfig({ EVENTSTORE_URL: 'esdb://es.example:2113?tls=false' });
    expect(eventStoreKind(config)).toBe('eventstoredb');
    expect(createEventStore(config, pool, registry)).toEqual({ kind: 'esdb' });
    expect(eventstore.createEsdbEventStore).toHaveBeenCalledWith('esdb://es.example:2113?tls=false', { registry });
  });

  it('without it, PostgreSQL', () => {
    const config = loadConfig({});
    expect(eventStoreKind(config)).toBe('postgresql');
    expect(createEventStore(config, pool, registry)).toEqual({ kind: 'postgres' });
    expect(eventstore.createPostgresEventStore).toHaveBeenCalledWith(pool, { registry });
  });

  it('refuses any other URL rather than falling back to PostgreSQL', () => {
    expect(() => loadConfig({ EVENTSTORE_URL: 'postgres://db/events' })).toThrow(/EVENTSTORE_URL must be esdb:\/\//);
  });
});
