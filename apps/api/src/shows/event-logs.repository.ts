import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type EventLog, type EventLogListItem, EventLogLeadHours } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';

const iso = (d: Date | string) => new Date(d).toISOString();
const HOUR_MS = 3_600_000;

/** The manager logs of show events (spec document 2 §3 "Event log", §5, §9), read side. Submitting one is POST shows/createLog. */
@Injectable()
export class EventLogsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private rows() {
    return this.db
      .selectFrom('app.show_events as e')
      .innerJoin('app.shows as s', 's.Id', 'e.ShowId')
      .innerJoin('app.theatres as t', 't.Id', 'e.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .leftJoin('app.event_logs as l', 'l.ShowEventId', 'e.Id')
      .leftJoin('app.users as u', 'u.Id', 'l.SubmittedBy')
      .select([
        'e.Id as ShowEventId',
        'e.ShowId',
        's.Name as Show',
        'e.TheatreId',
        't.Name as Theatre',
        'e.Start',
        'e.End',
        'l.ShowEventId as LogId',
        'l.Comments',
        'l.ShowTime',
        'l.SubmittedAt',
        sql<string | null>`nullif(concat_ws(' ', u."FirstName", u."LastName"), '')`.as('SubmittedBy'),
        'v.TimeZone',
      ]);
  }

  /**
   * The theatre's show events starting in [from, to) (of the show, when given) whose Start minus 4
   * hours is past at `now`, newest first, each with its log when submitted.
   */
  async search(theatreId: number, showId: number | null | undefined, from: Date, to: Date, now = new Date()): Promise<EventLogListItem[]> {
    const due = new Date(now.getTime() + EventLogLeadHours * HOUR_MS);
    const rows = await this.rows()
      .where('e.TheatreId', '=', theatreId)
      .$if(!!showId, (q) => q.where('e.ShowId', '=', showId!))
      .where('e.Start', '>=', from)
      .where('e.Start', '<', to)
      .where('e.Start', '<', due)
      .orderBy('e.Start', 'desc')
      .orderBy('e.Id', 'desc')
      .execute();
    return rows.map((r) => ({
      ShowEventId: r.ShowEventId,
      ShowId: r.ShowId,
      Show: r.Show,
      TheatreId: r.TheatreId,
      Theatre: r.Theatre,
      Start: iso(r.Start),
      End: iso(r.End),
      Submitted: r.LogId !== null,
      Comments: r.LogId !== null ? r.Comments : null,
      SubmittedBy: r.LogId !== null ? (r.SubmittedBy ?? '') : null,
      SubmittedAt: r.SubmittedAt ? iso(r.SubmittedAt) : null,
      TimeZone: r.TimeZone,
    }));
  }

  /** The submitted log of a show event, with its theatre's name; `log` null when not submitted, undefined when no such event. */
  async ofEvent(showEventId: number): Promise<{ theatre: string; log: EventLog | null } | undefined> {
    const r = await this.rows().where('e.Id', '=', showEventId).executeTakeFirst();
    if (!r) return undefined;
    const log: EventLog | null =
      r.LogId === null
        ? null
        : {
            ShowEventId: r.ShowEventId,
            ShowId: r.ShowId,
            Show: r.Show,
            TheatreId: r.TheatreId,
            Theatre: r.Theatre,
            ShowTime: iso(r.ShowTime!),
            Comments: r.Comments ?? '',
            SubmittedBy: r.SubmittedBy ?? '',
            SubmittedAt: iso(r.SubmittedAt!),
            TimeZone: r.TimeZone,
          };
    return { theatre: r.Theatre, log };
  }
}
