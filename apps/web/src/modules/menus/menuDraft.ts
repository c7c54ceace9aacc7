import type { GridItem, Menu, MenuSave } from '@intermission/contracts';

/** What the menu pages edit: the whole menu as PUT menus takes it, with kit names for display. */
export interface MenuDraft {
  Id: number;
  Name: string;
  Version: number;
  MenuKits: { KitId: number; Name: string; Price: string }[];
  MenuCategories: { CategoryId: number; Name: string; Color: string; Rank: number; Archived: boolean }[];
  MenuKitAssociations: GridItem[];
}

export function draftOfMenu(m: Menu): MenuDraft {
  return {
    Id: m.Id,
    Name: m.Name,
    Version: m.Version,
    MenuKits: m.MenuKits.map((k) => ({ KitId: k.KitId, Name: k.Name, Price: k.Price.toFixed(2) })),
    MenuCategories: [...m.MenuCategories].sort((a, b) => a.Rank - b.Rank).map((c) => ({ ...c })),
    MenuKitAssociations: m.MenuKitAssociations.map(({ KitId, CategoryId, GridRow, GridCol, IsDouble, Color }) => ({
      KitId,
      CategoryId,
      GridRow,
      GridCol,
      IsDouble,
      Color,
    })),
  };
}

type Placed = { KitId: number; CategoryId: number };

/** The menu without the grid items of kits or categories no longer on it (they go with them). */
export function withoutOrphanItems<M extends { MenuKits?: { KitId: number }[]; MenuCategories?: { CategoryId: number }[]; MenuKitAssociations?: Placed[] }>(
  m: M,
): M {
  const kits = new Set((m.MenuKits ?? []).map((k) => k.KitId));
  const cats = new Set((m.MenuCategories ?? []).map((c) => c.CategoryId));
  return { ...m, MenuKitAssociations: (m.MenuKitAssociations ?? []).filter((a) => kits.has(a.KitId) && cats.has(a.CategoryId)) };
}

/** The body of PUT menus: ranks follow the order shown; grid items of removed kits or categories go. */
export function menuBody(d: MenuDraft): MenuSave {
  return withoutOrphanItems({
    Id: d.Id,
    Name: d.Name,
    Version: d.Version,
    MenuKits: d.MenuKits.map((k) => ({ KitId: k.KitId, Price: k.Price })),
    MenuCategories: d.MenuCategories.map((c, i) => ({ CategoryId: c.CategoryId, Color: c.Color, Rank: i, Archived: c.Archived })),
    MenuKitAssociations: d.MenuKitAssociations,
  });
}

export const sameDraft = (a: MenuDraft, b: MenuDraft) => JSON.stringify(menuBody(a)) === JSON.stringify(menuBody(b));
