import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Tx } from '@intermission/db';
import {
  CASHBOXES_PROJECTION,
  CashboxesTables,
  DEPOSITS_PROJECTION,
  DepositsTables,
  PETTY_CASH_PROJECTION,
  PettyCashTables,
  SALES_PROJECTION,
  SalesTables,
  projectionTable,
} from '@intermission/projections';

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

/** A projection's read table whose rows name a "ShowEventId" (only the live rows: `live` is an extra condition). */
function projected(what: string, projection: string, table: string, live: RawBuilder<boolean> = sql`true`): ShowEventReference {
  return {
    what,
    reads: [projection],
    async referenced(ctx, showEventIds) {
      const name = await projectionTable(ctx.tx as unknown as Kysely<unknown>, projection, table);
      const { rows } = await sql<{ ShowEventId: number }>`SELECT DISTINCT "ShowEventId" FROM ${sql.table(name)}
        WHERE "ShowEventId" = ANY(${showEventIds}::int[]) AND ${live}`.execute(ctx.tx);
      return ids(rows);
    },
  };
}

/**
 * Sales name the show event they were rung up in: the sales projection's table, which holds every
 * sale (a manual sale that does not reduce inventory is not in the inventory reports' sales).
 */
const sales = projected('sales', SALES_PROJECTION, SalesTables.sales);

/** A submitted manager log (it also locks the event: ShowEventMessages.Locked). */
const eventLogs: ShowEventReference = {
  what: 'an event log',
  async referenced(ctx, showEventIds) {
    return ids(await ctx.tx.selectFrom('app.event_logs').select('ShowEventId').where('ShowEventId', 'in', showEventIds).execute());
  },
};

/** A station's cash box count assigned to the show event (the cashboxes projection's logs). */
const cashboxCounts = projected('cash box counts', CASHBOXES_PROJECTION, CashboxesTables.logs);

/** A petty cash withdrawal taken on the show event (document 1 §4), unless it was deleted. */
const pettyCash = projected('petty cash withdrawals', PETTY_CASH_PROJECTION, PettyCashTables.withdrawals, sql<boolean>`NOT "Deleted"`);

/** A posted deposit (document 2 §4: final). */
const deposits = projected('a posted deposit', DEPOSITS_PROJECTION, DepositsTables.deposits);

export const ShowEventReferences: readonly ShowEventReference[] = [sales, eventLogs, cashboxCounts, pettyCash, deposits];

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
