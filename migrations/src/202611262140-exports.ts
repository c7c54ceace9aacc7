import { type Kysely, sql } from 'kysely';

// Exports (issue 16, docs/exports.md "Runs and jobs"): a run of one type over a range of venue days
// (app.exports), one QBO log row per entity Key (app.export_items, re-pointed at the latest run that
// read it) and what the accounting service answered to each post (app.export_attempts).
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema.withSchema('app');
  await s
    .createTable('exports')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('ExportTypeId', 'smallint', (c) => c.notNull().check(sql`"ExportTypeId" IN (1, 2, 3)`))
    .addColumn('FromDate', 'date', (c) => c.notNull())
    .addColumn('ToDate', 'date', (c) => c.notNull())
    .addColumn('Status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Queued')
        .check(sql`"Status" IN ('Queued', 'Running', 'Done', 'Failed')`),
    )
    .addColumn('Progress', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('ItemCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ItemsDone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Amount', sql`numeric(14, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('CreatedBy', 'integer', (c) => c.references('app.users.Id'))
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('FinishedAt', 'timestamptz')
    .addColumn('Error', 'text')
    // The stored name of the run's IIF zip under DATA_DIR/exports (served by GET exports/files/{name}).
    .addColumn('FileName', 'text')
    .addCheckConstraint('exports_range', sql`"ToDate" >= "FromDate"`)
    .execute();
  // One Queued/Running export per type and range: the second insert fails on this index (race-free 409).
  await sql`CREATE UNIQUE INDEX exports_one_running_ux ON app.exports ("ExportTypeId", "FromDate", "ToDate") WHERE "Status" IN ('Queued', 'Running')`.execute(
    db,
  );
  // The history of a type, newest first.
  await sql`CREATE INDEX exports_type_ix ON app.exports ("ExportTypeId", "Id" DESC)`.execute(db);

  await s
    .createTable('export_items')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Key', 'text', (c) => c.notNull().unique())
    .addColumn('ExportId', 'integer', (c) => c.notNull().references('app.exports.Id'))
    .addColumn('ExportTypeId', 'smallint', (c) => c.notNull())
    .addColumn('TransferId', 'uuid')
    .addColumn('ReceivedOrderId', 'uuid')
    .addColumn('VenueId', 'integer', (c) => c.notNull())
    .addColumn('VenueName', 'text', (c) => c.notNull())
    .addColumn('Day', 'date', (c) => c.notNull())
    .addColumn('Kind', 'text', (c) => c.notNull())
    .addColumn('DocNumber', 'text', (c) => c.notNull())
    .addColumn('Memo', 'text', (c) => c.notNull())
    .addColumn('VendorName', 'text')
    .addColumn('Amount', sql`numeric(14, 2)`, (c) => c.notNull())
    .addColumn('IsWastage', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('TransferTypeName', 'text')
    // entityFingerprint of the content last read, and of the content last synced.
    .addColumn('Fingerprint', 'text', (c) => c.notNull())
    .addColumn('SyncedFingerprint', 'text')
    .addColumn('QbReference', 'text')
    .addColumn('SyncToken', 'text')
    .addColumn('DateModified', 'timestamptz')
    .addColumn('DateSynced', 'timestamptz')
    .addColumn('ErrorMessage', 'text')
    // The lease of a post under way (a run or a re-export): who holds it and since when.
    .addColumn('RunningBy', 'text')
    .addColumn('RunningSince', 'timestamptz')
    .addColumn('Lines', 'jsonb', (c) => c.notNull())
    .execute();
  // The log: a type's rows over a range of days, by day then id.
  await sql`CREATE INDEX export_items_log_ix ON app.export_items ("ExportTypeId", "Day", "Id")`.execute(db);
  await sql`CREATE INDEX export_items_transfer_ix ON app.export_items ("TransferId") WHERE "TransferId" IS NOT NULL`.execute(db);

  await s
    .createTable('export_attempts')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('ExportItemId', 'integer', (c) => c.notNull().references('app.export_items.Id'))
    .addColumn('At', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('RequestId', 'text', (c) => c.notNull())
    .addColumn('HttpStatus', 'integer')
    .addColumn('QbReference', 'text')
    .addColumn('Message', 'text')
    .execute();
  await sql`CREATE INDEX export_attempts_item_ix ON app.export_attempts ("ExportItemId", "At", "Id")`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS app.export_attempts`.execute(db);
  await sql`DROP TABLE IF EXISTS app.export_items`.execute(db);
  await sql`DROP TABLE IF EXISTS app.exports`.execute(db);
}
