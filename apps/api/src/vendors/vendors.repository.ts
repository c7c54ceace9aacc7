import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type Address, type Phone, type Vendor, type VendorSave, searchText } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { likeText } from '../users/users.repository';

/** A change to a vendor: applied when the Version matches, else 'stale'; 'missing' for an unknown id. */
export type VendorOutcome = 'saved' | 'stale' | 'missing' | { invalid: Record<string, string[]> };

@Injectable()
export class VendorsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async search(query: string | undefined, skip: number, take: number, includeArchived: boolean) {
    const text = searchText(query);
    const filtered = this.db
      .selectFrom('app.vendors as v')
      .$if(!includeArchived, (qb) => qb.where('v.Archived', '=', false))
      .$if(text !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([eb('v.Name', 'ilike', likeText(text!)), eb('v.ContactName', 'ilike', likeText(text!)), eb('v.AccountNumber', 'ilike', likeText(text!))]),
        ),
      );
    const rows = await filtered
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
        (eb) =>
          eb
            .selectFrom('app.vendor_goods as g')
            .whereRef('g.VendorId', '=', 'v.Id')
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('GoodsCount'),
      ])
      .orderBy('v.Name')
      .orderBy('v.Id')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map((r) => ({ ...r, GoodsCount: Number(r.GoodsCount ?? 0) })), total: Number(total.n) };
  }

  dropDown() {
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
    const phones = await this.db
      .selectFrom('app.vendor_phones')
      .select(['Phone', 'Extension', 'IsPrimary', 'PhoneTypeId'])
      .where('VendorId', '=', id)
      .orderBy('Rank')
      .execute();
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
      Address: v.AddressId ? { Line1: v.Line1 ?? '', Line2: v.Line2 ?? '', City: v.City ?? '', StateId: v.StateId ?? null, Zip: v.Zip ?? '' } : null,
      VendorPhones: phones.map((p) => ({ ...p, PhoneExt: p.Extension ? `${p.Phone} x${p.Extension}` : p.Phone })),
      VendorGoods: goods.map((g) => ({ vendorId: id, goodId: g.GoodId, Name: g.Name, AddedAt: new Date(g.AddedAt).toISOString() })),
      Archived: v.Archived,
      Version: v.Version,
    };
  }

  async create(actorId: number, body: VendorSave): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const { Version: _ignored, ...values } = body;
      const row = await tx.insertInto('app.vendors').values(values).returning('Id').executeTakeFirstOrThrow();
      await this.audit(tx, actorId, row.Id, 'Create', values);
      return row.Id;
    });
  }

  updateBasic(actorId: number, id: number, body: VendorSave): Promise<VendorOutcome> {
    const { Version, ...values } = body;
    return this.versioned(actorId, id, Version, 'UpdateBasicInfo', values, async (tx) => {
      await tx.updateTable('app.vendors').set(values).where('Id', '=', id).execute();
    });
  }

  setPhones(actorId: number, id: number, version: number, phones: Phone[]): Promise<VendorOutcome> {
    return this.versioned(actorId, id, version, 'UpdatePhones', { phones }, async (tx) => {
      await tx.deleteFrom('app.vendor_phones').where('VendorId', '=', id).execute();
      if (phones.length)
        await tx
          .insertInto('app.vendor_phones')
          .values(phones.map((p, Rank) => ({ VendorId: id, ...p, Rank })))
          .execute();
    });
  }

  setAddress(actorId: number, id: number, version: number, address: Address): Promise<VendorOutcome> {
    return this.versioned(actorId, id, version, 'UpdateAddress', { address }, async (tx) => {
      const vendor = await tx.selectFrom('app.vendors').select('AddressId').where('Id', '=', id).executeTakeFirstOrThrow();
      if (vendor.AddressId) await tx.updateTable('app.addresses').set(address).where('Id', '=', vendor.AddressId).execute();
      else {
        const a = await tx.insertInto('app.addresses').values(address).returning('Id').executeTakeFirstOrThrow();
        await tx.updateTable('app.vendors').set({ AddressId: a.Id }).where('Id', '=', id).execute();
      }
    });
  }

  /** Replaces the vendor's goods: goods that stay keep when they were added, new ones are added now. */
  async setGoods(actorId: number, id: number, version: number, goodIds: number[]): Promise<VendorOutcome> {
    if (goodIds.length) {
      const known = new Set((await this.db.selectFrom('app.goods').select('Id').where('Id', 'in', goodIds).execute()).map((g) => g.Id));
      const invalid: Record<string, string[]> = {};
      goodIds.forEach((g, i) => !known.has(g) && (invalid[`VendorGoods.${i}.goodId`] = ['Not a good']));
      if (Object.keys(invalid).length) return { invalid };
    }
    return this.versioned(actorId, id, version, 'UpdateGoods', { goodIds }, async (tx) => {
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

  async archive(actorId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('app.vendors')
        .set({ Archived: true, Version: sql`"Version" + 1` })
        .where('Id', '=', id)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) return false;
      await this.audit(tx, actorId, id, 'Archive', {});
      return true;
    });
  }

  private versioned(actorId: number, id: number, version: number, action: string, changes: Record<string, unknown>, fn: (tx: Tx) => Promise<void>) {
    return this.db.transaction().execute(async (tx): Promise<VendorOutcome> => {
      const bumped = await tx
        .updateTable('app.vendors')
        .set({ Version: sql`"Version" + 1` })
        .where('Id', '=', id)
        .where('Version', '=', version)
        .executeTakeFirst();
      if (bumped.numUpdatedRows === 0n) {
        const exists = await tx.selectFrom('app.vendors').select('Id').where('Id', '=', id).executeTakeFirst();
        return exists ? 'stale' : 'missing';
      }
      await fn(tx);
      await this.audit(tx, actorId, id, action, changes);
      return 'saved';
    });
  }

  private async audit(tx: Tx, actorId: number, id: number, action: string, changes: Record<string, unknown>) {
    await tx
      .insertInto('app.audit_log')
      .values({ UserId: actorId, Entity: 'Vendor', EntityId: String(id), Action: action, Changes: JSON.stringify(changes) })
      .execute();
  }
}
