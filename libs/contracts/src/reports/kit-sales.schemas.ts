import { z } from 'zod';
import { Messages } from '../common/messages';
import { DayText, Id, Int32, RequestDecimal } from '../common/primitives';
import { Money, Quantity, UnitPrice, wireNumber } from '../common/wire';
import { PaymentMethod } from '../sales/sale.events';

/** The kit sales report (document 2 §2, §3 "Sales summary data", §5 "Sales summary", §9; docs/reports.md "Kit sales report"). */

/** A calendar day; `label` names it in the 'is required' message. */
export const reportDay = (label: string) => DayText({ required: `${label} is required` });

/** A time of day 'HH:mm' (00:00–23:59). */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:mm');

/** §5 "An end time not after the start time gives …". */
export const EndTimeMessage = Messages.EndBeforeStart;
export const ToDateMessage = 'Date To must be on or after Date From';

/** The filter of the kit and goods sales reports: both dates required, the times of day, and the narrowing ids. */
export const SalesReportFilterFields = z.object({
  FromDate: reportDay('Date From'),
  ToDate: reportDay('Date To'),
  FromTime: timeOfDay.default('00:00'),
  ToTime: timeOfDay.default('23:59'),
  VenueId: Id.nullish(),
  TheatreId: Id.nullish(),
  SalesLocationId: Id.nullish(),
  ShowEventId: Id.nullish(),
});

type FilterShape = Pick<z.output<typeof SalesReportFilterFields>, 'FromDate' | 'ToDate' | 'FromTime' | 'ToTime'>;
export const checkSalesReportFilter = (f: FilterShape, ctx: z.RefinementCtx) => {
  if (f.ToDate < f.FromDate) ctx.addIssue({ code: 'custom', message: ToDateMessage, path: ['ToDate'] });
  // §5: the window's end (ToDate ToTime) must be after its start (FromDate FromTime), as the filter panel checks it.
  else if (`${f.ToDate}T${f.ToTime}` <= `${f.FromDate}T${f.FromTime}`) ctx.addIssue({ code: 'custom', message: EndTimeMessage, path: ['ToTime'] });
};

export const SalesReportFilterSchema = SalesReportFilterFields.superRefine(checkSalesReportFilter);
export type SalesReportFilter = z.output<typeof SalesReportFilterSchema>;
export const KitSalesReportRequestSchema = SalesReportFilterSchema;
export type KitSalesReportRequest = SalesReportFilter;

/** The tenders the reports total (document 2 §3 "Response totals"; Tab is ours) and their payment methods. */
export const SalesTenders = ['Cash', 'Credit', 'Voucher', 'PreOrder', 'Discount', 'Tab'] as const;
export type SalesTender = (typeof SalesTenders)[number];
export const TenderMethods: Record<SalesTender, number[]> = {
  Cash: [PaymentMethod.Cash],
  Credit: [PaymentMethod.VisaMasterCard, PaymentMethod.Amex, PaymentMethod.OtherCreditCard],
  Voucher: [PaymentMethod.Voucher],
  PreOrder: [PaymentMethod.Preorder],
  Discount: [PaymentMethod.Discount],
  Tab: [PaymentMethod.Tab],
};

/** What a drill-down opens: a kit row (at its price; a sales location's for the managed report), a good, a tender, every sale. */
export const SalesFigureSchema = z.discriminatedUnion('Kind', [
  z.object({
    Kind: z.literal('kit'),
    KitId: Id,
    SalePrice: RequestDecimal({ digits: 9, places: 4, signed: true, message: 'Must be a price' }),
    SalesLocationId: Id.nullish(),
  }),
  z.object({ Kind: z.literal('good'), GoodId: Id }),
  z.object({ Kind: z.literal('tender'), Tender: z.enum(SalesTenders) }),
  z.object({ Kind: z.literal('all') }),
]);
export type SalesFigure = z.output<typeof SalesFigureSchema>;

const page = { Skip: Int32.min(0).default(0), Take: Int32.min(1).max(1000).default(200) };
export const SalesReportDrillRequestSchema = SalesReportFilterFields.extend({ Figure: SalesFigureSchema, ...page }).superRefine(checkSalesReportFilter);
export type SalesReportDrillRequest = z.output<typeof SalesReportDrillRequestSchema>;

/** One sale behind a figure, with its share of it; Link opens it in the master transaction log. */
export const SalesDrillRowSchema = z
  .object({
    SaleId: z.string(),
    SaleDate: z.string(),
    TimeZone: z.string(),
    VenueName: z.string(),
    SalesLocation: z.string(),
    StationName: z.string().nullable(),
    Source: z.enum(['Station', 'Manual']),
    IsRefund: z.boolean(),
    /** Kits or goods of the figure in this sale (null for a tender or the whole sale). */
    Qty: Quantity.nullable(),
    /** The sale's part of the figure: gross of the lines, the tender's payments, or the sale's Total. */
    Amount: Money,
    Taxable: Money.nullable(),
    COGs: Money.nullable(),
    SaleTotal: Money,
    Link: z.string(),
  })
  .meta({ id: 'SalesDrillRow' });
export type SalesDrillRow = z.infer<typeof SalesDrillRowSchema>;

export const KitSalesRowSchema = z
  .object({
    KitId: z.number().int(),
    KitName: z.string(),
    Quantity,
    SalePrice: UnitPrice,
    GrossSales: Money,
    TaxableAmt: Money,
    /** Percent (8.875 is 8.875 %). */
    TaxRate: wireNumber(4),
    TaxAmount: Money,
    COGs: Money,
  })
  .meta({ id: 'KitSalesRow' });
export type KitSalesRow = z.infer<typeof KitSalesRowSchema>;

/** Document 2 §3 "Response totals" (TabTotal is ours: the totals then add up to the gross). */
export const SalesTenderTotalsFields = {
  DiscountAmount: Money,
  CashTotal: Money,
  CreditTotal: Money,
  VoucherTotal: Money,
  PreOrderTotal: Money,
  TabTotal: Money,
};

const asOf = z.object({ Name: z.string(), Comment: z.string().nullable() }).nullable();
/** The period the report read: [From, To) per venue; TimeZone when it is one venue's. */
const period = { From: z.string(), To: z.string(), TimeZone: z.string().nullable(), AsOf: asOf };

export const KitSalesReportSchema = z
  .object({
    SalesSummaryData: z.array(KitSalesRowSchema),
    Totals: z.object({ Quantity, GrossSales: Money, TaxableAmt: Money, TaxAmount: Money, COGs: Money }),
    ...SalesTenderTotalsFields,
    ...period,
  })
  .meta({ id: 'KitSalesReport' });
export type KitSalesReport = z.infer<typeof KitSalesReportSchema>;
export type KitSalesReportFigures = z.input<typeof KitSalesReportSchema>;
