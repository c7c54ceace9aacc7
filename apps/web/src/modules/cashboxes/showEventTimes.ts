import { z } from 'zod';
import {
  addDay,
  type ShowEvent,
  ShowEventMessages,
  ShowEventPartNames,
  ShowEventSaveSchema,
  showEventTimesInOrder,
  zonedInstant,
} from '@intermission/contracts';

// The eight time points of a show event as the venue's clock shows them (spec document 2 §3, §5):
// Start and End as date and time, the six parts as times of the show's day, stored as minutes after
// Start. A part earlier in the day than Start belongs to the next day when the show runs past midnight.

type PartName = (typeof ShowEventPartNames)[number];

export const PartLabels: Record<PartName, string> = {
  PreShowStart: 'Pre-Show Start',
  PreShowEnd: 'Pre-Show End',
  IntermissionStart: 'Intermission Start',
  IntermissionEnd: 'Intermission End',
  PostShowStart: 'Post-Show Start',
  PostShowEnd: 'Post-Show End',
};

/** The form's values: 'YYYY-MM-DDTHH:mm' for Start and End, 'HH:mm' (or '') for each part. */
export type ShowEventTimesValues = { Start: string; End: string } & Record<PartName, string>;

/** An instant as the venue's wall clock, 'YYYY-MM-DDTHH:mm'. */
export function wallClock(at: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** The form's values for a show event. */
export function timesToValues(e: ShowEvent): ShowEventTimesValues {
  const start = Date.parse(e.Start);
  const part = (m: number | null) => (m === null ? '' : wallClock(new Date(start + m * 60_000), e.TimeZone).slice(11));
  return {
    Start: wallClock(e.Start, e.TimeZone),
    End: wallClock(e.End, e.TimeZone),
    ...(Object.fromEntries(ShowEventPartNames.map((n) => [n, part(e[n])])) as Record<PartName, string>),
  };
}

/** Minutes after Start of a part's time; the next day's when earlier than Start and the show ends on a later day. */
export function partMinutes(startWall: string, endWall: string, time: string, timeZone: string): number {
  const start = zonedInstant(startWall, timeZone).getTime();
  const day = startWall.slice(0, 10);
  let at = zonedInstant(`${day}T${time}`, timeZone).getTime();
  if (at < start && endWall.slice(0, 10) > day) at = zonedInstant(`${addDay(day)}T${time}`, timeZone).getTime();
  return Math.round((at - start) / 60_000);
}

const wall = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter a date and time');
const time = z.union([z.literal(''), z.string().regex(/^\d{2}:\d{2}$/, 'Enter a time')]);

/**
 * The times form's schema: the venue's clock in, the contract's ShowEventSave out (its own order rule
 * gives 'Invalid time ranges!!'); a part before Start is out of order too.
 */
export function showEventTimesSchema(e: ShowEvent) {
  return z
    .object({ Start: wall, End: wall, ...Object.fromEntries(ShowEventPartNames.map((n) => [n, time])) } as Record<keyof ShowEventTimesValues, typeof wall>)
    .transform((v, ctx): z.input<typeof ShowEventSaveSchema> => {
      const minutes = Object.fromEntries(ShowEventPartNames.map((n) => [n, v[n] ? partMinutes(v.Start, v.End, v[n], e.TimeZone) : null])) as Record<
        PartName,
        number | null
      >;
      const out = {
        Id: e.Id,
        ShowId: e.ShowId,
        TheatreId: e.TheatreId,
        Start: zonedInstant(v.Start, e.TimeZone).toISOString(),
        End: zonedInstant(v.End, e.TimeZone).toISOString(),
        ...minutes,
        Version: e.Version,
      };
      if (Object.values(minutes).some((m) => m !== null && m < 0) || !showEventTimesInOrder(out)) {
        ctx.addIssue({ code: 'custom', message: ShowEventMessages.InvalidTimeRanges, path: ['End'] });
        return z.NEVER;
      }
      return out;
    })
    .pipe(ShowEventSaveSchema);
}
