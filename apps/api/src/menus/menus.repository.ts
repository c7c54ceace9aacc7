import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DefaultMenu, searchText, type Menu, type MenuSave } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { likeText } from '../users/users.repository';

export type MenuOutcome = { ok: true; id: number } | { ok: false; reason: 'stale' | 'missing' | 'default' } | { ok: false; invalid: Record<string, string[]> };

class Abort extends Error {
  constructor(readonly outcome: MenuOutcome) {
    super('abort');
  }
}

@Injectable()
export class MenusRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async find(id: number, db: Db | Tx = this.db): Promise<Menu | undefined> {
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

  async search(q: string | undefined, skip: number, take: number, includeInactive: boolean) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.menus as m')
      .$if(!includeInactive, (qb) => qb.where('m.Archived', '=', false))
      .$if(text !== undefined, (qb) => qb.where('m.Name', 'ilike', likeText(text!)));
    const rows = await filtered
      .select([
        'm.Id',
        'm.Name',
        'm.Archived',
        'm.Version',
        (eb) =>
          eb
            .selectFrom('app.menu_kits as mk')
            .whereRef('mk.MenuId', '=', 'm.Id')
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('KitCount'),
      ])
      .orderBy('m.Name')
      .orderBy('m.Id')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map((r) => ({ ...r, KitCount: Number(r.KitCount ?? 0) })), total: Number(total.n) };
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
    return this.db
      .transaction()
      .execute(async (tx) => {
        const invalid = await this.invalid(tx, body);
        if (Object.keys(invalid).length) throw new Abort({ ok: false, invalid });
        let id = body.Id;
        if (id === 0) id = (await tx.insertInto('app.menus').values({ Name: body.Name }).returning('Id').executeTakeFirstOrThrow()).Id;
        else {
          const r = await tx
            .updateTable('app.menus')
            .set({ Name: body.Name, Version: sql`"Version" + 1` })
            .where('Id', '=', id)
            .where('Version', '=', body.Version)
            .executeTakeFirst();
          if (r.numUpdatedRows === 0n) {
            const exists = await tx.selectFrom('app.menus').select('Id').where('Id', '=', id).executeTakeFirst();
            throw new Abort({ ok: false, reason: exists ? 'stale' : 'missing' });
          }
        }
        await this.write(tx, id, body);
        await tx
          .insertInto('app.audit_log')
          .values({ UserId: actorId, Entity: 'Menu', EntityId: String(id), Action: body.Id === 0 ? 'Create' : 'Update', Changes: JSON.stringify(body) })
          .execute();
        return { ok: true, id } as const;
      })
      .catch((e) => {
        if (e instanceof Abort) return e.outcome;
        throw e;
      });
  }

  /** A copy of a menu (kits, prices, categories, grid) under a new name. */
  copy(actorId: number, from: number, name: string, salesLocationId: number | null, venueId: number | null): Promise<MenuOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const source = await this.find(from, tx);
      if (!source) return { ok: false, reason: 'missing' } as const;
      const id = (
        await tx.insertInto('app.menus').values({ Name: name, SalesLocationId: salesLocationId, VenueId: venueId }).returning('Id').executeTakeFirstOrThrow()
      ).Id;
      const kitOf = new Map(source.MenuKits.map((k) => [k.Id, k.KitId]));
      await this.write(tx, id, {
        MenuKits: source.MenuKits.map((k) => ({ KitId: k.KitId, Price: k.Price })),
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
      await tx
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'Menu', EntityId: String(id), Action: 'Copy', Changes: JSON.stringify({ from }) })
        .execute();
      return { ok: true, id } as const;
    });
  }

  /** The menu named Default (id 2) always exists, so it is never deleted. */
  delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'default'> {
    if (id === DefaultMenu.Id) return Promise.resolve('default');
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.deleteFrom('app.menus').where('Id', '=', id).executeTakeFirst();
      if (r.numDeletedRows === 0n) return 'missing' as const;
      await tx
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'Menu', EntityId: String(id), Action: 'Delete', Changes: JSON.stringify({}) })
        .execute();
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
      await tx
        .updateTable('app.menus')
        .set({ Version: sql`"Version" + 1` })
        .where('Id', 'in', menus)
        .execute();
      await tx
        .insertInto('app.audit_log')
        .values({
          UserId: actorId,
          Entity: 'MenuKitPrice',
          EntityId: `${menuId}:${kitId}`,
          Action: allMenus ? 'OverwriteAllMenus' : 'Update',
          Changes: JSON.stringify({ price, menus }),
        })
        .execute();
      return menus;
    });
  }
}
