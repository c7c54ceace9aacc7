import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { LiveShowEventFiguresInput } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { encodePosition } from '@intermission/eventstore';
import { CASHBOXES_PROJECTION, CashboxesTables, SALES_PROJECTION, SalesTables, versionedTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';

/** A show event the feed may be opened on, with the venue it is at. */
export interface LiveShowEvent {
  Id: number;
  VenueId: number;
}

interface Row {
  ShowEventId: number;
  SalesTx: string | null;
  SalesPos: string | null;
  CashboxesTx: string | null;
  CashboxesPos: string | null;
  SaleCount: number;
  RefundCount: number;
  SalesTotal: string;
  KitQty: string;
  KitGross: string;
  Tenders: { PaymentMethodId: number; SaleAmount: string; TipAmount: string }[];
  StartCounts: number;
  StartCountTotal: string;
  EndCounts: number;
  EndCountTotal: string;
}

/**
 * The live feed's reads (docs/reports.md "Live over/short and kit sales"): the running totals of any
 * number of show events in one statement, so the totals and the projection checkpoints they reflect
 * come from one snapshot (the runner moves a checkpoint in the transaction that writes its rows).
 * Always the live tables: a replayed schema (REPORTS_SCHEMA) does not move.
 */
@Injectable()
export class LiveFiguresRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async showEvent(id: number): Promise<LiveShowEvent | undefined> {
    return this.db
      .selectFrom('app.show_events as se')
      .innerJoin('app.theatres as th', 'th.Id', 'se.TheatreId')
      .select(['se.Id', 'th.VenueId'])
      .where('se.Id', '=', id)
      .executeTakeFirst();
  }

  /** The serving version of the sales and cashboxes projections (undefined: not started yet). */
  private async versions(): Promise<{ sales?: number; cashboxes?: number }> {
    const { rows } = await sql<{ name: string; version: number }>`
      SELECT DISTINCT ON (name) name, version FROM es.projection_checkpoints WHERE name IN (${SALES_PROJECTION}, ${CASHBOXES_PROJECTION})
      ORDER BY name, caught_up DESC, version DESC`.execute(this.db);
    const of = (n: string) => rows.find((r) => r.name === n)?.version;
    return { sales: of(SALES_PROJECTION), cashboxes: of(CASHBOXES_PROJECTION) };
  }

  /** Each show event's totals (zeros when nothing refers to it yet), keyed by its id. */
  async figuresOf(showEventIds: readonly number[]): Promise<Map<number, LiveShowEventFiguresInput>> {
    const ids = [...new Set(showEventIds)];
    const out = new Map<number, LiveShowEventFiguresInput>();
    if (!ids.length) return out;
    const v = await this.versions();
    if (v.sales === undefined || v.cashboxes === undefined) throw new Error('The sales and cashboxes projections have not started');
    const t = (base: string, version: number) => sql.raw(versionedTable(base, version));
    const [sales, kits, payments, logs] = [
      t(SalesTables.sales, v.sales),
      t(SalesTables.kits, v.sales),
      t(SalesTables.payments, v.sales),
      t(CashboxesTables.logs, v.cashboxes),
    ];
    // One statement, one snapshot: the checkpoints and the rows they account for.
    const { rows } = await sql<Row>`
      WITH ids AS (SELECT DISTINCT unnest(${ids}::int[]) AS id),
        cp AS (SELECT name, transaction_id::text AS tx, position::text AS pos FROM es.projection_checkpoints
          WHERE (name = ${SALES_PROJECTION} AND version = ${v.sales}) OR (name = ${CASHBOXES_PROJECTION} AND version = ${v.cashboxes}))
      SELECT ids.id AS "ShowEventId",
        (SELECT tx FROM cp WHERE name = ${SALES_PROJECTION}) AS "SalesTx", (SELECT pos FROM cp WHERE name = ${SALES_PROJECTION}) AS "SalesPos",
        (SELECT tx FROM cp WHERE name = ${CASHBOXES_PROJECTION}) AS "CashboxesTx", (SELECT pos FROM cp WHERE name = ${CASHBOXES_PROJECTION}) AS "CashboxesPos",
        s."SaleCount", s."RefundCount", s."SalesTotal", k."KitQty", k."KitGross", p."Tenders",
        c."StartCounts", c."StartCountTotal", c."EndCounts", c."EndCountTotal"
      FROM ids
      CROSS JOIN LATERAL (SELECT count(*)::int AS "SaleCount", (count(*) FILTER (WHERE r."IsRefund"))::int AS "RefundCount",
          coalesce(sum(r."Total"), 0)::text AS "SalesTotal" FROM ${sales} r WHERE r."ShowEventId" = ids.id) s
      CROSS JOIN LATERAL (SELECT coalesce(sum(l."Qty"), 0)::text AS "KitQty", coalesce(sum(l."Qty" * l."SalePricePerKit"), 0)::text AS "KitGross"
          FROM ${kits} l WHERE l."ShowEventId" = ids.id) k
      CROSS JOIN LATERAL (SELECT coalesce(json_agg(json_build_object('PaymentMethodId', x.m, 'SaleAmount', x.a::text, 'TipAmount', x.tip::text) ORDER BY x.m), '[]'::json)
          AS "Tenders" FROM (SELECT y."PaymentMethodId" AS m, sum(y."Total") AS a, sum(y."TipAmount") AS tip FROM ${payments} y
            WHERE y."ShowEventId" = ids.id GROUP BY y."PaymentMethodId") x) p
      CROSS JOIN LATERAL (SELECT (count(*) FILTER (WHERE b."LogTypeId" = 1))::int AS "StartCounts",
          coalesce(sum(b."Total") FILTER (WHERE b."LogTypeId" = 1), 0)::text AS "StartCountTotal",
          (count(*) FILTER (WHERE b."LogTypeId" = 2))::int AS "EndCounts",
          coalesce(sum(b."Total") FILTER (WHERE b."LogTypeId" = 2), 0)::text AS "EndCountTotal"
          FROM ${logs} b WHERE b."ShowEventId" = ids.id) c`.execute(this.db);
    const at = new Date().toISOString();
    const position = (tx: string | null, pos: string | null) => encodePosition(tx ?? '0', pos ?? '0');
    for (const r of rows)
      out.set(r.ShowEventId, {
        ShowEventId: r.ShowEventId,
        SalesPosition: position(r.SalesTx, r.SalesPos),
        CashboxesPosition: position(r.CashboxesTx, r.CashboxesPos),
        At: at,
        SaleCount: r.SaleCount,
        RefundCount: r.RefundCount,
        SalesTotal: r.SalesTotal,
        KitQty: r.KitQty,
        KitGross: r.KitGross,
        Tenders: r.Tenders,
        StartCounts: r.StartCounts,
        StartCountTotal: r.StartCountTotal,
        EndCounts: r.EndCounts,
        EndCountTotal: r.EndCountTotal,
      });
    return out;
  }
}
