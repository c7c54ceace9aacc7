import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DefaultMenu, searchText, type MenuListItem, type MenuRecord, type MenuSave } from '@intermission/contracts';
import {
  type Db,
  findPage,
  likeText,
  type Page,
  type PageRequest,
  type SaveOutcome,
  saveVersioned,
  type Tx,
  writeAudit,
  upsertVersioned,
} from '@intermission/db';
import { InjectDb } from '../database/database.module';

/** A save of a menu: its id and what the versioned save did, or the fields that refer to nothing valid. */
export type MenuOutcome = { id: number; outcome: SaveOutcome } | { invalid: Record<string, string[]> };

@Injectable()
export class MenusRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async find(id: number, db: Db | Tx = this.db): Promise<MenuRecord | undefined> {
    const menu = await db
      .selectFrom('app.menus')
      .select(['Id', 'Name', 'SalesLocationId', 'VenueId', 'Archived', 'Version'])
      .where('Id', '=', id)
      .executeTakeFirst();
    if (!menu) return undefined;
    const kits = await db
      .selectFrom('app.menu_kits as mk')
      .innerJoin('app.kits as k', 'k.Id', 'mk.KitId')
      .select(['mk.Id', 'mk.KitId', 'k.Name', 'k.Description', 'mk.Price'])
      .where('mk.MenuId', '=', id)
      .orderBy('k.Name')
      .execute();
    const categories = await db
      .selectFrom('app.menu_categories as mc')
      .innerJoin('app.managed_items as m', 'm.Id', 'mc.CategoryId')
      .select(['mc.CategoryId', 'm.Name', 'mc.Color', 'mc.Rank', 'mc.Archived'])
      .where('mc.MenuId', '=', id)
      .orderBy('mc.Rank')
      .execute();
    const cells = await db
      .selectFrom('app.menu_kit_associations as a')
      .innerJoin('app.menu_kits as mk', 'mk.Id', 'a.MenuKitId')
      .select(['a.Id', 'a.MenuKitId', 'mk.KitId', 'a.CategoryId', 'a.GridRow', 'a.GridCol', 'a.IsDouble', 'a.Color'])
      .where('mk.MenuId', '=', id)
      .orderBy('a.CategoryId')
      .orderBy('a.GridRow')
      .orderBy('a.GridCol')
      .execute();
    return { ...menu, MenuKits: kits, MenuCategories: categories, MenuKitAssociations: cells };
  }

  search(q: string | undefined, page: PageRequest, includeInactive: boolean): Promise<Page<MenuListItem>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.menus as m')
      .$if(!includeInactive, (qb) => qb.where('m.Archived', '=', false))
      .$if(text !== undefined, (qb) => qb.where('m.Name', 'ilike', likeText(text!)));
    return findPage(
      filtered,
      (qb) =>
        qb
          .select([
            'm.Id',
            'm.Name',
            'm.Archived',
            'm.Version',
            sql<number>`(SELECT count(*)::int FROM app.menu_kits mk WHERE mk."MenuId" = m."Id")`.as('KitCount'),
          ])
          .orderBy('m.Name')
          .orderBy('m.Id'),
      page,
    );
  }

  private async write(tx: Tx, id: number, body: Pick<MenuSave, 'MenuKits' | 'MenuCategories' | 'MenuKitAssociations'>) {
    await tx.deleteFrom('app.menu_kits').where('MenuId', '=', id).execute();
    await tx.deleteFrom('app.menu_categories').where('MenuId', '=', id).execute();
    const menuKitIds = new Map<number, number>();
    for (const k of body.MenuKits) {
      const row = await tx.insertInto('app.menu_kits').values({ MenuId: id, KitId: k.KitId, Price: k.Price }).returning('Id').executeTakeFirstOrThrow();
      menuKitIds.set(k.KitId, row.Id);
    }
    if (body.MenuCategories.length)
      await tx
        .insertInto('app.menu_categories')
        .values(body.MenuCategories.map((c) => ({ MenuId: id, ...c })))
        .execute();
    if (body.MenuKitAssociations.length) {
      await tx
        .insertInto('app.menu_kit_associations')
        .values(body.MenuKitAssociations.map(({ KitId, ...a }) => ({ MenuKitId: menuKitIds.get(KitId)!, ...a })))
        .execute();
    }
  }

  private async invalid(tx: Tx, body: MenuSave) {
    const invalid: Record<string, string[]> = {};
    const kitIds = body.MenuKits.map((k) => k.KitId);
    if (kitIds.length) {
      const ok = new Set((await tx.selectFrom('app.kits').select('Id').where('Id', 'in', kitIds).execute()).map((k) => k.Id));
      kitIds.forEach((id, i) => !ok.has(id) && (invalid[`MenuKits.${i}.KitId`] ??= []).push('Not a kit'));
    }
    const catIds = body.MenuCategories.map((c) => c.CategoryId);
    if (catIds.length) {
      const ok = new Set(
        (await tx.selectFrom('app.managed_items').select('Id').where('Id', 'in', catIds).where('List', '=', 'kitCategories').execute()).map((c) => c.Id),
      );
      catIds.forEach((id, i) => !ok.has(id) && (invalid[`MenuCategories.${i}.CategoryId`] ??= []).push('Not a kit category'));
    }
    return invalid;
  }

  save(actorId: number, body: MenuSave): Promise<MenuOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const invalid = await this.invalid(tx, body);
      if (Object.keys(invalid).length) return { invalid };
      return upsertVersioned(
        tx,
        'app.menus',
        body,
        { Name: body.Name },
        { audit: { actorId, entity: 'Menu', changes: body }, replaceParts: (id) => this.write(tx, id, body) },
      );
    });
  }

  /** A copy of a menu (kits, prices, categories, grid) under a new name. */
  copy(actorId: number, from: number, name: string, salesLocationId: number | null, venueId: number | null): Promise<MenuOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const source = await this.find(from, tx);
      if (!source) return { id: from, outcome: 'missing' as const };
      const id = (
        await tx.insertInto('app.menus').values({ Name: name, SalesLocationId: salesLocationId, VenueId: venueId }).returning('Id').executeTakeFirstOrThrow()
      ).Id;
      const kitOf = new Map(source.MenuKits.map((k) => [k.Id, k.KitId]));
      await this.write(tx, id, {
        MenuKits: source.MenuKits.map((k) => ({ KitId: k.KitId, Price: String(k.Price) })),
        MenuCategories: source.MenuCategories.map(({ CategoryId, Color, Rank, Archived }) => ({ CategoryId, Color, Rank, Archived })),
        MenuKitAssociations: source.MenuKitAssociations.map((a) => ({
          KitId: kitOf.get(a.MenuKitId)!,
          CategoryId: a.CategoryId,
          GridRow: a.GridRow,
          GridCol: a.GridCol,
          IsDouble: a.IsDouble,
          Color: a.Color,
        })),
      });
      await writeAudit(tx, { actorId, entity: 'Menu', entityId: id, action: 'Copy', changes: { from } });
      return { id, outcome: 'saved' as const };
    });
  }

  /** The menu named Default (id 2) always exists, so it is never deleted. */
  delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'default'> {
    if (id === DefaultMenu.Id) return Promise.resolve('default');
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.deleteFrom('app.menus').where('Id', '=', id).executeTakeFirst();
      if (r.numDeletedRows === 0n) return 'missing' as const;
      await writeAudit(tx, { actorId, entity: 'Menu', entityId: id, action: 'Delete' });
      return 'deleted' as const;
    });
  }

  /** A kit's price in one menu, or in every menu that has the kit once the user confirmed the overwrite. */
  setKitPrice(actorId: number, menuId: number, kitId: number, price: string, allMenus: boolean): Promise<number[] | 'missing'> {
    return this.db.transaction().execute(async (tx) => {
      const here = await tx.selectFrom('app.menu_kits').select('Id').where('MenuId', '=', menuId).where('KitId', '=', kitId).executeTakeFirst();
      if (!here) return 'missing' as const;
      const updated = await tx
        .updateTable('app.menu_kits')
        .set({ Price: price })
        .where('KitId', '=', kitId)
        .$if(!allMenus, (q) => q.where('MenuId', '=', menuId))
        .returning('MenuId')
        .execute();
      const menus = updated.map((u) => u.MenuId);
      // Each menu whose price changed moves its Version on (no Version was asked: the price is the whole change).
      for (const menu of menus) await saveVersioned(tx, 'app.menus', menu, undefined, {});
      await writeAudit(tx, {
        actorId,
        entity: 'MenuKitPrice',
        entityId: `${menuId}:${kitId}`,
        action: allMenus ? 'OverwriteAllMenus' : 'Update',
        changes: { price, menus },
      });
      return menus;
    });
  }
}
