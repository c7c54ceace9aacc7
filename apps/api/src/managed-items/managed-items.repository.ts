import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { AccountLists, ManagedLists, type ManagedItemRecord, type ManagedItemsBatch, type ManagedListName } from '@intermission/contracts';
import { type Db, type Tx, writeAudit } from '@intermission/db';
import { PETTY_CASH_PROJECTION, PettyCashTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../database/database.module';

export type ReplaceOutcome = 'saved' | 'stale' | 'in-use' | { invalid: Record<string, string[]> };

class Abort extends Error {
  constructor(readonly outcome: ReplaceOutcome) {
    super(typeof outcome === 'string' ? outcome : 'invalid');
  }
}

@Injectable()
export class ManagedItemsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  list(list: ManagedListName): Promise<ManagedItemRecord[]> {
    return this.db
      .selectFrom('app.managed_items')
      .select(['Id', 'Name', 'StatusId', 'ExportAccountId', 'TaxRateId', 'Rate', 'Version'])
      .where('List', '=', list)
      .orderBy('Rank')
      .orderBy('Id')
      .execute();
  }

  /**
   * Replaces a list with the rows as edited, keeping their order. Removing an item that anything
   * still refers to is refused by the foreign keys (ON DELETE RESTRICT) and rolls everything back.
   */
  replace(actorId: number, list: ManagedListName, rows: ManagedItemsBatch): Promise<ReplaceOutcome> {
    const spec = ManagedLists[list] as { title: string; account?: boolean; taxRate?: boolean; rate?: boolean };
    return this.db
      .transaction()
      .execute(async (tx) => {
        const current = await tx.selectFrom('app.managed_items').select(['Id', 'Version']).where('List', '=', list).forUpdate().execute();
        const versions = new Map(current.map((r) => [r.Id, r.Version]));
        const invalid: Record<string, string[]> = {};
        const refs = async (ids: number[], lists: ManagedListName[]) =>
          new Set(
            (ids.length ? await tx.selectFrom('app.managed_items').select('Id').where('Id', 'in', ids).where('List', 'in', lists).execute() : []).map(
              (r) => r.Id,
            ),
          );
        const accounts = await refs(
          rows.map((r) => r.ExportAccountId).filter((v): v is number => !!v),
          AccountLists,
        );
        const taxRates = await refs(
          rows.map((r) => r.TaxRateId).filter((v): v is number => !!v),
          ['taxRates'],
        );
        rows.forEach((r, i) => {
          if (r.Id > 0 && !versions.has(r.Id)) (invalid[`${i}.Id`] ??= []).push('Not an item of this list');
          if (spec.account && r.ExportAccountId && !accounts.has(r.ExportAccountId)) (invalid[`${i}.ExportAccountId`] ??= []).push('Not an account');
          if (spec.taxRate && r.TaxRateId && !taxRates.has(r.TaxRateId)) (invalid[`${i}.TaxRateId`] ??= []).push('Not a tax rate');
          if (spec.rate && !r.Rate) (invalid[`${i}.Rate`] ??= []).push('Rate is required');
        });
        if (Object.keys(invalid).length) throw new Abort({ invalid });

        const kept = new Set(rows.filter((r) => r.Id > 0).map((r) => r.Id));
        const removed = current.filter((r) => !kept.has(r.Id)).map((r) => r.Id);
        if (list === 'pettyCashReasons' && (await reasonsInUse(tx, removed))) throw new Abort('in-use');
        if (removed.length) {
          await tx
            .deleteFrom('app.managed_items')
            .where('Id', 'in', removed)
            .execute()
            .catch((e: { code?: string }) => {
              throw e.code === '23503' ? new Abort('in-use') : e;
            });
        }
        for (const [rank, r] of rows.entries()) {
          const values = {
            Name: r.Name,
            StatusId: r.StatusId,
            ExportAccountId: spec.account ? (r.ExportAccountId ?? null) : null,
            TaxRateId: spec.taxRate ? (r.TaxRateId ?? null) : null,
            Rate: spec.rate ? r.Rate || null : null,
            Rank: rank,
          };
          if (r.Id === 0) {
            await tx
              .insertInto('app.managed_items')
              .values({ List: list, ...values })
              .execute();
            continue;
          }
          if (versions.get(r.Id) !== r.Version) throw new Abort('stale');
          await tx
            .updateTable('app.managed_items')
            .set({
              ...values,
              Version: sql`"Version" + CASE WHEN ("Name", "StatusId", "ExportAccountId", "TaxRateId", "Rate") IS DISTINCT FROM (${values.Name}, ${values.StatusId}::int, ${values.ExportAccountId}::int, ${values.TaxRateId}::int, ${values.Rate}::numeric) THEN 1 ELSE 0 END`,
            })
            .where('Id', '=', r.Id)
            .execute();
        }
        await writeAudit(tx, { actorId, entity: 'ManagedItems', entityId: list, action: 'Replace', changes: { removed, rows } });
        return 'saved' as const;
      })
      .catch((e) => {
        if (e instanceof Abort) return e.outcome;
        throw e;
      });
  }
}

/**
 * Whether a live petty cash withdrawal names one of these reasons: its read table is the ledger's
 * projection, without a foreign key to hold the item (docs/petty-cash.md).
 */
async function reasonsInUse(tx: Tx, ids: number[]): Promise<boolean> {
  if (!ids.length) return false;
  // No projection yet (a database the runner never started on): no withdrawal either.
  const table = await projectionTable(tx as unknown as Kysely<unknown>, PETTY_CASH_PROJECTION, PettyCashTables.withdrawals).catch(() => null);
  if (!table) return false;
  const { rows } = await sql`SELECT 1 FROM ${sql.raw(table)} WHERE "ReasonId" = ANY(${ids}::int[]) AND NOT "Deleted" LIMIT 1`.execute(tx);
  return rows.length > 0;
}
