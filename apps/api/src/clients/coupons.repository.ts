import { Injectable } from '@nestjs/common';
import { type CouponSave, couponLabel, searchText } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { likeText } from '../users/users.repository';
import { type Outcome, audit, bumpVersion } from './record-state';

@Injectable()
export class CouponsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async search(venueId: number | null, q: string | undefined, skip: number, take: number, includeArchived: boolean) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.coupons as c')
      .innerJoin('app.venues as v', 'v.Id', 'c.VenueId')
      .$if(venueId !== null, (qb) => qb.where('c.VenueId', '=', venueId!))
      .$if(!includeArchived, (qb) => qb.where('c.Archived', '=', false))
      .$if(text !== undefined, (qb) => qb.where('c.Name', 'ilike', likeText(text!)));
    const rows = await filtered
      .select(['c.Id', 'c.VenueId', 'v.Name as VenueName', 'c.Name', 'c.DollarValue', 'c.Archived', 'c.Version'])
      .orderBy('c.Name')
      .orderBy('c.Id')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map((r) => ({ ...r, Label: couponLabel(r.DollarValue) })), total: Number(total.n) };
  }

  async find(id: number) {
    const c = await this.db
      .selectFrom('app.coupons as c')
      .innerJoin('app.venues as v', 'v.Id', 'c.VenueId')
      .select(['c.Id', 'c.VenueId', 'v.Name as VenueName', 'v.ClientId', 'c.Name', 'c.DollarValue', 'c.Archived', 'c.Version'])
      .where('c.Id', '=', id)
      .executeTakeFirst();
    if (!c) return undefined;
    const goods = await this.db
      .selectFrom('app.coupon_goods as cg')
      .innerJoin('app.goods as g', 'g.Id', 'cg.GoodId')
      .select(['g.Id', 'g.Name'])
      .where('cg.CouponId', '=', id)
      .orderBy('g.Name')
      .execute();
    return { ...c, Label: couponLabel(c.DollarValue), Goods: goods };
  }

  async invalid(body: CouponSave): Promise<Record<string, string[]>> {
    const invalid: Record<string, string[]> = {};
    if (!(await this.db.selectFrom('app.venues').select('Id').where('Id', '=', body.VenueId).executeTakeFirst())) invalid.VenueId = ['Not a venue'];
    const ids = [...new Set(body.Goods.map((g) => g.Id))];
    if (ids.length && (await this.db.selectFrom('app.goods').select('Id').where('Id', 'in', ids).execute()).length !== ids.length)
      invalid.Goods = ['Not a good'];
    return invalid;
  }

  save(actorId: number, body: CouponSave): Promise<number | Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const values = { VenueId: body.VenueId, Name: body.Name, DollarValue: body.DollarValue };
      let id = body.Id;
      if (id === 0) id = (await tx.insertInto('app.coupons').values(values).returning('Id').executeTakeFirstOrThrow()).Id;
      else {
        const outcome = await bumpVersion(tx, 'app.coupons', id, body.Version);
        if (outcome !== 'saved') return outcome;
        await tx.updateTable('app.coupons').set(values).where('Id', '=', id).execute();
        await tx.deleteFrom('app.coupon_goods').where('CouponId', '=', id).execute();
      }
      const goods = [...new Set(body.Goods.map((g) => g.Id))];
      if (goods.length)
        await tx
          .insertInto('app.coupon_goods')
          .values(goods.map((GoodId) => ({ CouponId: id, GoodId })))
          .execute();
      await audit(tx, actorId, 'Coupon', id, body.Id === 0 ? 'Create' : 'Update', { ...values, goods });
      return id;
    });
  }

  delete(actorId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.deleteFrom('app.coupons').where('Id', '=', id).executeTakeFirst();
      if (r.numDeletedRows === 0n) return false;
      await audit(tx, actorId, 'Coupon', id, 'Delete');
      return true;
    });
  }
}
