import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { IpRange, IpRangeSave } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';

function toRange(r: { Id: number; Name: string; StartIp: string; EndIp: string; Version: number }): IpRange {
  const from = r.StartIp.split('.');
  const to = r.EndIp.split('.');
  const v4 = from.length === 4 && to.length === 4;
  const n = (s: string | undefined) => (v4 && s !== undefined ? Number(s) : null);
  return { ...r, FromOctet1: n(from[0]), FromOctet2: n(from[1]), FromOctet3: n(from[2]), FromOctet4: n(from[3]), ToOctet4: n(to[3]) };
}

@Injectable()
export class IpRangesRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private select() {
    return this.db
      .selectFrom('app.ip_ranges')
      .select(['Id', 'Name', sql<string>`host("StartIp")`.as('StartIp'), sql<string>`host("EndIp")`.as('EndIp'), 'Version']);
  }

  async list(): Promise<IpRange[]> {
    return (await this.select().orderBy('StartIp').orderBy('Id').execute()).map(toRange);
  }

  async find(id: number): Promise<IpRange | undefined> {
    const row = await this.select().where('Id', '=', id).executeTakeFirst();
    return row && toRange(row);
  }

  async save(actorId: number, body: IpRangeSave): Promise<{ ok: true; id: number } | { ok: false; reason: 'stale' | 'missing' }> {
    const prefix = `${body.FromOctet1}.${body.FromOctet2}.${body.FromOctet3}`;
    const values = {
      Name: body.Name || `${prefix}.${body.FromOctet4}-${body.ToOctet4}`,
      StartIp: `${prefix}.${body.FromOctet4}`,
      EndIp: `${prefix}.${body.ToOctet4}`,
    };
    return this.db.transaction().execute(async (tx) => {
      let id = body.Id;
      if (id === 0) id = (await tx.insertInto('app.ip_ranges').values(values).returning('Id').executeTakeFirstOrThrow()).Id;
      else {
        const r = await tx
          .updateTable('app.ip_ranges')
          .set({ ...values, Version: sql`"Version" + 1` })
          .where('Id', '=', id)
          .where('Version', '=', body.Version)
          .executeTakeFirst();
        if (r.numUpdatedRows === 0n) {
          const exists = await tx.selectFrom('app.ip_ranges').select('Id').where('Id', '=', id).executeTakeFirst();
          return { ok: false, reason: exists ? 'stale' : 'missing' } as const;
        }
      }
      await tx
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'IpRange', EntityId: String(id), Action: body.Id === 0 ? 'Create' : 'Update', Changes: JSON.stringify(values) })
        .execute();
      return { ok: true, id } as const;
    });
  }

  /** Refuses to remove the last range that admits the caller's own address (it would lock them out). */
  delete(actorId: number, id: number, callerIp: string): Promise<'deleted' | 'missing' | 'locks-out'> {
    return this.db
      .transaction()
      .execute(async (tx) => {
        await sql`LOCK TABLE app.ip_ranges IN SHARE ROW EXCLUSIVE MODE`.execute(tx);
        const row = await tx.selectFrom('app.ip_ranges').select('Id').where('Id', '=', id).executeTakeFirst();
        if (!row) return 'missing';
        await tx.deleteFrom('app.ip_ranges').where('Id', '=', id).execute();
        const stillAdmitted = await tx
          .selectFrom('app.ip_ranges')
          .select('Id')
          .where(sql<boolean>`family("StartIp") = family(${callerIp}::inet) AND ${callerIp}::inet BETWEEN "StartIp" AND "EndIp"`)
          .executeTakeFirst();
        if (!stillAdmitted) throw new LockOut();
        await tx
          .insertInto('app.audit_log')
          .values({ UserId: actorId, Entity: 'IpRange', EntityId: String(id), Action: 'Delete', Changes: JSON.stringify({}) })
          .execute();
        return 'deleted' as const;
      })
      .catch((e) => {
        if (e instanceof LockOut) return 'locks-out' as const;
        throw e;
      });
  }
}

class LockOut extends Error {}
