import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { PaymentMethods, type SalesDrillDownRowFigures } from '@intermission/contracts';
import type { Db, Page } from '@intermission/db';
import {
  CASHBOXES_PROJECTION,
  CashboxesTables,
  PETTY_CASH_PROJECTION,
  PettyCashTables,
  SALES_PROJECTION,
  SalesTables,
  projectionTable,
} from '@intermission/projections';
import { InjectDb } from '../../database/database.module';

/** The cash box fields of each tender that is settled (docs/deposits.md): settlement and tip, final = original + override. */
const settled: Record<number, { settlement: [string, string]; tip: [string, string] }> = {
  2: { settlement: ['VisaMastercardSettlement', 'VisaMastercardSettlementOverride'], tip: ['VisaMastercardTipTotal', 'VisaMastercardTipOverrideTotal'] },
  3: { settlement: ['AmexSettlement', 'AmexSettlementOverride'], tip: ['AmexTipTotal', 'AmexTipOverrideTotal'] },
  4: { settlement: ['OtherSettlement', 'OtherSettlementOverride'], tip: ['OtherCreditCardTipTotal', 'OtherCreditCardTipOverrideTotal'] },
  8: { settlement: ['PreorderSettlement', 'PreorderSettlementOverride'], tip: ['PreorderTipTotal', 'PreorderTipOverrideTotal'] },
};
export const SettledTenders = [2, 3, 4, 8];

/** One source of a figure's rows: sale payments (their Total or their tip, signed), latest cash box counts, or withdrawals. */
export type DrillPart =
  | { kind: 'sales'; methods: readonly number[]; sign: 1 | -1; tip?: boolean }
  | { kind: 'counts'; figure: 'start' | 'end' | 'cash' | 'settlement' | 'tip'; methods?: readonly number[] }
  | { kind: 'withdrawals' };

export interface DrillScope {
  showEventIds: readonly number[];
  salesLocationId: number | null;
  parts: readonly DrillPart[];
  skip: number;
  take: number;
}

interface DrillRow {
  Kind: 'sale' | 'count' | 'withdrawal';
  Id: string;
  At: Date;
  TimeZone: string;
  ShowEventId: number;
  ShowEvent: string;
  TheatreId: number;
  SalesLocation: string | null;
  Station: string | null;
  Description: string;
  PaymentMethodId: number | null;
  Amount: string;
  Total: string;
}

const methodName = new Map<number, string>(PaymentMethods.map((m) => [m.Id, m.Name]));
const final = (f: [string, string]) => sql`(c.${sql.ref(f[0])} + c.${sql.ref(f[1])})`;
const sumOf = (terms: RawBuilder<unknown>[]) => (terms.length ? sql.join(terms, sql` + `) : sql`0`);

/**
 * The rows behind a figure of the over/short and deposits reports (docs/reports.md): each with its
 * signed part of the figure, so they add up to it; newest first; one query over the parts (UNION ALL).
 */
@Injectable()
export class SalesDrillDownRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(name: string, base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, name, base).then((t) => sql.raw(t));
  }

  async rows(s: DrillScope): Promise<Page<SalesDrillDownRowFigures>> {
    if (!s.showEventIds.length || !s.parts.length) return { rows: [], total: 0 };
    const [payments, sales, logs, withdrawals] = await Promise.all([
      this.table(SALES_PROJECTION, SalesTables.payments),
      this.table(SALES_PROJECTION, SalesTables.sales),
      this.table(CASHBOXES_PROJECTION, CashboxesTables.logs),
      this.table(PETTY_CASH_PROJECTION, PettyCashTables.withdrawals),
    ]);
    const ids = sql`${[...s.showEventIds]}::int[]`;
    const event = sql`JOIN app.show_events se ON se."Id" = x."ShowEventId" JOIN app.shows sh ON sh."Id" = se."ShowId"
      JOIN app.theatres th ON th."Id" = se."TheatreId" JOIN app.venues v ON v."Id" = th."VenueId"`;
    const location = (col: string) => (s.salesLocationId ? sql`AND ${sql.ref(col)} = ${s.salesLocationId}` : sql``);
    const selects: RawBuilder<unknown>[] = [];
    for (const part of s.parts) {
      if (part.kind === 'sales') {
        const value = part.tip ? sql`p."TipAmount"` : sql`p."Total"`;
        selects.push(sql`SELECT 'sale' AS "Kind", p."SaleId"::text AS "Id", p."SaleDate" AS "At", p."ShowEventId", p."SalesLocationId", s."StationId",
            CASE WHEN p."IsRefund" THEN 'Refund' ELSE 'Sale' END AS "Description", p."PaymentMethodId", (${part.sign}::int * ${value}) AS "Amount"
          FROM ${payments} p JOIN ${sales} s ON s."SaleId" = p."SaleId"
          WHERE p."ShowEventId" = ANY(${ids}) ${location('p.SalesLocationId')} AND p."PaymentMethodId" = ANY(${[...part.methods]}::int[])
            ${part.tip ? sql`AND p."TipAmount" <> 0` : sql``}`);
      } else if (part.kind === 'counts') {
        const methods = (part.methods ?? SettledTenders).filter((m) => settled[m]);
        const of = (k: 'settlement' | 'tip') => sumOf(methods.map((m) => final(settled[m]![k])));
        const [amount, where, description] =
          part.figure === 'start'
            ? [sql`c."Total"`, sql`c."LogTypeId" = 1`, 'Start count']
            : part.figure === 'end'
              ? [sql`c."Total"`, sql`c."LogTypeId" = 2`, 'End count']
              : part.figure === 'cash'
                ? // A start counts (negative) only for a station with an end count, as in the deposit.
                  [
                    sql`CASE WHEN c."LogTypeId" = 2 THEN c."Total" ELSE -c."Total" END`,
                    sql`(c."LogTypeId" = 2 OR EXISTS (SELECT 1 FROM latest e WHERE e."ShowEventId" = c."ShowEventId" AND e."StationId" = c."StationId" AND e."LogTypeId" = 2))`,
                    null,
                  ]
                : [of(part.figure), sql`c."LogTypeId" = 2 AND (${of(part.figure)}) <> 0`, part.figure === 'tip' ? 'End count tips' : 'End count settlement'];
        const single = methods.length === 1 && part.figure !== 'cash' && part.figure !== 'start' && part.figure !== 'end' ? methods[0]! : null;
        selects.push(sql`SELECT 'count' AS "Kind", c."Id"::text AS "Id", c."TimestampUtc" AS "At", c."ShowEventId", c."SalesLocationId", c."StationId",
            ${description ?? sql`CASE WHEN c."LogTypeId" = 2 THEN 'End count' ELSE 'Start count' END`} AS "Description", ${single}::int AS "PaymentMethodId",
            (${amount}) AS "Amount"
          FROM latest c WHERE ${where}`);
      } else {
        if (s.salesLocationId) continue; // Petty cash is a show event's, not a sales location's.
        selects.push(sql`SELECT 'withdrawal' AS "Kind", w."Id"::text AS "Id", w."TransactionDateUtc" AS "At", w."ShowEventId", NULL::int AS "SalesLocationId",
            NULL::int AS "StationId", 'Withdrawal' AS "Description", NULL::int AS "PaymentMethodId", w."Amount"
          FROM ${withdrawals} w WHERE w."ShowEventId" = ANY(${ids}) AND NOT w."Deleted"`);
      }
    }
    if (!selects.length) return { rows: [], total: 0 };
    // Of a station's logs only its latest start and latest end count (by time, then Id), as in the deposit.
    const latest = sql`latest AS (SELECT DISTINCT ON (c."ShowEventId", c."StationId", c."LogTypeId") c.* FROM ${logs} c
      WHERE c."ShowEventId" = ANY(${ids}) ${location('c.SalesLocationId')}
      ORDER BY c."ShowEventId", c."StationId", c."LogTypeId", c."TimestampUtc" DESC, c."Id" DESC)`;
    const { rows } = await sql<DrillRow>`WITH ${latest}
      SELECT x."Kind", x."Id", x."At", v."TimeZone", x."ShowEventId", sh."Name" AS "ShowEvent", th."Id" AS "TheatreId", sl."Name" AS "SalesLocation",
        st."Name" AS "Station", x."Description", x."PaymentMethodId", x."Amount"::text AS "Amount", count(*) OVER ()::text AS "Total"
      FROM (${sql.join(selects, sql` UNION ALL `)}) x ${event}
      LEFT JOIN app.sales_locations sl ON sl."Id" = x."SalesLocationId" LEFT JOIN app.stations st ON st."Id" = x."StationId"
      ORDER BY x."At" DESC, x."Kind", x."Id" DESC OFFSET ${s.skip} LIMIT ${s.take}`.execute(this.db);
    return { rows: rows.map(toRow), total: Number(rows[0]?.Total ?? 0) };
  }
}

function toRow(r: DrillRow): SalesDrillDownRowFigures {
  const link =
    r.Kind === 'sale'
      ? `/masterTransactionLog/info?id=${r.Id}`
      : r.Kind === 'count'
        ? `/cashboxes/edit?id=${r.Id}`
        : `/client/pettyCashWithdrawals/info?id=${r.Id}&theatreId=${r.TheatreId}`;
  return {
    Kind: r.Kind,
    Id: r.Id,
    At: new Date(r.At).toISOString(),
    TimeZone: r.TimeZone,
    ShowEventId: r.ShowEventId,
    ShowEvent: r.ShowEvent,
    SalesLocation: r.SalesLocation,
    Station: r.Station,
    Description: r.Description,
    PaymentMethod: r.PaymentMethodId === null ? null : (methodName.get(Number(r.PaymentMethodId)) ?? String(r.PaymentMethodId)),
    Amount: r.Amount,
    Link: link,
  };
}
