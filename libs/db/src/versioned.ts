import { type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from './database';
import type { Tx } from './kysely';
import type { SaveOutcome } from '@intermission/domain';

/** The tables whose rows carry Id and Version (optimistic concurrency: docs/decisions.md "A versioned save"). */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { Id: unknown; Version: unknown } ? T : never;
}[keyof Database];

export type { SaveOutcome } from '@intermission/domain';

/** One audit row: who changed which record, how, and what they sent. */
export interface AuditEntry {
  actorId: number;
  entity: string;
  action: string;
  changes?: unknown;
}

export async function writeAudit(tx: Tx, entry: AuditEntry & { entityId: number | string }): Promise<void> {
  await tx
    .insertInto('app.audit_log')
    .values({
      UserId: entry.actorId,
      Entity: entry.entity,
      EntityId: String(entry.entityId),
      Action: entry.action,
      Changes: JSON.stringify(entry.changes ?? {}),
    })
    .execute();
}

/**
 * The one versioned save: when the row's Version is `version` (or `version` is undefined), sets
 * `patch`, bumps Version, runs `alsoWrite` (the parts in other tables) and writes the audit row, all
 * in the caller's transaction; otherwise changes nothing and answers 'stale' or 'missing'.
 */
export async function saveVersioned<T extends VersionedTable>(
  tx: Tx,
  table: T,
  id: number,
  version: number | undefined,
  patch: Omit<Updateable<Database[T]>, 'Id' | 'Version'>,
  options: { audit?: AuditEntry; alsoWrite?: () => Promise<void> } = {},
): Promise<SaveOutcome> {
  // The versioned tables share Id and Version; one of them types the statement.
  const t = table as 'app.vendors';
  const bumped = await tx
    .updateTable(t)
    .set({ ...(patch as object), Version: sql`"Version" + 1` })
    .where('Id', '=', id)
    .$if(version !== undefined, (q) => q.where('Version', '=', version!))
    .executeTakeFirst();
  if (bumped.numUpdatedRows === 0n) {
    const exists = await tx.selectFrom(t).select('Id').where('Id', '=', id).executeTakeFirst();
    return exists ? 'stale' : 'missing';
  }
  await options.alsoWrite?.();
  if (options.audit) await writeAudit(tx, { ...options.audit, entityId: id });
  return 'saved';
}

/**
 * The one add of a versioned record: inserts `values` (Version 1, the column's default), runs
 * `addParts(id)` (its rows in other tables), and writes the 'Create' audit row, in the caller's
 * transaction; answers the new Id.
 */
export async function createVersioned<T extends VersionedTable>(
  tx: Tx,
  table: T,
  values: Insertable<Database[T]>,
  options: { audit: Omit<AuditEntry, 'action'>; addParts?: (id: number) => Promise<unknown> },
): Promise<number> {
  // The versioned tables share Id; one of them types the statement.
  const t = table as 'app.vendors';
  const { Id: id } = await tx
    .insertInto(t)
    .values(values as Insertable<Database['app.vendors']>)
    .returning('Id')
    .executeTakeFirstOrThrow();
  await options.addParts?.(id);
  await writeAudit(tx, { ...options.audit, action: 'Create', entityId: id });
  return id;
}

/** What an add-or-update did, with the record's id (the new one when it was added). */
export interface UpsertOutcome {
  id: number;
  outcome: SaveOutcome;
}

/**
 * The one add-or-update of a versioned record, for the calls that send Id 0 for a new one: adds
 * `values` with `createVersioned` (audited 'Create') or saves them under `body.Version` (audited 'Update'), and in both
 * cases `replaceParts(id)` rewrites the record's parts in other tables, in the caller's transaction.
 */
export async function upsertVersioned<T extends VersionedTable>(
  tx: Tx,
  table: T,
  body: { Id: number; Version?: number },
  values: Insertable<Database[T]> & Omit<Updateable<Database[T]>, 'Id' | 'Version'>,
  options: { audit: Omit<AuditEntry, 'action'>; replaceParts?: (id: number) => Promise<void> },
): Promise<UpsertOutcome> {
  if (body.Id === 0) {
    const id = await createVersioned(tx, table, values, { audit: options.audit, addParts: options.replaceParts });
    return { id, outcome: 'saved' };
  }
  const outcome = await saveVersioned(tx, table, body.Id, body.Version, values, {
    audit: { ...options.audit, action: 'Update' },
    alsoWrite: options.replaceParts && (() => options.replaceParts!(body.Id)),
  });
  return { id: body.Id, outcome };
}
