import { z } from 'zod';
import { Id, Int32, Text } from '../common/primitives';
import { wireNumber } from '../common/wire';

/**
 * The managed item lists of spec document 3 §3, keyed by the name used in their paths. Columns:
 * `account` lists carry an export account (an item of an account list), revenue accounts carry a
 * tax rate, and tax rates carry their Rate in percent. See docs/administration.md.
 */
export const ManagedLists = {
  wastes: { title: 'Wastes', items: 'wastes', account: true },
  refunds: { title: 'Refunds', items: 'refunds', account: true },
  comps: { title: 'Comps', items: 'comps', account: true },
  payouts: { title: 'Payouts', items: 'payouts', account: true },
  pettyCashReasons: { title: 'Petty Cash Reasons', items: 'petty cash reasons', account: true },
  showTypes: { title: 'Show Types', items: 'show types' },
  weatherTypes: { title: 'Weather Types', items: 'weather types' },
  kitCategories: { title: 'Kit Categories', items: 'kit categories' },
  revenueAccounts: { title: 'Revenue Accounts', items: 'revenue accounts', taxRate: true },
  cogsAccounts: { title: 'COGS Accounts', items: 'COGS accounts' },
  inventoryAccounts: { title: 'Inventory Accounts', items: 'inventory accounts' },
  taxRates: { title: 'Tax Rates', items: 'tax rates', rate: true },
} as const satisfies Record<string, { title: string; items: string; account?: boolean; taxRate?: boolean; rate?: boolean }>;
export type ManagedListName = keyof typeof ManagedLists;
export const ManagedListNames = Object.keys(ManagedLists) as ManagedListName[];
export const AccountLists: ManagedListName[] = ['revenueAccounts', 'cogsAccounts', 'inventoryAccounts'];

export const ManagedItemSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    StatusId: z.number().int(),
    ExportAccountId: z.number().int().nullable(),
    TaxRateId: z.number().int().nullable(),
    /** A tax rate in percent, up to 4 decimals. */
    Rate: wireNumber(4).nullable(),
    Version: z.number().int(),
  })
  .meta({ id: 'ManagedItem' });
export type ManagedItem = z.infer<typeof ManagedItemSchema>;
/** The item as the repository hands it over (Rate as PostgreSQL's exact text). */
export type ManagedItemRecord = z.input<typeof ManagedItemSchema>;

/** GET managedItems: the names of the lists. */
export const ManagedListNamesSchema = z.array(z.string()).meta({ id: 'ManagedListNames' });

export const ManagedItemRowSchema = z.object({
  Id: Int32.min(0).default(0),
  Name: Text(200).default(''),
  StatusId: Int32.min(1).default(1),
  ExportAccountId: Id.nullable().optional(),
  TaxRateId: Id.nullable().optional(),
  Rate: z
    .union([Text(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v === '' || /^\d{1,5}(\.\d{1,4})?$/.test(v), 'Rate must be a percentage with up to 4 decimals')
    .nullable()
    .optional(),
  Version: Int32.min(0).default(0),
});

/** The whole list as edited on screen: blank names are dropped before saving. */
export const ManagedItemsBatchSchema = z
  .array(ManagedItemRowSchema)
  .max(1000)
  .transform((rows) => rows.filter((r) => r.Name.trim() !== '').map((r) => ({ ...r, Name: r.Name.trim() })));
export type ManagedItemsBatch = z.output<typeof ManagedItemsBatchSchema>;

export const managedItemsMessages = (list: ManagedListName) => ({
  Updated: `${ManagedLists[list].title} Updated Successfully!`,
  UpdateFailed: `${ManagedLists[list].title} Update Failed. Make sure any removed ${ManagedLists[list].items} are not being used.`,
});
