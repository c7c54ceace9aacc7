import { type Kysely, sql } from 'kysely';

// The master transaction log's text search (docs/reports.md "Master transaction log", docs/api.md
// "Lists"): a POS user's full name and a station's name become the ids they find through pg_trgm.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX pos_users_full_name_trgm_ix ON app.pos_users USING gin (("FirstName" || ' ' || "LastName") gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX stations_name_trgm_ix ON app.stations USING gin ("Name" gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS app.pos_users_full_name_trgm_ix`.execute(db);
  await sql`DROP INDEX IF EXISTS app.stations_name_trgm_ix`.execute(db);
}
