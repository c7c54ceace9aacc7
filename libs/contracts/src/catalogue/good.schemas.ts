import { z } from 'zod';
import { Id, IdText, Int32, Text, RequestDecimal, MaxInt32 } from '../common/primitives';
import { SearchQuerySchema } from '../common/search';
import { IdNameSchema } from '../common/answers';
import { Money, Quantity, UnitPrice } from '../common/wire';

const ref = IdNameSchema;
/** A money or quantity amount as a decimal string (numbers are accepted and kept exact to their text). */
export const DecimalSchema = (places: 2 | 4, message = 'Must be a number') =>
  // numeric(12,2) keeps 10 digits before the point, numeric(12,4) 8 (docs/api.md "Inputs").
  RequestDecimal({ digits: places === 2 ? 10 : 8, places, message });

/** A good (spec document 3 §3): the price in money, the standard cost a unit price, the volume a quantity (ounces). */
export const GoodSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Alcohol: z.boolean(),
    Volume: Quantity.nullable(),
    CategoryId: z.number().int(),
    InventoryCategory: ref,
    TypeId: z.number().int(),
    GoodType: ref,
    Tracked: z.boolean(),
    Taxable: z.boolean(),
    ShowOnIgl: z.boolean(),
    CanBeWasted: z.boolean(),
    Archived: z.boolean(),
    RevenueTypeId: z.number().int(),
    CogsTypeId: z.number().int(),
    InventoryAccountTypeId: z.number().int(),
    RevenueAccount: ref,
    CogsAccount: ref,
    InventoryAccount: ref,
    DefaultPrice: Money,
    StandardCost: UnitPrice.nullable(),
    Version: z.number().int(),
  })
  .meta({ id: 'Good' });
export type Good = z.infer<typeof GoodSchema>;
/** The good as the repository hands it over (numeric columns as PostgreSQL's exact text). */
export type GoodRecord = z.input<typeof GoodSchema>;

/** DELETE goods/{id}: goods are archived, never deleted. */
export const GoodArchivedSchema = z.object({ Message: z.string(), Good: GoodSchema }).meta({ id: 'GoodArchived' });

/** GET goods/tracked: the goods counted in stock. */
export const TrackedGoodSchema = z
  .object({ Id: z.number().int(), Name: z.string(), CategoryId: z.number().int(), Alcohol: z.boolean(), Volume: Quantity.nullable() })
  .meta({ id: 'TrackedGood' });

/** GET goods/{id}/vendors/_search: the vendors that supply a good, newest link first. */
export const GoodVendorSchema = z.object({ Id: z.number().int(), Name: z.string(), Archived: z.boolean(), AddedAt: z.string() }).meta({ id: 'GoodVendor' });
export type GoodVendor = z.infer<typeof GoodVendorSchema>;

/** GET goods/dropDown/venuesWithSalesLocations. */
export const VenueWithSalesLocationsSchema = z
  .object({ Id: z.number().int(), Name: z.string(), SalesLocations: z.array(IdNameSchema) })
  .meta({ id: 'VenueWithSalesLocations' });
export type VenueWithSalesLocations = z.infer<typeof VenueWithSalesLocationsSchema>;

const required = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .positive({ message: `${label} is required` })
    .max(MaxInt32, 'Not a known id');

/**
 * A good as saved. Defaults of the add screen: Tracked on, Alcohol off, Taxable on, ShowOnIgl off.
 * A non-alcohol good has no Volume (it is removed); an alcohol good needs one, in ounces.
 */
export const GoodSaveSchema = z
  .object({
    Id: Int32.min(0).default(0),
    Name: Text().trim().min(1, 'Name is required').max(200),
    Alcohol: z.boolean().default(false),
    Volume: DecimalSchema(4, 'Volume must be a number of ounces').nullable().optional(),
    CategoryId: required('Category'),
    TypeId: required('Type'),
    Tracked: z.boolean().default(true),
    Taxable: z.boolean().default(true),
    ShowOnIgl: z.boolean().default(false),
    CanBeWasted: z.boolean().default(true),
    RevenueTypeId: required('Revenue Account'),
    CogsTypeId: required('COGS Account'),
    InventoryAccountTypeId: required('Inventory Account'),
    DefaultPrice: DecimalSchema(2, 'Default Price must be an amount').default('0'),
    StandardCost: DecimalSchema(4, 'Standard Cost must be an amount').nullable().optional(),
    Version: Int32.min(0).default(0),
  })
  .transform((g) => ({ ...g, Volume: g.Alcohol ? (g.Volume ?? null) : null }))
  .refine((g) => !g.Alcohol || (g.Volume !== null && Number(g.Volume) > 0), { path: ['Volume'], message: 'Volume is required for an alcohol good' });
export type GoodSave = z.output<typeof GoodSaveSchema>;

/** POST and PUT goods take an array (spec document 3 §7). */
export const GoodsSaveSchema = z.array(GoodSaveSchema).min(1).max(100);

export const GoodSearchQuerySchema = SearchQuerySchema.extend({
  categoryId: IdText.optional(),
  includeInactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const StandardCostRowSchema = z
  .object({
    GoodId: z.number().int(),
    Name: z.string(),
    Cost: UnitPrice.nullable(),
    EffectiveFrom: z.string().nullable(),
  })
  .meta({ id: 'StandardCostRow' });
export type StandardCostRow = z.input<typeof StandardCostRowSchema>;

/** PUT goods/updateStandardCosts: the goods whose cost changed. */
export const StandardCostsSavedSchema = z.object({ Message: z.string(), Changed: z.array(z.number().int()) }).meta({ id: 'StandardCostsSaved' });
export const StandardCostsSaveSchema = z
  .array(z.object({ GoodId: Id, Cost: DecimalSchema(4, 'Cost must be an amount') }))
  .min(1)
  .max(500);

export const GoodMessages = {
  Saved: 'Good Saved Successfully',
  Created: 'Good Created Successfully',
  Archived: 'Good Archived',
  ArchiveFailed: 'Archive Failed',
  LoadFailed: 'Failed to get goods',
  CostsSaved: 'Standard Costs for this page were successfully saved',
} as const;
