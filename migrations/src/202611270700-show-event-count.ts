import { type Kysely, sql } from 'kysely';

// The deposits list's total (issue 20, docs/api.md "Lists"): its rows are the show events that have
// ended. Without a filter its X-List-Count is every show event, kept here by statement triggers on
// app.show_events (whatever writes it: the schedule, the seeds, the bench), less those not ended yet
// (the few of the coming days, read through show_events_end_ix): not a walk of the whole list's
// index (109,500 entries on the 50-venue year) for every page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE app.show_event_count ("Id" integer PRIMARY KEY CHECK ("Id" = 1), "Rows" bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO app.show_event_count ("Id", "Rows") SELECT 1, count(*) FROM app.show_events`.execute(db);
  await sql`CREATE FUNCTION app.show_event_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE app.show_event_count SET "Rows" = "Rows" + (SELECT count(*) FROM added) WHERE "Id" = 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION app.show_event_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE app.show_event_count SET "Rows" = "Rows" - (SELECT count(*) FROM removed) WHERE "Id" = 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION app.show_event_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE app.show_event_count SET "Rows" = 0 WHERE "Id" = 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER show_event_count_insert AFTER INSERT ON app.show_events REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION app.show_event_count_added()`.execute(db);
  await sql`CREATE TRIGGER show_event_count_delete AFTER DELETE ON app.show_events REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION app.show_event_count_removed()`.execute(db);
  await sql`CREATE TRIGGER show_event_count_truncate AFTER TRUNCATE ON app.show_events
    FOR EACH STATEMENT EXECUTE FUNCTION app.show_event_count_emptied()`.execute(db);
  await sql`CREATE INDEX show_events_end_ix ON app.show_events ("End")`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS show_event_count_insert ON app.show_events`.execute(db);
  await sql`DROP TRIGGER IF EXISTS show_event_count_delete ON app.show_events`.execute(db);
  await sql`DROP TRIGGER IF EXISTS show_event_count_truncate ON app.show_events`.execute(db);
  await sql`DROP FUNCTION IF EXISTS app.show_event_count_added()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS app.show_event_count_removed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS app.show_event_count_emptied()`.execute(db);
  await sql`DROP TABLE IF EXISTS app.show_event_count`.execute(db);
  await sql`DROP INDEX IF EXISTS app.show_events_end_ix`.execute(db);
}
