import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { IpRange, IpRangeSave } from '@intermission/contracts';
import { type Db, type SaveOutcome, writeAudit, upsertVersioned } from '@intermission/db';
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

  save(actorId: number, body: IpRangeSave): Promise<{ id: number; outcome: SaveOutcome }> {
    const prefix = `${body.FromOctet1}.${body.FromOctet2}.${body.FromOctet3}`;
    const values = {
      Name: body.Name || `${prefix}.${body.FromOctet4}-${body.ToOctet4}`,
      StartIp: `${prefix}.${body.FromOctet4}`,
      EndIp: `${prefix}.${body.ToOctet4}`,
    };
    return this.db
      .transaction()
      .execute((tx) => upsertVersioned(tx, 'app.ip_ranges', body, values, { audit: { actorId, entity: 'IpRange', changes: values } }));
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
        await writeAudit(tx, { actorId, entity: 'IpRange', entityId: id, action: 'Delete' });
        return 'deleted' as const;
      })
      .catch((e) => {
        if (e instanceof LockOut) return 'locks-out' as const;
        throw e;
      });
  }
}

class LockOut extends Error {}
