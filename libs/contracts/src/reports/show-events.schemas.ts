import { z } from 'zod';
import { Messages } from '../common/messages';
import { Id } from '../common/primitives';
import { isoDate } from '../stock/inventory-queries.schemas';

// The show events search of the sales reports' filter panel (document 2 §7 "Show events search",
// under sales/; docs/reports.md "Show events search"): the show events of the venue days chosen,
// within the time window (§5: default 00:00 to 23:59), of the venues the user may see.

/** The time filters' defaults (document 2 §5 "Time filters default to 00:00 to 23:59"). */
export const SalesReportTimes = { FromTime: '00:00', ToTime: '23:59' } as const;

/** The longest period a sales report or its show events search takes: a year and a day. */
export const SalesReportMaxDays = 366;

/** A local time HH:mm (24-hour). */
export const ReportTime = (label: string) => z.string({ error: `${label} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time HH:mm`);

/** A day YYYY-MM-DD (an ISO instant's date part is taken), at most 30 characters. */
export const ReportDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .max(30, `${label} must be a date YYYY-MM-DD`)
    .pipe(isoDate(label));

/** Days between two YYYY-MM-DD days (to − from), for the period's length check. */
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The checks every dated sales report filter shares: To on or after From, a period of at most SalesReportMaxDays, the end time after the start. */
export const periodChecks = <T extends { FromDate: string; ToDate: string; FromTime?: string; ToTime?: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((r) => r.ToDate >= r.FromDate, { path: ['ToDate'], message: 'Date To must be on or after Date From' })
    .refine((r) => r.ToDate < r.FromDate || daysBetween(r.FromDate, r.ToDate) < SalesReportMaxDays, {
      path: ['ToDate'],
      message: `The period can be at most ${SalesReportMaxDays} days`,
    })
    .refine((r) => r.ToDate < r.FromDate || `${r.ToDate}T${r.ToTime ?? SalesReportTimes.ToTime}` > `${r.FromDate}T${r.FromTime ?? SalesReportTimes.FromTime}`, {
      path: ['ToTime'],
      message: Messages.EndBeforeStart,
    });

/**
 * POST sales/showEvents: FromDate and ToDate (days of each show event's venue, both required),
 * FromTime and ToTime (HH:mm, default 00:00 and 23:59: the window runs from FromDate FromTime to
 * ToDate ToTime inclusive of that minute), narrowed by VenueId, TheatreId or SalesLocationId (its theatre).
 */
export const ShowEventsSearchSchema = periodChecks(
  z.object({
    FromDate: ReportDay('Date From'),
    ToDate: ReportDay('Date To'),
    FromTime: ReportTime('Time From').default(SalesReportTimes.FromTime),
    ToTime: ReportTime('Time To').default(SalesReportTimes.ToTime),
    VenueId: Id.nullish(),
    TheatreId: Id.nullish(),
    SalesLocationId: Id.nullish(),
  }),
);
export type ShowEventsSearch = z.output<typeof ShowEventsSearchSchema>;

/** A show event as the sales reports' show event filter lists it (Start and End ISO instants; TimeZone the venue's). */
export const SalesShowEventSchema = z
  .object({
    Id: z.number().int(),
    ShowId: z.number().int(),
    ShowName: z.string(),
    TheatreId: z.number().int(),
    TheatreName: z.string(),
    VenueId: z.number().int(),
    VenueName: z.string(),
    Start: z.string(),
    End: z.string(),
    TimeZone: z.string(),
  })
  .meta({ id: 'SalesShowEvent' });
export type SalesShowEvent = z.infer<typeof SalesShowEventSchema>;

export const SalesShowEventListSchema = z.array(SalesShowEventSchema).meta({ id: 'SalesShowEventList' });
