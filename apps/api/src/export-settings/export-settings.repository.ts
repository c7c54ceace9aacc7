import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AccountLists, type ExportSettings } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';

@Injectable()
export class ExportSettingsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async get(): Promise<ExportSettings> {
    const row = await this.db
      .selectFrom('app.export_settings')
      .select(['CompanyName', 'CompanyId', 'Environment', 'DefaultExportTypeId', 'NotificationEmails', 'AccountMappings', 'Version'])
      .where('Id', '=', 1)
      .executeTakeFirstOrThrow();
    return row as ExportSettings;
  }

  /** Account mappings must name items of the account lists. */
  async unknownAccounts(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const found = await this.db.selectFrom('app.managed_items').select('Id').where('Id', 'in', ids).where('List', 'in', AccountLists).execute();
    const known = new Set(found.map((f) => f.Id));
    return ids.filter((id) => !known.has(id));
  }

  async save(actorId: number, s: ExportSettings): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('app.export_settings')
        .set({
          CompanyName: s.CompanyName,
          CompanyId: s.CompanyId,
          Environment: s.Environment,
          DefaultExportTypeId: s.DefaultExportTypeId,
          NotificationEmails: s.NotificationEmails,
          AccountMappings: JSON.stringify(s.AccountMappings),
          Version: sql`"Version" + 1`,
        })
        .where('Id', '=', 1)
        .where('Version', '=', s.Version)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) return false;
      await tx
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'ExportSettings', EntityId: '1', Action: 'Update', Changes: JSON.stringify(s) })
        .execute();
      return true;
    });
  }
}
