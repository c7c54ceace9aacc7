import { z } from 'zod';
import { Id, Int32, Text } from '../common/primitives';

/** Export types (spec document 3 §9): Transfers 1, Transactions 2 (default), Bills 3. */
export const ExportType = { Transfers: 1, Transactions: 2, Bills: 3 } as const;

export type ExportEnvironment = 'Sandbox' | 'Production';

/**
 * Intuit's addresses, used when the settings leave `QboApiBaseUrl` / `QboTokenUrl` empty
 * (docs/exports.md "QuickBooks Online"): the API host by environment, one token endpoint for both.
 */
export const QboDefaultUrls: Record<ExportEnvironment, { ApiBaseUrl: string; TokenUrl: string }> = {
  Sandbox: { ApiBaseUrl: 'https://sandbox-quickbooks.api.intuit.com', TokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer' },
  Production: { ApiBaseUrl: 'https://quickbooks.api.intuit.com', TokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer' },
};

/** An http(s) address, or '' for Intuit's own by environment. */
const OptionalUrl = z.union([
  z.literal(''),
  z
    .url({ protocol: /^https?$/, error: 'Must be an http or https address' })
    .max(500)
    .refine((v) => !v.includes('\u0000')),
]);

/** What both the answer and the body carry. */
const ExportSettingsFields = {
  CompanyName: Text(200).trim(),
  /** The QuickBooks Online company: its realm id (the `realmId` of every API call). */
  CompanyId: Text(100).trim(),
  Environment: z.enum(['Sandbox', 'Production']),
  DefaultExportTypeId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  NotificationEmails: z.array(z.email().max(254)).max(50),
  AccountMappings: z
    .array(z.object({ ManagedItemId: Id, AccountName: Text().trim().min(1, 'Account Name is required').max(200) }))
    .max(500)
    .refine((m) => new Set(m.map((x) => x.ManagedItemId)).size === m.length, 'Each account is mapped once'),
  /** The Intuit app's client id (OAuth2). */
  QboClientId: Text(200).trim(),
  /** Intuit's API host; '' for Intuit's by Environment. Tests and the demo point it at the local fake. */
  QboApiBaseUrl: OptionalUrl,
  /** Intuit's OAuth2 token endpoint; '' for Intuit's. */
  QboTokenUrl: OptionalUrl,
  Version: Int32.min(0),
};

/**
 * What the exports to the accounting service need (the spec leaves the fields to us; see
 * docs/administration.md): the accounting company, the environment, the account each of our
 * accounts maps to, who is e-mailed after an export, and the QuickBooks Online connection. The
 * answer of all three calls: the client secret and refresh token are never answered, only whether
 * they are stored.
 */
export const ExportSettingsSchema = z
  .object({
    ...ExportSettingsFields,
    HasQboClientSecret: z.boolean(),
    HasQboRefreshToken: z.boolean(),
  })
  .meta({ id: 'ExportSettings' });
export type ExportSettings = z.infer<typeof ExportSettingsSchema>;

/**
 * The body of POST/PUT export-settings: the answer's fields, and the two secrets write-only
 * (empty or absent keeps the stored one; `ClearQboTokens` forgets the secret and the tokens).
 */
export const ExportSettingsSaveSchema = z
  .object({
    ...ExportSettingsFields,
    QboClientSecret: Text(500).trim().optional(),
    QboRefreshToken: Text(2000).trim().optional(),
    ClearQboTokens: z.boolean().optional(),
    HasQboClientSecret: z.boolean().optional(),
    HasQboRefreshToken: z.boolean().optional(),
  })
  .meta({ id: 'ExportSettingsSave' });
export type ExportSettingsSave = z.infer<typeof ExportSettingsSaveSchema>;

export const ExportSettingsMessages = { Updated: 'Updated Successfully!', UpdateFailed: 'Update Failed!' } as const;
