import { z } from 'zod';
import { Id, Int32, Text } from '../common/primitives';
import { SearchQuerySchema } from '../common/search';
import { IdNameSchema } from '../common/answers';
import { Money, Quantity } from '../common/wire';
import { DecimalSchema } from './good.schemas';

export const KitGoodSchema = z
  .object({
    KitId: z.number().int(),
    GoodId: z.number().int(),
    Good: IdNameSchema,
    DefaultPrice: Money,
    Quantity: Quantity,
  })
  .meta({ id: 'KitGood' });

/** A kit: a sellable bundle of goods (spec document 3 §3). */
export const KitSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Description: z.string(),
    Categories: z.array(IdNameSchema),
    KitGoods: z.array(KitGoodSchema),
    DefaultPrice: Money,
    /** The sum of DefaultPrice × Quantity over the kit's goods (spec §2 "Kits"). */
    GoodsTotal: Money,
    Archived: z.boolean(),
    Version: z.number().int(),
  })
  .meta({ id: 'Kit' });
export type Kit = z.infer<typeof KitSchema>;
/** The kit as the repository hands it over (numeric columns as PostgreSQL's exact text). */
export type KitRecord = z.input<typeof KitSchema>;

/** DELETE kits/{id}: kits are archived, never deleted. */
export const KitArchivedSchema = z.object({ Message: z.string(), Kit: KitSchema }).meta({ id: 'KitArchived' });

/** GET kits/goods: the goods a kit may hold. */
export const KitGoodOptionSchema = z
  .object({ Id: z.number().int(), Name: z.string(), DefaultPrice: Money, CategoryId: z.number().int() })
  .meta({ id: 'KitGoodOption' });
export type KitGoodOption = z.infer<typeof KitGoodOptionSchema>;
export type KitGoodOptionRecord = z.input<typeof KitGoodOptionSchema>;

/** GET kits/{id}/menus: the menus that sell a kit, at their price. */
export const KitMenuSchema = z.object({ Id: z.number().int(), Name: z.string(), Price: Money }).meta({ id: 'KitMenu' });
export type KitMenu = z.infer<typeof KitMenuSchema>;
export type KitMenuRecord = z.input<typeof KitMenuSchema>;

export const KitSaveSchema = z.object({
  Id: Int32.min(0).default(0),
  Name: Text().trim().min(1, 'Name is required').max(200),
  Description: Text().trim().max(1000).default(''),
  DefaultPrice: DecimalSchema(2, 'Default Price must be an amount').default('0'),
  KitGoods: z
    .array(
      z.object({
        GoodId: Id,
        Quantity: DecimalSchema(4, 'Quantity must be a number').refine((q) => Number(q) > 0, 'Quantity must be above 0'),
        DefaultPrice: DecimalSchema(2).default('0'),
      }),
    )
    .min(1, 'Please select at least one good')
    .max(200)
    .refine((g) => new Set(g.map((x) => x.GoodId)).size === g.length, 'Each good once'),
  Categories: z.array(Id).min(1, 'Please select at least one category').max(50),
  Version: Int32.min(0).default(0),
});
export type KitSave = z.output<typeof KitSaveSchema>;

/** Multi-edit: the same change to several kits, each on its Version. */
export const KitMultiSaveSchema = z.object({
  Kits: z
    .array(z.object({ Id: Id, Version: Int32.min(0) }))
    .min(1)
    .max(200),
  DefaultPrice: DecimalSchema(2, 'Default Price must be an amount').optional(),
  AddCategories: z.array(Id).max(50).default([]),
  RemoveCategories: z.array(Id).max(50).default([]),
});

export const KitSearchQuerySchema = SearchQuerySchema.extend({
  includeInactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const KitMessages = {
  Saved: 'Kit Saved Successfully',
  Created: 'Kit Created Successfully',
  Archived: 'Kit Archived',
  SelectGood: 'Please select at least one good',
  SelectCategory: 'Please select at least one category',
  OverwriteConfirm: 'This change is going to overwrite all the associated kits in all the menus. Are you sure you want to make this change?',
} as const;
