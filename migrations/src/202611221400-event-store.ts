import { type Kysely, sql } from 'kysely';

// The event store (schema es): events ordered by (transaction_id, position), the current revision
// per stream, and projection checkpoints. See docs/eventstore.md for why transaction_id is there.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS es`.execute(db);
  await sql`
    CREATE TABLE es.streams (
      stream_id text PRIMARY KEY,
      revision bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE es.events (
      position bigserial NOT NULL,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      id uuid NOT NULL,
      stream_id text NOT NULL,
      revision bigint NOT NULL,
      type text NOT NULL,
      schema_version integer NOT NULL DEFAULT 1,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_pk PRIMARY KEY (transaction_id, position),
      CONSTRAINT events_id_key UNIQUE (id),
      CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision)
    )`.execute(db);
  await sql`
    CREATE TABLE es.projection_checkpoints (
      name text NOT NULL,
      version integer NOT NULL,
      transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
      position bigint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'running',
      error text,
      error_position text,
      caught_up boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT projection_checkpoints_pk PRIMARY KEY (name, version)
    )`.execute(db);
}
