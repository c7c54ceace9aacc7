import { z } from 'zod';
import { Id, Int32, Text } from '../common/primitives';
import { SearchQuerySchema } from '../common/search';
import { Money } from '../common/wire';
import { DecimalSchema } from './good.schemas';

/** Menu grid constants (spec document 3 §9): 4 columns a row, a double item takes 2 cells, default colour D0D2D3. */
export const MenuGrid = { Columns: 4, DefaultColor: 'D0D2D3' } as const;
const color = z
  .string()
  .regex(/^[0-9A-Fa-f]{6}$/, 'Colour must be 6 hex digits')
  .transform((c) => c.toUpperCase());

export const MenuSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    SalesLocationId: z.number().int().nullable(),
    VenueId: z.number().int().nullable(),
    Archived: z.boolean(),
    MenuKits: z.array(z.object({ Id: z.number().int(), KitId: z.number().int(), Name: z.string(), Description: z.string(), Price: Money })),
    MenuCategories: z.array(z.object({ CategoryId: z.number().int(), Name: z.string(), Color: z.string(), Rank: z.number().int(), Archived: z.boolean() })),
    MenuKitAssociations: z.array(
      z.object({
        Id: z.number().int(),
        MenuKitId: z.number().int(),
        KitId: z.number().int(),
        CategoryId: z.number().int(),
        GridRow: z.number().int(),
        GridCol: z.number().int(),
        IsDouble: z.boolean(),
        Color: z.string(),
      }),
    ),
    Version: z.number().int(),
  })
  .meta({ id: 'Menu' });
export type Menu = z.infer<typeof MenuSchema>;
/** The menu as the repository hands it over (prices as PostgreSQL's exact text). */
export type MenuRecord = z.input<typeof MenuSchema>;

/** A row of GET menus/_search. */
export const MenuListItemSchema = z
  .object({ Id: z.number().int(), Name: z.string(), Archived: z.boolean(), Version: z.number().int(), KitCount: z.number().int() })
  .meta({ id: 'MenuListItem' });
export type MenuListItem = z.infer<typeof MenuListItemSchema>;

/** PUT menus/{id}/kits/{kitId}/price: the menus whose price changed, and this menu as it is now. */
export const MenuKitPriceSavedSchema = z.object({ Message: z.string(), Menus: z.array(z.number().int()), Menu: MenuSchema }).meta({ id: 'MenuKitPriceSaved' });

/** A whole menu as the editor saves it: its kits with prices, its categories, and where each kit sits. */
export const MenuSaveSchema = z
  .object({
    Id: Int32.min(0).default(0),
    Name: Text().trim().min(1, 'Name is required').max(200),
    MenuKits: z
      .array(z.object({ KitId: Id, Price: DecimalSchema(2, 'Price must be an amount') }))
      .max(500)
      .default([]),
    MenuCategories: z
      .array(
        z.object({
          CategoryId: Id,
          Color: color.default(MenuGrid.DefaultColor),
          Rank: Int32.min(0),
          Archived: z.boolean().default(false),
        }),
      )
      .max(100)
      .default([]),
    MenuKitAssociations: z
      .array(
        z.object({
          KitId: Id,
          CategoryId: Id,
          GridRow: Int32.min(0).max(999),
          GridCol: z
            .number()
            .int()
            .min(0)
            .max(MenuGrid.Columns - 1),
          IsDouble: z.boolean().default(false),
          Color: color.default(MenuGrid.DefaultColor),
        }),
      )
      .max(2000)
      .default([]),
    Version: Int32.min(0).default(0),
  })
  .superRefine((m, ctx) => {
    const kits = new Set(m.MenuKits.map((k) => k.KitId));
    const cats = new Set(m.MenuCategories.map((c) => c.CategoryId));
    const taken = new Map<string, number>();
    m.MenuKitAssociations.forEach((a, i) => {
      if (!kits.has(a.KitId)) ctx.addIssue({ code: 'custom', path: ['MenuKitAssociations', i, 'KitId'], message: 'The kit is not on this menu' });
      if (!cats.has(a.CategoryId))
        ctx.addIssue({ code: 'custom', path: ['MenuKitAssociations', i, 'CategoryId'], message: 'The category is not on this menu' });
      if (a.IsDouble && a.GridCol > MenuGrid.Columns - 2)
        ctx.addIssue({ code: 'custom', path: ['MenuKitAssociations', i, 'GridCol'], message: 'A double-width item needs two cells in its row' });
      for (const col of a.IsDouble ? [a.GridCol, a.GridCol + 1] : [a.GridCol]) {
        const cell = `${a.CategoryId}:${a.GridRow}:${col}`;
        if (taken.has(cell)) ctx.addIssue({ code: 'custom', path: ['MenuKitAssociations', i, 'GridCol'], message: 'Two items share a cell' });
        taken.set(cell, i);
      }
    });
    if (kits.size !== m.MenuKits.length) ctx.addIssue({ code: 'custom', path: ['MenuKits'], message: 'Each kit once' });
  });
export type MenuSave = z.output<typeof MenuSaveSchema>;

export const MenuCopySchema = z.object({
  menuId: Id,
  name: Text().trim().min(1, 'Name is required').max(200),
  salesLocationId: Id.nullable().default(null),
  venueId: Id.nullable().default(null),
});

export const KitPriceSchema = z.object({ Price: DecimalSchema(2, 'Price must be an amount'), OverwriteAllMenus: z.boolean().default(false) });

export const MenuSearchQuerySchema = SearchQuerySchema.extend({
  includeInactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const MenuMessages = {
  Saved: 'Menu Saved Successfully',
  Created: 'Menu Created Successfully',
  Deleted: 'Menu Deleted',
  Copied: 'Copied Successfully',
  Updated: 'Updated Successfully',
  LeaveUnsaved: 'Are you sure you want to leave this page? You may have unsaved changes.',
} as const;
