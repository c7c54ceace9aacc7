import { type Kysely, sql } from 'kysely';
import { STOCK_PROJECTION, StockTables, projectionTable } from '@intermission/projections';
import type { Tx } from '@intermission/db';

/**
 * Whether stock has ever moved at any of these inventory locations: a line of the stock
 * projection's movements table (found through the projection registry, as its name carries the
 * projection's version). A place with movements is archived, never deleted.
 */
export async function stockMovedAt(tx: Tx, locationIds: number[]): Promise<boolean> {
  if (!locationIds.length) return false;
  const table = await projectionTable(tx as unknown as Kysely<unknown>, STOCK_PROJECTION, StockTables.movements).catch(() => null);
  if (!table) return false;
  const r = await sql<{ n: number }>`SELECT 1 AS n FROM ${sql.raw(table)} WHERE "LocationId" = ANY(${locationIds}::int[]) LIMIT 1`.execute(tx);
  return r.rows.length > 0;
}
