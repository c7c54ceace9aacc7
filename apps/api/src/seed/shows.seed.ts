import type { INestApplication } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { ShowEventsRepository } from '../shows/show-events.repository';
import { ShowsRepository } from '../shows/shows.repository';
import { demoTime, seedActor } from './stock.seed';

const DAY_MS = 86_400_000;

/** The demo's shows: the 18:00 show alternates between the first two, the 21:00 one between the last two. */
export const DemoShowNames = ['Evening Revue', 'Family Matinee Encore', 'Late Night Comedy', 'Midnight Mystery'] as const;
/** Two shows a day at these venue-local hours, each this long (sales.seed.ts sells before each). */
export const DemoShowHours = [18, 21] as const;
export const DemoShowMinutes = 150;
/** The seeded three weeks: days 0 to 20 after `now` − 21 days (the same days as stock.seed.ts). */
export const DemoShowDays = { first: 0, last: 20 } as const;

export interface DemoShowEvent {
  Id: number;
  Start: string;
  End: string;
}

/** The demo show events by theatre, day and show of the day (0 at 18:00, 1 at 21:00). */
export interface DemoShowEvents {
  at(theatreId: number, d: number, n: number): DemoShowEvent | undefined;
  /** How many shows and show events this run created (0 on a second run). */
  created: { shows: number; events: number };
}

/**
 * Shows and show events for every active demo theatre over the seeded three weeks: two a day at
 * 18:00 and 21:00 venue time, 150 minutes each, created through the shows repositories (the
 * calls' own writes). Idempotent: shows are found by name and events by theatre and Start, so a
 * second run creates nothing and answers the same ids.
 */
export async function seedDemoShows(app: INestApplication, db: Db, now = new Date()): Promise<DemoShowEvents> {
  const shows = app.get(ShowsRepository);
  const events = app.get(ShowEventsRepository);
  const actor = await seedActor(db);
  const start = new Date(now.getTime() - 21 * DAY_MS);
  const created = { shows: 0, events: 0 };

  const showIds: number[] = [];
  for (const Name of DemoShowNames) {
    const found = await db.selectFrom('app.shows').select('Id').where('Name', '=', Name).orderBy('Id').executeTakeFirst();
    if (found) showIds.push(found.Id);
    else {
      showIds.push(await shows.create(actor.userId, { Name, Version: 0 }));
      created.shows++;
    }
  }

  const theatres = await db
    .selectFrom('app.theatres as t')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['t.Id', 'v.TimeZone'])
    .where('t.Archived', '=', false)
    .where('v.Archived', '=', false)
    .orderBy('t.Id')
    .execute();
  const key = (theatreId: number, start: number) => `${theatreId}@${start}`;
  const existing = new Map(
    (await db.selectFrom('app.show_events').select(['Id', 'TheatreId', 'Start', 'End']).where('ShowId', 'in', showIds).execute()).map(
      (e) => [key(e.TheatreId, new Date(e.Start).getTime()), { Id: e.Id, Start: new Date(e.Start).toISOString(), End: new Date(e.End).toISOString() }] as const,
    ),
  );
  const byDay = new Map<string, DemoShowEvent>();
  for (const [t, theatre] of theatres.entries())
    for (let d = DemoShowDays.first; d <= DemoShowDays.last; d++)
      for (const [n, hour] of DemoShowHours.entries()) {
        const at = demoTime(start, d, theatre.TimeZone, hour);
        let event = existing.get(key(theatre.Id, at.getTime()));
        if (!event) {
          const body = {
            ShowId: showIds[n * 2 + ((t + d) % 2)]!,
            TheatreId: theatre.Id,
            Start: at.toISOString(),
            End: new Date(at.getTime() + DemoShowMinutes * 60_000).toISOString(),
            PreShowStart: 0,
            PreShowEnd: 30,
            IntermissionStart: 75,
            IntermissionEnd: 90,
            PostShowStart: 140,
            PostShowEnd: DemoShowMinutes,
            Version: 0,
          };
          const id = await events.create(actor.userId, body);
          if (typeof id !== 'number') throw new Error(`Demo show event: ${id.message}`);
          event = { Id: id, Start: body.Start, End: body.End };
          created.events++;
        }
        byDay.set(`${theatre.Id}:${d}:${n}`, event);
      }
  return { at: (theatreId, d, n) => byDay.get(`${theatreId}:${d}:${n}`), created };
}
