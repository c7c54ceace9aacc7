import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type Station, type StationListItem, type StationSave, searchText } from '@intermission/contracts';
import { createVersioned, findPage, likeText, saveVersioned, writeAudit } from '@intermission/db';
import type { AuditEntry, Db, Page, PageRequest, SaveOutcome, Tx } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { InjectDb } from '../database/database.module';
import { findReferences, referencesText, settleReferences, StationReferences } from '../ledger/ledger-references';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { InjectEventStore } from '../ledger/ledger.tokens';

@Injectable()
export class StationsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly ledger: LedgerWriter,
    @InjectEventStore() private readonly store: EventStore,
  ) {}

  search(salesLocationId: number, q: string | undefined, page: PageRequest, inactive: boolean): Promise<Page<StationListItem>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.stations')
      .where('SalesLocationId', '=', salesLocationId)
      .where('Archived', '=', inactive)
      .$if(text !== undefined, (qb) => qb.where((eb) => eb.or([eb('Name', 'ilike', likeText(text!)), eb('SerialNumber', 'ilike', likeText(text!))])));
    return findPage(
      filtered,
      (qb) => qb.select(['Id', 'SalesLocationId', 'Name', 'SerialNumber', 'IsInventoryStation', 'Archived', 'Version']).orderBy('Name').orderBy('Id'),
      page,
    );
  }

  async find(id: number): Promise<Station | undefined> {
    const row = await this.db
      .selectFrom('app.stations as st')
      .leftJoin('app.station_sync as sy', 'sy.StationId', 'st.Id')
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
        'sy.LastSyncUtc',
        'sy.QueuePosition',
      ])
      .where('st.Id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const { LastSyncUtc, QueuePosition, ...station } = row;
    return {
      ...station,
      LastSyncUtc: LastSyncUtc === null ? null : new Date(LastSyncUtc).toISOString(),
      QueuePosition: QueuePosition === null ? null : Number(QueuePosition),
    };
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
      const values = { SalesLocationId: salesLocationId, Name: body.Name, SerialNumber: body.SerialNumber, IsInventoryStation: body.IsInventoryStation };
      return createVersioned(tx, 'app.stations', values, { audit: this.audit(actorId, 'Create', body) });
    });
  }

  update(actorId: number, salesLocationId: number, body: StationSave): Promise<SaveOutcome> {
    // Becoming the inventory station waits until the others let go (the unique index allows one).
    const values = { Name: body.Name, SerialNumber: body.SerialNumber, ...(body.IsInventoryStation ? {} : { IsInventoryStation: false }) };
    return this.db.transaction().execute((tx) =>
      saveVersioned(tx, 'app.stations', body.Id, body.Version, values, {
        audit: this.audit(actorId, 'Update', body),
        alsoWrite: async () => {
          if (!body.IsInventoryStation) return;
          await this.claimInventory(tx, salesLocationId, body.Id);
          await tx.updateTable('app.stations').set({ IsInventoryStation: true }).where('Id', '=', body.Id).execute();
        },
      }),
    );
  }

  setArchived(actorId: number, id: number, archived: boolean, version?: number): Promise<SaveOutcome> {
    const audit = this.audit(actorId, archived ? 'Archive' : 'Activate');
    return this.db.transaction().execute((tx) => saveVersioned(tx, 'app.stations', id, version, { Archived: archived }, { audit }));
  }

  /**
   * Deletes a station nothing on the ledger names; one with sales or cash box counts is refused
   * (`{ refused: 'sales and cash box counts' }`) and stays, to be archived instead.
   */
  async delete(actorId: number, id: number): Promise<'deleted' | 'missing' | { refused: string }> {
    await settleReferences(this.ledger, this.store, StationReferences);
    return this.db.transaction().execute(async (tx) => {
      if (!(await tx.selectFrom('app.stations').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst())) return 'missing';
      const refs = await findReferences({ tx }, StationReferences, [id]);
      if (refs.size) return { refused: referencesText(refs) };
      await tx.deleteFrom('app.stations').where('Id', '=', id).execute();
      await writeAudit(tx, { ...this.audit(actorId, 'Delete'), entityId: id });
      return 'deleted';
    });
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'Station', action, changes };
  }
}
