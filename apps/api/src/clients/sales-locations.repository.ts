import { Injectable } from '@nestjs/common';
import { type ParValueGoodFigures, type SalesLocationFigures, type SalesLocationListItem, type SalesLocationSave, searchText } from '@intermission/contracts';
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
  writeAudit,
} from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { InjectDb } from '../database/database.module';
import { findReferences, referencesText, SalesLocationReferences, settleReferences } from '../ledger/ledger-references';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { InjectEventStore } from '../ledger/ledger.tokens';
import { syncSalesLocationInventoryLocation } from '../stock/locations/stock-locations.sync';
import { stockMovedAt } from './stock-moved-at';

@Injectable()
export class SalesLocationsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly ledger: LedgerWriter,
    @InjectEventStore() private readonly store: EventStore,
  ) {}

  search(theatreId: number, q: string | undefined, page: PageRequest, inactive: boolean): Promise<Page<SalesLocationListItem>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.sales_locations as s')
      .where('s.TheatreId', '=', theatreId)
      .where('s.Archived', '=', inactive)
      .$if(text !== undefined, (qb) => qb.where('s.Name', 'ilike', likeText(text!)));
    return findPage(
      filtered,
      (qb) =>
        qb
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
                .select((e) => e.fn.countAll<number>().as('n'))
                .as('StationCount'),
          ])
          .orderBy('s.Name')
          .orderBy('s.Id'),
      page,
    ).then(({ rows, total }) => ({ rows: rows.map((r) => ({ ...r, StationCount: Number(r.StationCount ?? 0) })), total }));
  }

  async find(id: number): Promise<SalesLocationFigures | undefined> {
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
    const { Id: _id, Version: _v, ...values } = body;
    const audit = this.audit(actorId, 'Create', values);
    return this.db
      .transaction()
      .execute((tx) =>
        createVersioned(
          tx,
          'app.sales_locations',
          { ...values, TheatreId: theatreId },
          { audit, addParts: (id) => syncSalesLocationInventoryLocation(tx, id) },
        ),
      );
  }

  update(actorId: number, body: SalesLocationSave): Promise<SaveOutcome> {
    const { Id, Version, ...values } = body;
    return this.db.transaction().execute((tx) =>
      saveVersioned(tx, 'app.sales_locations', Id, Version, values, {
        audit: this.audit(actorId, 'Update', values),
        alsoWrite: () => syncSalesLocationInventoryLocation(tx, Id),
      }),
    );
  }

  setArchived(actorId: number, id: number, archived: boolean, version?: number): Promise<SaveOutcome> {
    const audit = this.audit(actorId, archived ? 'Archive' : 'Activate');
    return this.db.transaction().execute((tx) => {
      const alsoWrite = () => syncSalesLocationInventoryLocation(tx, id);
      return saveVersioned(tx, 'app.sales_locations', id, version, { Archived: archived }, { audit, alsoWrite });
    });
  }

  /**
   * Deletes a sales location without stations, stock movements or anything else the ledger names
   * (`{ refused: 'sales' }`: what does); it stays, to be archived instead.
   */
  async delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'in-use' | { refused: string }> {
    await settleReferences(this.ledger, this.store, SalesLocationReferences);
    return this.db.transaction().execute(async (tx) => {
      const s = await tx.selectFrom('app.sales_locations').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!s) return 'missing';
      const refs = await findReferences({ tx }, SalesLocationReferences, [id]);
      if (refs.size) return { refused: referencesText(refs) };
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
      await writeAudit(tx, { ...this.audit(actorId, 'Delete'), entityId: id });
      return 'deleted';
    });
  }

  /** Tracked, active goods with this location's par value (null when none), by category and name. */
  goods(id: number): Promise<ParValueGoodFigures[]> {
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

  setParValues(actorId: number, id: number, version: number, values: { GoodId: number; ParValue: string }[]): Promise<SaveOutcome | 'unknown-good'> {
    return this.db.transaction().execute(async (tx) => {
      const goodIds = values.map((v) => v.GoodId);
      const known = await tx.selectFrom('app.goods').select('Id').where('Id', 'in', goodIds).execute();
      if (known.length !== values.length) return 'unknown-good' as const;
      const audit = this.audit(actorId, 'UpdateParValues', { values });
      const alsoWrite = async () => {
        await tx.deleteFrom('app.par_values').where('SalesLocationId', '=', id).execute();
        await tx
          .insertInto('app.par_values')
          .values(values.map((v) => ({ SalesLocationId: id, ...v })))
          .execute();
      };
      return saveVersioned(tx, 'app.sales_locations', id, version, {}, { audit, alsoWrite });
    });
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'SalesLocation', action, changes };
  }
}
