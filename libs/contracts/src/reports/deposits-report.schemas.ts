import { z } from 'zod';
import { Id, Int32, MaxInt32 } from '../common/primitives';
import { Money } from '../common/wire';
import { isoDate } from '../stock/inventory-queries.schemas';
import { ReportsSchemaInfo } from '../stock/inventory-reports.schemas';
import { ReportWithdrawalSchema, daysSpanned } from './over-short.schemas';

/** The deposits report (document 2 §3 "Deposits report", §7 depositsReport; docs/reports.md "Deposits report"). */

/** The longest period of a deposits report (ours: a week, stretched to a month at most). */
export const DepositsReportMaxDays = 31;

const venueId = z.number({ error: 'Venue is required' }).int().min(1, 'Venue is required').max(MaxInt32, 'Not a known id');

/** POST sales/depositsReport (§7: week start, week end, venue). */
export const DepositsReportRequestSchema = z
  .object({ WeekStart: isoDate('Week Start'), WeekEnd: isoDate('Week End'), VenueId: venueId })
  .refine((r) => r.WeekStart <= r.WeekEnd, { message: 'Week End should be on or after Week Start', path: ['WeekEnd'] })
  .refine((r) => r.WeekStart > r.WeekEnd || daysSpanned(r.WeekStart, r.WeekEnd) <= DepositsReportMaxDays, {
    message: `The period can be at most ${DepositsReportMaxDays} days`,
    path: ['WeekEnd'],
  });
export type DepositsReportRequest = z.output<typeof DepositsReportRequestSchema>;

/** §3 PaymentsSummary: what was paid per show event × sales location × tender. */
export const PaymentsSummaryRowSchema = z
  .object({ PaymentMethodId: z.number().int(), ShowEventId: z.number().int(), SalesLocationId: z.number().int(), PaymentAmount: Money, TipAmount: Money })
  .meta({ id: 'PaymentsSummaryRow' });
export type PaymentsSummaryRowFigures = z.input<typeof PaymentsSummaryRowSchema>;

const DepositReportFiguresSchema = z.object({ Amount: Money, PettyCashAmount: Money, TipTotal: Money, AmountToBePosted: Money });

/** Ours: a show event's deposit as computed now and as posted (null while unposted). */
export const DepositsReportDepositSchema = z
  .object({
    ShowEventId: z.number().int(),
    PostedDepositId: z.number().int().nullable(),
    Computed: DepositReportFiguresSchema,
    Posted: DepositReportFiguresSchema.nullable(),
    /** Posted − Computed AmountToBePosted; null while unposted. */
    Difference: Money.nullable(),
  })
  .meta({ id: 'DepositsReportDeposit' });

const TenderSumSchema = z.object({ PaymentMethodId: z.number().int(), PaymentAmount: Money, TipAmount: Money });

/** Ours: the totals of a day (Day set) or of the week (Day null). */
export const DepositsReportTotalsSchema = z
  .object({
    Day: z.string().nullable(),
    Tenders: z.array(TenderSumSchema),
    PaymentAmount: Money,
    TipAmount: Money,
    PettyCashAmount: Money,
    ComputedAmountToBePosted: Money,
    PostedAmountToBePosted: Money,
  })
  .meta({ id: 'DepositsReportTotals' });
export type DepositsReportTotalsFigures = z.input<typeof DepositsReportTotalsSchema>;

export const DepositsReportSchema = z
  .object({
    VenueId: z.number().int(),
    WeekStart: z.string(),
    WeekEnd: z.string(),
    TimeZone: z.string(),
    AsOf: ReportsSchemaInfo,
    PaymentsSummary: z.array(PaymentsSummaryRowSchema),
    PettyCashWithdrawalsWithShowEvents: z.array(ReportWithdrawalSchema),
    ShowEvents: z.array(
      z.object({
        Id: z.number().int(),
        ShowId: z.number().int(),
        Show: z.string(),
        TheatreId: z.number().int(),
        Start: z.string(),
        End: z.string(),
        Day: z.string(),
      }),
    ),
    Theatres: z.array(z.object({ Id: z.number().int(), Name: z.string(), IsTest: z.boolean() })),
    SalesLocations: z.array(z.object({ Id: z.number().int(), Name: z.string(), TheatreId: z.number().int() })),
    PaymentMethods: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
    Deposits: z.array(DepositsReportDepositSchema),
    Days: z.array(DepositsReportTotalsSchema),
    Totals: DepositsReportTotalsSchema,
  })
  .meta({ id: 'DepositsReport' });
export type DepositsReport = z.infer<typeof DepositsReportSchema>;
export type DepositsReportFigures = z.input<typeof DepositsReportSchema>;

export const DepositsReportColumns = ['PaymentAmount', 'TipAmount', 'PettyCash'] as const;

/** POST sales/depositsReport/drillDown: narrowed to a show event, or a day, or the week; a tender or all. */
export const DepositsReportDrillDownRequestSchema = z
  .object({
    WeekStart: isoDate('Week Start'),
    WeekEnd: isoDate('Week End'),
    VenueId: venueId,
    ShowEventId: Id.nullish().transform((v) => v ?? null),
    Day: isoDate('Day')
      .nullish()
      .transform((v) => v ?? null),
    PaymentMethodId: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(8)], { error: 'Not a tender of the report' })
      .nullish()
      .transform((v) => v ?? null),
    Column: z.enum(DepositsReportColumns, { error: 'Not a column of the report' }),
    Skip: Int32.min(0).default(0),
    Take: Int32.min(1).max(1000).default(50),
  })
  .refine((r) => r.WeekStart <= r.WeekEnd, { message: 'Week End should be on or after Week Start', path: ['WeekEnd'] })
  .refine((r) => r.WeekStart > r.WeekEnd || daysSpanned(r.WeekStart, r.WeekEnd) <= DepositsReportMaxDays, {
    message: `The period can be at most ${DepositsReportMaxDays} days`,
    path: ['WeekEnd'],
  });
export type DepositsReportDrillDownRequest = z.output<typeof DepositsReportDrillDownRequestSchema>;
