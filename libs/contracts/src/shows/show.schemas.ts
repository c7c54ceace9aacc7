import { z } from 'zod';
import { daysFrom, isDay } from '../common/days';
import { DayText, Id, IdText, InstantText, Int32, Text } from '../common/primitives';
import { SearchQuerySchema } from '../common/search';

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
    Start: InstantText(),
    End: InstantText(),
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

// ---- Calls of shows, show events and event logs (docs/shows.md) ----

/** GET shows/_search: q, skip, take (the web takes 12 a page). */
export const ShowSearchQuerySchema = SearchQuerySchema;

/** GET shows/params/{id}: the show with a summary of its events, for its detail page and pickers. */
export const ShowParamsSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Version: z.number().int(),
    /** How many show events it has (any theatre). */
    EventCount: z.number().int(),
    /** The first and the last event's Start (UTC), null when it has none. */
    FirstStart: z.string().nullable(),
    LastStart: z.string().nullable(),
    /** The theatres it plays in (ids, ascending). */
    TheatreIds: z.array(z.number().int()),
  })
  .meta({ id: 'ShowParams' });
export type ShowParams = z.infer<typeof ShowParamsSchema>;

const Day = DayText({ message: 'Must be a day YYYY-MM-DD', exact: true });
/** An optional range of venue days (both included) narrowing the shows to those with events then. */
const optionalDays = {
  FromDate: Day.nullable().optional(),
  ToDate: Day.nullable().optional(),
};
const daysInOrder = (b: { FromDate?: string | null; ToDate?: string | null }) => !b.FromDate || !b.ToDate || b.FromDate <= b.ToDate;
const DaysOrderMessage = 'The to date must not be before the from date';

/** POST shows/showsForTheatres: the shows with events in these theatres (in the venue days given, when given). */
export const ShowsForTheatresSchema = z
  .object({ TheatreIds: z.array(Id).min(1, 'Choose a theatre').max(500), ...optionalDays })
  .refine(daysInOrder, { message: DaysOrderMessage, path: ['ToDate'] });
export type ShowsForTheatres = z.output<typeof ShowsForTheatresSchema>;

/** POST shows/showsForSalesLocations: the shows with events in the theatres of these sales locations. */
export const ShowsForSalesLocationsSchema = z
  .object({ SalesLocationIds: z.array(Id).min(1, 'Choose a sales location').max(500), ...optionalDays })
  .refine(daysInOrder, { message: DaysOrderMessage, path: ['ToDate'] });
export type ShowsForSalesLocations = z.output<typeof ShowsForSalesLocationsSchema>;

/** The longest window a show event search or a copy week covers (a calendar shows a week). */
export const ShowEventSearchMaxDays = 62;
const instant = InstantText();
const windowInOrder = (b: { Start: string; End: string }) => Date.parse(b.End) > Date.parse(b.Start);
const windowShort = (b: { Start: string; End: string }) => Date.parse(b.End) - Date.parse(b.Start) <= ShowEventSearchMaxDays * 86_400_000;

/** GET shows/showEvents?TheatreId=&Start=&End=: the theatre's events overlapping [Start, End) (instants with an offset). */
export const ShowEventSearchQuerySchema = z
  .object({ TheatreId: IdText, Start: instant, End: instant })
  .refine(windowInOrder, { message: 'End must be after Start', path: ['End'] })
  .refine(windowShort, { message: `At most ${ShowEventSearchMaxDays} days`, path: ['End'] });
export type ShowEventSearchQuery = z.output<typeof ShowEventSearchQuerySchema>;

/**
 * POST shows/showEvents/copyWeek: the events starting in [From, To) (the week on the calendar) are
 * copied 7 days later at the same local time at the venue, replacing the events starting in the
 * next week ([From, To) moved the same way). Overwrite false: refused with the §5 confirmation text
 * when the next week has events (the web asks first and sends true, the default).
 */
export const CopyWeekSchema = z
  .object({ TheatreId: Id, From: instant, To: instant, Overwrite: z.boolean().default(true) })
  .refine((b) => windowInOrder({ Start: b.From, End: b.To }), { message: 'To must be after From', path: ['To'] })
  // A week (an hour more across a DST change): a longer one would overlap the week it is copied to.
  .refine((b) => Date.parse(b.To) - Date.parse(b.From) <= (7 * 24 + 1) * 3_600_000, { message: 'At most a week', path: ['To'] });
export type CopyWeek = z.output<typeof CopyWeekSchema>;

export const CopyWeekAnswerSchema = z
  .object({
    Message: z.string(),
    /** Events added in the next week, and events of the next week they replaced. */
    Copied: z.number().int(),
    Replaced: z.number().int(),
    ShowEvents: z.array(ShowEventSchema),
  })
  .meta({ id: 'CopyWeekAnswer' });
export type CopyWeekAnswer = z.infer<typeof CopyWeekAnswerSchema>;

/** An event is listed among the event logs once its Start minus this many hours is past (§9). */
export const EventLogLeadHours = 4;
/** The longest range of days an event log search covers. */
export const EventLogSearchMaxDays = 366;

/**
 * POST shows/logs/_search. Days are the venue's (start of FromDate to the start of the day after
 * ToDate); when left out they are the web's default, the last 7 days to today at the venue.
 */
export const EventLogSearchSchema = z
  .object({ TheatreId: Id, ShowId: Id.nullable().optional(), ...optionalDays })
  .refine(daysInOrder, { message: DaysOrderMessage, path: ['ToDate'] })
  // Whole-object checks run even when a field failed: only on real days (daysFrom throws on others).
  .refine((b) => !b.FromDate || !b.ToDate || !isDay(b.FromDate) || !isDay(b.ToDate) || daysFrom(b.FromDate, b.ToDate).length <= EventLogSearchMaxDays, {
    message: `At most ${EventLogSearchMaxDays} days`,
    path: ['ToDate'],
  });
export type EventLogSearch = z.output<typeof EventLogSearchSchema>;

/** A row of the event log list: a show event and its manager log, submitted or not. */
export const EventLogListItemSchema = z
  .object({
    ShowEventId: z.number().int(),
    ShowId: z.number().int(),
    Show: z.string(),
    TheatreId: z.number().int(),
    Theatre: z.string(),
    Start: z.string(),
    End: z.string(),
    Submitted: z.boolean(),
    Comments: z.string().nullable(),
    SubmittedBy: z.string().nullable(),
    SubmittedAt: z.string().nullable(),
    TimeZone: z.string(),
  })
  .meta({ id: 'EventLogListItem' });
export type EventLogListItem = z.infer<typeof EventLogListItemSchema>;

/** GET shows/logs/{showEventId}: the event, its theatre, and its log when submitted. */
export const EventLogDetailSchema = z
  .object({ ShowEvent: ShowEventSchema, Theatre: z.string(), Log: EventLogSchema.nullable() })
  .meta({ id: 'EventLogDetail' });
export type EventLogDetail = z.infer<typeof EventLogDetailSchema>;

/** The refusals of shows and show events other than the §5 texts above. */
export const ShowRefusalMessages = {
  TheatreNotFound: 'There is no such theatre',
  ShowNotFound: 'There is no such show',
  IdRequired: 'Id is required',
  TheatreForbidden: 'You cannot schedule shows in this theatre',
  NextWeekLocked: 'The next week has a show event whose Event Log was submitted: it cannot be over-written.',
  ShowHasLockedEvents: 'This show has show events whose Event Log was submitted: it cannot be deleted.',
  /** `what`: what refers, e.g. "sales" or "sales and an event log". */
  EventReferenced: (what: string) => `This show event cannot be deleted because it has ${what}.`,
  ShowReferenced: (what: string) => `This show cannot be deleted because its show events have ${what}.`,
  NextWeekReferenced: (what: string) => `The next week cannot be over-written because its show events have ${what}.`,
} as const;
