import { type Kysely, sql } from 'kysely';

// The lists of issue 20 (docs/api.md "Lists"): the deposits list is paged on app.show_events in its
// order (Start DESC, Id DESC), its filters reading the row (End, TheatreId, ShowId: carried so a deep
// page and the count read the index alone); its text finds shows and theatres by name through pg_trgm.
// The projections' tables get theirs in their setup (cashboxes, sales).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX show_events_list_ix ON app.show_events ("Start" DESC, "Id" DESC) INCLUDE ("End", "TheatreId", "ShowId")`.execute(db);
  await sql`CREATE INDEX shows_name_trgm_ix ON app.shows USING gin ("Name" gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX theatres_name_trgm_ix ON app.theatres USING gin ("Name" gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS app.show_events_list_ix`.execute(db);
  await sql`DROP INDEX IF EXISTS app.shows_name_trgm_ix`.execute(db);
  await sql`DROP INDEX IF EXISTS app.theatres_name_trgm_ix`.execute(db);
}
