import { z } from 'zod';
import { Id, Int32, Text } from '../common/primitives';

/**
 * Shows, show events and manager logs (spec document 2 §3–§5, §7, §8). The tables are in migration
 * 202611260100-shows; the routes and their claims in docs/api.md.
 */

/** A show (§3: Id, Name, Version). */
export const ShowSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Version: z.number().int(),
  })
  .meta({ id: 'Show' });
export type Show = z.infer<typeof ShowSchema>;

/** POST shows and PUT shows (Id and Version on PUT). */
export const ShowSaveSchema = z.object({
  Id: Id.optional(),
  Name: Text(200).trim().min(1, 'Name is required'),
  Version: Int32.min(0).default(0),
});
export type ShowSave = z.output<typeof ShowSaveSchema>;

/** The minutes-after-Start parts of a show event (§3), in their required order (§5). */
export const ShowEventPartNames = ['PreShowStart', 'PreShowEnd', 'IntermissionStart', 'IntermissionEnd', 'PostShowStart', 'PostShowEnd'] as const;

/** A show event (§3). ManagerLog is true once the manager log is submitted: the event is then locked. */
export const ShowEventSchema = z
  .object({
    Id: z.number().int(),
    ShowId: z.number().int(),
    Show: z.string(),
    TheatreId: z.number().int(),
    Start: z.string(),
    End: z.string(),
    PreShowStart: z.number().int().nullable(),
    PreShowEnd: z.number().int().nullable(),
    IntermissionStart: z.number().int().nullable(),
    IntermissionEnd: z.number().int().nullable(),
    PostShowStart: z.number().int().nullable(),
    PostShowEnd: z.number().int().nullable(),
    ManagerLog: z.boolean(),
    /** The theatre's venue time zone (IANA), for showing the times as the venue lives them. */
    TimeZone: z.string(),
    Version: z.number().int(),
  })
  .meta({ id: 'ShowEvent' });
export type ShowEvent = z.infer<typeof ShowEventSchema>;

const minutes = Int32.min(0)
  .max(24 * 60 * 7)
  .nullable()
  .default(null);

/**
 * True when the eight time points are in order (§5): start, pre-show start, pre-show end,
 * intermission start, intermission end, post-show start, post-show end, end. A part left empty is
 * skipped; equal neighbours are allowed (a part of no length).
 */
export function showEventTimesInOrder(t: {
  Start: string;
  End: string;
  PreShowStart: number | null;
  PreShowEnd: number | null;
  IntermissionStart: number | null;
  IntermissionEnd: number | null;
  PostShowStart: number | null;
  PostShowEnd: number | null;
}): boolean {
  const length = (Date.parse(t.End) - Date.parse(t.Start)) / 60_000;
  if (!(length > 0)) return false;
  const points = [0, ...ShowEventPartNames.map((n) => t[n]).filter((m): m is number => m !== null), length];
  return points.every((m, i) => i === 0 || m >= points[i - 1]!);
}

export const ShowEventMessages = {
  InvalidTimeRanges: 'Invalid time ranges!!',
  Locked: 'This Event is locked for editing since the Event Log for this event has already been submitted.',
  CopyWeekConfirm: 'There are shows scheduled next week ! Are you sure you want to over-write them?',
} as const;

/** POST and PUT shows/showEvents (Id and Version on PUT). */
export const ShowEventSaveSchema = z
  .object({
    Id: Id.optional(),
    ShowId: Id,
    TheatreId: Id,
    Start: z.iso.datetime({ offset: true }),
    End: z.iso.datetime({ offset: true }),
    PreShowStart: minutes,
    PreShowEnd: minutes,
    IntermissionStart: minutes,
    IntermissionEnd: minutes,
    PostShowStart: minutes,
    PostShowEnd: minutes,
    Version: Int32.min(0).default(0),
  })
  .refine(showEventTimesInOrder, { message: ShowEventMessages.InvalidTimeRanges, path: ['End'] });
export type ShowEventSave = z.output<typeof ShowEventSaveSchema>;

/** The manager log of a show event (§3 "Event log": Comments, ShowTime), once submitted. */
export const EventLogSchema = z
  .object({
    ShowEventId: z.number().int(),
    ShowId: z.number().int(),
    Show: z.string(),
    TheatreId: z.number().int(),
    Theatre: z.string(),
    ShowTime: z.string(),
    Comments: z.string(),
    SubmittedBy: z.string(),
    SubmittedAt: z.string(),
    TimeZone: z.string(),
  })
  .meta({ id: 'EventLog' });
export type EventLog = z.infer<typeof EventLogSchema>;

/** POST shows/createLog: submits the manager log of a show event (final). */
export const CreateEventLogSchema = z.object({
  ShowEventId: Id,
  Comments: Text(4000).default(''),
});
export type CreateEventLog = z.output<typeof CreateEventLogSchema>;

export const ManagerLogMessages = {
  Future: 'Cannot create event logs for shows in future.',
  EndCountsNotPosted: 'Some Cash Boxes do not have an end count posted for this show. Please try again after posting them.',
  EndCountsMissing: 'Some Cash Boxes are missing an end count. Please confirm they have synced, and review the Cash Box Reconciliation page.',
} as const;

/** Toasts of §8 for shows and events. */
export const ShowMessages = {
  ShowSaved: 'Show Saved Successfully',
  ShowCreated: 'Show Created Successfully',
  ShowDeleted: 'Show Deleted',
  EventCreated: 'Show Event Created Successfully',
  EventUpdated: 'Show Event Updated Successfully',
  EventDeleted: 'Show Event Deleted',
  WeekCopied: 'Week Copied Successfully',
} as const;
