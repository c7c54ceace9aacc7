import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  searchText,
  type GoodRecord,
  type GoodSave,
  type GoodVendor,
  type IdName,
  type StandardCostRow,
  type VenueWithSalesLocations,
} from '@intermission/contracts';
import {
  createVersioned,
  type Db,
  findPage,
  likeText,
  type Page,
  type PageRequest,
  type SaveOutcome,
  saveVersioned,
  type Tx,
  writeAudit,
} from '@intermission/db';
import { InjectDb } from '../database/database.module';

export type GoodsSaveOutcome = { ok: true; ids: number[] } | { ok: false; stale: number[] } | { ok: false; invalid: Record<string, string[]> };

class Abort extends Error {
  constructor(readonly outcome: GoodsSaveOutcome) {
    super('abort');
  }
}

/** The cost in force now: the latest standard cost that has taken effect. */
const costInForce = sql<
  string | null
>`(SELECT c."Cost" FROM app.good_costs c WHERE c."GoodId" = g."Id" AND c."EffectiveFrom" <= now() ORDER BY c."EffectiveFrom" DESC, c."Id" DESC LIMIT 1)`;

@Injectable()
export class GoodsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private base(db: Db | Tx = this.db) {
    return db
      .selectFrom('app.goods as g')
      .innerJoin('app.good_categories as cat', 'cat.Id', 'g.CategoryId')
      .innerJoin('app.good_types as t', 't.Id', 'g.TypeId')
      .innerJoin('app.managed_items as ra', 'ra.Id', 'g.RevenueTypeId')
      .innerJoin('app.managed_items as ca', 'ca.Id', 'g.CogsTypeId')
      .innerJoin('app.managed_items as ia', 'ia.Id', 'g.InventoryAccountTypeId')
      .select([
        'g.Id',
        'g.Name',
        'g.Alcohol',
        'g.Volume',
        'g.CategoryId',
        'cat.Name as CategoryName',
        'g.TypeId',
        't.Name as TypeName',
        'g.Tracked',
        'g.Taxable',
        'g.ShowOnIgl',
        'g.CanBeWasted',
        'g.Archived',
        'g.RevenueTypeId',
        'ra.Name as RevenueName',
        'g.CogsTypeId',
        'ca.Name as CogsName',
        'g.InventoryAccountTypeId',
        'ia.Name as InventoryName',
        'g.DefaultPrice',
        costInForce.as('StandardCost'),
        'g.Version',
      ]);
  }

  private shape(r: Awaited<ReturnType<ReturnType<GoodsRepository['base']>['executeTakeFirstOrThrow']>>): GoodRecord {
    return {
      Id: r.Id,
      Name: r.Name,
      Alcohol: r.Alcohol,
      Volume: r.Volume,
      CategoryId: r.CategoryId,
      InventoryCategory: { Id: r.CategoryId, Name: r.CategoryName },
      TypeId: r.TypeId,
      GoodType: { Id: r.TypeId, Name: r.TypeName },
      Tracked: r.Tracked,
      Taxable: r.Taxable,
      ShowOnIgl: r.ShowOnIgl,
      CanBeWasted: r.CanBeWasted,
      Archived: r.Archived,
      RevenueTypeId: r.RevenueTypeId,
      RevenueAccount: { Id: r.RevenueTypeId, Name: r.RevenueName },
      CogsTypeId: r.CogsTypeId,
      CogsAccount: { Id: r.CogsTypeId, Name: r.CogsName },
      InventoryAccountTypeId: r.InventoryAccountTypeId,
      InventoryAccount: { Id: r.InventoryAccountTypeId, Name: r.InventoryName },
      DefaultPrice: r.DefaultPrice,
      StandardCost: r.StandardCost,
      Version: r.Version,
    };
  }

  async find(id: number): Promise<GoodRecord | undefined> {
    const row = await this.base().where('g.Id', '=', id).executeTakeFirst();
    return row && this.shape(row);
  }

  async findMany(ids: number[]): Promise<GoodRecord[]> {
    if (!ids.length) return [];
    const rows = await this.base().where('g.Id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.Id, this.shape(r)]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async search(q: string | undefined, page: PageRequest, categoryId?: number, includeInactive = false): Promise<Page<GoodRecord>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.goods as g')
      .$if(!includeInactive, (qb) => qb.where('g.Archived', '=', false))
      .$if(categoryId !== undefined, (qb) => qb.where('g.CategoryId', '=', categoryId!))
      .$if(text !== undefined, (qb) => qb.where('g.Name', 'ilike', likeText(text!)));
    const found = await findPage(filtered, (qb) => qb.select('g.Id').orderBy('g.Name').orderBy('g.Id'), page);
    return { rows: await this.findMany(found.rows.map((r) => r.Id)), total: found.total };
  }

  categories(): Promise<IdName[]> {
    return this.db.selectFrom('app.good_categories').select(['Id', 'Name']).orderBy('Name').execute();
  }

  goodTypes(): Promise<IdName[]> {
    return this.db.selectFrom('app.good_types').select(['Id', 'Name']).orderBy('Name').execute();
  }

  tracked() {
    return this.db
      .selectFrom('app.goods')
      .select(['Id', 'Name', 'CategoryId', 'Alcohol', 'Volume'])
      .where('Tracked', '=', true)
      .where('Archived', '=', false)
      .orderBy('Name')
      .execute();
  }

  /** Checks the references a good makes: its category, type, and each account in its own list. */
  private async invalidRefs(tx: Tx, goods: GoodSave[]): Promise<Record<string, string[]>> {
    const items = await tx.selectFrom('app.managed_items').select(['Id', 'List']).execute();
    const list = new Map(items.map((i) => [i.Id, i.List]));
    const cats = new Set((await tx.selectFrom('app.good_categories').select('Id').execute()).map((c) => c.Id));
    const types = new Set((await tx.selectFrom('app.good_types').select('Id').execute()).map((c) => c.Id));
    const invalid: Record<string, string[]> = {};
    goods.forEach((g, i) => {
      const bad = (field: string, message: string) => (invalid[`${i}.${field}`] ??= []).push(message);
      if (!cats.has(g.CategoryId)) bad('CategoryId', 'Not a category');
      if (!types.has(g.TypeId)) bad('TypeId', 'Not a good type');
      if (list.get(g.RevenueTypeId) !== 'revenueAccounts') bad('RevenueTypeId', 'Not a revenue account');
      if (list.get(g.CogsTypeId) !== 'cogsAccounts') bad('CogsTypeId', 'Not a COGS account');
      if (list.get(g.InventoryAccountTypeId) !== 'inventoryAccounts') bad('InventoryAccountTypeId', 'Not an inventory account');
    });
    return invalid;
  }

  /** Creates (create=true) or updates several goods in one transaction; all or nothing. */
  save(actorId: number, goods: GoodSave[], create: boolean): Promise<GoodsSaveOutcome> {
    return this.db
      .transaction()
      .execute(async (tx) => {
        const invalid = await this.invalidRefs(tx, goods);
        if (Object.keys(invalid).length) throw new Abort({ ok: false, invalid });
        const ids: number[] = [];
        const stale: number[] = [];
        for (const g of goods) {
          const values = {
            Name: g.Name,
            Alcohol: g.Alcohol,
            Volume: g.Volume,
            CategoryId: g.CategoryId,
            TypeId: g.TypeId,
            Tracked: g.Tracked,
            Taxable: g.Taxable,
            ShowOnIgl: g.ShowOnIgl,
            CanBeWasted: g.CanBeWasted,
            RevenueTypeId: g.RevenueTypeId,
            CogsTypeId: g.CogsTypeId,
            InventoryAccountTypeId: g.InventoryAccountTypeId,
            DefaultPrice: g.DefaultPrice,
          };
          if (create) {
            ids.push(
              await createVersioned(tx, 'app.goods', values, {
                audit: { actorId, entity: 'Good', changes: g },
                addParts: (id) => this.setStandardCost(tx, actorId, id, g.StandardCost),
              }),
            );
            continue;
          }
          const outcome = await saveVersioned(tx, 'app.goods', g.Id, g.Version, values, {
            audit: { actorId, entity: 'Good', action: 'Update', changes: g },
            alsoWrite: async () => void (await this.setStandardCost(tx, actorId, g.Id, g.StandardCost)),
          });
          // A good that is gone counts as stale too: the 409 answers the goods that are still there.
          if (outcome !== 'saved') stale.push(g.Id);
          else ids.push(g.Id);
        }
        if (stale.length) throw new Abort({ ok: false, stale });
        return { ok: true, ids } as const;
      })
      .catch((e) => {
        if (e instanceof Abort) return e.outcome;
        throw e;
      });
  }

  private async setStandardCost(tx: Tx, actorId: number, goodId: number, cost: string | null | undefined) {
    if (cost !== undefined && cost !== null) await this.setCost(tx, actorId, goodId, cost);
  }

  /** A new standard cost row when the cost changes, so history keeps the cost in force at any time. */
  private async setCost(tx: Tx, actorId: number, goodId: number, cost: string) {
    const current = await tx
      .selectFrom('app.good_costs')
      .select('Cost')
      .where('GoodId', '=', goodId)
      .orderBy('EffectiveFrom', 'desc')
      .orderBy('Id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (current && Number(current.Cost) === Number(cost)) return false;
    await tx.insertInto('app.good_costs').values({ GoodId: goodId, Cost: cost, SetBy: actorId }).execute();
    return true;
  }

  archive(actorId: number, id: number): Promise<SaveOutcome> {
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.goods', id, undefined, { Archived: true }, { audit: { actorId, entity: 'Good', action: 'Archive' } }));
  }

  standardCosts(q: string | undefined, page: PageRequest): Promise<Page<StandardCostRow>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.goods as g')
      .where('g.Archived', '=', false)
      .$if(text !== undefined, (qb) => qb.where('g.Name', 'ilike', likeText(text!)));
    return findPage(
      filtered,
      (qb) =>
        qb
          .select([
            'g.Id as GoodId',
            'g.Name',
            costInForce.as('Cost'),
            sql<
              string | null
            >`(SELECT to_char(c."EffectiveFrom" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM app.good_costs c WHERE c."GoodId" = g."Id" AND c."EffectiveFrom" <= now() ORDER BY c."EffectiveFrom" DESC, c."Id" DESC LIMIT 1)`.as(
              'EffectiveFrom',
            ),
          ])
          .orderBy('g.Name')
          .orderBy('g.Id'),
      page,
    );
  }

  /** Saves the costs of a page at once; unknown goods refuse the whole save. */
  updateStandardCosts(actorId: number, costs: { GoodId: number; Cost: string }[]): Promise<number[] | 'unknown'> {
    return this.db.transaction().execute(async (tx) => {
      const known = new Set(
        (
          await tx
            .selectFrom('app.goods')
            .select('Id')
            .where(
              'Id',
              'in',
              costs.map((c) => c.GoodId),
            )
            .execute()
        ).map((g) => g.Id),
      );
      if (costs.some((c) => !known.has(c.GoodId))) return 'unknown' as const;
      const changed: number[] = [];
      for (const c of costs) if (await this.setCost(tx, actorId, c.GoodId, c.Cost)) changed.push(c.GoodId);
      if (changed.length) await writeAudit(tx, { actorId, entity: 'GoodCosts', entityId: '*', action: 'UpdateStandardCosts', changes: costs });
      return changed;
    });
  }

  /** Vendors that supply a good, newest link first (the vendor's goods section agrees). */
  async vendorsOfGood(goodId: number, q: string | undefined, page: PageRequest): Promise<Page<GoodVendor>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.vendor_goods as vg')
      .innerJoin('app.vendors as v', 'v.Id', 'vg.VendorId')
      .where('vg.GoodId', '=', goodId)
      .$if(text !== undefined, (qb) => qb.where('v.Name', 'ilike', likeText(text!)));
    const found = await findPage(
      filtered,
      (qb) => qb.select(['v.Id', 'v.Name', 'v.Archived', 'vg.AddedAt']).orderBy('vg.AddedAt', 'desc').orderBy('v.Id', 'desc'),
      page,
    );
    return { rows: found.rows.map((r) => ({ ...r, AddedAt: new Date(r.AddedAt).toISOString() })), total: found.total };
  }

  simpleVenues(): Promise<IdName[]> {
    return this.db.selectFrom('app.venues').select(['Id', 'Name']).where('Archived', '=', false).orderBy('Name').execute();
  }

  simpleSalesLocations(venueId: number): Promise<IdName[]> {
    return this.db
      .selectFrom('app.sales_locations as s')
      .innerJoin('app.theatres as t', 't.Id', 's.TheatreId')
      .select(['s.Id', 's.Name'])
      .where('t.VenueId', '=', venueId)
      .where('s.Archived', '=', false)
      .orderBy('s.Name')
      .execute();
  }

  async venuesWithSalesLocations(): Promise<VenueWithSalesLocations[]> {
    const rows = await this.db
      .selectFrom('app.venues as v')
      .leftJoin('app.theatres as t', (j) => j.onRef('t.VenueId', '=', 'v.Id').on('t.Archived', '=', false))
      .leftJoin('app.sales_locations as s', (j) => j.onRef('s.TheatreId', '=', 't.Id').on('s.Archived', '=', false))
      .select(['v.Id as VenueId', 'v.Name as VenueName', 's.Id as SalesLocationId', 's.Name as SalesLocationName'])
      .where('v.Archived', '=', false)
      .orderBy('v.Name')
      .orderBy('s.Name')
      .execute();
    const venues = new Map<number, VenueWithSalesLocations>();
    for (const r of rows) {
      const v = venues.get(r.VenueId) ?? { Id: r.VenueId, Name: r.VenueName, SalesLocations: [] };
      if (r.SalesLocationId !== null && r.SalesLocationName !== null) v.SalesLocations.push({ Id: r.SalesLocationId, Name: r.SalesLocationName });
      venues.set(r.VenueId, v);
    }
    return [...venues.values()];
  }
}
