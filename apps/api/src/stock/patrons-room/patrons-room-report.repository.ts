import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import Decimal from 'decimal.js';
import { MovementType, type PatronsRoomReportFigures, localDay, monthRange, toCsv } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { STOCK_PROJECTION, StockTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { zoneBounds } from '../../common/venue-days';
import { locationLabel } from '../stock.repository';

/** A row as the server reads it: the figures as exact numeric text, which the CSV writes as they are. */
type CsvRow = Omit<PatronsRoomReportFigures['Rows'][number], 'Qty' | 'CostPerGood' | 'ExtendedCost'> & {
  Qty: string;
  CostPerGood: string;
  ExtendedCost: string;
};

/**
 * The Patrons Room Transfer Report (document 3 §3, §7): the patrons room transfers (type 2) into
 * the rooms in one month (the room's venue's days), from the stock projection, with the month's revenue entered.
 */
@Injectable()
export class PatronsRoomReportRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(base: typeof StockTables.movements | typeof StockTables.transfers) {
    return projectionTable(this.db as unknown as Kysely<unknown>, STOCK_PROJECTION, base).then((t) => sql.raw(t));
  }

  /** The rows (paged with skip/take, or all without), the number of rows and the report's totals. */
  async report(
    rooms: number[],
    year: number,
    month: number,
    page?: { skip: number; take: number },
  ): Promise<{ report: PatronsRoomReportFigures & { Rows: CsvRow[]; TotalCost: string }; total: number; days: string[] }> {
    const [movements, transfers] = await Promise.all([this.table(StockTables.movements), this.table(StockTables.transfers)]);
    // The month at each room's venue: from its local midnight of the 1st to that of the next month's 1st.
    const period = await zoneBounds(this.db, (zone) => monthRange(year, month, zone));
    // The To side of each line: the room's positive row.
    const source = sql`${movements} m
      JOIN ${transfers} t ON t."TransferId" = m."TransferId"
      JOIN app.goods g ON g."Id" = m."GoodId"
      LEFT JOIN app.good_categories gc ON gc."Id" = g."CategoryId"
      LEFT JOIN app.inventory_locations lf ON lf."Id" = m."OtherLocationId" LEFT JOIN app.venues vf ON vf."Id" = lf."VenueId"
      JOIN app.inventory_locations lt ON lt."Id" = m."LocationId" JOIN app.venues vt ON vt."Id" = lt."VenueId"
      JOIN ${period} zb ON zb."TimeZone" = vt."TimeZone"
      LEFT JOIN app.users u ON u."Id" = t."UserId"
      WHERE m."LocationId" = ANY(${rooms}::int[]) AND m."TypeId" = ${MovementType.PatronRoom} AND m."Qty" > 0
        AND m."TransferDate" >= zb."From" AND m."TransferDate" < zb."To"`;
    const paging = page ? sql`OFFSET ${page.skip} LIMIT ${page.take}` : sql``;
    const rows = await sql<CsvRow & { TransferDate: Date }>`SELECT m."TransferId"::text AS "TransferId", m."TransferDate", vt."TimeZone",
        COALESCE(${locationLabel('lf', 'vf')}, '') AS "FromLocationName", ${locationLabel('lt', 'vt')} AS "ToLocationName",
        g."Id" AS "GoodId", g."Name" AS "GoodName", COALESCE(gc."Name", 'Uncategorized') AS "CategoryName",
        trim_scale(m."Qty")::text AS "Qty", m."CostPerGood"::text AS "CostPerGood", round(m."Qty" * m."CostPerGood", 2)::text AS "ExtendedCost",
        CASE WHEN u."Id" IS NULL THEN NULL ELSE u."FirstName" || ' ' || u."LastName" END AS "UserName", NULLIF(t."Notes", '') AS "Notes"
      FROM ${source}
      ORDER BY m."TransferDate", m."TransferId", g."Name", g."Id" ${paging}`.execute(this.db);
    const sums = await sql<{ n: string; cost: string }>`SELECT count(*) AS n, COALESCE(sum(round(m."Qty" * m."CostPerGood", 2)), 0)::text AS cost
      FROM ${source}`.execute(this.db);
    const revenue = await this.db
      .selectFrom('app.patrons_room_revenue')
      .select((eb) => [eb.fn.count<string>('Id').as('n'), eb.fn.sum<string>('Revenue').as('total')])
      .where('InventoryLocationId', 'in', [0, ...rooms])
      .where('Year', '=', year)
      .where('Month', '=', month)
      .executeTakeFirst();
    const totalCost = new Decimal(sums.rows[0]?.cost ?? 0);
    const entered = revenue && Number(revenue.n) > 0 && revenue.total !== null ? new Decimal(revenue.total) : null;
    return {
      report: {
        Rows: rows.rows.map((r) => ({ ...r, TransferDate: new Date(r.TransferDate).toISOString() })),
        TotalCost: totalCost.toFixed(2),
        Revenue: entered ? entered.toFixed(2) : null,
        CostPercent: entered && !entered.isZero() ? totalCost.div(entered).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) : null,
      },
      total: Number(sums.rows[0]?.n ?? 0),
      // Each row's day at its room's venue (the CSV's Transfer Date).
      days: rows.rows.map((r) => localDay(r.TransferDate, r.TimeZone)),
    };
  }
}

/** An amount with at least 2 decimals and no trailing zeros beyond them ("0.4200" → "0.42", "0.0825" stays). */
const money = (v: string) => {
  const d = new Decimal(v);
  return d.decimalPlaces() <= 2 ? d.toFixed(2) : d.toFixed();
};

export const PatronsRoomCsvHeader = ['Transfer Date', 'From', 'To', 'Good', 'Category', 'Qty', 'Cost Per Good', 'Extended Cost', 'User', 'Notes'] as const;

/** The report as CSV: the header, one line per row (dated with `days`, its venue-local day), then the Total line; CRLF line ends. */
export function patronsRoomCsv({ report, days }: { report: { Rows: CsvRow[]; TotalCost: string }; days: string[] }): string {
  return toCsv([
    PatronsRoomCsvHeader,
    ...report.Rows.map((r, i) => [
      days[i]!,
      r.FromLocationName,
      r.ToLocationName,
      r.GoodName,
      r.CategoryName,
      r.Qty,
      money(r.CostPerGood),
      new Decimal(r.ExtendedCost).toFixed(2),
      r.UserName,
      r.Notes,
    ]),
    ['Total', '', '', '', '', '', '', report.TotalCost, '', ''],
  ]);
}
