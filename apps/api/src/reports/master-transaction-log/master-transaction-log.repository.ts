import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type MasterTransactionLogDetailFigures,
  type MasterTransactionLogRowFigures,
  type MasterTransactionLogSearch,
  MasterLogDaysBack,
  MasterLogDefaultTimes,
  PaymentMethods,
  SaleTypes,
  addDay,
  isTimeZone,
  saleDateNames,
  salePaymentMethod,
  saleStream,
  searchText,
  todayIn,
  zonedInstant,
} from '@intermission/contracts';
import { type Db, findPageSql, likeText, type Page } from '@intermission/db';
import { masterLogGoodCost, masterLogKitFigures, masterTransactionTotals } from '@intermission/domain';
import { SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import type { Viewer } from '../../access/venue-access';
import { ReportVenues } from '../venues/report-venues.service';

/** A list row as read: money as decimal text, the payment methods as ids in payment order. */
interface LogRow extends Omit<MasterTransactionLogRowFigures, 'SaleDate' | 'ShowEventStart' | 'SaleTypeId' | 'SaleType' | 'PaymentMethods'> {
  SaleDate: Date;
  ShowEventStart: Date | null;
  IsRefund: boolean;
  Methods: number[] | null;
}

const methodName = new Map<number, string>(PaymentMethods.map((m) => [m.Id, m.Name]));
const saleTypeName = new Map<number, string>(SaleTypes.map((t) => [t.Id, t.Name]));
/**
 * X-List-Count counts at most this many matches (834 pages of 12); past it the total says the cap and
 * X-List-Count-Capped: true says there are more (narrow the dates or filter to page further).
 */
export const MasterLogCountCap = 10_000;
/** Up to this many visible venues (or stations, or POS users a text finds), the log is read one by one (findPageSql `split`). */
const MasterLogSplitValues = 20;

/** Up to this many sales locations, a payment method's sales at a few places are counted location by location. */
const MasterLogMethodLocations = 50;

/**
 * Up to this many rows a location (a page's Skip + Take), a payment method's page at a few places sorts every
 * location's first rows together; deeper pages merge them in order. For a manager's 17 locations the merge takes
 * 2.3 ms to plan against 0.1; cash, its densest method, runs in 1.1 against 0.2 ms on the first page, as long
 * both ways at 480 rows and 3.3 against 12.5 ms at 960 (docs/benchmarks.md).
 */
const MasterLogSortedRows = 480;

/** The discount payment (§3 method 7) is no tender: the Discount column shows it. */
const DiscountMethod = 7;

/**
 * The sale's columns, over `s` (sale_rows) and the label joins. The station, the POS user and the show
 * are scalar subqueries, not joins: with every name a join, the page's semi-join came after the joins
 * (past join_collapse_limit) and PostgreSQL named all 900,000 rows before choosing 12.
 */
const columns = (payments: RawBuilder<unknown>) => sql`s."SaleId"::text AS "SaleId", s."SaleDate", v."TimeZone", s."VenueId", v."Name" AS "VenueName",
  sl."TheatreId", th."Name" AS "TheatreName", s."SalesLocationId", sl."Name" AS "SalesLocationName",
  s."StationId", (SELECT st."Name" FROM app.stations st WHERE st."Id" = s."StationId") AS "StationName",
  s."PosUserId", (SELECT pu."FirstName" || ' ' || pu."LastName" FROM app.pos_users pu WHERE pu."Id" = s."PosUserId") AS "PosUserName",
  s."ShowEventId", (SELECT sh."Name" FROM app.show_events se JOIN app.shows sh ON sh."Id" = se."ShowId" WHERE se."Id" = s."ShowEventId") AS "ShowName",
  (SELECT se."Start" FROM app.show_events se WHERE se."Id" = s."ShowEventId") AS "ShowEventStart", s."IsRefund", s."Source",
  s."Subtotal"::text AS "Subtotal", s."DiscountAmount"::text AS "Discount", s."Total"::text AS "Total",
  (SELECT coalesce(sum(p."TipAmount"), 0)::text FROM ${payments} p WHERE p."SaleId" = s."SaleId") AS "Tips",
  (SELECT array_agg(p."PaymentMethodId" ORDER BY p."Line") FROM ${payments} p WHERE p."SaleId" = s."SaleId") AS "Methods"`;

/** The joins that name a sale: made for a page's rows only. */
const labels = sql`JOIN app.venues v ON v."Id" = s."VenueId"
  LEFT JOIN app.sales_locations sl ON sl."Id" = s."SalesLocationId" LEFT JOIN app.theatres th ON th."Id" = sl."TheatreId"`;

function row(r: LogRow): MasterTransactionLogRowFigures {
  const { IsRefund, Methods, SaleDate, ShowEventStart, ...rest } = r;
  const SaleTypeId = IsRefund ? 2 : 1;
  const tenders = [...new Set((Methods ?? []).filter((m) => m !== DiscountMethod))];
  return {
    ...rest,
    SaleDate: SaleDate.toISOString(),
    ShowEventStart: ShowEventStart ? new Date(ShowEventStart).toISOString() : null,
    SaleTypeId,
    SaleType: saleTypeName.get(SaleTypeId)!,
    PaymentMethods: tenders.map((m) => methodName.get(m) ?? String(m)).join(', '),
  };
}

/**
 * The SaleId range a text beginning a GUID names (dashes ignored), or null when the text is no such
 * beginning: the key's own index answers "begins with".
 */
export function saleIdPrefixRange(text: string): { from: string; to: string } | null {
  const hex = text.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(hex) || text.length > 36) return null;
  const uuid = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return { from: uuid(hex.padEnd(32, '0')), to: uuid(hex.padEnd(32, 'f')) };
}

/**
 * The master transaction log (docs/reports.md "Master transaction log"): every sale and refund of the
 * sales projection, one page chosen on sale_rows alone and named after (docs/api.md "Lists").
 */
@Injectable()
export class MasterTransactionLogRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly venues: ReportVenues,
  ) {}

  /** The venues whose sales the viewer sees, null for every venue (admins, auditors: as the stock reports). */
  scope(viewer: Viewer): Promise<number[] | null> {
    return this.venues.of(viewer);
  }

  private table(base: string) {
    return projectionTable(this.db as unknown as Kysely<unknown>, SALES_PROJECTION, base).then((t) => sql.raw(t));
  }

  /** The zones of one venue or of every venue, each with its venues: one query (a scope is applied after, so this need not wait for it). */
  private async zones(venueId: number | null | undefined): Promise<{ zone: string; venues: number[] }[]> {
    const { rows } = await sql<{ TimeZone: string; Venues: number[] }>`SELECT v."TimeZone", array_agg(v."Id" ORDER BY v."Id") AS "Venues" FROM app.venues v
      ${venueId ? sql`WHERE v."Id" = ${venueId}` : sql``} GROUP BY v."TimeZone"`.execute(this.db);
    // A zone this runtime does not know (saved before saves checked it) has no bounds: its sales match no day.
    return rows.filter((r) => isTimeZone(r.TimeZone)).map((r) => ({ zone: r.TimeZone, venues: r.Venues }));
  }

  /**
   * What a text finds: the POS users and the stations (with their venues) whose names hold it, as ids
   * (passed as literals, so the planner knows how few), and the SaleId range it begins.
   */
  private async textMatches(
    text: string,
  ): Promise<{ posUsers: number[]; stations: { id: number; venueId: number }[]; prefix: { from: string; to: string } | null }> {
    const like = likeText(text);
    const [posUsers, stations] = await Promise.all([
      sql<{ Id: number }>`SELECT x."Id" FROM app.pos_users x WHERE (x."FirstName" || ' ' || x."LastName") ILIKE ${like}`.execute(this.db),
      sql<{ Id: number; VenueId: number }>`SELECT x."Id", t."VenueId" FROM app.stations x JOIN app.sales_locations sl ON sl."Id" = x."SalesLocationId"
        JOIN app.theatres t ON t."Id" = sl."TheatreId" WHERE x."Name" ILIKE ${like}`.execute(this.db),
    ]);
    return {
      posUsers: posUsers.rows.map((r) => r.Id),
      stations: stations.rows.map((r) => ({ id: r.Id, venueId: r.VenueId })),
      prefix: saleIdPrefixRange(text),
    };
  }

  /**
   * The sales locations of the places a search names (the scope's venues, a venue, a theatre, a sales
   * location), with their venues: a sale's venue is its sales location's (a sale is recorded at the
   * location's venue, and a location never changes theatre nor a theatre venue), so its payments there
   * are the sales of those venues. Undefined for no place or past MasterLogMethodLocations.
   */
  private async methodLocations(scope: number[] | null, f: MasterTransactionLogSearch): Promise<{ id: number; venueId: number }[] | undefined> {
    const venues = f.VenueId ? [f.VenueId] : scope;
    if (!venues && !f.TheatreId && !f.SalesLocationId) return undefined;
    if (venues && !venues.length) return [];
    const rows = await this.db
      .selectFrom('app.sales_locations as sl')
      .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
      .select(['sl.Id', 't.VenueId'])
      .$if(venues !== null, (q) => q.where('t.VenueId', 'in', venues!))
      .$if(Boolean(f.TheatreId), (q) => q.where('sl.TheatreId', '=', f.TheatreId!))
      .$if(Boolean(f.SalesLocationId), (q) => q.where('sl.Id', '=', f.SalesLocationId!))
      .orderBy('sl.Id')
      .limit(MasterLogMethodLocations + 1)
      .execute();
    return rows.length > MasterLogMethodLocations ? undefined : rows.map((r) => ({ id: r.Id, venueId: r.VenueId }));
  }

  /** [from, to) at a zone: FromDate at TimeFrom to ToDate at TimeTo + 1 minute (23:59 ends at the next midnight); 7 days back by default. */
  static bounds(f: Pick<MasterTransactionLogSearch, 'FromDate' | 'ToDate' | 'TimeFrom' | 'TimeTo'>, zone: string, now = new Date()) {
    const toDay = f.ToDate ?? todayIn(zone, 0, now);
    const fromDay = f.FromDate ?? addDay(toDay, -MasterLogDaysBack);
    const from = zonedInstant(`${fromDay}T${f.TimeFrom ?? MasterLogDefaultTimes.TimeFrom}`, zone);
    const to = new Date(zonedInstant(`${toDay}T${f.TimeTo ?? MasterLogDefaultTimes.TimeTo}`, zone).getTime() + 60_000);
    return { from, to };
  }

  /** A page, its total (at most MasterLogCountCap) and whether the matches ran past the cap. */
  async search(viewer: Viewer, f: MasterTransactionLogSearch, now = new Date()): Promise<Page<MasterTransactionLogRowFigures> & { capped: boolean }> {
    const text = searchText(f.Query ?? undefined);
    const scoped = this.scope(viewer);
    // The tables, the scope, the zones, what a text finds and a payment method's places, at once (the
    // places wait for the scope only when they are the manager's venues).
    const [sales, payments, scope, zoned, found, places, theatreLocations] = await Promise.all([
      this.table(SalesTables.sales),
      this.table(SalesTables.payments),
      scoped,
      this.zones(f.VenueId),
      text ? this.textMatches(text) : undefined,
      f.PaymentMethodId && !f.StationId && !f.PosUserId && !f.ShowEventId && !f.SaleTypeId && !f.Source && !text
        ? f.VenueId || f.TheatreId || f.SalesLocationId
          ? this.methodLocations(null, f)
          : scoped.then((s) => (s ? this.methodLocations(s, f) : undefined))
        : undefined,
      f.TheatreId
        ? this.db
            .selectFrom('app.sales_locations')
            .select('Id')
            .where('TheatreId', '=', f.TheatreId)
            .orderBy('Id')
            .execute()
            .then((rows) => rows.map((r) => r.Id))
        : undefined,
    ]);
    if (scope && f.VenueId && !scope.includes(f.VenueId)) return { rows: [], total: 0, capped: false };
    const sees = (venue: number) => !scope || scope.includes(venue);
    const zones = zoned.map((z) => ({ ...z, venues: z.venues.filter(sees) })).filter((z) => z.venues.length);
    // What a text finds as conditions on a sale (none: it finds nothing). A manager's stations are those
    // at their venues: a sale's station is at its sales location (checked when it is recorded; a station
    // never changes location), so another venue's station would only find sales they do not see.
    const stations = found?.stations.filter((st) => sees(st.venueId)).map((st) => st.id);
    const matches = found && [
      ...(found.posUsers.length ? [sql`s."PosUserId" = ANY(${found.posUsers}::int[])`] : []),
      ...(stations?.length ? [sql`s."StationId" = ANY(${stations}::int[])`] : []),
      ...(found.prefix ? [sql`(s."SaleId" >= ${found.prefix.from}::uuid AND s."SaleId" <= ${found.prefix.to}::uuid)`] : []),
    ];
    if (!zones.length || (matches && !matches.length)) return { rows: [], total: 0, capped: false };
    const bounds = zones.map((z) => ({ ...z, ...MasterTransactionLogRepository.bounds(f, z.zone, now) }));
    const span = {
      from: new Date(Math.min(...bounds.map((b) => b.from.getTime()))),
      to: new Date(Math.max(...bounds.map((b) => b.to.getTime()))),
    };
    // Each sale against its venue's zone, without a join: inside the range every zone agrees on, or
    // inside its own zone's (the venues of each zone named; all venues of a lone zone in use).
    const inner = {
      from: new Date(Math.max(...bounds.map((b) => b.from.getTime()))),
      to: new Date(Math.min(...bounds.map((b) => b.to.getTime()))),
    };
    const edges =
      bounds.length === 1 || bounds.every((b) => b.from.getTime() === span.from.getTime() && b.to.getTime() === span.to.getTime())
        ? []
        : bounds.map((b) => sql`(s."VenueId" = ANY(${b.venues}::int[]) AND s."SaleDate" >= ${b.from} AND s."SaleDate" < ${b.to})`);
    const range = edges.length
      ? sql`s."SaleDate" >= ${span.from} AND s."SaleDate" < ${span.to}
          AND ((s."SaleDate" >= ${inner.from} AND s."SaleDate" < ${inner.to}) OR ${sql.join(edges, sql` OR `)})`
      : sql`s."SaleDate" >= ${span.from} AND s."SaleDate" < ${span.to}`;
    const where = sql.join(
      [
        range,
        scope ? sql`s."VenueId" = ANY(${scope}::int[])` : sql`true`,
        f.VenueId ? sql`s."VenueId" = ${f.VenueId}` : sql`true`,
        f.TheatreId ? sql`s."SalesLocationId" = ANY(ARRAY(SELECT x."Id" FROM app.sales_locations x WHERE x."TheatreId" = ${f.TheatreId}))` : sql`true`,
        f.SalesLocationId ? sql`s."SalesLocationId" = ${f.SalesLocationId}` : sql`true`,
        f.StationId ? sql`s."StationId" = ${f.StationId}` : sql`true`,
        f.PosUserId ? sql`s."PosUserId" = ${f.PosUserId}` : sql`true`,
        f.ShowEventId ? sql`s."ShowEventId" = ${f.ShowEventId}` : sql`true`,
        f.SaleTypeId ? sql`s."IsRefund" = ${f.SaleTypeId === 2}` : sql`true`,
        f.Source ? sql`s."Source" = ${f.Source}` : sql`true`,
        f.PaymentMethodId
          ? sql`EXISTS (SELECT 1 FROM ${payments} p WHERE p."SaleId" = s."SaleId" AND p."PaymentMethodId" = ${f.PaymentMethodId}
              AND p."SaleDate" >= ${span.from} AND p."SaleDate" < ${span.to})`
          : sql`true`,
        matches ? sql`(${sql.join(matches, sql` OR `)})` : sql`true`,
      ],
      sql` AND `,
    );
    // A payment method alone over one range: its sales counted from the payments' method index (a
    // sale's payments share its SaleDate, so its rows are adjacent there), not by probing every sale.
    const methodOnly =
      f.PaymentMethodId &&
      !edges.length &&
      !scope &&
      !f.VenueId &&
      !f.TheatreId &&
      !f.SalesLocationId &&
      !f.StationId &&
      !f.PosUserId &&
      !f.ShowEventId &&
      !f.SaleTypeId &&
      !f.Source &&
      !text;
    // A payment method and only places (a manager's venues, a venue, a theatre, a sales location): its
    // sales paged and counted from the payments' (method, sales location, date) index, location by
    // location, each within its venue's day bounds (a venue of an unknown zone matches no day).
    const byVenue = new Map(bounds.flatMap((b) => b.venues.map((v) => [v, b] as const)));
    const methodAtPlaces = places?.flatMap((l) => {
      const b = sees(l.venueId) && byVenue.get(l.venueId);
      return b ? [{ id: l.id, from: b.from, to: b.to }] : [];
    });
    // A location's first `n` sales with a payment of the method, in the log's order (a sale's payments
    // share its SaleDate, so they are adjacent in the index; a sale is at one location).
    const atLocation = (id: number | RawBuilder<unknown>, from: Date | RawBuilder<unknown>, to: Date | RawBuilder<unknown>, n: number) =>
      sql`(SELECT DISTINCT p."SaleId", p."SaleDate" FROM ${payments} p WHERE p."PaymentMethodId" = ${f.PaymentMethodId} AND p."SalesLocationId" = ${id}
        AND p."SaleDate" >= ${from} AND p."SaleDate" < ${to} ORDER BY p."SaleDate" DESC, p."SaleId" DESC LIMIT ${n})`;
    // Every location's first `n` as a FROM item `d`, the locations looked up in turn (one plan whatever their number).
    const atLocations = (at: readonly { id: number; from: Date; to: Date }[], n: number) =>
      sql`unnest(${at.map((l) => l.id)}::int[], ${at.map((l) => l.from.toISOString())}::timestamptz[], ${at.map((l) => l.to.toISOString())}::timestamptz[])
        AS l("Id", "From", "To") CROSS JOIN LATERAL ${atLocation(sql`l."Id"`, sql`l."From"`, sql`l."To"`, n)} d`;
    const total = methodOnly
      ? sql`SELECT count(*) AS n FROM (SELECT DISTINCT p."SaleDate", p."SaleId" FROM ${payments} p WHERE p."PaymentMethodId" = ${f.PaymentMethodId}
          AND p."SaleDate" >= ${span.from} AND p."SaleDate" < ${span.to} ORDER BY p."SaleDate" DESC, p."SaleId" LIMIT ${MasterLogCountCap + 1}) c`
      : methodAtPlaces
        ? sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${atLocations(methodAtPlaces, MasterLogCountCap + 1)} LIMIT ${MasterLogCountCap + 1}) c`
        : undefined;
    // The page read value by value from an index led by one column, merged (findPageSql `split`): a
    // lone place filter (a theatre as its sales locations), else a text that finds a few stations only
    // (or POS users only), else a manager's few venues; several place filters are read `narrow`.
    const byPlace = [
      f.VenueId ? { column: sql`s."VenueId"`, values: [f.VenueId] } : undefined,
      f.TheatreId ? { column: sql`s."SalesLocationId"`, values: theatreLocations ?? [] } : undefined,
      f.SalesLocationId ? { column: sql`s."SalesLocationId"`, values: [f.SalesLocationId] } : undefined,
      f.StationId ? { column: sql`s."StationId"`, values: [f.StationId] } : undefined,
      f.PosUserId ? { column: sql`s."PosUserId"`, values: [f.PosUserId] } : undefined,
      f.ShowEventId ? { column: sql`s."ShowEventId"`, values: [f.ShowEventId] } : undefined,
    ].filter((x) => x !== undefined);
    const placed = byPlace.length > 0;
    const textSplit =
      found && stations && !found.prefix && !placed
        ? !found.posUsers.length && stations.length <= MasterLogSplitValues
          ? { column: sql`s."StationId"`, values: stations }
          : !stations.length && found.posUsers.length <= MasterLogSplitValues
            ? { column: sql`s."PosUserId"`, values: found.posUsers }
            : undefined
        : undefined;
    const split = methodAtPlaces
      ? undefined
      : byPlace.length === 1 && !text && byPlace[0]!.values.length <= MasterLogSplitValues
        ? byPlace[0]
        : (textSplit ?? (scope && scope.length <= MasterLogSplitValues && !placed && !text ? { column: sql`s."VenueId"`, values: scope } : undefined));
    const narrow =
      !split && !methodAtPlaces && Boolean(scope || f.VenueId || f.TheatreId || f.SalesLocationId || f.StationId || f.PosUserId || f.ShowEventId || text);
    // Read in the log's order too when the page walks it (the range, the kind, the source): the order's index
    // answers alone and stays cached, where a seq scan read 170 pages past shared_buffers for the 10,001 rows.
    const counted =
      total ??
      (!narrow && !split && !methodAtPlaces && !f.PaymentMethodId
        ? sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${sales} s WHERE ${where} ORDER BY s."SaleDate" DESC, s."SaleId" DESC LIMIT ${MasterLogCountCap + 1}) c`
        : undefined);
    const {
      rows,
      total: n,
      capped,
    } = await findPageSql<LogRow>(
      this.db,
      {
        columns: columns(payments),
        table: sales,
        alias: 's',
        key: sql`s."SaleId"`,
        labels,
        where,
        // The first pages: every location's first n sorted together. Deeper: one UNION ALL branch a location, merged
        // in order (Merge Append) and stopping at the page, which reads less than that sort but takes longer to plan.
        source: methodAtPlaces
          ? (n) =>
              n <= MasterLogSortedRows || !methodAtPlaces.length
                ? sql`(SELECT d."SaleId", d."SaleDate" FROM ${atLocations(methodAtPlaces, n)})`
                : sql`(${sql.join(
                    methodAtPlaces.map((l) => atLocation(l.id, l.from, l.to, n)),
                    sql` UNION ALL `,
                  )})`
          : undefined,
        narrow,
        split,
        narrowColumns: sql`s."SaleId", s."SaleDate"`,
        orderBy: sql`s."SaleDate" DESC, s."SaleId" DESC`,
        total: counted,
      },
      // The total stops at MasterLogCountCap: an exact count of a year's sales is ~225 ms (docs/api.md "Lists").
      { skip: f.Skip, take: f.Take, cap: MasterLogCountCap },
    );
    return { rows: rows.map(row), total: n, capped };
  }

  /** One sale in full, or undefined when unknown or at a venue the viewer does not see. */
  async detail(viewer: Viewer, id: string): Promise<MasterTransactionLogDetailFigures | undefined> {
    const [sales, kits, goods, payments] = await Promise.all([
      this.table(SalesTables.sales),
      this.table(SalesTables.kits),
      this.table(SalesTables.goods),
      this.table(SalesTables.payments),
    ]);
    const head = (
      await sql<
        LogRow & {
          DiscountPercent: string;
          ReduceInventory: boolean;
          InventoryLocationId: number;
          InventoryLocationName: string | null;
          UserName: string | null;
          Position: string;
        }
      >`SELECT ${columns(payments)}, s."DiscountPercent"::text AS "DiscountPercent", s."ReduceInventory", s."InventoryLocationId",
          il."Name" AS "InventoryLocationName", CASE WHEN u."Id" IS NULL THEN NULL ELSE u."FirstName" || ' ' || u."LastName" END AS "UserName", s."Position"
        FROM ${sales} s ${labels} LEFT JOIN app.inventory_locations il ON il."Id" = s."InventoryLocationId" LEFT JOIN app.users u ON u."Id" = s."UserId"
        WHERE s."SaleId" = ${id}::uuid`.execute(this.db)
    ).rows[0];
    if (!head) return undefined;
    const scope = await this.scope(viewer);
    if (scope && !scope.includes(head.VenueId)) return undefined;
    const [kitRows, goodRows, paymentRows, event, asOf] = await Promise.all([
      sql<{
        Line: number;
        KitId: number;
        KitName: string | null;
        ItemId: number | null;
        IsRefund: boolean;
        Qty: string;
        SalePricePerKit: string;
        NonTaxablePricePerKit: string;
        CostPerKit: string;
      }>`SELECT k."Line", k."KitId", kt."Name" AS "KitName", k."ItemId", k."IsRefund", k."Qty"::text AS "Qty", k."SalePricePerKit"::text AS "SalePricePerKit",
          k."NonTaxablePricePerKit"::text AS "NonTaxablePricePerKit", k."CostPerKit"::text AS "CostPerKit"
        FROM ${kits} k LEFT JOIN app.kits kt ON kt."Id" = k."KitId" WHERE k."SaleId" = ${id}::uuid ORDER BY k."Line"`.execute(this.db),
      sql<{
        Line: number;
        KitId: number;
        KitName: string | null;
        GoodId: number;
        GoodName: string | null;
        Qty: string;
        CostPerGood: string;
        CogsTypeId: number;
        InventoryAccountTypeId: number;
        RevenueTypeId: number | null;
      }>`SELECT g."Line", g."KitId", kt."Name" AS "KitName", g."GoodId", gd."Name" AS "GoodName", g."Qty"::text AS "Qty", g."CostPerGood"::text AS "CostPerGood",
          g."CogsTypeId", g."InventoryAccountTypeId", g."RevenueTypeId"
        FROM ${goods} g LEFT JOIN app.kits kt ON kt."Id" = g."KitId" LEFT JOIN app.goods gd ON gd."Id" = g."GoodId"
        WHERE g."SaleId" = ${id}::uuid ORDER BY g."Line"`.execute(this.db),
      sql<{
        Line: number;
        PaymentMethodId: number;
        Total: string;
        TipAmount: string;
        VoucherId: number | null;
        VoucherName: string | null;
        VoucherValue: string | null;
        AmountPerVoucher: string | null;
        VoucherQty: number | null;
        IsRefund: boolean;
      }>`SELECT p."Line", p."PaymentMethodId", p."Total"::text AS "Total", p."TipAmount"::text AS "TipAmount", p."VoucherId", c."Name" AS "VoucherName",
          c."DollarValue"::text AS "VoucherValue", p."AmountPerVoucher"::text AS "AmountPerVoucher", p."VoucherQty", p."IsRefund"
        FROM ${payments} p LEFT JOIN app.coupons c ON c."Id" = p."VoucherId" WHERE p."SaleId" = ${id}::uuid ORDER BY p."Line"`.execute(this.db),
      sql<{ type: string; schema_version: number; recorded_at: Date; PaymentMethodId: number | null }>`SELECT type, schema_version, recorded_at,
          (data->>'PaymentMethodId')::int AS "PaymentMethodId" FROM es.events WHERE id = ${id}::uuid`.execute(this.db),
      this.asOf(),
    ]);
    const { DiscountPercent, ReduceInventory, InventoryLocationId, InventoryLocationName, UserName, Position, ...listRow } = head;
    const e = event.rows[0];
    const listed = row(listRow);
    return {
      ...listed,
      ...saleDateNames(listed.SaleDate),
      PaymentMethod: salePaymentMethod(e?.PaymentMethodId, paymentRows.rows),
      DiscountPercent,
      ReduceInventory,
      InventoryLocationId,
      InventoryLocationName,
      UserName,
      Kits: kitRows.rows.map((k) => ({ ...k, KitName: k.KitName ?? `Kit ${k.KitId}`, ...masterLogKitFigures(k) })),
      Goods: goodRows.rows.map((g) => ({
        ...g,
        COGSTypeId: g.CogsTypeId,
        KitName: g.KitName ?? `Kit ${g.KitId}`,
        GoodName: g.GoodName ?? `Good ${g.GoodId}`,
        Cost: masterLogGoodCost(g.Qty, g.CostPerGood),
      })),
      Payments: paymentRows.rows.map(({ VoucherValue, ...p }) => ({
        ...p,
        PaymentMethod: methodName.get(p.PaymentMethodId) ?? String(p.PaymentMethodId),
        // §9: a coupon dollar value of 0 displays as "Dynamic Voucher".
        VoucherName: p.VoucherName === null ? null : VoucherValue !== null && Number(VoucherValue) === 0 ? 'Dynamic Voucher' : p.VoucherName,
      })),
      Totals: masterTransactionTotals(kitRows.rows, paymentRows.rows),
      Ledger: {
        Stream: saleStream(id),
        EventId: id.toLowerCase(),
        EventType: e?.type ?? null,
        SchemaVersion: e?.schema_version ?? null,
        RecordedAt: e ? new Date(e.recorded_at).toISOString() : null,
        Position,
      },
      AsOf: asOf,
    };
  }

  /** Which replayed schema is read (REPORTS_SCHEMA), null for the live tables. */
  private async asOf(): Promise<{ Name: string; Comment: string | null } | null> {
    const schema = process.env.REPORTS_SCHEMA;
    if (!schema) return null;
    const { rows } = await sql<{ comment: string | null }>`SELECT obj_description(${schema}::regnamespace, 'pg_namespace') AS comment`.execute(this.db);
    return { Name: schema, Comment: rows[0]?.comment ?? null };
  }
}
