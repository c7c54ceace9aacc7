import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { searchText, type PosUser, type PosUserSave, type PosUserVenue } from '@intermission/contracts';
import { createVersioned, type Db, findPage, likeText, type Page, type PageRequest, type SaveOutcome, saveVersioned } from '@intermission/db';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { InjectDb } from '../database/database.module';
import { inScope } from '../access/venue-access';

/** A save of a POS user: its id and what the versioned save did, or why it was refused. */
export type PosSaveOutcome = { id: number; outcome: SaveOutcome } | { refused: 'pin-taken' | 'pin-needed' | 'no-venue' };

@Injectable()
export class PosUsersRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** A keyed digest of the PIN within its venue: unique per venue, never the PIN itself. */
  pinDigest(venueId: number, pin: string): string {
    return createHmac('sha256', this.config.pinSecret).update(`${venueId}:${pin}`).digest('hex');
  }

  private joined() {
    return this.db.selectFrom('app.pos_users as p').innerJoin('app.venues as v', 'v.Id', 'p.VenueId').innerJoin('app.clients as c', 'c.Id', 'v.ClientId');
  }

  private columns<T extends ReturnType<PosUsersRepository['joined']>>(qb: T) {
    return qb.select([
      'p.Id',
      'p.FirstName',
      'p.LastName',
      'p.VenueId',
      'v.Name as VenueName',
      'v.ClientId',
      'c.Name as ClientName',
      'p.UserId',
      'p.Archived',
      'p.Version',
    ]);
  }

  find(id: number): Promise<PosUser | undefined> {
    return this.columns(this.joined()).where('p.Id', '=', id).executeTakeFirst();
  }

  /** `scope`: the venues the caller may read (null every one). */
  search(
    q: string | undefined,
    page: PageRequest,
    venueId: number | undefined,
    includeArchived: boolean,
    scope: readonly number[] | null = null,
  ): Promise<Page<PosUser>> {
    const text = searchText(q);
    const filtered = this.joined()
      .$if(scope !== null, (qb) => qb.where(inScope(scope, 'p.VenueId')))
      .$if(!includeArchived, (qb) => qb.where('p.Archived', '=', false))
      .$if(venueId !== undefined, (qb) => qb.where('p.VenueId', '=', venueId!))
      .$if(text !== undefined, (qb) => qb.where(sql<string>`p."FirstName" || ' ' || p."LastName" || ' ' || v."Name"`, 'ilike', likeText(text!)));
    return findPage(filtered, (qb) => this.columns(qb).orderBy('p.LastName').orderBy('p.FirstName').orderBy('p.Id'), page);
  }

  venues(scope: readonly number[] | null = null): Promise<PosUserVenue[]> {
    return this.db
      .selectFrom('app.venues as v')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .select(['v.Id', 'v.Name', 'c.Name as ClientName'])
      .where('v.Archived', '=', false)
      .$if(scope !== null, (qb) => qb.where(inScope(scope, 'v.Id')))
      .orderBy('c.Name')
      .orderBy('v.Name')
      .execute();
  }

  posUserIdOf(userId: number) {
    return this.db.selectFrom('app.pos_users').select('Id').where('UserId', '=', userId).where('Archived', '=', false).orderBy('Id').executeTakeFirst();
  }

  async save(actorId: number, body: PosUserSave, pin?: string): Promise<PosSaveOutcome> {
    if (!(await this.db.selectFrom('app.venues').select('Id').where('Id', '=', body.VenueId).executeTakeFirst())) return { refused: 'no-venue' };
    return this.db
      .transaction()
      .execute(async (tx) => {
        const values = { FirstName: body.FirstName, LastName: body.LastName, VenueId: body.VenueId, UserId: body.UserId };
        if (body.Id === 0) {
          const id = await createVersioned(
            tx,
            'app.pos_users',
            { ...values, PinDigest: this.pinDigest(body.VenueId, pin!) },
            { audit: { actorId, entity: 'PosUser', changes: values } },
          );
          return { id, outcome: 'saved' as const };
        }
        // Missing and stale are answered before the venue rule, as the versioned save would.
        const current = await tx.selectFrom('app.pos_users').select(['Version', 'VenueId']).where('Id', '=', body.Id).forUpdate().executeTakeFirst();
        if (!current) return { id: body.Id, outcome: 'missing' as const };
        if (current.Version !== body.Version) return { id: body.Id, outcome: 'stale' as const };
        // Moving to another venue keeps the PIN only through a new PIN update; the digest is per venue.
        if (current.VenueId !== body.VenueId && !pin) return { refused: 'pin-needed' as const };
        const patch = { ...values, ...(pin ? { PinDigest: this.pinDigest(body.VenueId, pin) } : {}) };
        const outcome = await saveVersioned(tx, 'app.pos_users', body.Id, body.Version, patch, {
          audit: { actorId, entity: 'PosUser', action: 'Update', changes: values },
        });
        return { id: body.Id, outcome };
      })
      .catch((e: { code?: string; constraint?: string }): PosSaveOutcome => {
        if (e.code === '23505' && e.constraint === 'pos_users_venue_pin_uq') return { refused: 'pin-taken' };
        throw e;
      });
  }

  async setPin(actorId: number, id: number, pin: string): Promise<SaveOutcome | 'pin-taken'> {
    const user = await this.db.selectFrom('app.pos_users').select('VenueId').where('Id', '=', id).executeTakeFirst();
    if (!user) return 'missing';
    return this.set(actorId, id, { PinDigest: this.pinDigest(user.VenueId, pin) }, 'UpdatePin').catch((e: { code?: string }) => {
      if (e.code === '23505') return 'pin-taken' as const;
      throw e;
    });
  }

  setArchived(actorId: number, id: number, archived: boolean): Promise<SaveOutcome> {
    return this.set(actorId, id, { Archived: archived }, archived ? 'Deactivate' : 'Activate');
  }

  /** A change that needs no Version (the flag or the PIN is the whole change); it still moves the Version on. */
  private set(actorId: number, id: number, patch: { Archived?: boolean; PinDigest?: string }, action: string): Promise<SaveOutcome> {
    return this.db.transaction().execute((tx) => saveVersioned(tx, 'app.pos_users', id, undefined, patch, { audit: { actorId, entity: 'PosUser', action } }));
  }
}
