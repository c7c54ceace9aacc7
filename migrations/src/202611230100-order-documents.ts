import { type Kysely, sql } from 'kysely';

// Document 3 §3: received orders keep documents too, and their ids are GUIDs, so a document's
// owner id becomes text (a client's 42 becomes '42'). Patrons room revenue: one amount per patrons
// room location and month (§5: years above 1990, months January to December).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app.documents ALTER COLUMN "OwnerId" TYPE text USING "OwnerId"::text`.execute(db);

  await db.schema
    .withSchema('app')
    .createTable('patrons_room_revenue')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('InventoryLocationId', 'integer', (c) => c.notNull().references('app.inventory_locations.Id'))
    .addColumn('Year', 'integer', (c) => c.notNull().check(sql`"Year" > 1990`))
    .addColumn('Month', 'integer', (c) => c.notNull().check(sql`"Month" BETWEEN 1 AND 12`))
    .addColumn('Revenue', sql`numeric(14,2)`, (c) => c.notNull().check(sql`"Revenue" >= 0`))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('UpdatedBy', 'integer', (c) => c.references('app.users.Id'))
    .addColumn('UpdatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('patrons_room_revenue_month_uq', ['InventoryLocationId', 'Year', 'Month'])
    .execute();
}
