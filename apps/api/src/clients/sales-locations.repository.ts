import { Injectable } from '@nestjs/common';
import { type SalesLocationSave, searchText } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { syncSalesLocationInventoryLocation } from '../stock/locations/stock-locations.sync';
import { likeText } from '../users/users.repository';
import { type Outcome, audit, bumpVersion, setArchived, stockMovedAt } from './record-state';

@Injectable()
export class SalesLocationsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async search(theatreId: number, q: string | undefined, skip: number, take: number, inactive: boolean) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.sales_locations as s')
      .where('s.TheatreId', '=', theatreId)
      .where('s.Archived', '=', inactive)
      .$if(text !== undefined, (qb) => qb.where('s.Name', 'ilike', likeText(text!)));
    const rows = await filtered
      .innerJoin('app.menus as m', 'm.Id', 's.MenuId')
      .select([
        's.Id',
        's.Name',
        's.MenuId',
        'm.Name as MenuName',
        's.Archived',
        's.Version',
        (eb) =>
          eb
            .selectFrom('app.stations as st')
            .whereRef('st.SalesLocationId', '=', 's.Id')
            .where('st.Archived', '=', false)
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('StationCount'),
      ])
      .orderBy('s.Name')
      .orderBy('s.Id')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map((r) => ({ ...r, StationCount: Number(r.StationCount ?? 0) })), total: Number(total.n) };
  }

  async find(id: number) {
    const s = await this.db
      .selectFrom('app.sales_locations as s')
      .innerJoin('app.theatres as t', 't.Id', 's.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .innerJoin('app.menus as m', 'm.Id', 's.MenuId')
      .leftJoin('app.inventory_locations as il', 'il.SalesLocationId', 's.Id')
      .select([
        's.Id',
        's.Name',
        's.TheatreId',
        't.Name as TheatreName',
        't.VenueId',
        'v.Name as VenueName',
        'v.ClientId',
        'c.Name as ClientName',
        's.MenuId',
        'm.Name as MenuName',
        's.UseStartingBank',
        's.StartingBank',
        's.Archived',
        'il.Id as InventoryLocationId',
        's.Version',
      ])
      .where('s.Id', '=', id)
      .executeTakeFirst();
    if (!s) return undefined;
    const { MenuName, ...rest } = s;
    return { ...rest, Menu: { Id: s.MenuId, Name: MenuName } };
  }

  async menuExists(menuId: number) {
    return !!(await this.db.selectFrom('app.menus').select('Id').where('Id', '=', menuId).executeTakeFirst());
  }

  create(actorId: number, theatreId: number, body: SalesLocationSave): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const { Id: _id, Version: _v, ...values } = body;
      const row = await tx
        .insertInto('app.sales_locations')
        .values({ ...values, TheatreId: theatreId })
        .returning('Id')
        .executeTakeFirstOrThrow();
      await syncSalesLocationInventoryLocation(tx, row.Id);
      await audit(tx, actorId, 'SalesLocation', row.Id, 'Create', values);
      return row.Id;
    });
  }

  update(actorId: number, body: SalesLocationSave): Promise<Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const outcome = await bumpVersion(tx, 'app.sales_locations', body.Id, body.Version);
      if (outcome !== 'saved') return outcome;
      const { Id, Version: _v, ...values } = body;
      await tx.updateTable('app.sales_locations').set(values).where('Id', '=', Id).execute();
      await syncSalesLocationInventoryLocation(tx, Id);
      await audit(tx, actorId, 'SalesLocation', Id, 'Update', values);
      return outcome;
    });
  }

  setArchived(actorId: number, id: number, archived: boolean, version?: number): Promise<Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const outcome = await setArchived(tx, 'app.sales_locations', id, archived, version);
      if (outcome !== 'saved') return outcome;
      await syncSalesLocationInventoryLocation(tx, id);
      await audit(tx, actorId, 'SalesLocation', id, archived ? 'Archive' : 'Activate');
      return outcome;
    });
  }

  delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'in-use'> {
    return this.db.transaction().execute(async (tx) => {
      const s = await tx.selectFrom('app.sales_locations').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!s) return 'missing';
      if (await tx.selectFrom('app.stations').select('Id').where('SalesLocationId', '=', id).limit(1).executeTakeFirst()) return 'in-use';
      const own = await tx.selectFrom('app.inventory_locations').select('Id').where('SalesLocationId', '=', id).execute();
      if (
        await stockMovedAt(
          tx,
          own.map((l) => l.Id),
        )
      )
        return 'in-use';
      await tx.deleteFrom('app.inventory_locations').where('SalesLocationId', '=', id).execute();
      await tx.deleteFrom('app.sales_locations').where('Id', '=', id).execute();
      await audit(tx, actorId, 'SalesLocation', id, 'Delete');
      return 'deleted';
    });
  }

  /** Tracked, active goods with this location's par value (null when none), by category and name. */
  goods(id: number) {
    return this.db
      .selectFrom('app.goods as g')
      .leftJoin('app.good_categories as c', 'c.Id', 'g.CategoryId')
      .leftJoin('app.par_values as p', (j) => j.onRef('p.GoodId', '=', 'g.Id').on('p.SalesLocationId', '=', id))
      .select(['g.Id', 'g.Name', 'c.Name as CategoryName', 'p.ParValue'])
      .where('g.Archived', '=', false)
      .where('g.Tracked', '=', true)
      .orderBy('c.Name')
      .orderBy('g.Name')
      .execute();
  }

  setParValues(actorId: number, id: number, version: number, values: { GoodId: number; ParValue: string }[]): Promise<Outcome | 'unknown-good'> {
    return this.db.transaction().execute(async (tx) => {
      const known = await tx
        .selectFrom('app.goods')
        .select('Id')
        .where(
          'Id',
          'in',
          values.map((v) => v.GoodId),
        )
        .execute();
      if (known.length !== values.length) return 'unknown-good' as const;
      const outcome = await bumpVersion(tx, 'app.sales_locations', id, version);
      if (outcome !== 'saved') return outcome;
      await tx.deleteFrom('app.par_values').where('SalesLocationId', '=', id).execute();
      await tx
        .insertInto('app.par_values')
        .values(values.map((v) => ({ SalesLocationId: id, ...v })))
        .execute();
      await audit(tx, actorId, 'SalesLocation', id, 'UpdateParValues', { values });
      return outcome;
    });
  }
}
