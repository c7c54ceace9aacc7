import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { type EndOfDayStatus, type InventoryLogRowFigures, type InventoryLogSearch, dayRange, daysFrom, localDay, searchText } from '@intermission/contracts';
import { type Db, findPageSql, likeText, type Page } from '@intermission/db';
import { INVENTORY_REPORTS_PROJECTION, InventoryReportsTables, type StockCountRow, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { timeBounds, venueTimeZone, zoneFilter } from '../../common/venue-days';
import { locationLabel } from '../stock.repository';

const label = locationLabel('l', 'v');

/** The inventory count log and the end-of-day status, read from the inventory reports projection's stock_counts. */
@Injectable()
export class CountLogRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private counts(base: string = InventoryReportsTables.counts) {
    return projectionTable(this.db as unknown as Kysely<unknown>, INVENTORY_REPORTS_PROJECTION, base).then((t) => sql.raw(t));
  }

  venue(id: number) {
    return this.db.selectFrom('app.venues').select(['Id', 'Name']).where('Id', '=', id).executeTakeFirst();
  }

  /** Counts at the given locations (null: every one), newest first, filtered as the count log asks; with the total. */
  async search(locationIds: number[] | null, f: InventoryLogSearch): Promise<Page<InventoryLogRowFigures>> {
    const [counts, countTotal] = await Promise.all([this.counts(), this.counts(InventoryReportsTables.countTotal)]);
    const text = searchText(f.Query);
    const unfiltered = !locationIds && !f.VenueId && f.IsDiscrepency == null && !f.DateLogFrom && !f.DateLogTo && !text;
    const times = f.DateLogFrom || f.DateLogTo ? await zoneFilter(this.db, timeBounds(f.DateLogFrom, f.DateLogTo)) : null;
    // Each filter reads the count's own row (docs/api.md "Lists"): a name as the locations, users
    // and POS users it finds.
    const like = likeText(text ?? '');
    const where = sql.join(
      [
        locationIds ? sql`c."LocationId" = ANY(${locationIds}::int[])` : sql`true`,
        f.VenueId ? sql`c."LocationId" = ANY(ARRAY(SELECT l."Id" FROM app.inventory_locations l WHERE l."VenueId" = ${f.VenueId}))` : sql`true`,
        f.IsDiscrepency === true ? sql`c."Discrepancies" > 0` : f.IsDiscrepency === false ? sql`c."Discrepancies" = 0` : sql`true`,
        // Local times at the count's venue (an instant with an offset as it is), inside the span of every zone's.
        f.DateLogFrom ? sql`c."CountedAt" >= zb."From"` : sql`true`,
        times?.span.from ? sql`c."CountedAt" >= ${times.span.from}` : sql`true`,
        f.DateLogTo ? sql`c."CountedAt" < zb."To"` : sql`true`,
        times?.span.to ? sql`c."CountedAt" < ${times.span.to}` : sql`true`,
        text
          ? sql`(c."LocationId" = ANY(ARRAY(SELECT l."Id" FROM app.inventory_locations l JOIN app.venues v ON v."Id" = l."VenueId" WHERE ${label} ILIKE ${like}))
              OR c."UserId" = ANY(ARRAY(SELECT u."Id" FROM app.users u WHERE (u."FirstName" || ' ' || u."LastName") ILIKE ${like}))
              OR c."PosUserId" = ANY(ARRAY(SELECT p."Id" FROM app.pos_users p WHERE (p."FirstName" || ' ' || p."LastName") ILIKE ${like})))`
          : sql`true`,
      ],
      sql` AND `,
    );
    const joins = times
      ? sql`JOIN app.inventory_locations l ON l."Id" = c."LocationId" JOIN app.venues v ON v."Id" = l."VenueId" JOIN ${times.table} zb ON zb."TimeZone" = v."TimeZone"`
      : undefined;
    const labels = sql`JOIN app.inventory_locations l ON l."Id" = c."LocationId" JOIN app.venues v ON v."Id" = l."VenueId"
      LEFT JOIN app.users u ON u."Id" = c."UserId" LEFT JOIN app.pos_users p ON p."Id" = c."PosUserId"`;
    const columns = sql`c."CountId"::text AS "Id", c."LocationId" AS "InventoryLocationId",
        ${label} AS "LocationName", c."CountedAt" AS "LogDate",
        CASE WHEN u."Id" IS NULL THEN NULL ELSE u."FirstName" || ' ' || u."LastName" END AS "CountedBy",
        CASE WHEN p."Id" IS NULL THEN NULL ELSE p."FirstName" || ' ' || p."LastName" END AS "PosUserName",
        c."Goods", c."Discrepancies", c."Discrepancies" > 0 AS "IsDiscrepency", c."VarianceCost"::text AS "VarianceCost"`;
    const orderBy = sql`c."CountedAt" DESC, c."CountId" DESC`;
    const { rows, total } = await findPageSql<InventoryLogRowFigures & { LogDate: Date }>(
      this.db,
      {
        columns,
        table: counts,
        alias: 'c',
        key: sql`c."CountId"`,
        joins,
        labels,
        where,
        narrow: Boolean(locationIds || f.VenueId || text),
        orderBy,
        total: unfiltered ? sql`SELECT "Rows" AS n FROM ${countTotal}` : undefined,
      },
      { skip: f.Skip, take: f.Take },
    );
    return { rows: rows.map((r) => ({ ...r, LogDate: new Date(r.LogDate).toISOString() })), total };
  }

  /**
   * The venue's non-archived locations (its venue location first, then the others by name) and for
   * each of the venue's days from..to the last count of that day there.
   */
  async endOfDay(venueId: number, from: string, to: string): Promise<EndOfDayStatus> {
    const counts = await this.counts();
    const locations = await sql<{ Id: number; Name: string }>`SELECT l."Id", ${label} AS "Name" FROM app.inventory_locations l
      JOIN app.venues v ON v."Id" = l."VenueId"
      WHERE l."VenueId" = ${venueId} AND NOT l."Archived"
      ORDER BY (l."Kind" = 'venue') DESC, l."Name", l."Id"`.execute(this.db);
    const zone = (await venueTimeZone(this.db, venueId)) ?? 'UTC';
    const period = dayRange(from, to, zone);
    const ids = locations.rows.map((l) => l.Id);
    const all = await sql<Pick<StockCountRow, 'LocationId' | 'CountId' | 'CountedAt' | 'Discrepancies'>>`
      SELECT c."LocationId", c."CountId"::text AS "CountId", c."CountedAt", c."Discrepancies"
      FROM ${counts} c
      WHERE c."LocationId" = ANY(${ids}::int[]) AND c."CountedAt" >= ${period.from} AND c."CountedAt" < ${period.to}
      ORDER BY c."CountedAt" DESC, c."CountId" DESC`.execute(this.db);
    // Newest first: the first count seen for a location and day is that day's last.
    const byKey = new Map<string, (typeof all.rows)[number]>();
    for (const c of all.rows) {
      const key = `${c.LocationId}:${localDay(c.CountedAt, zone)}`;
      if (!byKey.has(key)) byKey.set(key, c);
    }
    const days = daysFrom(from, to);
    return locations.rows.map((l) => ({
      InventoryLocationId: l.Id,
      Name: l.Name,
      TimeZone: zone,
      Days: days.map((Date_) => {
        const c = byKey.get(`${l.Id}:${Date_}`);
        return { Date: Date_, CountId: c?.CountId ?? null, CountedAt: c ? new Date(c.CountedAt).toISOString() : null, HasIssue: (c?.Discrepancies ?? 0) > 0 };
      }),
    }));
  }
}
