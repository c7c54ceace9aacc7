import { type Kysely, sql } from 'kysely';

// The QuickBooks Online connection of the export settings (docs/administration.md "Export settings",
// docs/exports.md "QuickBooks Online"): the Intuit app's client id and secret, the OAuth2 refresh
// and access tokens (the secrets encrypted by the API's SecretBox, never answered), and the two
// addresses ('' = Intuit's by Environment). CompanyId stays the realm id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE app.export_settings
      ADD COLUMN "QboClientId" text NOT NULL DEFAULT '',
      ADD COLUMN "QboClientSecret" text NULL,
      ADD COLUMN "QboRefreshToken" text NULL,
      ADD COLUMN "QboRefreshTokenExpiresAt" timestamptz NULL,
      ADD COLUMN "QboAccessToken" text NULL,
      ADD COLUMN "QboAccessTokenExpiresAt" timestamptz NULL,
      ADD COLUMN "QboApiBaseUrl" text NOT NULL DEFAULT '',
      ADD COLUMN "QboTokenUrl" text NOT NULL DEFAULT ''
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE app.export_settings
      DROP COLUMN "QboClientId", DROP COLUMN "QboClientSecret", DROP COLUMN "QboRefreshToken",
      DROP COLUMN "QboRefreshTokenExpiresAt", DROP COLUMN "QboAccessToken", DROP COLUMN "QboAccessTokenExpiresAt",
      DROP COLUMN "QboApiBaseUrl", DROP COLUMN "QboTokenUrl"
  `.execute(db);
}
