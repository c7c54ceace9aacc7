import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type StationSave, searchText } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { likeText } from '../users/users.repository';
import { type Outcome, audit, bumpVersion, setArchived } from './record-state';

@Injectable()
export class StationsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async search(salesLocationId: number, q: string | undefined, skip: number, take: number, inactive: boolean) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.stations')
      .where('SalesLocationId', '=', salesLocationId)
      .where('Archived', '=', inactive)
      .$if(text !== undefined, (qb) => qb.where((eb) => eb.or([eb('Name', 'ilike', likeText(text!)), eb('SerialNumber', 'ilike', likeText(text!))])));
    const rows = await filtered
      .select(['Id', 'SalesLocationId', 'Name', 'SerialNumber', 'IsInventoryStation', 'Archived', 'Version'])
      .orderBy('Name')
      .orderBy('Id')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(total.n) };
  }

  find(id: number) {
    return this.db
      .selectFrom('app.stations as st')
      .innerJoin('app.sales_locations as s', 's.Id', 'st.SalesLocationId')
      .innerJoin('app.theatres as t', 't.Id', 's.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .select([
        'st.Id',
        'st.Name',
        'st.SerialNumber',
        'st.IsInventoryStation',
        'st.Archived',
        'st.Version',
        'st.SalesLocationId',
        's.Name as SalesLocationName',
        's.TheatreId',
        't.Name as TheatreName',
        't.VenueId',
        'v.Name as VenueName',
        'v.ClientId',
        'c.Name as ClientName',
      ])
      .where('st.Id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The inventory station is one per sales location: setting it clears the flag on the others
   * (moving their Version on, since their record changed).
   */
  private async claimInventory(tx: Tx, salesLocationId: number, stationId: number | null) {
    await tx
      .updateTable('app.stations')
      .set({ IsInventoryStation: false, Version: sql`"Version" + 1` })
      .where('SalesLocationId', '=', salesLocationId)
      .where('IsInventoryStation', '=', true)
      .$if(stationId !== null, (q) => q.where('Id', '!=', stationId!))
      .execute();
  }

  create(actorId: number, salesLocationId: number, body: StationSave): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      if (body.IsInventoryStation) await this.claimInventory(tx, salesLocationId, null);
      const row = await tx
        .insertInto('app.stations')
        .values({ SalesLocationId: salesLocationId, Name: body.Name, SerialNumber: body.SerialNumber, IsInventoryStation: body.IsInventoryStation })
        .returning('Id')
        .executeTakeFirstOrThrow();
      await audit(tx, actorId, 'Station', row.Id, 'Create', body);
      return row.Id;
    });
  }

  update(actorId: number, salesLocationId: number, body: StationSave): Promise<Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const outcome = await bumpVersion(tx, 'app.stations', body.Id, body.Version);
      if (outcome !== 'saved') return outcome;
      if (body.IsInventoryStation) await this.claimInventory(tx, salesLocationId, body.Id);
      await tx
        .updateTable('app.stations')
        .set({ Name: body.Name, SerialNumber: body.SerialNumber, IsInventoryStation: body.IsInventoryStation })
        .where('Id', '=', body.Id)
        .execute();
      await audit(tx, actorId, 'Station', body.Id, 'Update', body);
      return outcome;
    });
  }

  setArchived(actorId: number, id: number, archived: boolean, version?: number): Promise<Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const outcome = await setArchived(tx, 'app.stations', id, archived, version);
      if (outcome === 'saved') await audit(tx, actorId, 'Station', id, archived ? 'Archive' : 'Activate');
      return outcome;
    });
  }

  delete(actorId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.deleteFrom('app.stations').where('Id', '=', id).executeTakeFirst();
      if (r.numDeletedRows === 0n) return false;
      await audit(tx, actorId, 'Station', id, 'Delete');
      return true;
    });
  }
}
