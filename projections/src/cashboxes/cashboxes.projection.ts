import { sql } from 'kysely';
import {
  type CashboxAssigned,
  type CashboxCounted,
  type CashboxEndCountPosted,
  CashboxEventTypes,
  type CashboxOverridden,
  CashboxOverrides,
  type CashboxRetimed,
  DenominationFields,
} from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type ProjectionIndex, type TableNamer, columns, setupRowCount } from '../projection';

export const CASHBOXES_PROJECTION = 'cashboxes';

/** The cashboxes projection's tables (base names), for the repositories that read them (docs/cashboxes.md). */
/** logCount: the logs' row count, X-List-Count of the search without filters (docs/api.md "Lists"). */
export const CashboxesTables = { logs: 'cashbox_logs', changes: 'cashbox_log_changes', logCount: 'cashbox_log_count' } as const;

type Tx = Parameters<Projection['apply']>[0];
type Counted = RecordedEvent<CashboxCounted>;

const moneyColumns = [...CashboxOverrides.map((o) => o.Field)] as const;
const overrideColumns = CashboxOverrides.map((o) => o.Override);

/** The row of one count as first pushed: the station's figures, overrides 0, Version 1. */
function countRow(e: Counted) {
  const c = e.data;
  return {
    Id: c.CashboxId,
    GuidId: c.GuidId,
    ShowEventId: c.ShowEventId,
    VenueId: c.VenueId,
    TheatreId: c.TheatreId,
    SalesLocationId: c.SalesLocationId,
    StationId: c.StationId,
    LogTypeId: c.LogTypeId,
    TimestampUtc: c.TimestampUtc,
    EndOfShiftCount: c.EndOfShiftCount,
    Total: c.Total,
    PosUserId: c.PosUserId,
    CreatedBy: c.UserId,
    Version: Number(e.revision) + 1,
    UpdatedBy: c.UserId,
    UpdatedAt: e.metadata.recordedAt,
    ...Object.fromEntries(DenominationFields.map((f) => [f, c[f]])),
    ...Object.fromEntries(moneyColumns.map((f) => [f, c[f]])),
  } as Record<string, unknown>;
}

const insertColumns = [
  'Id',
  'GuidId',
  'ShowEventId',
  'VenueId',
  'TheatreId',
  'SalesLocationId',
  'StationId',
  'LogTypeId',
  'TimestampUtc',
  'EndOfShiftCount',
  'Total',
  'PosUserId',
  'CreatedBy',
  'Version',
  'UpdatedBy',
  'UpdatedAt',
  ...DenominationFields,
  ...moneyColumns,
];
const columnTypes: Record<string, string> = {
  Id: 'int',
  GuidId: 'uuid',
  ShowEventId: 'int',
  VenueId: 'int',
  TheatreId: 'int',
  SalesLocationId: 'int',
  StationId: 'int',
  LogTypeId: 'int',
  TimestampUtc: 'timestamptz',
  EndOfShiftCount: 'boolean',
  Total: 'numeric',
  PosUserId: 'int',
  CreatedBy: 'int',
  Version: 'int',
  UpdatedBy: 'int',
  UpdatedAt: 'timestamptz',
  ...Object.fromEntries(DenominationFields.map((f) => [f, 'int'])),
  ...Object.fromEntries(moneyColumns.map((f) => [f, 'numeric'])),
};
// Column names come from the fixed lists above (never from input).
const names = sql.raw(insertColumns.map((c) => `"${c}"`).join(', '));

/** Counts inserted in one statement; a count already there (a replay) is left as it is. */
async function insertCounts(tx: Tx, events: Counted[], t: TableNamer) {
  if (!events.length) return;
  const c = columns(events.map(countRow));
  const arrays = sql.join(insertColumns.map((k) => sql`${c(k)}::${sql.raw(columnTypes[k]!)}[]`));
  await sql`WITH added AS (INSERT INTO ${sql.raw(t(CashboxesTables.logs))} (${names}) SELECT * FROM unnest(${arrays}) ON CONFLICT ("Id") DO NOTHING RETURNING 1)
    UPDATE ${sql.raw(t(CashboxesTables.logCount))} SET "Rows" = "Rows" + (SELECT count(*) FROM added)`.execute(tx);
}

/** One correction: the row's current columns changed, the original figures untouched, and a history row. */
async function applyCorrection(tx: Tx, e: RecordedEvent, t: TableNamer) {
  const logs = sql.raw(t(CashboxesTables.logs));
  const d = e.data as { CashboxId: number; UserId: number; At: string };
  const version = Number(e.revision) + 1;
  const changes: Record<string, [string | null, string | null]> = {};
  let set;
  switch (e.type) {
    case CashboxEventTypes.CashboxOverridden: {
      const o = e.data as CashboxOverridden;
      for (const f of overrideColumns) if (o.Previous[f] !== o[f]) changes[f] = [o.Previous[f], o[f]];
      set = sql.join(overrideColumns.map((f) => sql`${sql.ref(f)} = ${o[f]}::numeric`));
      break;
    }
    case CashboxEventTypes.CashboxRetimed: {
      const r = e.data as CashboxRetimed;
      changes.TimestampUtc = [r.PreviousTimestampUtc, r.TimestampUtc];
      set = sql`"TimestampUtc" = ${r.TimestampUtc}::timestamptz`;
      break;
    }
    case CashboxEventTypes.CashboxAssigned: {
      const a = e.data as CashboxAssigned;
      changes.ShowEventId = [a.PreviousShowEventId === null ? null : String(a.PreviousShowEventId), String(a.ShowEventId)];
      set = sql`"ShowEventId" = ${a.ShowEventId}::int`;
      break;
    }
    case CashboxEventTypes.CashboxEndCountPosted: {
      const p = e.data as CashboxEndCountPosted;
      changes.EndOfShiftCount = ['false', 'true'];
      set = sql`"EndOfShiftCount" = true, "ShowEventId" = ${p.ShowEventId}::int`;
      break;
    }
    default:
      return;
  }
  // Only forward: a correction already applied (Version at or past it) changes nothing.
  const { numAffectedRows } = await sql`UPDATE ${logs} SET ${set}, "Version" = ${version}, "UpdatedBy" = ${d.UserId}, "UpdatedAt" = ${d.At}::timestamptz
    WHERE "Id" = ${d.CashboxId} AND "Version" < ${version}`.execute(tx);
  if (!numAffectedRows) return;
  await sql`INSERT INTO ${sql.raw(t(CashboxesTables.changes))} ("CashboxId", "Version", "EventId", "EventType", "Changes", "ChangedBy", "ChangedAt")
    VALUES (${d.CashboxId}, ${version}, ${e.id}::uuid, ${e.type}, ${JSON.stringify(changes)}::jsonb, ${d.UserId}, ${d.At}::timestamptz)
    ON CONFLICT ("CashboxId", "Version") DO NOTHING`.execute(tx);
}

/** Secondary indexes, made once a version has caught up (Projection.indexes). */
const cashboxesIndexes: ProjectionIndex[] = [
  // The show event's counts (pairs per station), the unassigned ones by theatre and time, the search by time.
  { table: CashboxesTables.logs, name: 'show_event_ix', on: sql`("ShowEventId", "StationId", "LogTypeId")` },
  { table: CashboxesTables.logs, name: 'theatre_time_ix', on: sql`("TheatreId", "TimestampUtc", "Id")` },
  { table: CashboxesTables.logs, name: 'time_ix', on: sql`("TimestampUtc", "Id")` },
  // The search's visibility (a manager's venues) and its sales location filter, each in the search's order (docs/api.md "Lists").
  { table: CashboxesTables.logs, name: 'venue_time_ix', on: sql`("VenueId", "TimestampUtc", "Id")` },
  { table: CashboxesTables.logs, name: 'location_time_ix', on: sql`("SalesLocationId", "TimestampUtc", "Id")` },
];

/**
 * Cash box logs as the back office reads them (docs/cashboxes.md): one row per count with its
 * original figures and, beside them, the overrides and corrections in force; one history row per
 * correction (who, when, each field from → to). Version is the stream revision + 1.
 */
export function cashboxesProjection(version = 1): Projection {
  return {
    name: CASHBOXES_PROJECTION,
    version,
    handles: Object.values(CashboxEventTypes),
    indexes: cashboxesIndexes,
    async setup(tx, t) {
      const logs = sql.raw(t(CashboxesTables.logs));
      const counts = sql.raw(DenominationFields.map((f) => `"${f}" integer NOT NULL`).join(', '));
      const money = sql.raw(moneyColumns.map((f) => `"${f}" numeric NOT NULL`).join(', '));
      const overrides = sql.raw(overrideColumns.map((f) => `"${f}" numeric NOT NULL DEFAULT 0.00`).join(', '));
      await sql`CREATE TABLE IF NOT EXISTS ${logs} (
        "Id" integer PRIMARY KEY, "GuidId" uuid NOT NULL UNIQUE, "ShowEventId" integer, "VenueId" integer NOT NULL, "TheatreId" integer NOT NULL,
        "SalesLocationId" integer NOT NULL, "StationId" integer NOT NULL, "LogTypeId" integer NOT NULL, "TimestampUtc" timestamptz NOT NULL,
        "EndOfShiftCount" boolean NOT NULL, "Total" numeric NOT NULL, ${counts}, ${money}, ${overrides},
        "PosUserId" integer, "CreatedBy" integer NOT NULL, "Version" integer NOT NULL, "UpdatedBy" integer NOT NULL, "UpdatedAt" timestamptz NOT NULL)`.execute(
        tx,
      );
      // Made after the logs table, so an existing table is counted once (logs are never deleted).
      await setupRowCount(tx, sql.raw(t(CashboxesTables.logCount)), logs);
      await sql`CREATE TABLE IF NOT EXISTS ${sql.raw(t(CashboxesTables.changes))} (
        "CashboxId" integer NOT NULL, "Version" integer NOT NULL, "EventId" uuid NOT NULL, "EventType" text NOT NULL, "Changes" jsonb NOT NULL,
        "ChangedBy" integer NOT NULL, "ChangedAt" timestamptz NOT NULL, PRIMARY KEY ("CashboxId", "Version"))`.execute(tx);
    },
    async apply(tx, e, t) {
      if (e.type === CashboxEventTypes.CashboxCounted) await insertCounts(tx, [e as Counted], t);
      else await applyCorrection(tx, e, t);
    },
    /**
     * The counts of a batch in one insert, then its corrections in order: a correction follows its
     * own count in its stream, and counts do not depend on each other, so the rows are those of apply.
     */
    async applyBatch(tx, events, t) {
      await insertCounts(
        tx,
        events.filter((e): e is Counted => e.type === CashboxEventTypes.CashboxCounted),
        t,
      );
      for (const e of events) if (e.type !== CashboxEventTypes.CashboxCounted) await applyCorrection(tx, e, t);
    },
  };
}
