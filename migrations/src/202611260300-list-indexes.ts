import { type Kysely, sql } from 'kysely';

// Issue 20: lists built for a year's scale (docs/api.md "Lists"). pg_trgm answers the lists' text
// searches (ILIKE '%…%'); the projections' list tables get their indexes in their setup (their
// tables are versioned), these are the searched names of the application's own tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX inventory_locations_name_trgm_ix ON app.inventory_locations USING gin ("Name" gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX venues_name_trgm_ix ON app.venues USING gin ("Name" gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX vendors_name_trgm_ix ON app.vendors USING gin ("Name" gin_trgm_ops)`.execute(db);
  // The filters that name a location by its venue.
  await sql`CREATE INDEX IF NOT EXISTS inventory_locations_venue_ix ON app.inventory_locations ("VenueId")`.execute(db);
}
