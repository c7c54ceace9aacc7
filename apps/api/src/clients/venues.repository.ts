import { Injectable } from '@nestjs/common';
import {
  type Phone,
  type Venue,
  type VenueGoodListItem,
  type VenueListItem,
  type VenueManagerOption,
  type VenueSave,
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
import type { EventStore } from '@intermission/eventstore';
import { InjectDb } from '../database/database.module';
import { findReferences, PosUserReferences, referencesText, settleReferences } from '../ledger/ledger-references';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { InjectEventStore } from '../ledger/ledger.tokens';
import { syncVenueInventoryLocations } from '../stock/locations/stock-locations.sync';
import { dateOnly } from './date-only';
import { readPhones, replacePhones } from '../common/contacts';
import { stockMovedAt } from './stock-moved-at';
import { inScope } from '../access/venue-access';

const fullName = (u: { FirstName: string | null; LastName: string | null } | undefined) => (u ? `${u.FirstName ?? ''} ${u.LastName ?? ''}`.trim() : '');

@Injectable()
export class VenuesRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly ledger: LedgerWriter,
    @InjectEventStore() private readonly store: EventStore,
  ) {}

  /** Venues of one client, or of every client (the cross-client list) when clientId is null. */
  /** `scope`: the venues the caller may read (null every one). */
  search(
    clientId: number | null,
    q: string | undefined,
    page: PageRequest,
    inactive: boolean,
    scope: readonly number[] | null = null,
  ): Promise<Page<VenueListItem>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.venues as v')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .where('v.Archived', '=', inactive)
      .$if(scope !== null, (qb) => qb.where(inScope(scope, 'v.Id')))
      .$if(clientId !== null, (qb) => qb.where('v.ClientId', '=', clientId!))
      .$if(text !== undefined, (qb) =>
        qb.where((eb) => eb.or([eb('v.Name', 'ilike', likeText(text!)), eb('v.Code', 'ilike', likeText(text!)), eb('c.Name', 'ilike', likeText(text!))])),
      );
    return findPage(
      filtered,
      (qb) =>
        qb
          .leftJoin('app.users as m', 'm.Id', 'v.ManagerId')
          .select(['v.Id', 'v.Name', 'v.Code', 'v.ClientId', 'c.Name as ClientName', 'v.ManagerId', 'm.FirstName', 'm.LastName', 'v.Archived', 'v.Version'])
          .orderBy('v.Name')
          .orderBy('v.Id'),
      page,
    ).then(({ rows, total }) => ({
      rows: rows.map(({ FirstName, LastName, ...r }) => ({ ...r, ManagerName: r.ManagerId ? fullName({ FirstName, LastName }) : null })),
      total,
    }));
  }

  async find(venueId: number): Promise<Venue | undefined> {
    const v = await this.db
      .selectFrom('app.venues as v')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .leftJoin('app.users as m', 'm.Id', 'v.ManagerId')
      .leftJoin('app.managed_items as tr', 'tr.Id', 'v.TaxRateId')
      .leftJoin('app.menus as mn', 'mn.Id', 'v.MenuId')
      .select([
        'v.Id',
        'v.Name',
        'v.Code',
        'v.TimeZone',
        'v.Archived',
        'v.ClientId',
        'c.Name as ClientName',
        'c.Archived as ClientArchived',
        'v.ManagerId',
        'm.FirstName',
        'm.LastName',
        'v.TaxRateId',
        'tr.Name as TaxRateName',
        'tr.Rate as TaxRate',
        'v.MenuId',
        'mn.Name as MenuName',
        'v.BackupManagerExpDate',
        'v.Version',
      ])
      .where('v.Id', '=', venueId)
      .executeTakeFirst();
    if (!v) return undefined;
    const phones = await readPhones(this.db, 'venue', venueId);
    const backups = await this.db
      .selectFrom('app.venue_backup_managers as b')
      .innerJoin('app.users as u', 'u.Id', 'b.UserId')
      .select(['b.Id', 'b.UserId', 'b.VenueId', 'b.ExpDate', 'u.FirstName', 'u.LastName'])
      .where('b.VenueId', '=', venueId)
      .orderBy('u.LastName')
      .orderBy('u.FirstName')
      .execute();
    return {
      Id: v.Id,
      Name: v.Name,
      Code: v.Code,
      TimeZone: v.TimeZone,
      Archived: v.Archived,
      ClientId: v.ClientId,
      Client: { Id: v.ClientId, Name: v.ClientName, Archived: v.ClientArchived },
      ManagerId: v.ManagerId,
      Manager: v.ManagerId ? { Id: v.ManagerId, Name: fullName(v) } : null,
      TaxRateId: v.TaxRateId,
      TaxRate: v.TaxRateId ? { Id: v.TaxRateId, Name: v.TaxRateName ?? '', Rate: v.TaxRate } : null,
      MenuId: v.MenuId,
      Menu: v.MenuId ? { Id: v.MenuId, Name: v.MenuName ?? '' } : null,
      BackupManagerExpDate: dateOnly(v.BackupManagerExpDate),
      VenuePhones: phones,
      BackupManagers: backups.map((b) => ({
        Id: b.Id,
        UserId: b.UserId,
        VenueId: b.VenueId,
        ExpDate: dateOnly(b.ExpDate),
        Name: fullName(b),
      })),
      Version: v.Version,
    };
  }

  /** Checks a venue's references; field errors by name. */
  async invalid(body: VenueSave): Promise<Record<string, string[]>> {
    const invalid: Record<string, string[]> = {};
    const tax = await this.db.selectFrom('app.managed_items').select('Id').where('Id', '=', body.TaxRateId).where('List', '=', 'taxRates').executeTakeFirst();
    if (!tax) invalid.TaxRateId = ['Tax Rate is required'];
    if (body.ManagerId !== null && !(await this.db.selectFrom('app.users').select('Id').where('Id', '=', body.ManagerId).executeTakeFirst()))
      invalid.ManagerId = ['Not a user'];
    if (body.MenuId !== null && !(await this.db.selectFrom('app.menus').select('Id').where('Id', '=', body.MenuId).executeTakeFirst()))
      invalid.MenuId = ['Not a menu'];
    return invalid;
  }

  create(actorId: number, clientId: number, body: VenueSave): Promise<number> {
    const { Id: _id, Version: _v, ...values } = body;
    const audit = this.audit(actorId, 'Create', values);
    return this.db
      .transaction()
      .execute((tx) => createVersioned(tx, 'app.venues', { ...values, ClientId: clientId }, { audit, addParts: (id) => syncVenueInventoryLocations(tx, id) }));
  }

  update(actorId: number, body: VenueSave): Promise<SaveOutcome> {
    const { Id, Version, ...values } = body;
    return this.db.transaction().execute((tx) =>
      saveVersioned(tx, 'app.venues', Id, Version, values, {
        audit: this.audit(actorId, 'UpdateBasicInfo', values),
        alsoWrite: async () => {
          // The venue's manager is not also its backup.
          if (values.ManagerId !== null)
            await tx.deleteFrom('app.venue_backup_managers').where('VenueId', '=', Id).where('UserId', '=', values.ManagerId).execute();
          await syncVenueInventoryLocations(tx, Id);
        },
      }),
    );
  }

  setArchived(actorId: number, id: number, archived: boolean, version?: number): Promise<SaveOutcome> {
    const audit = this.audit(actorId, archived ? 'Archive' : 'Activate');
    return this.db
      .transaction()
      .execute((tx) => saveVersioned(tx, 'app.venues', id, version, { Archived: archived }, { audit, alsoWrite: () => syncVenueInventoryLocations(tx, id) }));
  }

  setPhones(actorId: number, id: number, version: number, phones: Phone[]): Promise<SaveOutcome> {
    const audit = this.audit(actorId, 'UpdatePhones', { phones });
    return this.db.transaction().execute((tx) => {
      const alsoWrite = () => replacePhones(tx, 'venue', id, phones);
      return saveVersioned(tx, 'app.venues', id, version, {}, { audit, alsoWrite });
    });
  }

  /** Replaces the backup managers; 'manager' when the venue's own manager is among them. */
  setBackups(
    actorId: number,
    id: number,
    version: number,
    backups: { UserId: number; ExpDate: string | null }[],
  ): Promise<SaveOutcome | 'manager' | 'unknown-user'> {
    return this.db.transaction().execute(async (tx) => {
      const venue = await tx.selectFrom('app.venues').select('ManagerId').where('Id', '=', id).executeTakeFirst();
      if (venue && venue.ManagerId !== null && backups.some((b) => b.UserId === venue.ManagerId)) return 'manager' as const;
      if (backups.length) {
        const userIds = backups.map((b) => b.UserId);
        const known = await tx.selectFrom('app.users').select('Id').where('Id', 'in', userIds).execute();
        if (known.length !== backups.length) return 'unknown-user' as const;
      }
      const audit = this.audit(actorId, 'UpdateBackups', { backups });
      const alsoWrite = async () => {
        await tx.deleteFrom('app.venue_backup_managers').where('VenueId', '=', id).execute();
        if (backups.length)
          await tx
            .insertInto('app.venue_backup_managers')
            .values(backups.map((b) => ({ VenueId: id, UserId: b.UserId, ExpDate: b.ExpDate })))
            .execute();
      };
      return saveVersioned(tx, 'app.venues', id, version, {}, { audit, alsoWrite });
    });
  }

  /** Deletes a venue that has no theatres, coupons, stock movements or patrons room revenue; otherwise 'in-use' (archive it). */
  /**
   * Deletes a venue with nothing under it. Its POS users hold it too (they are never deleted): one
   * the ledger names refuses with what names it (`{ refused: 'sales' }`, a POS user's sales may be
   * at another venue of the client), any other is 'in-use'.
   */
  async delete(actorId: number, id: number): Promise<'deleted' | 'missing' | 'in-use' | { refused: string }> {
    await settleReferences(this.ledger, this.store, PosUserReferences);
    return this.db.transaction().execute(async (tx) => {
      const v = await tx.selectFrom('app.venues').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!v) return 'missing';
      const posUsers = (await tx.selectFrom('app.pos_users').select('Id').where('VenueId', '=', id).forUpdate().execute()).map((p) => p.Id);
      const refs = await findReferences({ tx }, PosUserReferences, posUsers);
      if (refs.size) return { refused: referencesText(refs) };
      if (posUsers.length) return 'in-use';
      const theatre = await tx.selectFrom('app.theatres').select('Id').where('VenueId', '=', id).limit(1).executeTakeFirst();
      const coupon = await tx.selectFrom('app.coupons').select('Id').where('VenueId', '=', id).limit(1).executeTakeFirst();
      const own = await tx.selectFrom('app.inventory_locations').select('Id').where('VenueId', '=', id).execute();
      // Patrons room revenue keeps its location (and so the venue) as stock movements do.
      const revenue = await tx
        .selectFrom('app.patrons_room_revenue')
        .select('Id')
        .where('InventoryLocationId', 'in', [0, ...own.map((l) => l.Id)])
        .limit(1)
        .executeTakeFirst();
      if (
        theatre ||
        coupon ||
        revenue ||
        (await stockMovedAt(
          tx,
          own.map((l) => l.Id),
        ))
      )
        return 'in-use';
      await tx.deleteFrom('app.venues').where('Id', '=', id).execute();
      await writeAudit(tx, { ...this.audit(actorId, 'Delete'), entityId: id });
      return 'deleted';
    });
  }

  /** People who may manage a venue: staff users with access, by name. */
  async managers(): Promise<VenueManagerOption[]> {
    const rows = await this.db
      .selectFrom('app.users')
      .select(['Id', 'FirstName', 'LastName', 'Email'])
      .where('HasAccess', '=', true)
      .orderBy('LastName')
      .orderBy('FirstName')
      .execute();
    return rows.map((u) => ({ Id: u.Id, Name: fullName(u), Email: u.Email }));
  }

  async goods(venueId: number, q: string | undefined, page: PageRequest): Promise<Page<VenueGoodListItem>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.venue_goods as vg')
      .innerJoin('app.goods as g', 'g.Id', 'vg.GoodId')
      .leftJoin('app.good_categories as c', 'c.Id', 'g.CategoryId')
      .where('vg.VenueId', '=', venueId)
      .$if(text !== undefined, (qb) => qb.where('g.Name', 'ilike', likeText(text!)));
    const { rows, total } = await findPage(
      filtered,
      (qb) =>
        qb.select(['g.Id', 'g.Name', 'c.Name as CategoryName', 'g.Tracked', 'g.Archived', 'vg.AddedAt']).orderBy('vg.AddedAt', 'desc').orderBy('g.Id', 'desc'),
      page,
    );
    return { rows: rows.map((r) => ({ ...r, AddedAt: new Date(r.AddedAt).toISOString() })), total };
  }

  /** When the good was added to the venue, or undefined when it is not one of the venue's goods. */
  async goodAddedAt(venueId: number, goodId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('app.venue_goods').select('AddedAt').where('VenueId', '=', venueId).where('GoodId', '=', goodId).executeTakeFirst();
    return row && new Date(row.AddedAt).toISOString();
  }

  async addGoods(actorId: number, venueId: number, goodIds: number[]): Promise<'ok' | 'unknown-good'> {
    return this.db.transaction().execute(async (tx) => {
      const known = await tx.selectFrom('app.goods').select('Id').where('Id', 'in', goodIds).execute();
      if (known.length !== new Set(goodIds).size) return 'unknown-good' as const;
      await tx
        .insertInto('app.venue_goods')
        .values(goodIds.map((GoodId) => ({ VenueId: venueId, GoodId })))
        .onConflict((oc) => oc.columns(['VenueId', 'GoodId']).doNothing())
        .execute();
      await writeAudit(tx, { ...this.audit(actorId, 'AddGoods', { goodIds }), entityId: venueId });
      return 'ok' as const;
    });
  }

  async removeGood(actorId: number, venueId: number, goodId: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.deleteFrom('app.venue_goods').where('VenueId', '=', venueId).where('GoodId', '=', goodId).executeTakeFirst();
      if (r.numDeletedRows === 0n) return false;
      await writeAudit(tx, { ...this.audit(actorId, 'RemoveGood', { goodId }), entityId: venueId });
      return true;
    });
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'Venue', action, changes };
  }
}
