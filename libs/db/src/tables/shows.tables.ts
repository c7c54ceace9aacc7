import type { Generated } from 'kysely';

type Timestamp = Date | string;

/** app.shows (migration 202611260100-shows). */
export interface ShowsTable {
  Id: Generated<number>;
  Name: string;
  CreatedBy: number | null;
  CreatedAt: Generated<Timestamp>;
  Version: Generated<number>;
}

/** app.show_events: the six part boundaries are minutes after Start, null when not used. */
export interface ShowEventsTable {
  Id: Generated<number>;
  ShowId: number;
  TheatreId: number;
  Start: Timestamp;
  End: Timestamp;
  PreShowStart: number | null;
  PreShowEnd: number | null;
  IntermissionStart: number | null;
  IntermissionEnd: number | null;
  PostShowStart: number | null;
  PostShowEnd: number | null;
  CreatedBy: number | null;
  CreatedAt: Generated<Timestamp>;
  Version: Generated<number>;
}

/** app.event_logs: the submitted manager log of a show event (one at most; final). */
export interface EventLogsTable {
  ShowEventId: number;
  Comments: Generated<string>;
  ShowTime: Timestamp;
  SubmittedBy: number;
  SubmittedAt: Generated<Timestamp>;
}
