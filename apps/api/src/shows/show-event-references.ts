import { type Kysely, sql } from 'kysely';
import type { Tx } from '@intermission/db';
import { INVENTORY_REPORTS_PROJECTION, InventoryReportsTables, projectionTable } from '@intermission/projections';

/**
 * What may refer to a show event, so that it (and its show) is refused deletion (spec document 2
 * §4: shows and show events are deleted rather than archived). The ONE list of checks: a table
 * that names a "ShowEventId" adds its check here and every delete (a show event, a show with its
 * events, the events a copy week replaces) refuses on it.
 */
export interface ShowEventReference {
  /** What refers, as the refusal names it ("sales"). */
  what: string;
  /** The projections it reads: the delete waits until they have applied every event appended so far. */
  reads?: readonly string[];
  /** The ids among `ids` this refers to. */
  referenced(ctx: ReferenceContext, ids: number[]): Promise<number[]>;
}

export interface ReferenceContext {
  /** The deleting transaction (its show_events rows are locked FOR UPDATE). */
  tx: Tx;
}

const ids = (rows: { ShowEventId: number | null }[]) => rows.map((r) => r.ShowEventId!).filter((id) => id !== null);

/** Sales name the show event they were rung up in (the inventory reports projection's sales table). */
const sales: ShowEventReference = {
  what: 'sales',
  reads: [INVENTORY_REPORTS_PROJECTION],
  async referenced(ctx, showEventIds) {
    const table = await projectionTable(ctx.tx as unknown as Kysely<unknown>, INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.sales);
    const { rows } = await sql<{ ShowEventId: number }>`SELECT DISTINCT "ShowEventId" FROM ${sql.table(table)}
      WHERE "ShowEventId" = ANY(${showEventIds}::int[])`.execute(ctx.tx);
    return ids(rows);
  },
};

/** A submitted manager log (it also locks the event: ShowEventMessages.Locked). */
const eventLogs: ShowEventReference = {
  what: 'an event log',
  async referenced(ctx, showEventIds) {
    return ids(await ctx.tx.selectFrom('app.event_logs').select('ShowEventId').where('ShowEventId', 'in', showEventIds).execute());
  },
};

// MERGE: cash box counts (app.cashbox_logs "ShowEventId", what: 'cash box counts') and petty cash
// withdrawals (what: 'petty cash withdrawals') add their checks here, and deposits when they come.
export const ShowEventReferences: readonly ShowEventReference[] = [sales, eventLogs];

/** The projections the checks read. */
export const referenceProjections = (): string[] => [...new Set(ShowEventReferences.flatMap((r) => r.reads ?? []))];

/** Per referenced show event (of `showEventIds`), what refers to it; events nothing refers to are absent. */
export async function findReferences(ctx: ReferenceContext, showEventIds: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (!showEventIds.length) return found;
  for (const check of ShowEventReferences) for (const id of await check.referenced(ctx, showEventIds)) found.set(id, [...(found.get(id) ?? []), check.what]);
  return found;
}

/** "sales and an event log": what refers to any of the events. */
export function referencesText(found: Map<number, string[]>): string {
  const whats = [...new Set([...found.values()].flat())];
  return whats.length > 1 ? `${whats.slice(0, -1).join(', ')} and ${whats.at(-1)}` : (whats[0] ?? '');
}
