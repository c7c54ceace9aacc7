import { Injectable } from '@nestjs/common';
import { type CouponFigures, type CouponListItemFigures, type CouponSave, couponLabel, searchText } from '@intermission/contracts';
import { createVersioned, findPage, likeText, saveVersioned, writeAudit } from '@intermission/db';
import type { AuditEntry, Db, Page, PageRequest, SaveOutcome, Tx } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { InjectDb } from '../database/database.module';
import { CouponReferences, findReferences, settleReferences } from '../ledger/ledger-references';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { InjectEventStore } from '../ledger/ledger.tokens';
import { inScope } from '../access/venue-access';

@Injectable()
export class CouponsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly ledger: LedgerWriter,
    @InjectEventStore() private readonly store: EventStore,
  ) {}

  /** `scope`: the venues the caller may read (null every one). */
  search(
    venueId: number | null,
    q: string | undefined,
    page: PageRequest,
    includeArchived: boolean,
    scope: readonly number[] | null = null,
  ): Promise<Page<CouponListItemFigures>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.coupons as c')
      .innerJoin('app.venues as v', 'v.Id', 'c.VenueId')
      .$if(scope !== null, (qb) => qb.where(inScope(scope, 'v.Id')))
      .$if(venueId !== null, (qb) => qb.where('c.VenueId', '=', venueId!))
      .$if(!includeArchived, (qb) => qb.where('c.Archived', '=', false))
      .$if(text !== undefined, (qb) => qb.where('c.Name', 'ilike', likeText(text!)));
    return findPage(
      filtered,
      (qb) => qb.select(['c.Id', 'c.VenueId', 'v.Name as VenueName', 'c.Name', 'c.DollarValue', 'c.Archived', 'c.Version']).orderBy('c.Name').orderBy('c.Id'),
      page,
    ).then(({ rows, total }) => ({ rows: rows.map((r) => ({ ...r, Label: couponLabel(r.DollarValue) })), total }));
  }

  async find(id: number): Promise<CouponFigures | undefined> {
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

  create(actorId: number, body: CouponSave): Promise<number> {
    const { values, goods } = couponValues(body);
    return this.db
      .transaction()
      .execute((tx) =>
        createVersioned(tx, 'app.coupons', values, { audit: this.audit(actorId, 'Create', { ...values, goods }), addParts: (id) => addGoods(tx, id, goods) }),
      );
  }

  /** Saves the coupon on its Version; its goods are replaced. */
  update(actorId: number, id: number, body: CouponSave): Promise<SaveOutcome> {
    const { values, goods } = couponValues(body);
    return this.db.transaction().execute((tx) =>
      saveVersioned(tx, 'app.coupons', id, body.Version, values, {
        audit: this.audit(actorId, 'Update', { ...values, goods }),
        alsoWrite: async () => {
          await tx.deleteFrom('app.coupon_goods').where('CouponId', '=', id).execute();
          await addGoods(tx, id, goods);
        },
      }),
    );
  }

  /**
   * Deletes the coupon (document 1: coupons are deleted, not archived), unless sales were paid with
   * it: then it is archived instead (kept for their history, listed with includeArchived, refused
   * by new sales) and the answer says so.
   */
  async delete(actorId: number, id: number): Promise<'deleted' | 'archived' | 'missing'> {
    await settleReferences(this.ledger, this.store, CouponReferences);
    return this.db.transaction().execute(async (tx) => {
      if (!(await tx.selectFrom('app.coupons').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst())) return 'missing';
      if ((await findReferences({ tx }, CouponReferences, [id])).size) {
        await saveVersioned(tx, 'app.coupons', id, undefined, { Archived: true }, { audit: this.audit(actorId, 'Archive', { Reason: 'Named by sales' }) });
        return 'archived';
      }
      await tx.deleteFrom('app.coupons').where('Id', '=', id).execute();
      await writeAudit(tx, { ...this.audit(actorId, 'Delete'), entityId: id });
      return 'deleted';
    });
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'Coupon', action, changes };
  }
}

/** The coupon's own columns, and the ids of its goods (each once). */
function couponValues(body: CouponSave) {
  return { values: { VenueId: body.VenueId, Name: body.Name, DollarValue: body.DollarValue }, goods: [...new Set(body.Goods.map((g) => g.Id))] };
}

/** Links the coupon's goods. */
async function addGoods(tx: Tx, couponId: number, goods: number[]): Promise<void> {
  if (goods.length)
    await tx
      .insertInto('app.coupon_goods')
      .values(goods.map((GoodId) => ({ CouponId: couponId, GoodId })))
      .execute();
}
