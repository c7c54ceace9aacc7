import { z } from 'zod';
import { Id, Int32, Text } from '../common/primitives';

/** Export types (spec document 3 §9): Transfers 1, Transactions 2 (default), Bills 3. */
export const ExportType = { Transfers: 1, Transactions: 2, Bills: 3 } as const;

/**
 * What the exports to the accounting service need (the spec leaves the fields to us; see
 * docs/administration.md): the accounting company, the environment, the account each of our
 * accounts maps to, and who is e-mailed after an export. The body of POST/PUT and the answer of all three calls.
 */
export const ExportSettingsSchema = z
  .object({
    CompanyName: Text(200).trim(),
    CompanyId: Text(100).trim(),
    Environment: z.enum(['Sandbox', 'Production']),
    DefaultExportTypeId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    NotificationEmails: z.array(z.email().max(254)).max(50),
    AccountMappings: z
      .array(z.object({ ManagedItemId: Id, AccountName: Text().trim().min(1, 'Account Name is required').max(200) }))
      .max(500)
      .refine((m) => new Set(m.map((x) => x.ManagedItemId)).size === m.length, 'Each account is mapped once'),
    Version: Int32.min(0),
  })
  .meta({ id: 'ExportSettings' });
export type ExportSettings = z.infer<typeof ExportSettingsSchema>;

export const ExportSettingsMessages = { Updated: 'Updated Successfully!', UpdateFailed: 'Update Failed!' } as const;
