import { type Kysely, sql } from 'kysely';

// The QBO log reads a Transactions row anew only when its sources changed (issue 20, docs/exports.md
// "Modified"): each row keeps the stamp of its sources as they were when it was last read
// (app.export_items."SourceStamp"), and the log compares it with their stamp now. The stamp of a venue
// day digests the ledger rows it is read from; the catalogue it is mapped through (venues, theatres,
// sales locations, kits' goods, goods, managed items) is counted here instead: deferred constraint
// triggers on those tables count a transaction that wrote any of them, once, at its commit (whatever
// writes them). Taken at the commit, the counter's row lock is the last lock a transaction takes, so
// two writers of the catalogue wait for each other's commit and never deadlock on it. Any change there
// reads every row anew once.
const catalogue = ['venues', 'theatres', 'sales_locations', 'kit_goods', 'goods', 'managed_items'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app.export_items ADD COLUMN "SourceStamp" text`.execute(db);
  await sql`CREATE TABLE app.export_catalogue_stamp ("Id" integer PRIMARY KEY CHECK ("Id" = 1), "Changes" bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO app.export_catalogue_stamp ("Id", "Changes") VALUES (1, 0)`.execute(db);
  await sql`CREATE FUNCTION app.export_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('intermission.export_catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
        UPDATE app.export_catalogue_stamp SET "Changes" = "Changes" + 1 WHERE "Id" = 1;
        PERFORM set_config('intermission.export_catalogue_changed', 'yes', true);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of catalogue)
    await sql`CREATE CONSTRAINT TRIGGER ${sql.raw(`${table}_export_stamp`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.raw(`app.${table}`)}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app.export_catalogue_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of catalogue) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_export_stamp`)} ON ${sql.raw(`app.${table}`)}`.execute(db);
  await sql`DROP FUNCTION IF EXISTS app.export_catalogue_changed()`.execute(db);
  await sql`DROP TABLE IF EXISTS app.export_catalogue_stamp`.execute(db);
  await sql`ALTER TABLE app.export_items DROP COLUMN IF EXISTS "SourceStamp"`.execute(db);
}
