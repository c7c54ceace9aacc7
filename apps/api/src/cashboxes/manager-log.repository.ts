import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { EventLog } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';

/** app.event_logs: the submitted manager log of a show event (one at most; final). */
@Injectable()
export class ManagerLogRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Inserts the log; false when one was there already (a second submission, even at the same moment). */
  async submit(showEventId: number, comments: string, showTime: Date, userId: number): Promise<boolean> {
    const inserted = await this.db
      .insertInto('app.event_logs')
      .values({ ShowEventId: showEventId, Comments: comments, ShowTime: showTime, SubmittedBy: userId })
      .onConflict((c) => c.column('ShowEventId').doNothing())
      .returning('ShowEventId')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** The submitted log with its show, theatre, submitter and the venue's time zone. */
  async find(showEventId: number): Promise<EventLog | undefined> {
    const row = await this.db
      .selectFrom('app.event_logs as el')
      .innerJoin('app.show_events as se', 'se.Id', 'el.ShowEventId')
      .innerJoin('app.shows as sh', 'sh.Id', 'se.ShowId')
      .innerJoin('app.theatres as th', 'th.Id', 'se.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 'th.VenueId')
      .innerJoin('app.users as u', 'u.Id', 'el.SubmittedBy')
      .select([
        'el.ShowEventId',
        'se.ShowId',
        'sh.Name as Show',
        'se.TheatreId',
        'th.Name as Theatre',
        'el.ShowTime',
        'el.Comments',
        sql<string>`u."FirstName" || ' ' || u."LastName"`.as('SubmittedBy'),
        'el.SubmittedAt',
        'v.TimeZone',
      ])
      .where('el.ShowEventId', '=', showEventId)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...row, ShowTime: new Date(row.ShowTime).toISOString(), SubmittedAt: new Date(row.SubmittedAt).toISOString() };
  }
}
