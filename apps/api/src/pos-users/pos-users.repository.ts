import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { searchText, type PosUser, type PosUserSave } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { InjectDb } from '../database/database.module';
import { likeText } from '../users/users.repository';

export type PosSaveOutcome = { ok: true; id: number } | { ok: false; reason: 'stale' | 'missing' | 'pin-taken' | 'pin-needed' | 'no-venue' };

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

  private base() {
    return this.db
      .selectFrom('app.pos_users as p')
      .innerJoin('app.venues as v', 'v.Id', 'p.VenueId')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .select([
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
    return this.base().where('p.Id', '=', id).executeTakeFirst();
  }

  async search(q: string | undefined, skip: number, take: number, venueId: number | undefined, includeArchived: boolean) {
    const text = searchText(q);
    const filtered = this.base()
      .$if(!includeArchived, (qb) => qb.where('p.Archived', '=', false))
      .$if(venueId !== undefined, (qb) => qb.where('p.VenueId', '=', venueId!))
      .$if(text !== undefined, (qb) => qb.where(sql<string>`p."FirstName" || ' ' || p."LastName" || ' ' || v."Name"`, 'ilike', likeText(text!)));
    const rows = await filtered.orderBy('p.LastName').orderBy('p.FirstName').orderBy('p.Id').offset(skip).limit(take).execute();
    const total = await this.db
      .selectFrom(filtered.as('f'))
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(total.n) };
  }

  venues() {
    return this.db
      .selectFrom('app.venues as v')
      .innerJoin('app.clients as c', 'c.Id', 'v.ClientId')
      .select(['v.Id', 'v.Name', 'c.Name as ClientName'])
      .where('v.Archived', '=', false)
      .orderBy('c.Name')
      .orderBy('v.Name')
      .execute();
  }

  posUserIdOf(userId: number) {
    return this.db.selectFrom('app.pos_users').select('Id').where('UserId', '=', userId).where('Archived', '=', false).orderBy('Id').executeTakeFirst();
  }

  async save(actorId: number, body: PosUserSave, pin?: string): Promise<PosSaveOutcome> {
    if (!(await this.db.selectFrom('app.venues').select('Id').where('Id', '=', body.VenueId).executeTakeFirst())) return { ok: false, reason: 'no-venue' };
    return this.db
      .transaction()
      .execute(async (tx) => {
        const values = { FirstName: body.FirstName, LastName: body.LastName, VenueId: body.VenueId, UserId: body.UserId };
        let id = body.Id;
        if (id === 0) {
          id = (
            await tx
              .insertInto('app.pos_users')
              .values({ ...values, PinDigest: this.pinDigest(body.VenueId, pin!) })
              .returning('Id')
              .executeTakeFirstOrThrow()
          ).Id;
        } else {
          const current = await tx.selectFrom('app.pos_users').select(['Version', 'VenueId']).where('Id', '=', id).forUpdate().executeTakeFirst();
          if (!current) return { ok: false, reason: 'missing' } as const;
          if (current.Version !== body.Version) return { ok: false, reason: 'stale' } as const;
          // Moving to another venue keeps the PIN only through a new PIN update; the digest is per venue.
          if (current.VenueId !== body.VenueId && !pin) return { ok: false, reason: 'pin-needed' } as const;
          await tx
            .updateTable('app.pos_users')
            .set({ ...values, ...(pin ? { PinDigest: this.pinDigest(body.VenueId, pin) } : {}), Version: sql`"Version" + 1` })
            .where('Id', '=', id)
            .execute();
        }
        await tx
          .insertInto('app.audit_log')
          .values({ UserId: actorId, Entity: 'PosUser', EntityId: String(id), Action: body.Id === 0 ? 'Create' : 'Update', Changes: JSON.stringify(values) })
          .execute();
        return { ok: true, id } as const;
      })
      .catch((e: { code?: string; constraint?: string }) => {
        if (e.code === '23505' && e.constraint === 'pos_users_venue_pin_uq') return { ok: false, reason: 'pin-taken' } as const;
        throw e;
      });
  }

  async setPin(actorId: number, id: number, pin: string): Promise<'saved' | 'missing' | 'pin-taken'> {
    const user = await this.db.selectFrom('app.pos_users').select('VenueId').where('Id', '=', id).executeTakeFirst();
    if (!user) return 'missing';
    return this.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .updateTable('app.pos_users')
          .set({ PinDigest: this.pinDigest(user.VenueId, pin), Version: sql`"Version" + 1` })
          .where('Id', '=', id)
          .execute();
        await tx
          .insertInto('app.audit_log')
          .values({ UserId: actorId, Entity: 'PosUser', EntityId: String(id), Action: 'UpdatePin', Changes: JSON.stringify({}) })
          .execute();
        return 'saved' as const;
      })
      .catch((e: { code?: string }) => {
        if (e.code === '23505') return 'pin-taken' as const;
        throw e;
      });
  }

  async setArchived(actorId: number, id: number, archived: boolean): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('app.pos_users')
        .set({ Archived: archived, Version: sql`"Version" + 1` })
        .where('Id', '=', id)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) return false;
      await tx
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'PosUser', EntityId: String(id), Action: archived ? 'Deactivate' : 'Activate', Changes: JSON.stringify({}) })
        .execute();
      return true;
    });
  }
}
