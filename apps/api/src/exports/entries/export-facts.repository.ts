import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import type { Db } from '@intermission/db';
import type { BillFacts, TransferFacts } from '@intermission/domain';
import {
  CASHBOXES_PROJECTION,
  CashboxesTables,
  PETTY_CASH_PROJECTION,
  PettyCashTables,
  RECEIVED_ORDERS_PROJECTION,
  ReceivedOrdersTables,
  SALES_PROJECTION,
  STOCK_PROJECTION,
  SalesTables,
  StockTables,
  projectionTable,
} from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { AccountBook } from './account-book';

/**
 * The facts the exports are built from, read set-based over a range of venue days (docs/exports.md
 * "Account mapping"): a few queries for the whole range, whatever the number of entities, or for the
 * few entities a QBO log page shows (`ExportEntityScope`). A venue day is the venue's local date
 * (`AT TIME ZONE` its TimeZone); each query first narrows by UTC instants that hold the range (one
 * day either side, every zone being within ±14 h; the sales by the venues' own midnights), so an
 * index on the instant serves.
 */
@Injectable()
export class ExportFactsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(projection: string, base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, projection, base).then((t) => sql.raw(t));
  }

  /** The export settings' mappings and every managed item's name and export account. */
  async accountBook(): Promise<AccountBook> {
    const [settings, items] = await Promise.all([
      this.db.selectFrom('app.export_settings').select('AccountMappings').where('Id', '=', 1).executeTakeFirst(),
      this.db.selectFrom('app.managed_items').select(['Id', 'Name', 'ExportAccountId']).execute(),
    ]);
    const mappings = new Map((settings?.AccountMappings ?? []).map((m) => [m.ManagedItemId, m.AccountName]));
    return new AccountBook(mappings, new Map(items.map((i) => [i.Id, { Name: i.Name, ExportAccountId: i.ExportAccountId }])));
  }

  /**
   * Exportable transfers (types of `ExportableTransferTypes`) dated in the range at their venue, with their lines on the
   * leaving side (else the arriving one); given ids, those transfers whatever their day (the QBO log's rows read anew).
   */
  async transfers(types: readonly number[], from: string, to: string, book: AccountBook, ids?: readonly string[]): Promise<TransferFacts[]> {
    const [transfers, movements] = await Promise.all([
      this.table(STOCK_PROJECTION, StockTables.transfers),
      this.table(STOCK_PROJECTION, StockTables.movements),
    ]);
    const { rows } = await sql<{
      TransferId: string;
      TypeId: number;
      Day: string;
      VenueId: number;
      VenueName: string;
      FromName: string | null;
      ToName: string | null;
      Outgoing: boolean;
      WastageReasonId: number | null;
      Notes: string;
      Lines: { Qty: string; CostPerGood: string; CogsTypeId: number; InventoryAccountTypeId: number }[];
    }>`WITH t AS (
        SELECT t.*, v."Id" AS "VenueId", v."Name" AS "VenueName", to_char((t."TransferDate" AT TIME ZONE v."TimeZone")::date, 'YYYY-MM-DD') AS "Day",
          fl."Name" AS "FromName", tl."Name" AS "ToName"
        FROM ${transfers} t
        LEFT JOIN app.inventory_locations fl ON fl."Id" = t."FromLocationId"
        LEFT JOIN app.inventory_locations tl ON tl."Id" = t."ToLocationId"
        JOIN app.venues v ON v."Id" = COALESCE(fl."VenueId", tl."VenueId")
        WHERE t."TypeId" = ANY(${[...types]}::int[])
          AND ${ids ? sql`t."TransferId" = ANY(${[...ids]}::uuid[])` : sql`t."TransferDate" >= ${from}::date - 1 AND t."TransferDate" < ${to}::date + 2`})
      SELECT t."TransferId"::text, t."TypeId", t."Day", t."VenueId", t."VenueName", t."FromName", t."ToName", t."FromLocationId" IS NOT NULL AS "Outgoing",
        t."WastageReasonId", t."Notes",
        (SELECT json_agg(json_build_object('Qty', m."Qty"::text, 'CostPerGood', m."CostPerGood"::text, 'CogsTypeId', m."CogsTypeId",
            'InventoryAccountTypeId', m."InventoryAccountTypeId") ORDER BY m."GoodId")
          FROM ${movements} m WHERE m."TransferId" = t."TransferId" AND m."LocationId" = COALESCE(t."FromLocationId", t."ToLocationId")) AS "Lines"
      FROM t ${ids ? sql`` : sql`WHERE t."Day" BETWEEN ${from} AND ${to}`}`.execute(this.db);
    return rows.map((r) => ({
      TransferId: r.TransferId,
      TypeId: r.TypeId,
      Day: r.Day,
      VenueId: r.VenueId,
      VenueName: r.VenueName,
      Outgoing: r.Outgoing,
      FromName: r.FromName,
      ToName: r.ToName,
      WastageReason: r.WastageReasonId === null ? null : book.name(r.WastageReasonId),
      Notes: r.Notes,
      Lines: (r.Lines ?? []).map((l) => ({
        Qty: l.Qty,
        CostPerGood: l.CostPerGood,
        CogsAccount: book.account(l.CogsTypeId),
        InventoryAccount: book.account(l.InventoryAccountTypeId),
      })),
    }));
  }

  /** Received orders posted in the range (the venue day of PostedAt), not deleted; given ids, those orders whatever their day. */
  async bills(from: string, to: string, book: AccountBook, ids?: readonly string[]): Promise<BillFacts[]> {
    const orders = await this.table(RECEIVED_ORDERS_PROJECTION, ReceivedOrdersTables.orders);
    const { rows } = await sql<{
      Id: string;
      Day: string;
      VenueId: number;
      VenueName: string;
      VendorName: string | null;
      Goods: { Qty: string | number; Cost: string | number; InventoryAccountTypeId: number }[];
      FreightRate: string;
      SuppliesRate: string;
      DepositsCost: string;
      GoodsToReturnCost: string;
      BilledAmount: string;
      PPV: string;
    }>`SELECT * FROM (
        SELECT o."Id"::text, to_char((o."PostedAt" AT TIME ZONE v."TimeZone")::date, 'YYYY-MM-DD') AS "Day", v."Id" AS "VenueId", v."Name" AS "VenueName",
          vd."Name" AS "VendorName", o."Goods", o."FreightRate"::text, o."SuppliesRate"::text, o."DepositsCost"::text, o."GoodsToReturnCost"::text,
          o."BilledAmount"::text, o."PPV"::text
        FROM ${orders} o JOIN app.venues v ON v."Id" = o."VenueId" LEFT JOIN app.vendors vd ON vd."Id" = o."VendorId"
        WHERE o."Posted" AND NOT o."Deleted"
          AND ${ids ? sql`o."Id" = ANY(${[...ids]}::uuid[])` : sql`o."PostedAt" >= ${from}::date - 1 AND o."PostedAt" < ${to}::date + 2`}) o
      ${ids ? sql`` : sql`WHERE o."Day" BETWEEN ${from} AND ${to}`}`.execute(this.db);
    return rows.map((r) => ({
      ReceivedOrderId: r.Id,
      Day: r.Day,
      VenueId: r.VenueId,
      VenueName: r.VenueName,
      VendorName: r.VendorName,
      Goods: r.Goods.map((g) => ({ Qty: String(g.Qty), Cost: String(g.Cost), InventoryAccount: book.account(g.InventoryAccountTypeId) })),
      FreightRate: r.FreightRate,
      SuppliesRate: r.SuppliesRate,
      DepositsCost: r.DepositsCost,
      GoodsToReturnCost: r.GoodsToReturnCost,
      BilledAmount: r.BilledAmount,
      PPV: r.PPV,
    }));
  }

  /**
   * The live petty cash withdrawals of the range's venue days (their show event's Start at the venue; no
   * test theatre), each with the venue day it is exported in: what an export of Transactions locks
   * (document 1: a withdrawal with an ExportId cannot be deleted).
   */
  async withdrawals(from: string, to: string): Promise<{ Id: number; VenueId: number; Day: string }[]> {
    const withdrawals = await this.table(PETTY_CASH_PROJECTION, PettyCashTables.withdrawals);
    const { rows } = await sql<{ Id: number; VenueId: number; Day: string }>`SELECT * FROM (
        SELECT w."Id", v."Id" AS "VenueId", to_char((se."Start" AT TIME ZONE v."TimeZone")::date, 'YYYY-MM-DD') AS "Day"
        FROM ${withdrawals} w JOIN app.show_events se ON se."Id" = w."ShowEventId" JOIN app.theatres th ON th."Id" = se."TheatreId"
        JOIN app.venues v ON v."Id" = th."VenueId"
        WHERE NOT w."Deleted" AND NOT th."IsTest" AND se."Start" >= ${from}::date - 1 AND se."Start" < ${to}::date + 2) x
      WHERE x."Day" BETWEEN ${from} AND ${to} ORDER BY x."Id"`.execute(this.db);
    return rows;
  }

  /**
   * The sales side of the venue days in the range (test theatres left out, as the sales
   * reconciliation does): a sale's day is its show event's (the venue day of its Start), else its
   * own SaleDate's. Kit rows as the kit sales report groups them, the goods' revenue accounts by
   * cost (else, for a kit without tracked goods, the catalogue's), the payments per method, the show events of those days (for the deposit figures) and the
   * live petty cash withdrawals per reason. Given venues, only theirs (the QBO log's rows read anew).
   */
  async sales(from: string, to: string, venues?: readonly number[]) {
    const [saleRows, kitRows, goodRows, paymentRows, withdrawals, logs] = await Promise.all([
      this.table(SALES_PROJECTION, SalesTables.sales),
      this.table(SALES_PROJECTION, SalesTables.kits),
      this.table(SALES_PROJECTION, SalesTables.goods),
      this.table(SALES_PROJECTION, SalesTables.payments),
      this.table(PETTY_CASH_PROJECTION, PettyCashTables.withdrawals),
      this.table(CASHBOXES_PROJECTION, CashboxesTables.logs),
    ]);
    // The statement's values come from its first CTE (`args`), not as constants in each condition: one QBO log page of
    // the 50-venue year ran in 20–30 ms with them as constants and in 10–15 ms this way (node-pg, runs side by side).
    const args = sql`SELECT ${from}::date AS "From", ${to}::date AS "To", ${from}::text AS "FromDay", ${to}::text AS "ToDay",
      ${venues ? [...venues] : null}::int[] AS "Venues"`;
    const ofVenues = (column: ReturnType<typeof sql.ref>) => (venues ? sql`AND ${column} = ANY((SELECT "Venues" FROM args)::int[])` : sql``);
    const inRange = (column: ReturnType<typeof sql.ref>) => sql`${column} BETWEEN (SELECT "FromDay" FROM args) AND (SELECT "ToDay" FROM args)`;
    // The instants of the range's venue days, from the first midnight to the last (the statement's `bounds`, over the
    // venues read): every time a venue day of the range holds is within, so an index on the instant narrows first.
    const bounds = sql`SELECT min(a."From"::timestamp AT TIME ZONE v."TimeZone") AS "From", max((a."To" + 1)::timestamp AT TIME ZONE v."TimeZone") AS "To"
      FROM app.venues v CROSS JOIN args a WHERE true ${ofVenues(sql.ref('v.Id'))}`;
    const window = (column: ReturnType<typeof sql.ref>) => sql`${column} >= (SELECT "From" FROM bounds) AND ${column} < (SELECT "To" FROM bounds)`;
    // The sales of the range with their venue day: by show event Start, else SaleDate (each at the venue), no test theatre.
    // Two branches, so that an index serves each: the sales of the show events that start in the window, and the sales
    // without a show event whose SaleDate is in it (a COALESCE of the two would read every sale). A show event's sales
    // are read show event by show event (LATERAL … OFFSET 0: the planner would rather read all of the venues' sales).
    const saleFrom = sql`JOIN app.venues v ON v."Id" = s."VenueId"
      JOIN app.sales_locations sl ON sl."Id" = s."SalesLocationId"
      JOIN app.theatres th ON th."Id" = sl."TheatreId"`;
    const daySales = sql`SELECT s."SaleId", s."VenueId", to_char((se."Start" AT TIME ZONE v."TimeZone")::date, 'YYYY-MM-DD') AS "Day"
        FROM app.show_events se CROSS JOIN LATERAL (SELECT * FROM ${saleRows} s WHERE s."ShowEventId" = se."Id" OFFSET 0) s ${saleFrom}
        WHERE NOT th."IsTest" AND ${window(sql.ref('se.Start'))} ${ofVenues(sql.ref('s.VenueId'))}
      UNION ALL
      SELECT s."SaleId", s."VenueId", to_char((s."SaleDate" AT TIME ZONE v."TimeZone")::date, 'YYYY-MM-DD') AS "Day"
        FROM ${saleRows} s ${saleFrom}
        WHERE NOT th."IsTest" AND ${window(sql.ref('s.SaleDate'))} ${ofVenues(sql.ref('s.VenueId'))}
          AND NOT EXISTS (SELECT 1 FROM app.show_events se WHERE se."Id" = s."ShowEventId")`;
    type Facts = {
      kits: { VenueId: number; Day: string; KitId: number; SalePrice: string; Quantity: string; Gross: string; Taxable: string }[];
      goods: { VenueId: number; Day: string; KitId: number; RevenueTypeId: number | null; Weight: string }[];
      payments: { VenueId: number; Day: string; PaymentMethodId: number; Total: string; Tip: string }[];
      showEvents: { Id: number; VenueId: number; Day: string }[];
      pettyCash: { VenueId: number; Day: string; ReasonId: number; Amount: string }[];
      catalogue: { KitId: number; RevenueTypeId: number; Weight: string }[];
    };
    const list = (rows: ReturnType<typeof sql>) => sql`COALESCE((SELECT json_agg(x) FROM (${rows}) x), '[]')`;
    // One statement (the sales of the range read once), without parallel workers: a page of the QBO log reads a
    // few venue days, where starting workers costs more than it saves; a month's run reads the same way.
    const [facts, taxRates] = await Promise.all([
      this.db.transaction().execute(async (tx) => {
        await sql`SELECT set_config('max_parallel_workers_per_gather', '0', true)`.execute(tx);
        const { rows } = await sql<Facts>`WITH args AS MATERIALIZED (${args}), bounds AS MATERIALIZED (${bounds}),
          d AS MATERIALIZED (SELECT * FROM (${daySales}) d WHERE ${inRange(sql.ref('d.Day'))}),
          kits AS MATERIALIZED (SELECT d."VenueId", d."Day", k."KitId", k."SalePricePerKit"::text AS "SalePrice", sum(k."Qty")::text AS "Quantity",
              sum(k."Qty" * k."SalePricePerKit")::text AS "Gross", sum(k."Qty" * (k."SalePricePerKit" - k."NonTaxablePricePerKit"))::text AS "Taxable"
            FROM d JOIN ${kitRows} k ON k."SaleId" = d."SaleId"
            GROUP BY d."VenueId", d."Day", k."KitId", k."SalePricePerKit")
          SELECT ${list(sql`SELECT * FROM kits`)} AS kits,
          ${list(sql`SELECT d."VenueId", d."Day", g."KitId", g."RevenueTypeId", sum(abs(g."Qty") * g."CostPerGood")::text AS "Weight"
            FROM d JOIN ${goodRows} g ON g."SaleId" = d."SaleId"
            GROUP BY d."VenueId", d."Day", g."KitId", g."RevenueTypeId"`)} AS goods,
          ${list(sql`SELECT d."VenueId", d."Day", p."PaymentMethodId", sum(p."Total")::text AS "Total", sum(p."TipAmount")::text AS "Tip"
            FROM d JOIN ${paymentRows} p ON p."SaleId" = d."SaleId"
            GROUP BY d."VenueId", d."Day", p."PaymentMethodId"`)} AS payments,
          -- The show events of those days that have a sale payment or a cash box log: their deposit figures give the over/short.
          ${list(sql`SELECT * FROM (
              SELECT se."Id", v."Id" AS "VenueId", to_char((se."Start" AT TIME ZONE v."TimeZone")::date, 'YYYY-MM-DD') AS "Day"
              FROM app.show_events se JOIN app.theatres th ON th."Id" = se."TheatreId" JOIN app.venues v ON v."Id" = th."VenueId"
              WHERE NOT th."IsTest" AND ${window(sql.ref('se.Start'))} ${ofVenues(sql.ref('v.Id'))}
                AND (EXISTS (SELECT 1 FROM ${paymentRows} p WHERE p."ShowEventId" = se."Id") OR EXISTS (SELECT 1 FROM ${logs} c WHERE c."ShowEventId" = se."Id"))) x
            WHERE ${inRange(sql.ref('x.Day'))}`)} AS "showEvents",
          ${list(sql`SELECT * FROM (
              SELECT v."Id" AS "VenueId", to_char((se."Start" AT TIME ZONE v."TimeZone")::date, 'YYYY-MM-DD') AS "Day", w."ReasonId", sum(w."Amount")::text AS "Amount"
              FROM ${withdrawals} w JOIN app.show_events se ON se."Id" = w."ShowEventId" JOIN app.theatres th ON th."Id" = se."TheatreId"
              JOIN app.venues v ON v."Id" = th."VenueId"
              WHERE NOT w."Deleted" AND NOT th."IsTest" AND ${window(sql.ref('se.Start'))} ${ofVenues(sql.ref('v.Id'))}
              GROUP BY 1, 2, 3) x
            WHERE ${inRange(sql.ref('x.Day'))}`)} AS "pettyCash",
          -- The catalogue's revenue accounts of the kits sold (their goods' RevenueTypeId, weighed by the kit's price of each
          -- good): for a kit whose goods left no sale_good_rows (untracked goods).
          ${list(sql`SELECT kg."KitId", g."RevenueTypeId", sum(kg."Quantity" * kg."DefaultPrice")::text AS "Weight"
            FROM app.kit_goods kg JOIN app.goods g ON g."Id" = kg."GoodId"
            WHERE kg."KitId" IN (SELECT "KitId" FROM kits)
            GROUP BY kg."KitId", g."RevenueTypeId"`)} AS catalogue`.execute(tx);
        return rows[0]!;
      }),
      sql<{ VenueId: number; VenueName: string; Rate: string }>`SELECT v."Id" AS "VenueId", v."Name" AS "VenueName", COALESCE(r."Rate", 0)::text AS "Rate"
        FROM app.venues v LEFT JOIN app.managed_items r ON r."Id" = v."TaxRateId"`.execute(this.db),
    ]);
    return { ...facts, venues: new Map(taxRates.rows.map((r) => [r.VenueId, r])) };
  }

  /**
   * The stamp of each venue day's sources (every venue, or these, on every day of the range): a digest
   * of what `sales()` and the deposit figures read for it, which changes whenever they may (docs/exports.md
   * "Modified"). The QBO log reads a row anew only when its stamp differs from the one kept with it.
   * Keep the two in step: a source added to `sales()` is digested here too (export-stamps.int.spec
   * changes each source and sees the stamp change). Digested per venue day:
   * - the show events that start on it at a theatre of the venue (id, Start, theatre); per show event
   *   its sales (how many, and a sum of their ids' hashes: the sales projection only adds sales, and a
   *   void rebuilds it), its cash box logs (id and version: a correction bumps the version) and its
   *   live withdrawals (id and version; a deletion leaves the set);
   * - the venue's sales of that day not of a show event (how many, and their ids' hashes);
   * and for all: the projections' tables read (a new version), the export settings' account mappings,
   * and the count of changes to the catalogue the facts are mapped through (venues and their tax
   * rate, theatres, sales locations, kits' goods, goods, managed items: app.export_catalogue_stamp).
   * Conservative: the test theatres' rows and neighbouring instants may change a stamp for nothing,
   * which only costs a read.
   */
  async salesStamps(from: string, to: string, venues?: readonly number[]): Promise<{ VenueId: number; Day: string; Stamp: string }[]> {
    // The tables read, by name (a projection's version is in its tables' names). The lines (kits, goods, payments) are
    // written with their sale and never again, in tables of the sales projection's version: the sales stand for them.
    const names = await Promise.all(
      [
        [SALES_PROJECTION, SalesTables.sales],
        [PETTY_CASH_PROJECTION, PettyCashTables.withdrawals],
        [CASHBOXES_PROJECTION, CashboxesTables.logs],
      ].map(([projection, base]) => projectionTable(this.db as unknown as Kysely<unknown>, projection!, base!)),
    );
    const [saleRows, withdrawals, logs] = [sql.raw(names[0]!), sql.raw(names[1]!), sql.raw(names[2]!)];
    const { rows } = await sql<{ VenueId: number; Day: string; Stamp: string }>`WITH common AS MATERIALIZED (
        SELECT concat_ws('|', ${names.join(',')}::text,
          (SELECT "Changes" FROM app.export_catalogue_stamp WHERE "Id" = 1),
          (SELECT md5("AccountMappings"::text) FROM app.export_settings WHERE "Id" = 1)) AS "All"),
      w AS (
        SELECT v."Id" AS "VenueId", to_char(d, 'YYYY-MM-DD') AS "Day", (d::timestamp AT TIME ZONE v."TimeZone") AS "From",
          ((d + 1)::timestamp AT TIME ZONE v."TimeZone") AS "To"
        FROM app.venues v CROSS JOIN (SELECT ${from}::date + n AS d FROM generate_series(0, ${to}::date - ${from}::date) AS g(n)) g
        ${venues ? sql`WHERE v."Id" = ANY(${[...venues]}::int[])` : sql``})
      SELECT w."VenueId", w."Day", md5(concat_ws('|', (SELECT "All" FROM common),
        (SELECT string_agg(concat_ws(',', se."Id", extract(epoch FROM se."Start"), se."TheatreId",
            (SELECT count(*) || '/' || coalesce(sum(hashtext(s."SaleId"::text)), 0) FROM ${saleRows} s WHERE s."ShowEventId" = se."Id"),
            (SELECT string_agg(c."Id" || '.' || c."Version", ' ' ORDER BY c."Id") FROM ${logs} c WHERE c."ShowEventId" = se."Id"),
            (SELECT string_agg(x."Id" || '.' || x."Version", ' ' ORDER BY x."Id") FROM ${withdrawals} x WHERE x."ShowEventId" = se."Id" AND NOT x."Deleted")),
            ';' ORDER BY se."Id")
          FROM app.theatres th JOIN app.show_events se ON se."TheatreId" = th."Id" AND se."Start" >= w."From" AND se."Start" < w."To"
          WHERE th."VenueId" = w."VenueId"),
        (SELECT count(*) || '/' || coalesce(sum(hashtext(s."SaleId"::text)), 0) FROM ${saleRows} s
          WHERE s."VenueId" = w."VenueId" AND s."SaleDate" >= w."From" AND s."SaleDate" < w."To"
            AND (s."ShowEventId" IS NULL OR NOT EXISTS (SELECT 1 FROM app.show_events se WHERE se."Id" = s."ShowEventId"))))) AS "Stamp"
      FROM w`.execute(this.db);
    return rows;
  }
}
