import { type Kysely, sql } from 'kysely';

// The catalogue: goods with their categories, types, accounts and dated standard costs; vendors
// with phones, address and goods; kits of goods; menus of kits on a grid.
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema.withSchema('app');
  await s
    .createTable('good_categories')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull().unique())
    .execute();
  await s
    .createTable('good_types')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull().unique())
    .execute();

  await s
    .createTable('goods')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Alcohol', 'boolean', (c) => c.notNull().defaultTo(false))
    // Ounces; only an alcohol good has one.
    .addColumn('Volume', sql`numeric(12,4)`)
    .addColumn('CategoryId', 'integer', (c) => c.notNull().references('app.good_categories.Id'))
    .addColumn('TypeId', 'integer', (c) => c.notNull().references('app.good_types.Id'))
    .addColumn('Tracked', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('Taxable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('ShowOnIgl', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('CanBeWasted', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('RevenueTypeId', 'integer', (c) => c.notNull().references('app.managed_items.Id'))
    .addColumn('CogsTypeId', 'integer', (c) => c.notNull().references('app.managed_items.Id'))
    .addColumn('InventoryAccountTypeId', 'integer', (c) => c.notNull().references('app.managed_items.Id'))
    .addColumn('DefaultPrice', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('goods_volume_only_alcohol', sql`"Alcohol" OR "Volume" IS NULL`)
    .execute();
  await sql`CREATE INDEX goods_name_ix ON app.goods (lower("Name"))`.execute(db);

  // Standard costs with the moment each took effect: reports value stock at the cost in force.
  await s
    .createTable('good_costs')
    .addColumn('Id', 'bigserial', (c) => c.primaryKey())
    .addColumn('GoodId', 'integer', (c) => c.notNull().references('app.goods.Id'))
    .addColumn('Cost', sql`numeric(12,4)`, (c) => c.notNull().check(sql`"Cost" >= 0`))
    .addColumn('EffectiveFrom', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('SetBy', 'integer', (c) => c.references('app.users.Id'))
    .execute();
  await s.createIndex('good_costs_good_ix').on('good_costs').columns(['GoodId', 'EffectiveFrom']).execute();

  await s
    .createTable('vendors')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('AccountNumber', 'text')
    .addColumn('ContactName', 'text')
    .addColumn('Email', 'text')
    .addColumn('AddressId', 'integer', (c) => c.references('app.addresses.Id'))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s
    .createTable('vendor_phones')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('VendorId', 'integer', (c) => c.notNull().references('app.vendors.Id').onDelete('cascade'))
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
    .createTable('vendor_goods')
    .addColumn('VendorId', 'integer', (c) => c.notNull().references('app.vendors.Id').onDelete('cascade'))
    .addColumn('GoodId', 'integer', (c) => c.notNull().references('app.goods.Id'))
    .addColumn('AddedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vendor_goods_pk', ['VendorId', 'GoodId'])
    .execute();
  await s.createIndex('vendor_goods_good_ix').on('vendor_goods').column('GoodId').execute();

  await s
    .createTable('kits')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('DefaultPrice', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s
    .createTable('kit_goods')
    .addColumn('KitId', 'integer', (c) => c.notNull().references('app.kits.Id').onDelete('cascade'))
    .addColumn('GoodId', 'integer', (c) => c.notNull().references('app.goods.Id'))
    .addColumn('Quantity', sql`numeric(12,4)`, (c) => c.notNull().check(sql`"Quantity" > 0`))
    .addColumn('DefaultPrice', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('kit_goods_pk', ['KitId', 'GoodId'])
    .execute();
  await s
    .createTable('kit_categories')
    .addColumn('KitId', 'integer', (c) => c.notNull().references('app.kits.Id').onDelete('cascade'))
    .addColumn('CategoryId', 'integer', (c) => c.notNull().references('app.managed_items.Id'))
    .addPrimaryKeyConstraint('kit_categories_pk', ['KitId', 'CategoryId'])
    .execute();

  await s
    .createTable('menus')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('SalesLocationId', 'integer', (c) => c.references('app.sales_locations.Id'))
    .addColumn('VenueId', 'integer', (c) => c.references('app.venues.Id'))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Spec document 1 §3: the menu named Default has id 2 and always exists.
  await sql`INSERT INTO app.menus ("Id", "Name") VALUES (2, 'Default')`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('app.menus', 'Id'), 2)`.execute(db);
  await s
    .createTable('menu_kits')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('MenuId', 'integer', (c) => c.notNull().references('app.menus.Id').onDelete('cascade'))
    .addColumn('KitId', 'integer', (c) => c.notNull().references('app.kits.Id'))
    .addColumn('Price', sql`numeric(12,2)`, (c) => c.notNull())
    .addUniqueConstraint('menu_kits_uq', ['MenuId', 'KitId'])
    .execute();
  await s
    .createTable('menu_categories')
    .addColumn('MenuId', 'integer', (c) => c.notNull().references('app.menus.Id').onDelete('cascade'))
    .addColumn('CategoryId', 'integer', (c) => c.notNull().references('app.managed_items.Id'))
    .addColumn('Color', 'text', (c) => c.notNull().defaultTo('D0D2D3'))
    .addColumn('Rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('menu_categories_pk', ['MenuId', 'CategoryId'])
    .execute();
  await s
    .createTable('menu_kit_associations')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('MenuKitId', 'integer', (c) => c.notNull().references('app.menu_kits.Id').onDelete('cascade'))
    .addColumn('CategoryId', 'integer', (c) => c.notNull().references('app.managed_items.Id'))
    .addColumn('GridRow', 'integer', (c) => c.notNull().check(sql`"GridRow" >= 0`))
    .addColumn('GridCol', 'integer', (c) => c.notNull().check(sql`"GridCol" BETWEEN 0 AND 3`))
    .addColumn('IsDouble', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Color', 'text', (c) => c.notNull().defaultTo('D0D2D3'))
    // A double-width item takes two cells of a 4-column row.
    .addCheckConstraint('menu_kit_double_fits', sql`NOT "IsDouble" OR "GridCol" <= 2`)
    .execute();
  await s
    .createTable('menu_kit_goods')
    .addColumn('MenuKitId', 'integer', (c) => c.notNull().references('app.menu_kits.Id').onDelete('cascade'))
    .addColumn('GoodId', 'integer', (c) => c.notNull().references('app.goods.Id'))
    .addColumn('Price', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('Quantity', sql`numeric(12,4)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_kit_goods_pk', ['MenuKitId', 'GoodId'])
    .execute();
}
