import { Injectable } from '@nestjs/common';
import { AccountLists, type ExportSettings } from '@intermission/contracts';
import { type Db, type SaveOutcome, saveVersioned } from '@intermission/db';
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

  /** The one export settings record (Id 1), saved on its Version. */
  save(actorId: number, s: ExportSettings): Promise<SaveOutcome> {
    const patch = {
      CompanyName: s.CompanyName,
      CompanyId: s.CompanyId,
      Environment: s.Environment,
      DefaultExportTypeId: s.DefaultExportTypeId,
      NotificationEmails: s.NotificationEmails,
      AccountMappings: JSON.stringify(s.AccountMappings),
    };
    return this.db
      .transaction()
      .execute((tx) =>
        saveVersioned(tx, 'app.export_settings', 1, s.Version, patch, { audit: { actorId, entity: 'ExportSettings', action: 'Update', changes: s } }),
      );
  }
}
