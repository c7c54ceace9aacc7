type Timestamp = Date | string;

/**
 * A row of the `cashboxes` projection's app.cashbox_logs_v<n> (docs/cashboxes.md): one cash box log,
 * its original figures and, beside them, the overrides of the back office (final = original +
 * override). Not in `Database`: the table name carries the projection version, so repositories
 * name it through projectionTable(). Numeric columns arrive as strings.
 */
export interface CashboxLogsTable {
  Id: number;
  GuidId: string;
  /** Null: unassigned (no show event named yet). */
  ShowEventId: number | null;
  VenueId: number;
  TheatreId: number;
  SalesLocationId: number;
  StationId: number;
  LogTypeId: number;
  TimestampUtc: Timestamp;
  EndOfShiftCount: boolean;
  Total: string;
  Hundreds: number;
  Fifties: number;
  Twenties: number;
  Tens: number;
  Fives: number;
  Ones: number;
  Quarters: number;
  Dimes: number;
  Nickels: number;
  VisaMastercardSettlement: string;
  AmexSettlement: string;
  OtherSettlement: string;
  PreorderSettlement: string;
  VisaMastercardTipTotal: string;
  AmexTipTotal: string;
  OtherCreditCardTipTotal: string;
  PreorderTipTotal: string;
  VisaMastercardSettlementOverride: string;
  AmexSettlementOverride: string;
  OtherSettlementOverride: string;
  PreorderSettlementOverride: string;
  VisaMastercardTipOverrideTotal: string;
  AmexTipOverrideTotal: string;
  OtherCreditCardTipOverrideTotal: string;
  PreorderTipOverrideTotal: string;
  PosUserId: number | null;
  CreatedBy: number;
  /** 1 + the corrections applied (the stream revision + 1): the Version a PUT names. */
  Version: number;
  UpdatedBy: number;
  UpdatedAt: Timestamp;
}

/** A row of app.cashbox_log_changes_v<n>: one correction event of a log, for the history (who, when, what). */
export interface CashboxLogChangesTable {
  CashboxId: number;
  /** The log's Version this correction made. */
  Version: number;
  EventId: string;
  EventType: string;
  /** The changed fields: { Field: [from, to] } as text. */
  Changes: Record<string, [string | null, string | null]>;
  ChangedBy: number;
  ChangedAt: Timestamp;
}
