import { type RawBuilder, sql } from 'kysely';

/** The stock projection's tables the balance is read from (sql.table of stock_movements and stock_monthly). */
export interface BalanceTables {
  movements: RawBuilder<unknown>;
  monthly: RawBuilder<unknown>;
}

/** The first instant (UTC) of the month of `at`. */
export const monthStartUtc = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/**
 * The ledger's balance per location and good just before `at` ("LocationId", "GoodId", "Qty"):
 * the nets of the months before at's month (stock_monthly, kept by the stock projection) plus the
 * movements of at's month before it. It reads a month of movements at most, however long the
 * history (docs/reports.md "The ledger at the period's start"). Keys with no movement before `at`
 * are absent.
 */
export function balanceBefore(t: BalanceTables, locationIds: number[], at: Date, goodIds?: number[]): RawBuilder<unknown> {
  const start = monthStartUtc(at);
  const goods = goodIds ? sql`AND "GoodId" = ANY(${goodIds}::int[])` : sql``;
  return sql`SELECT "LocationId", "GoodId", sum("Qty") AS "Qty" FROM (
      SELECT "LocationId", "GoodId", "Qty" FROM ${t.monthly}
      WHERE "LocationId" = ANY(${locationIds}::int[]) AND "Month" < ${start.toISOString().slice(0, 10)}::date ${goods}
      UNION ALL
      SELECT "LocationId", "GoodId", "Qty" FROM ${t.movements}
      WHERE "LocationId" = ANY(${locationIds}::int[]) AND "TransferDate" >= ${start} AND "TransferDate" < ${at} ${goods}) b
    GROUP BY "LocationId", "GoodId"`;
}
