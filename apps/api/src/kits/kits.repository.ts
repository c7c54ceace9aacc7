import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { searchText, type Kit, type KitSave } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { likeText } from '../users/users.repository';

export type KitSaveOutcome = { ok: true; id: number } | { ok: false; reason: 'stale' | 'missing' } | { ok: false; invalid: Record<string, string[]> };

export type KitMultiOutcome = { ok: true; ids: number[] } | { ok: false; stale: number[] } | { ok: false; invalid: Record<string, string[]> };

class Abort extends Error {
  constructor(readonly outcome: KitSaveOutcome | KitMultiOutcome) {
    super('abort');
  }
}

@Injectable()
export class KitsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async findMany(ids: number[], db: Db | Tx = this.db): Promise<Kit[]> {
    if (!ids.length) return [];
    const kits = await db.selectFrom('app.kits').select(['Id', 'Name', 'Description', 'DefaultPrice', 'Archived', 'Version']).where('Id', 'in', ids).execute();
    const goods = await db
      .selectFrom('app.kit_goods as kg')
      .innerJoin('app.goods as g', 'g.Id', 'kg.GoodId')
      .select(['kg.KitId', 'kg.GoodId', 'g.Name', 'kg.DefaultPrice', 'kg.Quantity'])
      .where('kg.KitId', 'in', ids)
      .orderBy('g.Name')
      .execute();
    const cats = await db
      .selectFrom('app.kit_categories as kc')
      .innerJoin('app.managed_items as m', 'm.Id', 'kc.CategoryId')
      .select(['kc.KitId', 'm.Id', 'm.Name'])
      .where('kc.KitId', 'in', ids)
      .orderBy('m.Name')
      .execute();
    // Money stays decimal: the total is summed by PostgreSQL's numeric, not in floats.
    const totals = await db
      .selectFrom('app.kit_goods')
      .select(['KitId', sql<string>`round(sum("DefaultPrice" * "Quantity"), 2)::text`.as('Total')])
      .where('KitId', 'in', ids)
      .groupBy('KitId')
      .execute();
    const total = new Map(totals.map((t) => [t.KitId, t.Total]));
    const byId = new Map(
      kits.map((k) => [
        k.Id,
        {
          ...k,
          KitGoods: goods
            .filter((g) => g.KitId === k.Id)
            .map((g) => ({ KitId: g.KitId, GoodId: g.GoodId, Good: { Id: g.GoodId, Name: g.Name }, DefaultPrice: g.DefaultPrice, Quantity: g.Quantity })),
          Categories: cats.filter((c) => c.KitId === k.Id).map((c) => ({ Id: c.Id, Name: c.Name })),
          GoodsTotal: total.get(k.Id) ?? '0.00',
        },
      ]),
    );
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async find(id: number): Promise<Kit | undefined> {
    return (await this.findMany([id]))[0];
  }

  async search(q: string | undefined, skip: number, take: number, includeInactive: boolean) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.kits')
      .$if(!includeInactive, (qb) => qb.where('Archived', '=', false))
      .$if(text !== undefined, (qb) => qb.where('Name', 'ilike', likeText(text!)));
    const ids = await filtered.select('Id').orderBy('Name').orderBy('Id').offset(skip).limit(take).execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows: await this.findMany(ids.map((i) => i.Id)), total: Number(total.n) };
  }

  /** Goods a kit may hold: active goods that are non-alcohol or untracked (spec document 3 §5). */
  kitGoods() {
    return this.db
      .selectFrom('app.goods')
      .select(['Id', 'Name', 'DefaultPrice', 'CategoryId'])
      .where('Archived', '=', false)
      .where((eb) => eb.or([eb('Alcohol', '=', false), eb('Tracked', '=', false)]))
      .orderBy('Name')
      .execute();
  }

  categories() {
    return this.db
      .selectFrom('app.managed_items')
      .select(['Id', 'Name'])
      .where('List', '=', 'kitCategories')
      .where('StatusId', '=', 1)
      .orderBy('Rank')
      .execute();
  }

  menusOfKit(kitId: number) {
    return this.db
      .selectFrom('app.menu_kits as mk')
      .innerJoin('app.menus as m', 'm.Id', 'mk.MenuId')
      .select(['m.Id', 'm.Name', 'mk.Price'])
      .where('mk.KitId', '=', kitId)
      .orderBy('m.Name')
      .execute();
  }

  private async invalid(tx: Tx, body: { KitGoods?: { GoodId: number }[]; Categories?: number[] }) {
    const invalid: Record<string, string[]> = {};
    const goodIds = (body.KitGoods ?? []).map((g) => g.GoodId);
    if (goodIds.length) {
      const ok = new Set(
        (
          await tx
            .selectFrom('app.goods')
            .select('Id')
            .where('Id', 'in', goodIds)
            .where('Archived', '=', false)
            .where((eb) => eb.or([eb('Alcohol', '=', false), eb('Tracked', '=', false)]))
            .execute()
        ).map((g) => g.Id),
      );
      goodIds.forEach((id, i) => {
        if (!ok.has(id)) (invalid[`KitGoods.${i}.GoodId`] ??= []).push('A kit takes only active goods that are non-alcohol or untracked');
      });
    }
    const catIds = body.Categories ?? [];
    if (catIds.length) {
      const ok = new Set(
        (await tx.selectFrom('app.managed_items').select('Id').where('Id', 'in', catIds).where('List', '=', 'kitCategories').execute()).map((c) => c.Id),
      );
      catIds.forEach((id, i) => {
        if (!ok.has(id)) (invalid[`Categories.${i}`] ??= []).push('Not a kit category');
      });
    }
    return invalid;
  }

  save(actorId: number, body: KitSave): Promise<KitSaveOutcome> {
    return this.db
      .transaction()
      .execute(async (tx) => {
        const invalid = await this.invalid(tx, body);
        if (Object.keys(invalid).length) throw new Abort({ ok: false, invalid });
        const values = { Name: body.Name, Description: body.Description, DefaultPrice: body.DefaultPrice };
        let id = body.Id;
        if (id === 0) id = (await tx.insertInto('app.kits').values(values).returning('Id').executeTakeFirstOrThrow()).Id;
        else {
          const r = await tx
            .updateTable('app.kits')
            .set({ ...values, Version: sql`"Version" + 1` })
            .where('Id', '=', id)
            .where('Version', '=', body.Version)
            .executeTakeFirst();
          if (r.numUpdatedRows === 0n) {
            const exists = await tx.selectFrom('app.kits').select('Id').where('Id', '=', id).executeTakeFirst();
            throw new Abort({ ok: false, reason: exists ? 'stale' : 'missing' });
          }
          await tx.deleteFrom('app.kit_goods').where('KitId', '=', id).execute();
          await tx.deleteFrom('app.kit_categories').where('KitId', '=', id).execute();
        }
        await tx
          .insertInto('app.kit_goods')
          .values(body.KitGoods.map((g) => ({ KitId: id, ...g })))
          .execute();
        await tx
          .insertInto('app.kit_categories')
          .values(body.Categories.map((CategoryId) => ({ KitId: id, CategoryId })))
          .execute();
        await tx
          .insertInto('app.audit_log')
          .values({ UserId: actorId, Entity: 'Kit', EntityId: String(id), Action: body.Id === 0 ? 'Create' : 'Update', Changes: JSON.stringify(body) })
          .execute();
        return { ok: true, id } as const;
      })
      .catch((e) => {
        if (e instanceof Abort) return e.outcome as KitSaveOutcome;
        throw e;
      });
  }

  /** The same change to several kits in one transaction; any stale Version refuses them all. */
  multiSave(
    actorId: number,
    kits: { Id: number; Version: number }[],
    change: { DefaultPrice?: string; AddCategories: number[]; RemoveCategories: number[] },
  ): Promise<KitMultiOutcome> {
    return this.db
      .transaction()
      .execute(async (tx) => {
        const invalid = await this.invalid(tx, { Categories: change.AddCategories });
        if (Object.keys(invalid).length) throw new Abort({ ok: false, invalid });
        const stale: number[] = [];
        for (const k of kits) {
          const r = await tx
            .updateTable('app.kits')
            .set({ ...(change.DefaultPrice !== undefined ? { DefaultPrice: change.DefaultPrice } : {}), Version: sql`"Version" + 1` })
            .where('Id', '=', k.Id)
            .where('Version', '=', k.Version)
            .executeTakeFirst();
          if (r.numUpdatedRows === 0n) stale.push(k.Id);
        }
        if (stale.length) throw new Abort({ ok: false, stale });
        const ids = kits.map((k) => k.Id);
        if (change.RemoveCategories.length)
          await tx.deleteFrom('app.kit_categories').where('KitId', 'in', ids).where('CategoryId', 'in', change.RemoveCategories).execute();
        if (change.AddCategories.length) {
          await tx
            .insertInto('app.kit_categories')
            .values(ids.flatMap((KitId) => change.AddCategories.map((CategoryId) => ({ KitId, CategoryId }))))
            .onConflict((c) => c.columns(['KitId', 'CategoryId']).doNothing())
            .execute();
        }
        await tx
          .insertInto('app.audit_log')
          .values({ UserId: actorId, Entity: 'Kit', EntityId: ids.join(','), Action: 'MultiSave', Changes: JSON.stringify(change) })
          .execute();
        return { ok: true, ids } as KitMultiOutcome;
      })
      .catch((e) => {
        if (e instanceof Abort) return e.outcome as KitMultiOutcome;
        throw e;
      });
  }

  async archive(actorId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('app.kits')
        .set({ Archived: true, Version: sql`"Version" + 1` })
        .where('Id', '=', id)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) return false;
      await tx
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'Kit', EntityId: String(id), Action: 'Archive', Changes: JSON.stringify({}) })
        .execute();
      return true;
    });
  }
}
