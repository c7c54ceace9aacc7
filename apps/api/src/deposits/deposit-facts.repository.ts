import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { CashboxOverrides } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import {
  type DepositCount,
  type DepositFacts,
  type DepositSales,
  depositFigures,
  type DepositFigures,
  type OverShortFacts,
  type OverShortStationCash,
} from '@intermission/domain';
import {
  CASHBOXES_PROJECTION,
  CashboxesTables,
  PETTY_CASH_PROJECTION,
  PettyCashTables,
  SALES_PROJECTION,
  SalesTables,
  projectionTable,
} from '@intermission/projections';
import { InjectDb } from '../database/database.module';

/** The projections a deposit's figures are read from: a post waits until they have applied every event appended so far. */
export const DepositFigureProjections = [SALES_PROJECTION, CASHBOXES_PROJECTION, PETTY_CASH_PROJECTION] as const;

// The final figures of a log (original + override), from the fixed list of libs/contracts (never from input).
const finals = sql.raw(CashboxOverrides.map((o) => `(c."${o.Field}" + c."${o.Override}")::text AS "${o.Field}"`).join(', '));
// The same figures as logsOf answers them (already final, by name).
const finalsOut = sql.raw(CashboxOverrides.map((o) => `c."${o.Field}"`).join(', '));

/**
 * The cash box logs of show events (every column the facts read, figures final), as a FROM item `c`,
 * looked up show event by show event on the logs' show event index. `"ShowEventId" = ANY(ids)` over
 * a few thousand show events (every theatre's week: 2,100) was planned as a parallel scan of every
 * log, 72–106 ms; this lookup reads the same 4,192 logs in 8 ms, and a year's 109,500 show events in
 * about the time of the scan (docs/benchmarks.md). OFFSET 0 keeps the planner from flattening the
 * lookup back into a join that scans the table.
 */
const logsOf = (logs: RawBuilder<unknown>, ids: readonly number[]) => sql`unnest(${ids}::int[]) AS e(id)
  CROSS JOIN LATERAL (SELECT c."Id", c."ShowEventId", c."SalesLocationId", c."StationId", c."LogTypeId", c."TimestampUtc", c."Total"::text AS "Total", ${finals}
    FROM ${logs} c WHERE c."ShowEventId" = e.id OFFSET 0) c`;

/**
 * The facts of show events' deposits as they stand (docs/deposits.md "Formulas"), read set-based:
 * three queries for any number of show events (sales per tender, cash box logs, petty cash).
 */
@Injectable()
export class DepositFactsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(projection: string, base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, projection, base).then((t) => sql.raw(t));
  }

  /** The figures of each show event (every id answered, zeros when nothing refers to it). */
  async figuresOf(showEventIds: readonly number[]): Promise<Map<number, DepositFigures>> {
    const facts = await this.factsOf(showEventIds);
    return new Map([...facts].map(([id, f]) => [id, depositFigures(f)]));
  }

  async factsOf(showEventIds: readonly number[]): Promise<Map<number, DepositFacts>> {
    const ids = [...new Set(showEventIds)];
    const facts = new Map<number, { sales: DepositSales[]; counts: DepositCount[]; pettyCash: string[] }>(
      ids.map((id) => [id, { sales: [], counts: [], pettyCash: [] }]),
    );
    if (!ids.length) return facts;
    const [payments, logs, withdrawals] = await Promise.all([
      this.table(SALES_PROJECTION, SalesTables.payments),
      this.table(CASHBOXES_PROJECTION, CashboxesTables.logs),
      this.table(PETTY_CASH_PROJECTION, PettyCashTables.withdrawals),
    ]);
    const [tenders, counts, pettyCash] = await Promise.all([
      sql<DepositSales & { ShowEventId: number }>`SELECT p."ShowEventId", p."PaymentMethodId", sum(p."Total")::text AS "Total"
        FROM ${payments} p WHERE p."ShowEventId" = ANY(${ids}::int[]) GROUP BY p."ShowEventId", p."PaymentMethodId"`.execute(this.db),
      sql<DepositCount & { ShowEventId: number }>`SELECT c."Id", c."ShowEventId", c."StationId", c."LogTypeId", c."TimestampUtc", c."Total", ${finalsOut}
        FROM ${logsOf(logs, ids)}`.execute(this.db),
      sql<{ ShowEventId: number; Amount: string }>`SELECT w."ShowEventId", sum(w."Amount")::text AS "Amount"
        FROM ${withdrawals} w WHERE w."ShowEventId" = ANY(${ids}::int[]) AND NOT w."Deleted" GROUP BY w."ShowEventId"`.execute(this.db),
    ]);
    for (const { ShowEventId, ...t } of tenders.rows) facts.get(ShowEventId)!.sales.push(t);
    for (const { ShowEventId, ...c } of counts.rows) facts.get(ShowEventId)!.counts.push(c);
    for (const w of pettyCash.rows) facts.get(w.ShowEventId)!.pettyCash.push(w.Amount);
    return facts;
  }

  /**
   * The facts of show events per sales location (the over/short report, docs/reports.md): the same
   * sale payments and cash box logs as factsOf, kept apart by their SalesLocationId. Petty cash is a
   * show event's, not a location's: none here. Only pairs with a payment or a log are answered.
   * Each pair also gets its cash sold per station (the sale's StationId: the report's drawers).
   */
  async factsBySalesLocation(showEventIds: readonly number[]): Promise<Map<number, Map<number, OverShortFacts>>> {
    const ids = [...new Set(showEventIds)];
    const facts = new Map<number, Map<number, { sales: DepositSales[]; counts: DepositCount[]; stationCash: OverShortStationCash[] }>>();
    if (!ids.length) return facts;
    const [payments, logs, sales] = await Promise.all([
      this.table(SALES_PROJECTION, SalesTables.payments),
      this.table(CASHBOXES_PROJECTION, CashboxesTables.logs),
      this.table(SALES_PROJECTION, SalesTables.sales),
    ]);
    const [tenders, counts, stationCash] = await Promise.all([
      sql<
        DepositSales & { ShowEventId: number; SalesLocationId: number }
      >`SELECT p."ShowEventId", p."SalesLocationId", p."PaymentMethodId", sum(p."Total")::text AS "Total"
        FROM ${payments} p WHERE p."ShowEventId" = ANY(${ids}::int[]) GROUP BY p."ShowEventId", p."SalesLocationId", p."PaymentMethodId"`.execute(this.db),
      sql<
        DepositCount & { ShowEventId: number; SalesLocationId: number }
      >`SELECT c."Id", c."ShowEventId", c."SalesLocationId", c."StationId", c."LogTypeId", c."TimestampUtc", c."Total", ${finalsOut}
        FROM ${logsOf(logs, ids)}`.execute(this.db),
      sql<OverShortStationCash & { ShowEventId: number; SalesLocationId: number }>`SELECT p."ShowEventId", p."SalesLocationId", s."StationId",
          sum(p."Total")::text AS "Total"
        FROM ${payments} p JOIN ${sales} s ON s."SaleId" = p."SaleId"
        WHERE p."ShowEventId" = ANY(${ids}::int[]) AND p."PaymentMethodId" = 1 GROUP BY p."ShowEventId", p."SalesLocationId", s."StationId"`.execute(this.db),
    ]);
    const at = (showEventId: number, salesLocationId: number) => {
      const byLocation = facts.get(showEventId) ?? facts.set(showEventId, new Map()).get(showEventId)!;
      return byLocation.get(salesLocationId) ?? byLocation.set(salesLocationId, { sales: [], counts: [], stationCash: [] }).get(salesLocationId)!;
    };
    for (const { ShowEventId, SalesLocationId, ...t } of tenders.rows) at(ShowEventId, SalesLocationId).sales.push(t);
    for (const { ShowEventId, SalesLocationId, ...c } of counts.rows) at(ShowEventId, SalesLocationId).counts.push(c);
    for (const { ShowEventId, SalesLocationId, ...c } of stationCash.rows) at(ShowEventId, SalesLocationId).stationCash.push(c);
    return facts;
  }
}
