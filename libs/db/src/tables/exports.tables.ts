import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = Date | string;
/** A date column: node-postgres reads it as a Date; select it as text (`::text`) to keep the day. */
type Day = ColumnType<Date | string, string, string>;
/** numeric: read as text, written as text or a number. */
type Numeric = ColumnType<string, string | number, string | number>;

/** app.exports (migration 202611262140-exports): one export run of a type over a range of venue days. */
export interface ExportsTable {
  Id: Generated<number>;
  ExportTypeId: number;
  FromDate: Day;
  ToDate: Day;
  Status: Generated<'Queued' | 'Running' | 'Done' | 'Failed'>;
  Progress: Generated<number>;
  ItemCount: Generated<number>;
  ItemsDone: Generated<number>;
  Amount: ColumnType<string, string | number | undefined, string | number>;
  CreatedBy: number | null;
  CreatedAt: Generated<Timestamp>;
  FinishedAt: Timestamp | null;
  Error: string | null;
  FileName: string | null;
}

/** One line of an export item as stored (libs/domain ExportLine). */
export interface ExportItemLine {
  Account: string;
  Amount: string;
  Memo: string;
  ClassName: string | null;
}

/** app.export_items: the QBO log, one row per entity Key. */
export interface ExportItemsTable {
  Id: Generated<number>;
  Key: string;
  ExportId: number;
  ExportTypeId: number;
  TransferId: string | null;
  ReceivedOrderId: string | null;
  VenueId: number;
  VenueName: string;
  Day: Day;
  Kind: string;
  DocNumber: string;
  Memo: string;
  VendorName: string | null;
  Amount: Numeric;
  IsWastage: Generated<boolean>;
  TransferTypeName: string | null;
  Fingerprint: string;
  SyncedFingerprint: string | null;
  QbReference: string | null;
  SyncToken: string | null;
  DateModified: Timestamp | null;
  DateSynced: Timestamp | null;
  ErrorMessage: string | null;
  RunningBy: string | null;
  RunningSince: Timestamp | null;
  Lines: JSONColumnType<ExportItemLine[]>;
  /** The stamp of the row's sources when it was last read (Transactions; null: read it anew). */
  SourceStamp: string | null;
}

/** app.export_attempts: each post of an export item and what the accounting service answered. */
export interface ExportAttemptsTable {
  Id: Generated<number>;
  ExportItemId: number;
  At: Generated<Timestamp>;
  RequestId: string;
  HttpStatus: number | null;
  QbReference: string | null;
  Message: string | null;
}
