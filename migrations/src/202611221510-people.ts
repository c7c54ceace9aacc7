import { type Kysely, sql } from 'kysely';

// Staff users' job titles, phones and addresses (with the list of states), and POS users.
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema.withSchema('app');
  await s
    .createTable('job_titles')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull().unique())
    .execute();
  await s
    .createTable('states')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Code', 'text', (c) => c.notNull().unique())
    .addColumn('Name', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('addresses')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Line1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('City', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('StateId', 'integer', (c) => c.references('app.states.Id'))
    .addColumn('Zip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s
    .alterTable('users')
    .addColumn('AddressId', 'integer', (c) => c.references('app.addresses.Id'))
    .execute();
  await s.alterTable('users').addForeignKeyConstraint('users_job_title_fk', ['JobTitleId'], 'app.job_titles', ['Id']).execute();
  await s
    .createTable('user_phones')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('UserId', 'integer', (c) => c.notNull().references('app.users.Id').onDelete('cascade'))
    .addColumn('Phone', 'text', (c) => c.notNull())
    .addColumn('Extension', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('IsPrimary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('PhoneTypeId', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`"PhoneTypeId" BETWEEN 1 AND 4`),
    )
    .addColumn('Rank', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('user_phones_user_ix').on('user_phones').column('UserId').execute();

  await s
    .createTable('pos_users')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('FirstName', 'text', (c) => c.notNull())
    .addColumn('LastName', 'text', (c) => c.notNull())
    .addColumn('VenueId', 'integer', (c) => c.notNull().references('app.venues.Id'))
    .addColumn('UserId', 'integer', (c) => c.references('app.users.Id').onDelete('set null'))
    // A keyed hash (HMAC-SHA256 with the server's secret and the venue): comparable for uniqueness, never the PIN.
    .addColumn('PinDigest', 'text', (c) => c.notNull())
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('pos_users_venue_pin_uq', ['VenueId', 'PinDigest'])
    .execute();
}
