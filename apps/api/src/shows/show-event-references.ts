import { sql } from 'kysely';
import {
  CASHBOXES_PROJECTION,
  CashboxesTables,
  DEPOSITS_PROJECTION,
  DepositsTables,
  PETTY_CASH_PROJECTION,
  PettyCashTables,
  SALES_PROJECTION,
  SalesTables,
} from '@intermission/projections';
import {
  type LedgerReference,
  type ReferenceContext,
  findReferences as findLedgerReferences,
  projected as projectedIds,
  referenceProjections as projectionsOf,
} from '../ledger/ledger-references';

export { referencesText, type ReferenceContext } from '../ledger/ledger-references';

/**
 * What may refer to a show event, so that it (and its show) is refused deletion (spec document 2
 * §4: shows and show events are deleted rather than archived). The ONE list of checks: a table
 * that names a "ShowEventId" adds its check here and every delete (a show event, a show with its
 * events, the events a copy week replaces) refuses on it.
 */
export type ShowEventReference = LedgerReference;

const ids = (rows: { ShowEventId: number | null }[]) => rows.map((r) => r.ShowEventId!).filter((id) => id !== null);

/** A projection's read table whose rows name a "ShowEventId" (only the live rows: `live` is an extra condition). */
const projected = (what: string, projection: string, table: string, live = sql<boolean>`true`) => projectedIds(what, projection, table, 'ShowEventId', live);

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
export const referenceProjections = (): string[] => projectionsOf(ShowEventReferences);

/** Per referenced show event (of `showEventIds`), what refers to it; events nothing refers to are absent. */
export const findReferences = (ctx: ReferenceContext, showEventIds: number[]): Promise<Map<number, string[]>> =>
  findLedgerReferences(ctx, ShowEventReferences, showEventIds);
