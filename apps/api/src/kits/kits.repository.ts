import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { searchText, type IdName, type KitGoodOptionRecord, type KitMenuRecord, type KitRecord, type KitSave } from '@intermission/contracts';
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

/** A save of one kit: the kit's id and what the versioned save did, or the fields that refer to nothing valid. */
export type KitSaveOutcome = { id: number; outcome: SaveOutcome } | { invalid: Record<string, string[]> };

export type KitMultiOutcome = { ok: true; ids: number[] } | { ok: false; stale: number[] } | { ok: false; invalid: Record<string, string[]> };

class Abort extends Error {
  constructor(readonly outcome: KitMultiOutcome) {
    super('abort');
  }
}

@Injectable()
export class KitsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async findMany(ids: number[], db: Db | Tx = this.db): Promise<KitRecord[]> {
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

  async find(id: number): Promise<KitRecord | undefined> {
    return (await this.findMany([id]))[0];
  }

  async search(q: string | undefined, page: PageRequest, includeInactive: boolean): Promise<Page<KitRecord>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.kits')
      .$if(!includeInactive, (qb) => qb.where('Archived', '=', false))
      .$if(text !== undefined, (qb) => qb.where('Name', 'ilike', likeText(text!)));
    const found = await findPage(filtered, (qb) => qb.select('Id').orderBy('Name').orderBy('Id'), page);
    return { rows: await this.findMany(found.rows.map((i) => i.Id)), total: found.total };
  }

  /** Goods a kit may hold: active goods that are non-alcohol or untracked (spec document 3 §5). */
  kitGoods(): Promise<KitGoodOptionRecord[]> {
    return this.db
      .selectFrom('app.goods')
      .select(['Id', 'Name', 'DefaultPrice', 'CategoryId'])
      .where('Archived', '=', false)
      .where((eb) => eb.or([eb('Alcohol', '=', false), eb('Tracked', '=', false)]))
      .orderBy('Name')
      .execute();
  }

  categories(): Promise<IdName[]> {
    return this.db
      .selectFrom('app.managed_items')
      .select(['Id', 'Name'])
      .where('List', '=', 'kitCategories')
      .where('StatusId', '=', 1)
      .orderBy('Rank')
      .execute();
  }

  menusOfKit(kitId: number): Promise<KitMenuRecord[]> {
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
    return this.db.transaction().execute(async (tx) => {
      const invalid = await this.invalid(tx, body);
      if (Object.keys(invalid).length) return { invalid };
      const values = { Name: body.Name, Description: body.Description, DefaultPrice: body.DefaultPrice };
      return upsertVersioned(tx, 'app.kits', body, values, {
        audit: { actorId, entity: 'Kit', changes: body },
        replaceParts: (id) => this.replaceParts(tx, id, body),
      });
    });
  }

  /** The kit's goods and categories. */
  private async replaceParts(tx: Tx, id: number, body: KitSave) {
    await tx.deleteFrom('app.kit_goods').where('KitId', '=', id).execute();
    await tx.deleteFrom('app.kit_categories').where('KitId', '=', id).execute();
    await tx
      .insertInto('app.kit_goods')
      .values(body.KitGoods.map((g) => ({ KitId: id, ...g })))
      .execute();
    await tx
      .insertInto('app.kit_categories')
      .values(body.Categories.map((CategoryId) => ({ KitId: id, CategoryId })))
      .execute();
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
        const patch = change.DefaultPrice !== undefined ? { DefaultPrice: change.DefaultPrice } : {};
        // A kit that is gone counts as stale too: the 409 answers the kits that are still there.
        for (const k of kits) if ((await saveVersioned(tx, 'app.kits', k.Id, k.Version, patch)) !== 'saved') stale.push(k.Id);
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
        await writeAudit(tx, { actorId, entity: 'Kit', entityId: ids.join(','), action: 'MultiSave', changes: change });
        return { ok: true, ids } as KitMultiOutcome;
      })
      .catch((e) => {
        if (e instanceof Abort) return e.outcome as KitMultiOutcome;
        throw e;
      });
  }

  archive(actorId: number, id: number): Promise<SaveOutcome> {
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.kits', id, undefined, { Archived: true }, { audit: { actorId, entity: 'Kit', action: 'Archive' } }));
  }
}
