import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import type { Db } from '@intermission/db';
import { DEPOSITS_PROJECTION, DepositsTables, SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';

export interface PaymentSum {
  PaymentMethodId: number;
  ShowEventId: number;
  SalesLocationId: number;
  PaymentAmount: string;
  TipAmount: string;
}

export interface PostedDeposit {
  DepositId: number;
  ShowEventId: number;
  Amount: string;
  PettyCashAmount: string;
  TipTotal: string;
  AmountToBePosted: string;
}

/** The deposits report's own reads (docs/reports.md "Deposits report"): payments per show event × location × tender, posted deposits, lookups. */
@Injectable()
export class DepositsReportRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(name: string, base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, name, base).then((t) => sql.raw(t));
  }

  /** §3 PaymentsSummary: the deposit tenders only (no discount, 7); a row per show event × sales location × tender paid in. */
  async paymentsSummary(showEventIds: readonly number[], tenders: readonly number[]): Promise<PaymentSum[]> {
    if (!showEventIds.length) return [];
    const payments = await this.table(SALES_PROJECTION, SalesTables.payments);
    const { rows } = await sql<PaymentSum>`SELECT p."PaymentMethodId", p."ShowEventId", p."SalesLocationId", sum(p."Total")::text AS "PaymentAmount",
        sum(p."TipAmount")::text AS "TipAmount"
      FROM ${payments} p WHERE p."ShowEventId" = ANY(${[...showEventIds]}::int[]) AND p."PaymentMethodId" = ANY(${[...tenders]}::int[])
      GROUP BY p."ShowEventId", p."SalesLocationId", p."PaymentMethodId" ORDER BY p."ShowEventId", p."SalesLocationId", p."PaymentMethodId"`.execute(this.db);
    return rows;
  }

  async posted(showEventIds: readonly number[]): Promise<PostedDeposit[]> {
    if (!showEventIds.length) return [];
    const deposits = await this.table(DEPOSITS_PROJECTION, DepositsTables.deposits);
    const { rows } =
      await sql<PostedDeposit>`SELECT d."DepositId", d."ShowEventId", d."Amount"::text AS "Amount", d."PettyCashAmount"::text AS "PettyCashAmount",
        d."TipTotal"::text AS "TipTotal", d."AmountToBePosted"::text AS "AmountToBePosted"
      FROM ${deposits} d WHERE d."ShowEventId" = ANY(${[...showEventIds]}::int[])`.execute(this.db);
    return rows;
  }

  theatres(venueId: number) {
    return this.db.selectFrom('app.theatres').select(['Id', 'Name', 'IsTest']).where('VenueId', '=', venueId).orderBy('Name').orderBy('Id').execute();
  }

  salesLocations(venueId: number) {
    return this.db
      .selectFrom('app.sales_locations as sl')
      .innerJoin('app.theatres as th', 'th.Id', 'sl.TheatreId')
      .select(['sl.Id', 'sl.Name', 'sl.TheatreId'])
      .where('th.VenueId', '=', venueId)
      .orderBy('sl.Name')
      .orderBy('sl.Id')
      .execute();
  }
}
