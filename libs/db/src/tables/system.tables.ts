import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AuditLogTable {
  Id: Generated<string>;
  UserId: number | null;
  Entity: string;
  EntityId: string;
  Action: string;
  Changes: JSONColumnType<Record<string, unknown>>;
  At: Timestamp;
}

/** The position of the last event a stock decision appended at a venue (issue 18 point 3). */
export interface StockVenuePositionsTable {
  VenueId: number;
  Position: string;
  UpdatedAt: Timestamp;
}

/** A station's last sync through POST stations/{stationId}/sync (docs/station-sync.md). */
export interface StationSyncTable {
  StationId: number;
  LastSyncUtc: Timestamp;
  /** bigint: arrives as text. */
  QueuePosition: string | number;
}

export interface ClientErrorsTable {
  Id: Generated<string>;
  UserId: number | null;
  Message: string;
  Stack: string | null;
  Url: string | null;
  UserAgent: string | null;
  At: Timestamp;
}
