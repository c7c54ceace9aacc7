import { Injectable } from '@nestjs/common';
import {
  type Address,
  type Client,
  type ClientListItem,
  type ClientNote,
  type ClientSave,
  type ClientTree,
  type IdName,
  type Phone,
  searchText,
} from '@intermission/contracts';
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
import { InjectDb } from '../database/database.module';
import { addressAnswer, deletePhones, readPhones, replacePhones, saveAddress } from '../common/contacts';
import { inScope } from '../access/venue-access';

/** A note as saved: its Id and Version, or 0 for a new one. */
export interface NoteSave {
  Id: number;
  Title: string;
  Content: string;
  Version: number;
}

@Injectable()
export class ClientsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** `scope`: the venues the caller may read (null every one); a client is listed when one of its venues is. */
  search(
    q: string | undefined,
    page: PageRequest,
    clientTypeIds: number[],
    inactive: boolean,
    scope: readonly number[] | null = null,
  ): Promise<Page<ClientListItem>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.clients as c')
      .leftJoin('app.client_types as ct', 'ct.Id', 'c.ClientTypeId')
      .where('c.Archived', '=', inactive)
      .$if(scope !== null, (qb) =>
        qb.where((eb) => eb.exists(eb.selectFrom('app.venues as sv').select('sv.Id').whereRef('sv.ClientId', '=', 'c.Id').where(inScope(scope, 'sv.Id')))),
      )
      .$if(clientTypeIds.length > 0, (qb) => qb.where('c.ClientTypeId', 'in', clientTypeIds))
      .$if(text !== undefined, (qb) => qb.where((eb) => eb.or([eb('c.Name', 'ilike', likeText(text!)), eb('c.Description', 'ilike', likeText(text!))])));
    return findPage(
      filtered,
      (qb) =>
        qb
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
                .select((e) => e.fn.countAll<number>().as('n'))
                .as('VenueCount'),
          ])
          .orderBy('c.Name')
          .orderBy('c.Id'),
      page,
    ).then(({ rows, total }) => ({ rows: rows.map((r) => ({ ...r, VenueCount: Number(r.VenueCount ?? 0) })), total }));
  }

  clientTypes(): Promise<IdName[]> {
    return this.db.selectFrom('app.client_types').select(['Id', 'Name']).orderBy('Id').execute();
  }

  async find(id: number): Promise<Client | undefined> {
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
    const phones = await readPhones(this.db, 'client', id);
    return {
      Id: c.Id,
      Name: c.Name,
      Description: c.Description,
      ClientTypeId: c.ClientTypeId,
      ClientType: c.ClientTypeId ? { Id: c.ClientTypeId, Name: c.ClientTypeName ?? '' } : null,
      ClientPhones: phones,
      Address: addressAnswer(c),
      AddressId: c.AddressId,
      Archived: c.Archived,
      Version: c.Version,
    };
  }

  async create(actorId: number, body: ClientSave): Promise<number> {
    const { Id: _id, Version: _v, ...values } = body;
    return this.db.transaction().execute((tx) => createVersioned(tx, 'app.clients', values, { audit: this.audit(actorId, 'Create', values) }));
  }

  update(actorId: number, body: ClientSave): Promise<SaveOutcome> {
    const { Id, Version, ...values } = body;
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.clients', Id, Version, values, { audit: this.audit(actorId, 'UpdateBasicInfo', values) }));
  }

  setArchived(actorId: number, id: number, archived: boolean, version?: number): Promise<SaveOutcome> {
    const audit = this.audit(actorId, archived ? 'Archive' : 'Unarchive');
    return this.db.transaction().execute((tx) => saveVersioned(tx, 'app.clients', id, version, { Archived: archived }, { audit }));
  }

  setPhones(actorId: number, id: number, version: number, phones: Phone[]): Promise<SaveOutcome> {
    const audit = this.audit(actorId, 'UpdatePhones', { phones });
    return this.db.transaction().execute((tx) => {
      const alsoWrite = () => replacePhones(tx, 'client', id, phones);
      return saveVersioned(tx, 'app.clients', id, version, {}, { audit, alsoWrite });
    });
  }

  setAddress(actorId: number, id: number, version: number, address: Address): Promise<SaveOutcome> {
    const audit = this.audit(actorId, 'UpdateAddress', { address });
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.clients', id, version, {}, { audit, alsoWrite: () => saveAddress(tx, 'app.clients', id, address) }));
  }

  /** Deletes a client without venues; one with venues is archived instead (the answer says so). */
  delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'in-use'> {
    return this.db.transaction().execute(async (tx) => {
      const c = await tx.selectFrom('app.clients').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!c) return 'missing';
      const venue = await tx.selectFrom('app.venues').select('Id').where('ClientId', '=', id).limit(1).executeTakeFirst();
      if (venue) return 'in-use';
      await deletePhones(tx, 'client', id);
      await tx.deleteFrom('app.client_notes').where('ClientId', '=', id).execute();
      await tx.deleteFrom('app.documents').where('OwnerType', '=', 'clients').where('OwnerId', '=', String(id)).execute();
      await tx.deleteFrom('app.clients').where('Id', '=', id).execute();
      await writeAudit(tx, { ...this.audit(actorId, 'Delete'), entityId: id });
      return 'deleted';
    });
  }

  /** The client with its venues, theatres, sales locations and stations (archived ones included, flagged). */
  async tree(id: number): Promise<ClientTree | undefined> {
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
  async notes(clientId: number, q: string | undefined, page: PageRequest): Promise<Page<ClientNote>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.client_notes')
      .where('ClientId', '=', clientId)
      .$if(text !== undefined, (qb) => qb.where((eb) => eb.or([eb('Title', 'ilike', likeText(text!)), eb('Content', 'ilike', likeText(text!))])));
    const { rows, total } = await findPage(
      filtered,
      (qb) => qb.select(['Id', 'ClientId', 'Title', 'Content', 'CreatedAt', 'Version']).orderBy('CreatedAt', 'desc').orderBy('Id', 'desc'),
      page,
    );
    return { rows: rows.map(noteAnswer), total };
  }

  /** Adds a note (Id 0) or saves one of this client on its Version: the note's Id, or why not. */
  async saveNote(actorId: number, clientId: number, note: NoteSave): Promise<{ id: number; outcome: SaveOutcome }> {
    return this.db.transaction().execute(async (tx) => {
      if (note.Id === 0) {
        const row = await tx
          .insertInto('app.client_notes')
          .values({ ClientId: clientId, Title: note.Title, Content: note.Content, CreatedBy: actorId })
          .returning('Id')
          .executeTakeFirstOrThrow();
        await writeAudit(tx, { actorId, entity: 'ClientNote', entityId: row.Id, action: 'Create', changes: { clientId } });
        return { id: row.Id, outcome: 'saved' as const };
      }
      const ofClient = await tx.selectFrom('app.client_notes').select('Id').where('Id', '=', note.Id).where('ClientId', '=', clientId).executeTakeFirst();
      if (!ofClient) return { id: note.Id, outcome: 'missing' as const };
      const outcome = await saveVersioned(
        tx,
        'app.client_notes',
        note.Id,
        note.Version,
        { Title: note.Title, Content: note.Content },
        { audit: { actorId, entity: 'ClientNote', action: 'Update' } },
      );
      return { id: note.Id, outcome };
    });
  }

  async note(id: number): Promise<ClientNote | undefined> {
    const row = await this.db
      .selectFrom('app.client_notes')
      .select(['Id', 'ClientId', 'Title', 'Content', 'CreatedAt', 'Version'])
      .where('Id', '=', id)
      .executeTakeFirst();
    return row && noteAnswer(row);
  }

  async deleteNote(actorId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.deleteFrom('app.client_notes').where('Id', '=', id).executeTakeFirst();
      if (r.numDeletedRows === 0n) return false;
      await writeAudit(tx, { actorId, entity: 'ClientNote', entityId: id, action: 'Delete' });
      return true;
    });
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'Client', action, changes };
  }
}

const noteAnswer = (n: Omit<ClientNote, 'CreatedAt'> & { CreatedAt: Date | string }): ClientNote => ({ ...n, CreatedAt: new Date(n.CreatedAt).toISOString() });
