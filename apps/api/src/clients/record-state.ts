import { type Kysely, sql } from 'kysely';
import { STOCK_PROJECTION, StockTables, projectionTable } from '@intermission/projections';
import type { Tx } from '@intermission/db';

/** The hierarchy's tables that carry Archived and Version. */
export type HierarchyTable = 'app.clients' | 'app.venues' | 'app.theatres' | 'app.sales_locations' | 'app.stations' | 'app.coupons';

export type Outcome = 'saved' | 'stale' | 'missing';

/**
 * Moves a record's Version on when the caller's Version is current: 'stale' when it is not,
 * 'missing' when there is no such record. Every save of a part (phones, address, backups) goes
 * through here, so a concurrent edit of any part is caught.
 */
export async function bumpVersion(tx: Tx, table: HierarchyTable, id: number, version: number | undefined): Promise<Outcome> {
  // The tables share Id and Version; Kysely is given one of them to type the statement.
  const t = table as 'app.clients';
  const bumped = await tx
    .updateTable(t)
    .set({ Version: sql`"Version" + 1` })
    .where('Id', '=', id)
    .$if(version !== undefined, (q) => q.where('Version', '=', version!))
    .executeTakeFirst();
  if (bumped.numUpdatedRows > 0n) return 'saved';
  const exists = await tx.selectFrom(t).select('Id').where('Id', '=', id).executeTakeFirst();
  return exists ? 'stale' : 'missing';
}

export async function setArchived(tx: Tx, table: HierarchyTable, id: number, archived: boolean, version?: number): Promise<Outcome> {
  const outcome = await bumpVersion(tx, table, id, version);
  if (outcome === 'saved')
    await tx
      .updateTable(table as 'app.clients')
      .set({ Archived: archived })
      .where('Id', '=', id)
      .execute();
  return outcome;
}

export async function audit(tx: Tx, actorId: number, entity: string, id: number | string, action: string, changes: unknown = {}) {
  await tx
    .insertInto('app.audit_log')
    .values({ UserId: actorId, Entity: entity, EntityId: String(id), Action: action, Changes: JSON.stringify(changes) })
    .execute();
}

/** Replaces an owner's phones in their order (Rank). */
export async function replacePhones(
  tx: Tx,
  table: 'app.client_phones' | 'app.venue_phones',
  owner: { ClientId: number } | { VenueId: number },
  phones: { Phone: string; Extension: string; IsPrimary: boolean; PhoneTypeId: number }[],
) {
  const [column, ownerId] = Object.entries(owner)[0] as ['ClientId', number];
  await tx
    .deleteFrom(table as 'app.client_phones')
    .where(column, '=', ownerId)
    .execute();
  if (phones.length)
    await tx
      .insertInto(table as 'app.client_phones')
      .values(phones.map((p, Rank) => ({ [column]: ownerId, ...p, Rank }) as { ClientId: number } & typeof p & { Rank: number }))
      .execute();
}

export const phoneView = (p: { Phone: string; Extension: string; IsPrimary: boolean; PhoneTypeId: number }) => ({
  ...p,
  PhoneExt: p.Extension ? `${p.Phone} x${p.Extension}` : p.Phone,
});

/** A `date` column as YYYY-MM-DD (node-postgres gives a Date at local midnight). */
export function dateOnly(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Whether stock has ever moved at any of these inventory locations (the stock projection's lines). */
export async function stockMovedAt(tx: Tx, locationIds: number[]): Promise<boolean> {
  if (!locationIds.length) return false;
  const table = await projectionTable(tx as unknown as Kysely<unknown>, STOCK_PROJECTION, StockTables.movements).catch(() => null);
  if (!table) return false;
  const r = await sql<{ n: number }>`SELECT 1 AS n FROM ${sql.raw(table)} WHERE "LocationId" = ANY(${locationIds}::int[]) LIMIT 1`.execute(tx);
  return r.rows.length > 0;
}
