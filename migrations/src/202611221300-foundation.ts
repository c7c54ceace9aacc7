import { type Kysely, sql } from 'kysely';

// Schemas, people and access, the hierarchy's first columns, audit and client error log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS app`.execute(db);
  await sql`CREATE SCHEMA IF NOT EXISTS es`.execute(db);
  const s = db.schema.withSchema('app');

  await s
    .createTable('claim_types')
    .addColumn('Id', 'integer', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull().unique())
    .execute();
  await s
    .createTable('claim_values')
    .addColumn('Id', 'integer', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull().unique())
    .execute();

  await s
    .createTable('roles')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull().unique())
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s
    .createTable('role_claims')
    .addColumn('RoleId', 'integer', (c) => c.notNull().references('app.roles.Id').onDelete('cascade'))
    .addColumn('ClaimTypeId', 'integer', (c) => c.notNull().references('app.claim_types.Id'))
    .addColumn('ClaimValueId', 'integer', (c) => c.notNull().references('app.claim_values.Id'))
    .addPrimaryKeyConstraint('role_claims_pk', ['RoleId', 'ClaimTypeId'])
    .execute();

  await s
    .createTable('users')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('FirstName', 'text', (c) => c.notNull())
    .addColumn('LastName', 'text', (c) => c.notNull())
    .addColumn('Email', 'text')
    .addColumn('JobTitleId', 'integer')
    .addColumn('ImagePath', 'text')
    .addColumn('ThumbnailPath', 'text')
    .addColumn('HasAccess', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_uq ON app.users (lower("Email")) WHERE "Email" IS NOT NULL`.execute(db);

  await s
    .createTable('auth_users')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('UserId', 'integer', (c) => c.notNull().unique().references('app.users.Id').onDelete('cascade'))
    .addColumn('Username', 'text', (c) => c.notNull())
    .addColumn('PasswordHash', 'text', (c) => c.notNull())
    .addColumn('RoleId', 'integer', (c) => c.notNull().references('app.roles.Id'))
    .addColumn('AutomaticallyWhitelist', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('PasswordChangedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX auth_users_username_uq ON app.auth_users (lower("Username"))`.execute(db);

  await s
    .createTable('refresh_tokens')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('AuthUserId', 'integer', (c) => c.notNull().references('app.auth_users.Id').onDelete('cascade'))
    .addColumn('TokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('Remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ExpiresAt', 'timestamptz', (c) => c.notNull())
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('RevokedAt', 'timestamptz')
    .addColumn('ReplacedById', 'integer')
    .execute();
  await s.createIndex('refresh_tokens_user_ix').on('refresh_tokens').column('AuthUserId').execute();

  await s
    .createTable('reset_keys')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('AuthUserId', 'integer', (c) => c.notNull().references('app.auth_users.Id').onDelete('cascade'))
    .addColumn('KeyHash', 'text', (c) => c.notNull().unique())
    .addColumn('Purpose', 'text', (c) => c.notNull().check(sql`"Purpose" IN ('reset', 'adminaccess')`))
    .addColumn('Ip', 'text')
    .addColumn('ExpiresAt', 'timestamptz', (c) => c.notNull())
    .addColumn('UsedAt', 'timestamptz')
    .addColumn('CreatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await s
    .createTable('ip_ranges')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('StartIp', sql`inet`, (c) => c.notNull())
    .addColumn('EndIp', sql`inet`, (c) => c.notNull())
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('ip_ranges_order', sql`family("StartIp") = family("EndIp") AND "StartIp" <= "EndIp"`)
    .execute();

  await s
    .createTable('client_types')
    .addColumn('Id', 'integer', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('clients')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Description', 'text')
    .addColumn('ClientTypeId', 'integer', (c) => c.references('app.client_types.Id'))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s
    .createTable('venues')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('ClientId', 'integer', (c) => c.notNull().references('app.clients.Id'))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Code', 'text')
    .addColumn('TimeZone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .addColumn('ManagerId', 'integer', (c) => c.references('app.users.Id'))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('venues_client_ix').on('venues').column('ClientId').execute();
  await s
    .createTable('theatres')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('VenueId', 'integer', (c) => c.notNull().references('app.venues.Id'))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Code', 'text')
    .addColumn('IsTest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('theatres_venue_ix').on('theatres').column('VenueId').execute();
  await s
    .createTable('sales_locations')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('TheatreId', 'integer', (c) => c.notNull().references('app.theatres.Id'))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('sales_locations_theatre_ix').on('sales_locations').column('TheatreId').execute();
  await s
    .createTable('stations')
    .addColumn('Id', 'serial', (c) => c.primaryKey())
    .addColumn('SalesLocationId', 'integer', (c) => c.notNull().references('app.sales_locations.Id'))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('SerialNumber', 'text')
    .addColumn('IsInventoryStation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('stations_sales_location_ix').on('stations').column('SalesLocationId').execute();

  await s
    .createTable('audit_log')
    .addColumn('Id', 'bigserial', (c) => c.primaryKey())
    .addColumn('UserId', 'integer')
    .addColumn('Entity', 'text', (c) => c.notNull())
    .addColumn('EntityId', 'text', (c) => c.notNull())
    .addColumn('Action', 'text', (c) => c.notNull())
    .addColumn('Changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('At', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await s.createIndex('audit_log_entity_ix').on('audit_log').columns(['Entity', 'EntityId']).execute();

  await s
    .createTable('client_errors')
    .addColumn('Id', 'bigserial', (c) => c.primaryKey())
    .addColumn('UserId', 'integer')
    .addColumn('Message', 'text', (c) => c.notNull())
    .addColumn('Stack', 'text')
    .addColumn('Url', 'text')
    .addColumn('UserAgent', 'text')
    .addColumn('At', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
