import { type Kysely, sql } from 'kysely';

// The client area (spec document 1 §3): phones, addresses, notes and documents of clients; venue
// phones, tax rate, menu and backup managers; theatre card-processing tokens; sales location menu,
// starting bank and par values; bar images; coupons; goods under a venue; inventory locations.
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema.withSchema('app');
  const phones = (table: string, owner: string, ownerTable: string) =>
    s
      .createTable(table)
      .addColumn('Id', 'serial', (c) => c.primaryKey())
      .addColumn(owner, 'integer', (c) => c.notNull().references(`app.${ownerTable}.Id`).onDelete('cascade'))
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

  await s
    .alterTable('clients')
    .addColumn('AddressId', 'integer', (c) => c.references('app.addresses.Id'))
    .execute();
  await phones('client_phones', 'ClientId', 'clients');
  await s
    .createTable('client_notes')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('ClientId', 'integer', (c) => c.notNull().references('app.clients.Id').onDelete('cascade'))
    .addColumn('Title', 'text', (c) => c.notNull())
    .addColumn('Content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('CreatedBy', 'integer', (c) => c.references('app.users.Id'))
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('client_notes_client_ix').on('client_notes').columns(['ClientId', 'CreatedAt']).execute();
  // Documents of any owner ({type}/{id}/documents): the file lives on disk under the data directory.
  await s
    .createTable('documents')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('OwnerType', 'text', (c) => c.notNull())
    .addColumn('OwnerId', 'integer', (c) => c.notNull())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('StoredName', 'text', (c) => c.notNull().unique())
    .addColumn('ThumbnailName', 'text')
    .addColumn('ContentType', 'text', (c) => c.notNull())
    .addColumn('Size', 'integer', (c) => c.notNull())
    .addColumn('StatusId', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('CreatedBy', 'integer', (c) => c.references('app.users.Id'))
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await s.createIndex('documents_owner_ix').on('documents').columns(['OwnerType', 'OwnerId', 'CreatedAt']).execute();

  await s
    .alterTable('venues')
    .addColumn('TaxRateId', 'integer', (c) => c.references('app.managed_items.Id'))
    .addColumn('MenuId', 'integer', (c) => c.references('app.menus.Id'))
    .addColumn('BackupManagerExpDate', 'date')
    .execute();
  await phones('venue_phones', 'VenueId', 'venues');
  await s
    .createTable('venue_backup_managers')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('VenueId', 'integer', (c) => c.notNull().references('app.venues.Id').onDelete('cascade'))
    .addColumn('UserId', 'integer', (c) => c.notNull().references('app.users.Id'))
    .addColumn('ExpDate', 'date')
    .addUniqueConstraint('venue_backup_managers_uq', ['VenueId', 'UserId'])
    .execute();
  await s
    .createTable('venue_goods')
    .addColumn('VenueId', 'integer', (c) => c.notNull().references('app.venues.Id').onDelete('cascade'))
    .addColumn('GoodId', 'integer', (c) => c.notNull().references('app.goods.Id'))
    .addColumn('AddedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('venue_goods_pk', ['VenueId', 'GoodId'])
    .execute();

  await s
    .alterTable('theatres')
    .addColumn('CcImplemented', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('AccessToken', 'text')
    .addColumn('AuthToken', 'text')
    .execute();

  await s
    .alterTable('sales_locations')
    .addColumn('MenuId', 'integer', (c) => c.notNull().defaultTo(2).references('app.menus.Id'))
    .addColumn('UseStartingBank', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('StartingBank', sql`numeric(12,2)`, (c) => c.notNull().defaultTo('0'))
    .execute();
  await s
    .createTable('par_values')
    .addColumn('SalesLocationId', 'integer', (c) => c.notNull().references('app.sales_locations.Id').onDelete('cascade'))
    .addColumn('GoodId', 'integer', (c) => c.notNull().references('app.goods.Id'))
    .addColumn('ParValue', sql`numeric(12,4)`, (c) => c.notNull().check(sql`"ParValue" > 0`))
    .addPrimaryKeyConstraint('par_values_pk', ['SalesLocationId', 'GoodId'])
    .execute();
  await s
    .createTable('bar_images')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('SalesLocationId', 'integer', (c) => c.notNull().references('app.sales_locations.Id').onDelete('cascade'))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('StoredName', 'text', (c) => c.notNull().unique())
    .addColumn('ThumbnailName', 'text', (c) => c.notNull())
    .addColumn('ContentType', 'text', (c) => c.notNull())
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One inventory station per sales location.
  await sql`CREATE UNIQUE INDEX stations_one_inventory_ux ON app.stations ("SalesLocationId") WHERE "IsInventoryStation"`.execute(db);

  await s
    .createTable('coupons')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('VenueId', 'integer', (c) => c.notNull().references('app.venues.Id'))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('DollarValue', sql`numeric(12,2)`, (c) =>
      c
        .notNull()
        .defaultTo('0')
        .check(sql`"DollarValue" >= 0`),
    )
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('coupons_venue_ix').on('coupons').column('VenueId').execute();
  await s
    .createTable('coupon_goods')
    .addColumn('CouponId', 'integer', (c) => c.notNull().references('app.coupons.Id').onDelete('cascade'))
    .addColumn('GoodId', 'integer', (c) => c.notNull().references('app.goods.Id'))
    .addPrimaryKeyConstraint('coupon_goods_pk', ['CouponId', 'GoodId'])
    .execute();

  // Where stock is kept: a venue's own location, its patrons room, billable and catering
  // locations, and one per sales location. Names and codes follow the venue or sales location.
  await s
    .createTable('inventory_locations')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('VenueId', 'integer', (c) => c.notNull().references('app.venues.Id').onDelete('cascade'))
    .addColumn('SalesLocationId', 'integer', (c) => c.references('app.sales_locations.Id').onDelete('cascade'))
    .addColumn('Kind', 'text', (c) => c.notNull().check(sql`"Kind" IN ('venue', 'patrons_room', 'billable', 'catering', 'sales_location')`))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Code', 'text')
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`CREATE UNIQUE INDEX inventory_locations_venue_kind_ux ON app.inventory_locations ("VenueId", "Kind") WHERE "SalesLocationId" IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX inventory_locations_sales_location_ux ON app.inventory_locations ("SalesLocationId") WHERE "SalesLocationId" IS NOT NULL`.execute(
    db,
  );
}
