import { type Kysely, sql } from 'kysely';

// Shows, show events and their manager logs (spec document 2 §3): master data with a Version.
// Shows and show events are deleted rather than archived (§4); a show event that a cash box count,
// a sale, a petty cash withdrawal or a deposit names is refused deletion by the API, not by a key
// (those live on the ledger). The manager log (event log) is one row per show event; its presence
// is what "submitted" means, and it locks the show event (§4).
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema.withSchema('app');
  await s
    .createTable('shows')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('CreatedBy', 'integer', (c) => c.references('app.users.Id'))
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE INDEX shows_name_ix ON app.shows (lower("Name"), "Id")`.execute(db);

  await s
    .createTable('show_events')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('ShowId', 'integer', (c) => c.notNull().references('app.shows.Id'))
    .addColumn('TheatreId', 'integer', (c) => c.notNull().references('app.theatres.Id'))
    .addColumn('Start', 'timestamptz', (c) => c.notNull())
    .addColumn('End', 'timestamptz', (c) => c.notNull())
    // Minutes after Start (§3); null when the show has no such part.
    .addColumn('PreShowStart', 'integer')
    .addColumn('PreShowEnd', 'integer')
    .addColumn('IntermissionStart', 'integer')
    .addColumn('IntermissionEnd', 'integer')
    .addColumn('PostShowStart', 'integer')
    .addColumn('PostShowEnd', 'integer')
    .addColumn('CreatedBy', 'integer', (c) => c.references('app.users.Id'))
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('show_events_end_after_start', sql`"End" > "Start"`)
    .execute();
  await s.createIndex('show_events_theatre_start_ix').on('show_events').columns(['TheatreId', 'Start', 'Id']).execute();
  await s.createIndex('show_events_show_ix').on('show_events').columns(['ShowId', 'Start']).execute();

  await s
    .createTable('event_logs')
    .addColumn('ShowEventId', 'integer', (c) => c.primaryKey().references('app.show_events.Id'))
    .addColumn('Comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ShowTime', 'timestamptz', (c) => c.notNull())
    .addColumn('SubmittedBy', 'integer', (c) => c.notNull().references('app.users.Id'))
    .addColumn('SubmittedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await s.createIndex('event_logs_show_time_ix').on('event_logs').columns(['ShowTime']).execute();
}
