export * from './types';
export * from './registry';
export * from './derived-id';
export * from './postgres/postgres-event-store';
export type { EsDatabase } from './postgres/es-database';
export * from './esdb/esdb-event-store';
