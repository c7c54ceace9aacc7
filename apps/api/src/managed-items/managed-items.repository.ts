import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AccountLists, ManagedLists, type ManagedItemRecord, type ManagedItemsBatch, type ManagedListName } from '@intermission/contracts';
import { type Db, writeAudit } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { InjectDb } from '../database/database.module';
import { findReferences, ManagedItemReferences, settleReferences } from '../ledger/ledger-references';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { InjectEventStore } from '../ledger/ledger.tokens';

/**
 * 'empty': the batch has no row (it would remove the whole list); `referenced`: the removed rows the
 * ledger names, each with what names it ("Spoiled (wastage)").
 */
export type ReplaceOutcome = 'saved' | 'stale' | 'in-use' | 'empty' | { referenced: string[] } | { invalid: Record<string, string[]> };

class Abort extends Error {
  constructor(readonly outcome: ReplaceOutcome) {
    super(typeof outcome === 'string' ? outcome : Object.keys(outcome)[0]);
  }
}

@Injectable()
export class ManagedItemsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly ledger: LedgerWriter,
    @InjectEventStore() private readonly store: EventStore,
  ) {}

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
   * Replaces a list with the rows as edited, keeping their order. An empty batch is refused (it
   * would remove every item). Removing an item the ledger names (ManagedItemReferences: a waste
   * reason past wastage names, …) is refused naming it; one anything else still refers to is
   * refused by the foreign keys (ON DELETE RESTRICT). Either rolls everything back.
   */
  async replace(actorId: number, list: ManagedListName, rows: ManagedItemsBatch): Promise<ReplaceOutcome> {
    if (!rows.length) return 'empty';
    const spec = ManagedLists[list] as { title: string; account?: boolean; taxRate?: boolean; rate?: boolean };
    const ledgerChecks = ManagedItemReferences[list] ?? [];
    await settleReferences(this.ledger, this.store, ledgerChecks);
    return this.db
      .transaction()
      .execute(async (tx) => {
        const current = await tx.selectFrom('app.managed_items').select(['Id', 'Name', 'Version']).where('List', '=', list).forUpdate().execute();
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
        const named = await findReferences({ tx }, ledgerChecks, removed);
        if (named.size) {
          const names = new Map(current.map((r) => [r.Id, r.Name]));
          throw new Abort({ referenced: [...named].map(([id, whats]) => `${names.get(id)} (${whats.join(', ')})`) });
        }
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
