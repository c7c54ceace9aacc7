import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Tx } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import {
  CASHBOXES_PROJECTION,
  CashboxesTables,
  INVENTORY_REPORTS_PROJECTION,
  InventoryReportsTables,
  PETTY_CASH_PROJECTION,
  PettyCashTables,
  SALES_PROJECTION,
  STOCK_PROJECTION,
  SalesTables,
  StockTables,
  projectionTable,
} from '@intermission/projections';
import type { LedgerWriter } from './ledger-writer.service';

/**
 * What the ledger refers to is never deleted (docs/client-area.md "Rules we hold on the server"):
 * a record an event names is found in the read tables the projections keep of those events, and
 * a delete (or a batch save that would drop the row) is refused while any of them names it.
 */
export interface LedgerReference {
  /** What refers, as the refusal names it ("sales"). */
  what: string;
  /** The projections it reads: the check waits until they have applied every event appended so far. */
  reads?: readonly string[];
  /** The ids among `ids` this refers to. */
  referenced(ctx: ReferenceContext, ids: number[]): Promise<number[]>;
}

export interface ReferenceContext {
  /** The deleting transaction (it holds the rows it deletes FOR UPDATE). */
  tx: Tx;
}

/**
 * A projection's read table whose rows name the id in `column` (only the live rows: `live` is an
 * extra condition, e.g. a withdrawal not deleted).
 */
export function projected(what: string, projection: string, table: string, column: string, live: RawBuilder<boolean> = sql`true`): LedgerReference {
  return {
    what,
    reads: [projection],
    async referenced(ctx, ids) {
      const name = await projectionTable(ctx.tx as unknown as Kysely<unknown>, projection, table);
      const { rows } = await sql<{ Id: number }>`SELECT DISTINCT ${sql.ref(column)} AS "Id" FROM ${sql.table(name)}
        WHERE ${sql.ref(column)} = ANY(${ids}::int[]) AND ${live}`.execute(ctx.tx);
      return rows.map((r) => r.Id);
    },
  };
}

/** Sales (every sale, manual ones too: the sales projection's table) naming the id in `column`. */
const sales = (column: 'StationId' | 'SalesLocationId' | 'PosUserId') => projected('sales', SALES_PROJECTION, SalesTables.sales, column);
/** The goods a sale consumed (tracked goods), by their posting's accounts. */
const saleGoods = (column: 'RevenueTypeId' | 'CogsTypeId' | 'InventoryAccountTypeId') => projected('sales', SALES_PROJECTION, SalesTables.goods, column);
/** A station's cash box counts (the cashboxes projection's logs; logs are never deleted). */
const cashboxCounts = (column: 'StationId' | 'SalesLocationId' | 'PosUserId') =>
  projected('cash box counts', CASHBOXES_PROJECTION, CashboxesTables.logs, column);
/** Stock movements (transfers, wastage, receiving, counts' corrections, sales' postings). */
const stockMovements = (what: string, column: 'PosUserId' | 'WastageReasonId' | 'CogsTypeId' | 'InventoryAccountTypeId') =>
  projected(what, STOCK_PROJECTION, StockTables.movements, column);

/** A station: its sales and its cash box counts (docs/client-area.md). */
export const StationReferences: readonly LedgerReference[] = [sales('StationId'), cashboxCounts('StationId')];

/** A sales location: its sales (a manual sale names no station) and its stations' counts; its stock is checked by stockMovedAt. */
export const SalesLocationReferences: readonly LedgerReference[] = [sales('SalesLocationId'), cashboxCounts('SalesLocationId')];

/** A coupon (a voucher): the sale payments paid with it. */
export const CouponReferences: readonly LedgerReference[] = [projected('sales', SALES_PROJECTION, SalesTables.payments, 'VoucherId')];

/** A POS user: whatever a station or a person recorded under them. */
export const PosUserReferences: readonly LedgerReference[] = [
  sales('PosUserId'),
  cashboxCounts('PosUserId'),
  stockMovements('stock movements', 'PosUserId'),
  projected('inventory counts', INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.counts, 'PosUserId'),
];

/**
 * Managed items the ledger names, by list (docs/administration.md "Managed items"): a list absent
 * here is named by no event (its rows are held by the database's foreign keys alone).
 */
export const ManagedItemReferences: Partial<Record<string, readonly LedgerReference[]>> = {
  wastes: [stockMovements('wastage', 'WastageReasonId')],
  pettyCashReasons: [projected('petty cash withdrawals', PETTY_CASH_PROJECTION, PettyCashTables.withdrawals, 'ReasonId', sql<boolean>`NOT "Deleted"`)],
  revenueAccounts: [saleGoods('RevenueTypeId')],
  cogsAccounts: [saleGoods('CogsTypeId'), stockMovements('stock movements', 'CogsTypeId')],
  inventoryAccounts: [saleGoods('InventoryAccountTypeId'), stockMovements('stock movements', 'InventoryAccountTypeId')],
};

/** The projections the checks read. */
export const referenceProjections = (checks: readonly LedgerReference[]): string[] => [...new Set(checks.flatMap((r) => r.reads ?? []))];

/**
 * Lets the projections the checks read apply every event appended so far (a sale a station just
 * synced counts), before the checks run: without it a sync appended but not yet projected would
 * be missed. A projection that is paused or behind answers as the ledger does (503).
 */
export async function settleReferences(ledger: LedgerWriter, store: EventStore, checks: readonly LedgerReference[]): Promise<void> {
  const names = referenceProjections(checks);
  if (names.length) await ledger.awaitProjected(names, await store.headPosition());
}

/** Per referenced id (of `ids`), what refers to it; ids nothing refers to are absent. */
export async function findReferences(ctx: ReferenceContext, checks: readonly LedgerReference[], ids: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (!ids.length) return found;
  for (const check of checks)
    for (const id of await check.referenced(ctx, ids)) {
      const whats = found.get(id) ?? [];
      if (!whats.includes(check.what)) found.set(id, [...whats, check.what]);
    }
  return found;
}

/** "sales and cash box counts": what refers to any of the ids. */
export function referencesText(found: Map<number, string[]>): string {
  const whats = [...new Set([...found.values()].flat())];
  return whats.length > 1 ? `${whats.slice(0, -1).join(', ')} and ${whats.at(-1)}` : (whats[0] ?? '');
}
