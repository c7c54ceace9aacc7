import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type Cashbox,
  type CashboxChange,
  type CashboxManageAnswer,
  type CashboxManageSearch,
  type CashboxSearch,
  type CashboxStationPair,
  CashboxLogType,
  CashboxOverrideFields,
  CashboxFigureFields,
  DenominationFields,
} from '@intermission/contracts';
import { type CashboxLogChangesTable, type Db, findPageSql, type Page } from '@intermission/db';
import { CASHBOXES_PROJECTION, CashboxesTables, projectionTable } from '@intermission/projections';
import { AdvisoryLocks } from '../database/advisory-locks.service';
import { InjectDb } from '../database/database.module';
import { showEventLockKey } from '../deposits/deposit-guard.service';
import { type Viewer, venueScope, inScope } from '../access/venue-access';
import { filterBounds, isLocalFilter, zoneFilter } from '../common/venue-days';

/** A show event as the cash box calls need it: its theatre, venue, window, and whether its manager log is submitted. */
export interface ShowEventRow {
  Id: number;
  TheatreId: number;
  VenueId: number;
  Start: Date;
  End: Date;
  Locked: boolean;
}

/** How far around a show event's window an unassigned count is offered for it (docs/cashboxes.md). */
export const UnassignedWindowHours = 4;

// Column names come from the fixed lists of libs/contracts (never from input).
const figures = sql.raw(
  [...CashboxFigureFields, ...CashboxOverrideFields].map((f) => `c."${f}"::text AS "${f}"`).join(', ') +
    ', ' +
    DenominationFields.map((f) => `c."${f}"`).join(', '),
);
const columns = sql`c."Id", c."GuidId"::text AS "GuidId", c."ShowEventId", sh."Name" AS "ShowEvent", c."TheatreId", th."Name" AS "Theatre",
  c."SalesLocationId", sl."Name" AS "SalesLocation", c."StationId" AS "PointOfSaleStationId", st."Name" AS "Station", c."LogTypeId",
  c."TimestampUtc", c."EndOfShiftCount", c."Total"::text AS "Total", ${figures}, v."TimeZone", c."Version",
  CASE WHEN u."Id" IS NULL THEN NULL ELSE u."FirstName" || ' ' || u."LastName" END AS "UpdatedBy", c."UpdatedAt"`;
const labels = sql`JOIN app.stations st ON st."Id" = c."StationId" JOIN app.sales_locations sl ON sl."Id" = c."SalesLocationId"
  JOIN app.theatres th ON th."Id" = c."TheatreId" JOIN app.venues v ON v."Id" = c."VenueId"
  LEFT JOIN app.show_events se ON se."Id" = c."ShowEventId" LEFT JOIN app.shows sh ON sh."Id" = se."ShowId"
  LEFT JOIN app.users u ON u."Id" = c."UpdatedBy"`;

type CashboxRow = Omit<Cashbox, 'TimestampUtc' | 'UpdatedAt'> & { TimestampUtc: Date; UpdatedAt: Date };
const answer = (r: CashboxRow): Cashbox => ({ ...r, TimestampUtc: r.TimestampUtc.toISOString(), UpdatedAt: r.UpdatedAt.toISOString() });

/** Reads of the cashboxes projection (docs/cashboxes.md), each log named (station, sales location, theatre, show). */
@Injectable()
export class CashboxesRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly locks: AdvisoryLocks,
  ) {}

  /** The venues whose cash boxes the viewer reads and corrects; null every venue (access/venue-access.ts). */
  scope(viewer: Viewer): Promise<number[] | null> {
    return venueScope(this.db, viewer, 'read');
  }

  private table(base: string = CashboxesTables.logs): Promise<RawBuilder<unknown>> {
    return projectionTable(this.db as unknown as Kysely<unknown>, CASHBOXES_PROJECTION, base).then((t) => sql.raw(t));
  }

  private async select(where: RawBuilder<unknown>, tail: RawBuilder<unknown> = sql``): Promise<Cashbox[]> {
    const logs = await this.table();
    const { rows } = await sql<CashboxRow>`SELECT ${columns} FROM ${logs} c ${labels} WHERE ${where} ${tail}`.execute(this.db);
    return rows.map(answer);
  }

  /** One log, when the scope (venue ids; null every venue) holds it. */
  async find(id: number, scope: number[] | null = null): Promise<Cashbox | undefined> {
    return (await this.select(sql`c."Id" = ${id} AND ${inScope(scope, 'c.VenueId')}`))[0];
  }

  /** The log's GUID (its stream is cashbox-<GuidId>) and venue, for a correction. */
  async streamOf(id: number): Promise<{ GuidId: string; VenueId: number } | undefined> {
    const logs = await this.table();
    const { rows } = await sql<{ GuidId: string; VenueId: number }>`SELECT "GuidId"::text AS "GuidId", "VenueId" FROM ${logs} WHERE "Id" = ${id}`.execute(
      this.db,
    );
    return rows[0];
  }

  /** The corrections of a log, oldest first: who, when, each field from → to. */
  async history(id: number): Promise<CashboxChange[]> {
    const changes = await this.table(CashboxesTables.changes);
    const { rows } = await sql<CashboxLogChangesTable & { ChangedByName: string | null; ChangedAt: Date }>`
      SELECT h.*, u."FirstName" || ' ' || u."LastName" AS "ChangedByName" FROM ${changes} h LEFT JOIN app.users u ON u."Id" = h."ChangedBy"
      WHERE h."CashboxId" = ${id} ORDER BY h."Version"`.execute(this.db);
    return rows.map((h) => ({
      Version: h.Version,
      EventType: h.EventType,
      ChangedBy: h.ChangedByName ?? `User ${h.ChangedBy}`,
      ChangedAt: h.ChangedAt.toISOString(),
      Changes: Object.entries(h.Changes).map(([Field, [From, To]]) => ({ Field, From, To })),
    }));
  }

  /** POST cashboxes/_search: newest first, from inclusive and to exclusive, within the scope. */
  async search(b: CashboxSearch, scope: number[] | null): Promise<Page<Cashbox>> {
    const [logs, logCount] = await Promise.all([this.table(), this.table(CashboxesTables.logCount)]);
    const unfiltered = scope === null && !b.ShowEventId && !b.TheatreId && !b.SalesLocationId && !b.DateFrom && !b.DateTo;
    // A day or a local time is at the log's venue (docs/api.md "Inputs"): each zone's bounds, inside
    // their span; instants alone are the same bounds at every venue and need no join.
    const times = isLocalFilter(b.DateFrom, b.DateTo) ? await zoneFilter(this.db, filterBounds(b.DateFrom, b.DateTo)) : null;
    const perZone = times !== null && !times.single;
    const from = times ? times.span.from : b.DateFrom ? new Date(b.DateFrom) : null;
    const to = times ? times.span.to : b.DateTo ? new Date(b.DateTo) : null;
    const where = sql.join(
      [
        inScope(scope, 'c.VenueId'),
        b.ShowEventId ? sql`c."ShowEventId" = ${b.ShowEventId}` : sql`true`,
        b.TheatreId ? sql`c."TheatreId" = ${b.TheatreId}` : sql`true`,
        b.SalesLocationId ? sql`c."SalesLocationId" = ${b.SalesLocationId}` : sql`true`,
        b.DateFrom && perZone ? sql`c."TimestampUtc" >= zb."From"` : sql`true`,
        b.DateTo && perZone ? sql`c."TimestampUtc" < zb."To"` : sql`true`,
        // No zone this runtime knows (no span): a local bound matches nothing.
        b.DateFrom ? (from ? sql`c."TimestampUtc" >= ${from}` : sql`false`) : sql`true`,
        b.DateTo ? (to ? sql`c."TimestampUtc" < ${to}` : sql`false`) : sql`true`,
      ],
      sql` AND `,
    );
    // A manager's few venues and no narrower filter: each venue's page from venue_time_ix, merged.
    const split = scope && scope.length <= 20 && !b.ShowEventId && !b.TheatreId && !b.SalesLocationId ? { column: sql`c."VenueId"`, values: scope } : undefined;
    // The page is chosen on the logs alone (their time index, or a filter's index), then named.
    const { rows, total } = await findPageSql<CashboxRow>(
      this.db,
      {
        columns,
        table: logs,
        alias: 'c',
        key: sql`c."Id"`,
        labels,
        where,
        joins: times && perZone ? sql`JOIN app.venues zv ON zv."Id" = c."VenueId" JOIN ${times.table} zb ON zb."TimeZone" = zv."TimeZone"` : undefined,
        narrow: !split && Boolean(scope || b.ShowEventId || b.TheatreId || b.SalesLocationId),
        split,
        narrowColumns: sql`c."Id", c."TimestampUtc"`,
        orderBy: sql`c."TimestampUtc" DESC, c."Id" DESC`,
        reverseOrderBy: sql`c."TimestampUtc", c."Id"`,
        // Without a filter, the count the projection keeps (counting 218,560 logs a page was ~20–35 ms).
        total: unfiltered ? sql`SELECT "Rows" AS n FROM ${logCount}` : undefined,
      },
      { skip: b.Skip, take: b.Take },
    );
    return { rows: rows.map(answer), total };
  }

  /** The logs of a show event, by station then time. */
  ofShowEvent(showEventId: number, salesLocationId?: number | null): Promise<Cashbox[]> {
    const stand = salesLocationId ? sql`c."SalesLocationId" = ${salesLocationId}` : sql`true`;
    return this.select(sql`c."ShowEventId" = ${showEventId} AND ${stand}`, sql`ORDER BY st."Name", c."StationId", c."TimestampUtc", c."Id"`);
  }

  /** Unassigned logs of the show event's theatre whose timestamp lies in its window ± 4 h. */
  unassignedFor(e: ShowEventRow): Promise<Cashbox[]> {
    const hours = UnassignedWindowHours * 3_600_000;
    const from = new Date(e.Start.getTime() - hours).toISOString();
    const to = new Date(e.End.getTime() + hours).toISOString();
    return this.select(
      sql`c."ShowEventId" IS NULL AND c."TheatreId" = ${e.TheatreId} AND c."TimestampUtc" BETWEEN ${from}::timestamptz AND ${to}::timestamptz`,
      sql`ORDER BY c."TimestampUtc", c."Id"`,
    );
  }

  /** POST cashboxes/manage: the show event's logs per station, the latest start and end of each, and end − start. */
  async manage(b: CashboxManageSearch, e: ShowEventRow): Promise<CashboxManageAnswer> {
    const logs = await this.ofShowEvent(e.Id, b.SalesLocationId);
    const stations = new Map<number, Cashbox[]>();
    for (const l of logs) stations.set(l.PointOfSaleStationId, [...(stations.get(l.PointOfSaleStationId) ?? []), l]);
    const latest = (of: Cashbox[], type: number) => of.filter((l) => l.LogTypeId === type).at(-1) ?? null;
    const pairs: CashboxStationPair[] = [...stations.values()].map((of) => {
      const [Start, End] = [latest(of, CashboxLogType.Start), latest(of, CashboxLogType.End)];
      const first = of[0]!;
      return {
        PointOfSaleStationId: first.PointOfSaleStationId,
        Station: first.Station,
        SalesLocationId: first.SalesLocationId,
        SalesLocation: first.SalesLocation,
        Start,
        End,
        Difference: Start && End ? new Decimal(End.Total).minus(Start.Total).toFixed(2) : null,
        Logs: of,
      };
    });
    return { ShowEventId: e.Id, ManagerLog: e.Locked, Stations: pairs };
  }

  /** A show event with its venue and lock, when the scope holds it. */
  async showEvent(id: number, scope: number[] | null = null): Promise<ShowEventRow | undefined> {
    const row = await this.db
      .selectFrom('app.show_events as se')
      .innerJoin('app.theatres as th', 'th.Id', 'se.TheatreId')
      .leftJoin('app.event_logs as el', 'el.ShowEventId', 'se.Id')
      .select(['se.Id', 'se.TheatreId', 'th.VenueId', 'se.Start', 'se.End', sql<boolean>`el."ShowEventId" IS NOT NULL`.as('Locked')])
      .where('se.Id', '=', id)
      .$if(scope !== null, (q) => q.where('th.VenueId', 'in', scope!.length ? scope! : [0]))
      .executeTakeFirst();
    return row ? { ...row, Start: new Date(row.Start), End: new Date(row.End) } : undefined;
  }

  /** Whether the station has a start log for the show event (an end count needs one, §5). */
  async hasStartLog(showEventId: number, stationId: number): Promise<boolean> {
    const logs = await this.table();
    const { rows } =
      await sql`SELECT 1 FROM ${logs} WHERE "ShowEventId" = ${showEventId} AND "StationId" = ${stationId} AND "LogTypeId" = ${CashboxLogType.Start}
      LIMIT 1`.execute(this.db);
    return rows.length > 0;
  }

  /**
   * Runs fn holding the show events' locks (advisory locks on connections of their own): a
   * correction's lock check and append, and the manager log's checks and insert, never interleave,
   * so no correction lands on a show event after its manager log was submitted.
   */
  withShowEventLocks<T>(showEventIds: (number | null | undefined)[], fn: () => Promise<T>): Promise<T> {
    const ids = showEventIds.filter((id): id is number => typeof id === 'number');
    // On the lock's own connection (AdvisoryLocks): a waiter holds none of the application pool's.
    return this.locks.hold(ids.map(showEventLockKey), fn);
  }

  /** Whether any cash box log names the show event (the shows feature refuses deleting such an event, §4). */
  async namesShowEvent(showEventId: number): Promise<boolean> {
    const logs = await this.table();
    const { rows } = await sql`SELECT 1 FROM ${logs} WHERE "ShowEventId" = ${showEventId} LIMIT 1`.execute(this.db);
    return rows.length > 0;
  }

  /** The show event's logs as the manager log checks read them. */
  async checksOf(showEventId: number): Promise<{ StationId: number; LogTypeId: number; EndOfShiftCount: boolean }[]> {
    const logs = await this.table();
    const { rows } = await sql<{ StationId: number; LogTypeId: number; EndOfShiftCount: boolean }>`
      SELECT "StationId", "LogTypeId", "EndOfShiftCount" FROM ${logs} WHERE "ShowEventId" = ${showEventId}`.execute(this.db);
    return rows;
  }
}
