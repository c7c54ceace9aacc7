import { type Kysely, sql } from 'kysely';

// Application and point-of-sale settings, managed item lists, export settings.
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema.withSchema('app');
  for (const table of ['settings', 'pos_settings']) {
    await s
      .createTable(table)
      .addColumn('Id', 'integer', (c) => c.primaryKey())
      .addColumn('Name', 'text', (c) => c.notNull())
      .addColumn('Value', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }

  await s
    .createTable('managed_items')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('List', 'text', (c) => c.notNull())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('StatusId', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ExportAccountId', 'integer', (c) => c.references('app.managed_items.Id').onDelete('restrict'))
    .addColumn('TaxRateId', 'integer', (c) => c.references('app.managed_items.Id').onDelete('restrict'))
    .addColumn('Rate', sql`numeric(9,4)`)
    .addColumn('Rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('managed_items_list_ix').on('managed_items').columns(['List', 'Rank']).execute();

  await s
    .createTable('export_settings')
    .addColumn('Id', 'integer', (c) => c.primaryKey().check(sql`"Id" = 1`))
    .addColumn('CompanyName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('CompanyId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Environment', 'text', (c) => c.notNull().defaultTo('Sandbox'))
    .addColumn('DefaultExportTypeId', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('NotificationEmails', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('AccountMappings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`INSERT INTO app.export_settings ("Id") VALUES (1)`.execute(db);
}
