import { type Kysely, sql } from 'kysely';

// Issue 18: a projection stopped by an event it cannot apply names the event's id (health and the
// log say which `npm run ledger:void` to run), and every event a projection skipped because it was
// voided is recorded, beside the void that caused the skip (docs/operations.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE es.projection_checkpoints ADD COLUMN error_event_id text, ADD COLUMN error_event_type text`.execute(db);
  await sql`
    CREATE TABLE es.projection_skips (
      name text NOT NULL,
      version integer NOT NULL,
      event_id text NOT NULL,
      event_type text NOT NULL,
      event_position text NOT NULL,
      void_event_id text NOT NULL,
      reason text NOT NULL,
      voided_by text NOT NULL,
      skipped_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT projection_skips_pk PRIMARY KEY (name, version, event_id)
    )`.execute(db);
}
