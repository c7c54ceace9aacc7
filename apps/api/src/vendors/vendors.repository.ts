import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type Address, type IdName, type Phone, type Vendor, type VendorListItem, type VendorSave, searchText } from '@intermission/contracts';
import {
  type AuditEntry,
  createVersioned,
  type Db,
  findPage,
  likeText,
  type Page,
  type PageRequest,
  type SaveOutcome,
  saveVersioned,
  type Tx,
} from '@intermission/db';
import { addressAnswer, readPhones, replacePhones, saveAddress } from '../common/contacts';
import { ModelStateException } from '../common/http/api-errors';
import { InjectDb } from '../database/database.module';

@Injectable()
export class VendorsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  search(query: string | undefined, page: PageRequest, includeArchived: boolean): Promise<Page<VendorListItem>> {
    const text = searchText(query);
    const filtered = this.db
      .selectFrom('app.vendors as v')
      .$if(!includeArchived, (qb) => qb.where('v.Archived', '=', false))
      .$if(text !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([eb('v.Name', 'ilike', likeText(text!)), eb('v.ContactName', 'ilike', likeText(text!)), eb('v.AccountNumber', 'ilike', likeText(text!))]),
        ),
      );
    return findPage(
      filtered,
      (qb) =>
        qb
          .select([
            'v.Id',
            'v.Name',
            'v.AccountNumber',
            'v.ContactName',
            'v.Email',
            'v.Archived',
            'v.Version',
            (eb) =>
              eb
                .selectFrom('app.vendor_phones as p')
                .whereRef('p.VendorId', '=', 'v.Id')
                .select('p.Phone')
                .orderBy('p.IsPrimary', 'desc')
                .orderBy('p.Rank')
                .limit(1)
                .as('Phone'),
            sql<number>`(SELECT count(*)::int FROM app.vendor_goods g WHERE g."VendorId" = v."Id")`.as('GoodsCount'),
          ])
          .orderBy('v.Name')
          .orderBy('v.Id'),
      page,
    );
  }

  dropDown(): Promise<IdName[]> {
    return this.db.selectFrom('app.vendors').select(['Id', 'Name']).where('Archived', '=', false).orderBy('Name').orderBy('Id').execute();
  }

  async find(id: number): Promise<Vendor | undefined> {
    const v = await this.db
      .selectFrom('app.vendors as v')
      .leftJoin('app.addresses as a', 'a.Id', 'v.AddressId')
      .select([
        'v.Id',
        'v.Name',
        'v.AccountNumber',
        'v.ContactName',
        'v.Email',
        'v.AddressId',
        'v.Archived',
        'v.Version',
        'a.Line1',
        'a.Line2',
        'a.City',
        'a.StateId',
        'a.Zip',
      ])
      .where('v.Id', '=', id)
      .executeTakeFirst();
    if (!v) return undefined;
    const phones = await readPhones(this.db, 'vendor', id);
    // Newest first, as goods/{id}/vendors/_search lists a good's vendors.
    const goods = await this.db
      .selectFrom('app.vendor_goods as vg')
      .innerJoin('app.goods as g', 'g.Id', 'vg.GoodId')
      .select(['vg.GoodId', 'g.Name', 'vg.AddedAt'])
      .where('vg.VendorId', '=', id)
      .orderBy('vg.AddedAt', 'desc')
      .orderBy('vg.GoodId', 'desc')
      .execute();
    return {
      Id: v.Id,
      Name: v.Name,
      AccountNumber: v.AccountNumber,
      ContactName: v.ContactName,
      Email: v.Email,
      AddressId: v.AddressId,
      Address: addressAnswer(v),
      VendorPhones: phones,
      VendorGoods: goods.map((g) => ({ vendorId: id, goodId: g.GoodId, Name: g.Name, AddedAt: new Date(g.AddedAt).toISOString() })),
      Archived: v.Archived,
      Version: v.Version,
    };
  }

  async create(actorId: number, body: VendorSave): Promise<number> {
    const { Version: _ignored, ...values } = body;
    return this.db.transaction().execute((tx) => createVersioned(tx, 'app.vendors', values, { audit: this.audit(actorId, 'Create', values) }));
  }

  updateBasic(actorId: number, id: number, body: VendorSave): Promise<SaveOutcome> {
    const { Version, ...values } = body;
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.vendors', id, Version, values, { audit: this.audit(actorId, 'UpdateBasicInfo', values) }));
  }

  setPhones(actorId: number, id: number, version: number, phones: Phone[]): Promise<SaveOutcome> {
    return this.versioned(id, version, this.audit(actorId, 'UpdatePhones', { phones }), (tx) => replacePhones(tx, 'vendor', id, phones));
  }

  setAddress(actorId: number, id: number, version: number, address: Address): Promise<SaveOutcome> {
    return this.versioned(id, version, this.audit(actorId, 'UpdateAddress', { address }), (tx) => saveAddress(tx, 'app.vendors', id, address));
  }

  /** Replaces the vendor's goods: goods that stay keep when they were added, new ones are added now. */
  async setGoods(actorId: number, id: number, version: number, goodIds: number[]): Promise<SaveOutcome> {
    if (goodIds.length) {
      const known = new Set((await this.db.selectFrom('app.goods').select('Id').where('Id', 'in', goodIds).execute()).map((g) => g.Id));
      const invalid: Record<string, string[]> = {};
      goodIds.forEach((g, i) => !known.has(g) && (invalid[`VendorGoods.${i}.goodId`] = ['Not a good']));
      if (Object.keys(invalid).length) throw new ModelStateException(invalid);
    }
    return this.versioned(id, version, this.audit(actorId, 'UpdateGoods', { goodIds }), async (tx) => {
      await tx
        .deleteFrom('app.vendor_goods')
        .where('VendorId', '=', id)
        .$if(goodIds.length > 0, (q) => q.where('GoodId', 'not in', goodIds))
        .execute();
      if (goodIds.length)
        await tx
          .insertInto('app.vendor_goods')
          // Listed first is newest: later positions get slightly earlier times.
          .values(goodIds.map((GoodId, i) => ({ VendorId: id, GoodId, AddedAt: sql<Date>`clock_timestamp() - ${`${i} microseconds`}::interval` })))
          .onConflict((oc) => oc.columns(['VendorId', 'GoodId']).doNothing())
          .execute();
    });
  }

  archive(actorId: number, id: number): Promise<SaveOutcome> {
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.vendors', id, undefined, { Archived: true }, { audit: this.audit(actorId, 'Archive') }));
  }

  /** A save of the vendor's parts in other tables, under its Version. */
  private versioned(id: number, version: number, audit: AuditEntry, alsoWrite: (tx: Tx) => Promise<void>) {
    return this.db.transaction().execute((tx) => saveVersioned(tx, 'app.vendors', id, version, {}, { audit, alsoWrite: () => alsoWrite(tx) }));
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'Vendor', action, changes };
  }
}
