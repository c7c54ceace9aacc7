import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import Decimal from 'decimal.js';
import {
  dayRange,
  daysFrom,
  type LiquorControlDrillRequest,
  type LiquorControlDrillRowFigures,
  type LiquorControlReportFigures,
  type LiquorControlRequest,
  type LiquorControlRowFigures,
  localDay,
  MovementType,
  type ReportsAsOf,
} from '@intermission/contracts';
import type { Db, Page } from '@intermission/db';
import { liquorControlRow, liquorControlTotals, NotFoundError } from '@intermission/domain';
import {
  INVENTORY_REPORTS_PROJECTION,
  InventoryReportsTables,
  SALES_PROJECTION,
  SalesTables,
  STOCK_PROJECTION,
  StockTables,
  projectionTable,
} from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { balanceBefore } from '../../stock/reports/balance-before';

/** Transfers in and out and received goods (docs/reports.md "Liquor control report": TransfersVolume). */
const TRANSFER_TYPES: number[] = [
  MovementType.Inventory,
  MovementType.PatronRoom,
  MovementType.Billable,
  MovementType.Catering,
  MovementType.Initializing,
  MovementType.Received,
];
const typeNames: Record<number, string> = {
  [MovementType.Inventory]: 'Transfer',
  [MovementType.PatronRoom]: 'Patrons room transfer',
  [MovementType.Billable]: 'Billable transfer',
  [MovementType.Catering]: 'Catering transfer',
  [MovementType.Initializing]: 'Initialize inventory',
  [MovementType.GainLost]: 'Count adjustment',
  [MovementType.Wastage]: 'Wastage',
  [MovementType.Received]: 'Received order',
  [MovementType.Sale]: 'Sale',
};

/** A stand of the venue with its inventory location. */
interface Stand {
  SalesLocationId: number;
  SalesLocation: string;
  TheatreId: number;
  Theatre: string;
  InventoryLocationId: number;
}
interface AlcoholGood {
  Id: number;
  Name: string;
  Volume: string;
}
/** The venue, its zone, the stands and days a request covers. */
export interface LiquorScope {
  venue: { Id: number; Name: string; TimeZone: string };
  stands: Stand[];
  /** The venue days of the rows: [FromDate … ToDate], or a show event's day. */
  days: string[];
  from: Date;
  to: Date;
}

const dec = (v: string | number | null | undefined) => new Decimal(v ?? 0);

/** The reads of the liquor control report (docs/reports.md "Liquor control report"), from the projections. */
@Injectable()
export class LiquorControlRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private table(name: string, base: string): Promise<RawBuilder<unknown>> {
    return projectionTable(this.db as unknown as Kysely<unknown>, name, base).then((t) => sql.table(t));
  }

  /** The replayed schema the report reads (REPORTS_SCHEMA), with the comment the replay wrote on it. */
  async asOf(): Promise<ReportsAsOf['AsOf']> {
    const schema = process.env.REPORTS_SCHEMA;
    if (!schema) return null;
    const { rows } = await sql<{ comment: string | null }>`SELECT obj_description(${schema}::regnamespace, 'pg_namespace') AS comment`.execute(this.db);
    return { Name: schema, Comment: rows[0]?.comment ?? null };
  }

  /** The venue (404 unless one of `visibleVenues`), its stands (narrowed by the filters) and the days. */
  async scope(
    body: Pick<LiquorControlRequest, 'VenueId' | 'FromDate' | 'ToDate' | 'SalesLocationId' | 'ShowEventId'>,
    visibleVenues: Set<number> | null,
  ): Promise<LiquorScope> {
    const venue = await this.db.selectFrom('app.venues').select(['Id', 'Name', 'TimeZone']).where('Id', '=', body.VenueId).executeTakeFirst();
    if (!venue || (visibleVenues && !visibleVenues.has(venue.Id))) throw new NotFoundError('The venue');
    let stands = await this.db
      .selectFrom('app.sales_locations as sl')
      .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
      .innerJoin('app.inventory_locations as l', 'l.SalesLocationId', 'sl.Id')
      .select(['sl.Id as SalesLocationId', 'sl.Name as SalesLocation', 't.Id as TheatreId', 't.Name as Theatre', 'l.Id as InventoryLocationId'])
      .where('t.VenueId', '=', venue.Id)
      .orderBy('sl.Name')
      .orderBy('sl.Id')
      .execute();
    if (body.SalesLocationId) {
      stands = stands.filter((s) => s.SalesLocationId === body.SalesLocationId);
      if (!stands.length) throw new NotFoundError('The sales location');
    }
    const period = dayRange(body.FromDate, body.ToDate, venue.TimeZone);
    let days = daysFrom(body.FromDate, body.ToDate);
    if (body.ShowEventId) {
      const event = await this.db
        .selectFrom('app.show_events as e')
        .innerJoin('app.theatres as t', 't.Id', 'e.TheatreId')
        .select(['e.TheatreId', 'e.Start'])
        .where('e.Id', '=', body.ShowEventId)
        .where('t.VenueId', '=', venue.Id)
        .executeTakeFirst();
      if (!event) throw new NotFoundError('The show event');
      stands = stands.filter((s) => s.TheatreId === event.TheatreId);
      const day = localDay(event.Start, venue.TimeZone);
      days = days.filter((d) => d === day);
    }
    return { venue, stands, days, from: period.from, to: period.to };
  }

  private async alcoholGoods(ids?: number[]): Promise<AlcoholGood[]> {
    const rows = await this.db
      .selectFrom('app.goods')
      .select(['Id', 'Name', sql<string>`"Volume"::text`.as('Volume')])
      .where('Alcohol', '=', true)
      .where('Volume', '>', '0')
      .$if(ids !== undefined, (q) => q.where('Id', 'in', ids!.length ? ids! : [0]))
      .orderBy('Name')
      .orderBy('Id')
      .execute();
    return rows.map((r) => ({ Id: r.Id, Name: r.Name, Volume: r.Volume! }));
  }

  /** The standard costs of the goods, newest first per good. */
  private async costs(goodIds: number[]) {
    if (!goodIds.length) return new Map<number, { Cost: string; From: number }[]>();
    const rows = await this.db
      .selectFrom('app.good_costs')
      .select(['GoodId', sql<string>`"Cost"::text`.as('Cost'), 'EffectiveFrom'])
      .where('GoodId', 'in', goodIds)
      .orderBy('GoodId')
      .orderBy('EffectiveFrom', 'desc')
      .orderBy('Id', 'desc')
      .execute();
    const map = new Map<number, { Cost: string; From: number }[]>();
    for (const r of rows) map.set(r.GoodId, [...(map.get(r.GoodId) ?? []), { Cost: r.Cost, From: new Date(r.EffectiveFrom).getTime() }]);
    return map;
  }

  /** The report: a row per day, stand and alcohol good sold there or answered for by an end-of-day count; the totals. */
  async report(scope: LiquorControlScopeInput): Promise<LiquorControlReportFigures> {
    const { venue, stands, days, from, to } = scope;
    const zone = venue.TimeZone;
    const goods = await this.alcoholGoods();
    const goodIds = goods.map((g) => g.Id);
    const locations = stands.map((s) => s.InventoryLocationId);
    const salesLocations = stands.map((s) => s.SalesLocationId);
    const empty = !goodIds.length || !stands.length || !days.length;
    const [saleGoods, countLines, movements, monthly] = await Promise.all([
      this.table(SALES_PROJECTION, SalesTables.goods),
      this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.countLines),
      this.table(STOCK_PROJECTION, StockTables.movements),
      this.table(STOCK_PROJECTION, StockTables.monthly),
    ]);
    const [sold, counts, opening, perDay] = empty
      ? [[], [], [], []]
      : await Promise.all([
          sql<{ Day: string; SalesLocationId: number; GoodId: number; Qty: string }>`
            SELECT to_char(g."SaleDate" AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS "Day", g."SalesLocationId", g."GoodId", sum(g."Qty")::text AS "Qty"
            FROM ${saleGoods} g
            WHERE g."SalesLocationId" = ANY(${salesLocations}::int[]) AND g."GoodId" = ANY(${goodIds}::int[])
              AND g."SaleDate" >= ${from} AND g."SaleDate" < ${to}
            GROUP BY 1, 2, 3`
            .execute(this.db)
            .then((r) => r.rows),
          // The end-of-day answer: the day's last count line of the good at the location.
          sql<{ Day: string; LocationId: number; GoodId: number; CountId: string; CountedAt: Date; Counted: string; CostPerGood: string }>`
            SELECT DISTINCT ON (2, 3, 1) to_char(c."CountedAt" AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS "Day", c."LocationId", c."GoodId",
              c."CountId"::text AS "CountId", c."CountedAt", c."Counted"::text AS "Counted", c."CostPerGood"::text AS "CostPerGood"
            FROM ${countLines} c
            WHERE c."LocationId" = ANY(${locations}::int[]) AND c."GoodId" = ANY(${goodIds}::int[])
              AND c."CountedAt" >= ${from} AND c."CountedAt" < ${to}
            ORDER BY 2, 3, 1, c."CountedAt" DESC, c."CountId" DESC`
            .execute(this.db)
            .then((r) => r.rows),
          sql<{ LocationId: number; GoodId: number; Qty: string }>`
            SELECT b."LocationId", b."GoodId", b."Qty"::text AS "Qty" FROM (${balanceBefore({ movements, monthly }, locations, from, goodIds)}) b`
            .execute(this.db)
            .then((r) => r.rows),
          sql<{ Day: string; LocationId: number; GoodId: number; Net: string; Transfers: string }>`
            SELECT to_char(m."TransferDate" AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS "Day", m."LocationId", m."GoodId",
              sum(m."Qty")::text AS "Net", coalesce(sum(m."Qty") FILTER (WHERE m."TypeId" = ANY(${TRANSFER_TYPES}::int[])), 0)::text AS "Transfers"
            FROM ${movements} m
            WHERE m."LocationId" = ANY(${locations}::int[]) AND m."GoodId" = ANY(${goodIds}::int[]) AND m."TransferDate" >= ${from} AND m."TransferDate" < ${to}
            GROUP BY 1, 2, 3`
            .execute(this.db)
            .then((r) => r.rows),
        ]);
    const costs = await this.costs(goodIds);
    const key = (day: string, location: number, good: number) => `${day}|${location}|${good}`;
    const standOfSalesLocation = new Map(stands.map((s) => [s.SalesLocationId, s]));
    const soldBy = new Map(sold.map((r) => [key(r.Day, standOfSalesLocation.get(r.SalesLocationId)!.InventoryLocationId, r.GoodId), r.Qty]));
    const countBy = new Map(counts.map((r) => [key(r.Day, r.LocationId, r.GoodId), r]));
    const dayBy = new Map(perDay.map((r) => [key(r.Day, r.LocationId, r.GoodId), r]));
    const openingAtFrom = new Map(opening.map((r) => [`${r.LocationId}|${r.GoodId}`, r.Qty]));
    const allDays = daysFrom(scope.fromDate, scope.toDate);
    const wanted = new Set(days);

    const rows: LiquorControlRowFigures[] = [];
    const figures: ReturnType<typeof liquorControlRow>[] = [];
    for (const day of allDays) {
      if (!wanted.has(day)) continue;
      for (const stand of stands) {
        for (const good of goods) {
          const k = key(day, stand.InventoryLocationId, good.Id);
          const count = countBy.get(k);
          const soldQty = soldBy.get(k);
          if (!count && soldQty === undefined) continue;
          // The ledger at the day's start: before From, plus every earlier day's net.
          let open = dec(openingAtFrom.get(`${stand.InventoryLocationId}|${good.Id}`));
          for (const d of allDays) {
            if (d >= day) break;
            open = open.plus(dec(dayBy.get(key(d, stand.InventoryLocationId, good.Id))?.Net));
          }
          const today = dayBy.get(k);
          const closing = open.plus(dec(today?.Net));
          const endOfDay = dayRange(day, day, scope.venue.TimeZone).to.getTime();
          const cost = count?.CostPerGood ?? costs.get(good.Id)?.find((c) => c.From < endOfDay)?.Cost ?? '0';
          const f = liquorControlRow({
            Volume: good.Volume,
            Sold: soldQty ?? '0',
            Opening: open,
            Transfers: today?.Transfers ?? '0',
            Closing: closing,
            Counted: count?.Counted ?? null,
            CostPerGood: cost,
          });
          figures.push(f);
          rows.push({
            Day: day,
            SalesLocationId: stand.SalesLocationId,
            SalesLocation: stand.SalesLocation,
            TheatreId: stand.TheatreId,
            Theatre: stand.Theatre,
            InventoryLocationId: stand.InventoryLocationId,
            GoodId: good.Id,
            Good: good.Name,
            Volume: good.Volume,
            ...f,
            EndOfDayCountId: count?.CountId ?? null,
            EndOfDayCountedAt: count ? new Date(count.CountedAt).toISOString() : null,
          });
        }
      }
    }
    return {
      VenueId: venue.Id,
      Venue: venue.Name,
      TimeZone: zone,
      From: from.toISOString(),
      To: to.toISOString(),
      Rows: rows,
      Totals: liquorControlTotals(figures),
      AsOf: await this.asOf(),
    };
  }

  /** The lines behind one figure of one row (docs/reports.md "Drill-down"), in time order. */
  async drillDown(venue: LiquorScope['venue'], stand: Stand, body: LiquorControlDrillRequest): Promise<Page<LiquorControlDrillRowFigures>> {
    const [good] = await this.alcoholGoods([body.GoodId]);
    if (!good) throw new NotFoundError('The alcohol good');
    const zone = venue.TimeZone;
    const { from: S, to: E } = dayRange(body.Day, body.Day, zone);
    const V = dec(good.Volume);
    const lines: LiquorControlDrillRowFigures[] = [];
    const wantSold = body.Column !== 'TotalActualVolumeDecreased';
    const wantUsed = body.Column !== 'VolumeSold';
    if (wantSold) {
      const saleGoods = await this.table(SALES_PROJECTION, SalesTables.goods);
      const sales = await this.table(SALES_PROJECTION, SalesTables.sales);
      const { rows } = await sql<{ SaleId: string; SaleDate: Date; Kit: string | null; Qty: string; Station: string | null }>`
        SELECT g."SaleId"::text AS "SaleId", g."SaleDate", k."Name" AS "Kit", g."Qty"::text AS "Qty", st."Name" AS "Station"
        FROM ${saleGoods} g
        LEFT JOIN ${sales} s ON s."SaleId" = g."SaleId"
        LEFT JOIN app.kits k ON k."Id" = g."KitId"
        LEFT JOIN app.stations st ON st."Id" = s."StationId"
        WHERE g."SalesLocationId" = ${stand.SalesLocationId} AND g."GoodId" = ${good.Id} AND g."SaleDate" >= ${S} AND g."SaleDate" < ${E}
        ORDER BY g."SaleDate", g."SaleId", g."Line"`.execute(this.db);
      for (const r of rows)
        lines.push({
          Kind: 'sale',
          Id: r.SaleId,
          At: new Date(r.SaleDate).toISOString(),
          Description: dec(r.Qty).isNeg() ? `Refund: ${r.Kit ?? 'Kit'}` : (r.Kit ?? 'Kit'),
          Qty: r.Qty,
          Volume: dec(r.Qty).times(V).toFixed(),
          StationName: r.Station,
          Link: `/inventory/sale?id=${r.SaleId}`,
        });
    }
    if (wantUsed) {
      const sign = body.Column === 'TotalActualVolumeDecreased' ? 1 : -1;
      const [movements, monthly, countLines] = await Promise.all([
        this.table(STOCK_PROJECTION, StockTables.movements),
        this.table(STOCK_PROJECTION, StockTables.monthly),
        this.table(INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.countLines),
      ]);
      const loc = stand.InventoryLocationId;
      const [before, day, count] = await Promise.all([
        sql<{ Qty: string | null }>`SELECT b."Qty"::text AS "Qty" FROM (${balanceBefore({ movements, monthly }, [loc], S, [good.Id])}) b`.execute(this.db),
        sql<{ TransferId: string; TypeId: number; TransferDate: Date; Qty: string }>`
          SELECT m."TransferId"::text AS "TransferId", m."TypeId", m."TransferDate", m."Qty"::text AS "Qty" FROM ${movements} m
          WHERE m."LocationId" = ${loc} AND m."GoodId" = ${good.Id} AND m."TransferDate" >= ${S} AND m."TransferDate" < ${E}
          ORDER BY m."TransferDate", m."Position"`.execute(this.db),
        sql<{ CountId: string; CountedAt: Date; Counted: string }>`
          SELECT c."CountId"::text AS "CountId", c."CountedAt", c."Counted"::text AS "Counted" FROM ${countLines} c
          WHERE c."LocationId" = ${loc} AND c."GoodId" = ${good.Id} AND c."CountedAt" >= ${S} AND c."CountedAt" < ${E}
          ORDER BY c."CountedAt" DESC, c."CountId" DESC LIMIT 1`.execute(this.db),
      ]);
      const end = count.rows[0];
      // Without an end-of-day answer the figure is null: nothing is behind it.
      if (end) {
        const T = new Date(end.CountedAt).getTime();
        const opening = dec(before.rows[0]?.Qty);
        const used: LiquorControlDrillRowFigures[] = [
          {
            Kind: 'opening',
            Id: null,
            At: S.toISOString(),
            Description: 'On hand at the start of the day',
            Qty: opening.toFixed(),
            Volume: opening.times(V).toFixed(),
            StationName: null,
            Link: null,
          },
        ];
        for (const m of day.rows) {
          const at = new Date(m.TransferDate).getTime();
          const transfer = TRANSFER_TYPES.includes(m.TypeId);
          // Transfers up to the count add to what was there; after it, every other movement is taken back out of the day's end.
          if (transfer && at <= T)
            used.push({
              Kind: 'transfer',
              Id: m.TransferId,
              At: new Date(m.TransferDate).toISOString(),
              Description: `${typeNames[m.TypeId] ?? 'Movement'} ${dec(m.Qty).isNeg() ? 'out' : 'in'}`,
              Qty: m.Qty,
              Volume: dec(m.Qty).times(V).toFixed(),
              StationName: null,
              Link: m.TypeId === MovementType.Received ? null : `/inventoryTransfers/info?id=${m.TransferId}&isWastage=false`,
            });
          else if (!transfer && at > T)
            used.push({
              Kind: 'movement',
              Id: m.TransferId,
              At: new Date(m.TransferDate).toISOString(),
              Description: `${typeNames[m.TypeId] ?? 'Movement'} after the end-of-day count`,
              Qty: m.Qty,
              Volume: dec(m.Qty).neg().times(V).toFixed(),
              StationName: null,
              Link:
                m.TypeId === MovementType.Sale
                  ? `/inventory/sale?id=${m.TransferId}`
                  : `/inventoryTransfers/info?id=${m.TransferId}&isWastage=${m.TypeId === MovementType.Wastage}`,
            });
        }
        used.push({
          Kind: 'count',
          Id: end.CountId,
          At: new Date(end.CountedAt).toISOString(),
          Description: 'End-of-day count',
          Qty: end.Counted,
          Volume: dec(end.Counted).neg().times(V).toFixed(),
          StationName: null,
          Link: null,
        });
        for (const u of used) lines.push(sign === 1 ? u : { ...u, Volume: dec(u.Volume).neg().toFixed() });
      }
    }
    lines.sort((a, b) => (a.Kind === 'opening' ? -1 : b.Kind === 'opening' ? 1 : a.At.localeCompare(b.At)));
    return { rows: lines.slice(body.Skip, body.Skip + body.Take), total: lines.length };
  }
}

/** What the report reads: the scope and the request's days. */
export type LiquorControlScopeInput = LiquorScope & { fromDate: string; toDate: string };
