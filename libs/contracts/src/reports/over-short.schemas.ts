import { z } from 'zod';
import { Id, Int32, MaxInt32 } from '../common/primitives';
import { Money } from '../common/wire';
import { isoDate } from '../stock/inventory-queries.schemas';
import { ReportsSchemaInfo } from '../stock/inventory-reports.schemas';

/** The over/short report (document 2 §3 "Over/short rows", §7 reportFromCashBox; docs/reports.md "Over/short report"). */

/** The longest period a report of the sales area reads (ours: a year of a venue's days). */
export const OverShortMaxDays = 366;

/** The days from `from` to `to`, both included (UTC calendar arithmetic on YYYY-MM-DD). */
export const daysSpanned = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const optionalId = Id.nullish().transform((v) => v ?? null);

/** POST sales/reportFromCashBox (§7: from, to, theatre, show event). */
export const OverShortRequestSchema = z
  .object({
    FromDate: isoDate('From Date'),
    ToDate: isoDate('To Date'),
    TheatreId: optionalId,
    ShowEventId: optionalId,
  })
  .refine((r) => r.FromDate <= r.ToDate, { message: 'To Date should be on or after From Date', path: ['ToDate'] })
  .refine((r) => r.FromDate > r.ToDate || daysSpanned(r.FromDate, r.ToDate) <= OverShortMaxDays, {
    message: `The period can be at most ${OverShortMaxDays} days`,
    path: ['ToDate'],
  });
export type OverShortRequest = z.output<typeof OverShortRequestSchema>;

/** One tender of a row: what was sold in it, what was collected (counted or settled), and the difference. */
export const OverShortTenderSchema = z
  .object({ PaymentMethodId: z.number().int(), PaymentMethod: z.string(), Sold: Money, Collected: Money, OverShort: Money })
  .meta({ id: 'OverShortTender' });

const figures = {
  Tenders: z.array(OverShortTenderSchema),
  SaleAmount: Money,
  StartCashBoxAmount: Money,
  EndCashBoxAmount: Money,
  CashBoxAmount: Money,
  CreditCardSettlementAmount: Money,
  VoucherAmount: Money,
  PreOrderAmount: Money,
  PreOrderTotal: Money,
  TipAmount: Money,
  CollectedAmount: Money,
  OverShort: Money,
};

/** One station's cash drawer beneath a row (docs/reports.md "Per drawer"): its counts, its cash sold and its over/short. */
export const OverShortDrawerSchema = z
  .object({
    /** null: cash sold with no station (a manual sale). */
    StationId: z.number().int().nullable(),
    StationName: z.string().nullable(),
    /** The latest start count's final total; null: none (counted as 0). */
    Start: Money.nullable(),
    /** The latest end count's final total; null: none (the drawer's cash counts as 0 collected). */
    End: Money.nullable(),
    CashSold: Money,
    /** (End − Start, or 0 without an end count) − CashSold; the row's cash over/short is the sum of its drawers'. */
    OverShort: Money,
  })
  .meta({ id: 'OverShortDrawer' });
export type OverShortDrawer = z.infer<typeof OverShortDrawerSchema>;

/** A show event × sales location row (docs/reports.md gives each formula). */
export const OverShortRowSchema = z
  .object({
    ShowEventId: z.number().int(),
    ShowEvent: z.string(),
    Start: z.string(),
    End: z.string(),
    /** The venue's zone: the row's times are shown there. */
    TimeZone: z.string(),
    TheatreId: z.number().int(),
    Theatre: z.string(),
    SalesLocationId: z.number().int(),
    SalesLocation: z.string(),
    ...figures,
    /** A station has a start count and no end count: its cash counts as 0 collected. */
    MissingEndCount: z.boolean(),
    MissingEndStations: z.array(z.string()),
    /** Each station's drawer (added by issue 39 point 5: absent from older answers). */
    Drawers: z.array(OverShortDrawerSchema).optional(),
  })
  .meta({ id: 'OverShortRow' });
export type OverShortRow = z.infer<typeof OverShortRowSchema>;
export type OverShortRowFigures = z.input<typeof OverShortRowSchema>;

export const OverShortTotalsSchema = z.object(figures).meta({ id: 'OverShortTotals' });
export type OverShortTotalsFigures = z.input<typeof OverShortTotalsSchema>;

/** A live petty cash withdrawal of a show event of the report. */
export const ReportWithdrawalSchema = z
  .object({
    Id: z.number().int(),
    ShowEventId: z.number().int(),
    ShowEvent: z.string(),
    Start: z.string(),
    TheatreId: z.number().int(),
    ReasonId: z.number().int(),
    TransactionDateUtc: z.string(),
    Amount: Money,
  })
  .meta({ id: 'ReportWithdrawal' });
export type ReportWithdrawalFigures = z.input<typeof ReportWithdrawalSchema>;

export const OverShortReportSchema = z
  .object({
    FromDate: z.string(),
    ToDate: z.string(),
    TheatreId: z.number().int().nullable(),
    ShowEventId: z.number().int().nullable(),
    /** The zone the times are shown in (the venue's; the first venue's when the report spans several). */
    TimeZone: z.string(),
    AsOf: ReportsSchemaInfo,
    Rows: z.array(OverShortRowSchema),
    Totals: OverShortTotalsSchema,
    PettyCashWithdrawals: z.array(ReportWithdrawalSchema),
    PettyCashAmount: Money,
  })
  .meta({ id: 'OverShortReport' });
export type OverShortReport = z.infer<typeof OverShortReportSchema>;
export type OverShortReportFigures = z.input<typeof OverShortReportSchema>;

/** The figures a drill-down opens (docs/reports.md "Over/short report", Drill-down). */
export const OverShortColumns = [
  'Sold',
  'Collected',
  'OverShort',
  'SaleAmount',
  'CollectedAmount',
  'StartCashBoxAmount',
  'EndCashBoxAmount',
  'CashBoxAmount',
  'CreditCardSettlementAmount',
  'VoucherAmount',
  'PreOrderAmount',
  'PreOrderTotal',
  'TipAmount',
  'PettyCash',
] as const;
export type OverShortColumn = (typeof OverShortColumns)[number];

/** The tenders of the report (the deposit's: every method but 7, Discount). */
const TenderId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(8)], {
  error: 'Not a tender of the report',
});

/** POST sales/reportFromCashBox/drillDown: the report's filter, the row (both null: the Totals row) and the figure. */
export const OverShortDrillDownRequestSchema = z
  .object({
    FromDate: isoDate('From Date'),
    ToDate: isoDate('To Date'),
    TheatreId: optionalId,
    ShowEventId: optionalId,
    RowShowEventId: optionalId,
    SalesLocationId: optionalId,
    Column: z.enum(OverShortColumns, { error: 'Not a column of the report' }),
    PaymentMethodId: TenderId.nullish().transform((v) => v ?? null),
    Skip: Int32.min(0).max(MaxInt32).default(0),
    Take: Int32.min(1).max(1000).default(50),
  })
  .refine((r) => r.FromDate <= r.ToDate, { message: 'To Date should be on or after From Date', path: ['ToDate'] })
  .refine((r) => r.FromDate > r.ToDate || daysSpanned(r.FromDate, r.ToDate) <= OverShortMaxDays, {
    message: `The period can be at most ${OverShortMaxDays} days`,
    path: ['ToDate'],
  })
  .refine((r) => !(r.Column === 'Sold' || r.Column === 'Collected') || r.PaymentMethodId !== null, {
    message: 'PaymentMethodId is required for this column',
    path: ['PaymentMethodId'],
  });
export type OverShortDrillDownRequest = z.output<typeof OverShortDrillDownRequestSchema>;

/** One sale payment, cash box count or withdrawal behind a figure, with its signed part of the figure. */
export const SalesDrillDownRowSchema = z
  .object({
    Kind: z.enum(['sale', 'count', 'withdrawal']),
    /** The sale's GUID, the cash box log's or the withdrawal's id. */
    Id: z.string(),
    At: z.string(),
    TimeZone: z.string(),
    ShowEventId: z.number().int(),
    ShowEvent: z.string(),
    SalesLocation: z.string().nullable(),
    Station: z.string().nullable(),
    /** 'Sale', 'Refund', 'Start count', 'End count', 'Withdrawal'. */
    Description: z.string(),
    PaymentMethod: z.string().nullable(),
    /** Its part of the figure: the rows add up to it. */
    Amount: Money,
    Link: z.string(),
  })
  .meta({ id: 'SalesDrillDownRow' });
export type SalesDrillDownRow = z.infer<typeof SalesDrillDownRowSchema>;
export type SalesDrillDownRowFigures = z.input<typeof SalesDrillDownRowSchema>;
