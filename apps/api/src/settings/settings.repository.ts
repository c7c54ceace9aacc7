import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { NumericSettingId, roundDecimalString, type Setting, type SettingsBatch } from '@intermission/contracts';
import { type Db, saveVersioned, writeAudit } from '@intermission/db';
import { InjectDb } from '../database/database.module';

export type SettingsGroup = 'app.settings' | 'app.pos_settings';

@Injectable()
export class SettingsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  list(group: SettingsGroup): Promise<Setting[]> {
    return this.db.selectFrom(group).select(['Id', 'Name', 'Value', 'Version']).orderBy('Id').execute();
  }

  /**
   * Replaces the group with the batch in one transaction: rows absent are removed, new rows
   * (Id 0) get the next ids, changed rows move on their Version. False when a Version is stale.
   */
  replace(actorId: number, group: SettingsGroup, rows: SettingsBatch): Promise<boolean> {
    return this.db
      .transaction()
      .execute(async (tx) => {
        await sql`LOCK TABLE ${sql.table(group)} IN SHARE ROW EXCLUSIVE MODE`.execute(tx);
        const current = await tx.selectFrom(group).select(['Id', 'Name', 'Value', 'Version']).execute();
        const byId = new Map(current.map((r) => [r.Id, r]));
        const kept = new Set(rows.filter((r) => r.Id > 0).map((r) => r.Id));
        let nextId = Math.max(0, ...current.map((r) => r.Id), ...kept) + 1;
        for (const row of rows) {
          const value = group === 'app.settings' && row.Id === NumericSettingId ? roundDecimalString(row.Value.trim(), 4) : row.Value;
          const existing = row.Id > 0 ? byId.get(row.Id) : undefined;
          if (!existing) {
            await tx
              .insertInto(group)
              .values({ Id: row.Id > 0 ? row.Id : nextId++, Name: row.Name, Value: value })
              .execute();
          } else if (existing.Version !== row.Version) {
            throw new StaleSetting();
          } else if (existing.Name !== row.Name || existing.Value !== value) {
            await saveVersioned(tx, group, row.Id, row.Version, { Name: row.Name, Value: value });
          }
        }
        const removed = current.filter((r) => !kept.has(r.Id)).map((r) => r.Id);
        if (removed.length) await tx.deleteFrom(group).where('Id', 'in', removed).execute();
        await writeAudit(tx, { actorId, entity: group, entityId: '*', action: 'Replace', changes: { before: current, after: rows } });
        return true;
      })
      .catch((e) => {
        if (e instanceof StaleSetting) return false;
        throw e;
      });
  }
}

class StaleSetting extends Error {}
