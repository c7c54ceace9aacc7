import { Injectable } from '@nestjs/common';
import { type Address, type ClientSave, type Phone, searchText } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { likeText } from '../users/users.repository';
import { type Outcome, audit, bumpVersion, phoneView, replacePhones, setArchived } from './record-state';

@Injectable()
export class ClientsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async search(q: string | undefined, skip: number, take: number, clientTypeIds: number[], inactive: boolean) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.clients as c')
      .leftJoin('app.client_types as ct', 'ct.Id', 'c.ClientTypeId')
      .where('c.Archived', '=', inactive)
      .$if(clientTypeIds.length > 0, (qb) => qb.where('c.ClientTypeId', 'in', clientTypeIds))
      .$if(text !== undefined, (qb) => qb.where((eb) => eb.or([eb('c.Name', 'ilike', likeText(text!)), eb('c.Description', 'ilike', likeText(text!))])));
    const rows = await filtered
      .select([
        'c.Id',
        'c.Name',
        'c.Description',
        'c.ClientTypeId',
        'ct.Name as ClientType',
        'c.Archived',
        'c.Version',
        (eb) =>
          eb
            .selectFrom('app.venues as v')
            .whereRef('v.ClientId', '=', 'c.Id')
            .where('v.Archived', '=', false)
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('VenueCount'),
      ])
      .orderBy('c.Name')
      .orderBy('c.Id')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map((r) => ({ ...r, VenueCount: Number(r.VenueCount ?? 0) })), total: Number(total.n) };
  }

  clientTypes() {
    return this.db.selectFrom('app.client_types').select(['Id', 'Name']).orderBy('Id').execute();
  }

  async find(id: number) {
    const c = await this.db
      .selectFrom('app.clients as c')
      .leftJoin('app.client_types as ct', 'ct.Id', 'c.ClientTypeId')
      .leftJoin('app.addresses as a', 'a.Id', 'c.AddressId')
      .select([
        'c.Id',
        'c.Name',
        'c.Description',
        'c.ClientTypeId',
        'ct.Name as ClientTypeName',
        'c.AddressId',
        'c.Archived',
        'c.Version',
        'a.Line1',
        'a.Line2',
        'a.City',
        'a.StateId',
        'a.Zip',
      ])
      .where('c.Id', '=', id)
      .executeTakeFirst();
    if (!c) return undefined;
    const phones = await this.db
      .selectFrom('app.client_phones')
      .select(['Phone', 'Extension', 'IsPrimary', 'PhoneTypeId'])
      .where('ClientId', '=', id)
      .orderBy('Rank')
      .execute();
    const address: Address | null = c.AddressId
      ? { Line1: c.Line1 ?? '', Line2: c.Line2 ?? '', City: c.City ?? '', StateId: c.StateId ?? null, Zip: c.Zip ?? '' }
      : null;
    return {
      Id: c.Id,
      Name: c.Name,
      Description: c.Description,
      ClientTypeId: c.ClientTypeId,
      ClientType: c.ClientTypeId ? { Id: c.ClientTypeId, Name: c.ClientTypeName ?? '' } : null,
      ClientPhones: phones.map(phoneView),
      Address: address,
      AddressId: c.AddressId,
      Archived: c.Archived,
      Version: c.Version,
    };
  }

  async create(actorId: number, body: ClientSave): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const { Id: _id, Version: _v, ...values } = body;
      const row = await tx.insertInto('app.clients').values(values).returning('Id').executeTakeFirstOrThrow();
      await audit(tx, actorId, 'Client', row.Id, 'Create', values);
      return row.Id;
    });
  }

  update(actorId: number, body: ClientSave): Promise<Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const outcome = await bumpVersion(tx, 'app.clients', body.Id, body.Version);
      if (outcome !== 'saved') return outcome;
      const { Id, Version: _v, ...values } = body;
      await tx.updateTable('app.clients').set(values).where('Id', '=', Id).execute();
      await audit(tx, actorId, 'Client', Id, 'UpdateBasicInfo', values);
      return outcome;
    });
  }

  setArchived(actorId: number, id: number, archived: boolean, version?: number): Promise<Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const outcome = await setArchived(tx, 'app.clients', id, archived, version);
      if (outcome === 'saved') await audit(tx, actorId, 'Client', id, archived ? 'Archive' : 'Unarchive');
      return outcome;
    });
  }

  setPhones(actorId: number, id: number, version: number, phones: Phone[]): Promise<Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const outcome = await bumpVersion(tx, 'app.clients', id, version);
      if (outcome !== 'saved') return outcome;
      await replacePhones(tx, 'app.client_phones', { ClientId: id }, phones);
      await audit(tx, actorId, 'Client', id, 'UpdatePhones', { phones });
      return outcome;
    });
  }

  setAddress(actorId: number, id: number, version: number, address: Address): Promise<Outcome> {
    return this.db.transaction().execute(async (tx) => {
      const outcome = await bumpVersion(tx, 'app.clients', id, version);
      if (outcome !== 'saved') return outcome;
      const c = await tx.selectFrom('app.clients').select('AddressId').where('Id', '=', id).executeTakeFirstOrThrow();
      if (c.AddressId) await tx.updateTable('app.addresses').set(address).where('Id', '=', c.AddressId).execute();
      else {
        const a = await tx.insertInto('app.addresses').values(address).returning('Id').executeTakeFirstOrThrow();
        await tx.updateTable('app.clients').set({ AddressId: a.Id }).where('Id', '=', id).execute();
      }
      await audit(tx, actorId, 'Client', id, 'UpdateAddress', { address });
      return outcome;
    });
  }

  /** Deletes a client without venues; one with venues is archived instead (the answer says so). */
  delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'in-use'> {
    return this.db.transaction().execute(async (tx) => {
      const c = await tx.selectFrom('app.clients').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!c) return 'missing';
      const venue = await tx.selectFrom('app.venues').select('Id').where('ClientId', '=', id).limit(1).executeTakeFirst();
      if (venue) return 'in-use';
      await tx.deleteFrom('app.client_phones').where('ClientId', '=', id).execute();
      await tx.deleteFrom('app.client_notes').where('ClientId', '=', id).execute();
      await tx.deleteFrom('app.documents').where('OwnerType', '=', 'clients').where('OwnerId', '=', String(id)).execute();
      await tx.deleteFrom('app.clients').where('Id', '=', id).execute();
      await audit(tx, actorId, 'Client', id, 'Delete');
      return 'deleted';
    });
  }

  /** The client with its venues, theatres, sales locations and stations (archived ones included, flagged). */
  async tree(id: number) {
    const client = await this.db.selectFrom('app.clients').select(['Id', 'Name', 'Archived']).where('Id', '=', id).executeTakeFirst();
    if (!client) return undefined;
    const venues = await this.db.selectFrom('app.venues').select(['Id', 'Name', 'Code', 'Archived']).where('ClientId', '=', id).orderBy('Name').execute();
    const venueIds = venues.map((v) => v.Id);
    const theatres = venueIds.length
      ? await this.db
          .selectFrom('app.theatres')
          .select(['Id', 'VenueId', 'Name', 'Code', 'Archived'])
          .where('VenueId', 'in', venueIds)
          .orderBy('Name')
          .execute()
      : [];
    const theatreIds = theatres.map((t) => t.Id);
    const locations = theatreIds.length
      ? await this.db
          .selectFrom('app.sales_locations')
          .select(['Id', 'TheatreId', 'Name', 'Archived'])
          .where('TheatreId', 'in', theatreIds)
          .orderBy('Name')
          .execute()
      : [];
    const locationIds = locations.map((l) => l.Id);
    const stations = locationIds.length
      ? await this.db
          .selectFrom('app.stations')
          .select(['Id', 'SalesLocationId', 'Name', 'SerialNumber', 'IsInventoryStation', 'Archived'])
          .where('SalesLocationId', 'in', locationIds)
          .orderBy('Name')
          .execute()
      : [];
    return {
      ...client,
      Venues: venues.map((v) => ({
        ...v,
        Theatres: theatres
          .filter((t) => t.VenueId === v.Id)
          .map(({ VenueId: _v, ...t }) => ({
            ...t,
            SalesLocations: locations
              .filter((l) => l.TheatreId === t.Id)
              .map(({ TheatreId: _t, ...l }) => ({
                ...l,
                Stations: stations.filter((s) => s.SalesLocationId === l.Id).map(({ SalesLocationId: _s, ...s }) => s),
              })),
          })),
      })),
    };
  }

  // Notes: newest first (the side panel shows the latest 3).
  async notes(clientId: number, q: string | undefined, skip: number, take: number) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.client_notes')
      .where('ClientId', '=', clientId)
      .$if(text !== undefined, (qb) => qb.where((eb) => eb.or([eb('Title', 'ilike', likeText(text!)), eb('Content', 'ilike', likeText(text!))])));
    const rows = await filtered
      .select(['Id', 'ClientId', 'Title', 'Content', 'CreatedAt', 'Version'])
      .orderBy('CreatedAt', 'desc')
      .orderBy('Id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(total.n) };
  }

  async saveNote(actorId: number, clientId: number, note: { Id: number; Title: string; Content: string; Version: number }): Promise<number | Outcome> {
    return this.db.transaction().execute(async (tx) => {
      if (note.Id === 0) {
        const row = await tx
          .insertInto('app.client_notes')
          .values({ ClientId: clientId, Title: note.Title, Content: note.Content, CreatedBy: actorId })
          .returning('Id')
          .executeTakeFirstOrThrow();
        await audit(tx, actorId, 'ClientNote', row.Id, 'Create', { clientId });
        return row.Id;
      }
      const r = await tx
        .updateTable('app.client_notes')
        .set({ Title: note.Title, Content: note.Content, Version: (eb) => eb('Version', '+', 1) })
        .where('Id', '=', note.Id)
        .where('ClientId', '=', clientId)
        .where('Version', '=', note.Version)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) {
        const exists = await tx.selectFrom('app.client_notes').select('Id').where('Id', '=', note.Id).where('ClientId', '=', clientId).executeTakeFirst();
        return exists ? 'stale' : 'missing';
      }
      await audit(tx, actorId, 'ClientNote', note.Id, 'Update');
      return note.Id;
    });
  }

  note(id: number) {
    return this.db
      .selectFrom('app.client_notes')
      .select(['Id', 'ClientId', 'Title', 'Content', 'CreatedAt', 'Version'])
      .where('Id', '=', id)
      .executeTakeFirst();
  }

  async deleteNote(actorId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.deleteFrom('app.client_notes').where('Id', '=', id).executeTakeFirst();
      if (r.numDeletedRows === 0n) return false;
      await audit(tx, actorId, 'ClientNote', id, 'Delete');
      return true;
    });
  }
}
