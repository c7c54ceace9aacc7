import { z } from 'zod';
import { Id, Int32 } from '../common/primitives';
import { Money } from '../common/wire';
import { PaymentMethod } from '../sales/sale.events';
import { ReportsSchemaInfo } from '../stock/inventory-reports.schemas';
import { periodChecks, ReportDay } from './show-events.schemas';

/** The sales reconciliation report (document 2 §2, §5 "excludes test theatres (IsTest)", §7; docs/reports.md "Sales reconciliation report"). */

/** The tenders of a row, as its columns, and their payment methods (the discount, 7, is no tender). */
export const ReconciliationTenders = [
  ['Cash', PaymentMethod.Cash],
  ['VisaMasterCard', PaymentMethod.VisaMasterCard],
  ['Amex', PaymentMethod.Amex],
  ['OtherCreditCard', PaymentMethod.OtherCreditCard],
  ['Voucher', PaymentMethod.Voucher],
  ['Tab', PaymentMethod.Tab],
  ['Preorder', PaymentMethod.Preorder],
] as const;
export type ReconciliationTender = (typeof ReconciliationTenders)[number][0];

const filterFields = {
  FromDate: ReportDay('Date From'),
  ToDate: ReportDay('Date To'),
  VenueId: Id.nullish(),
  TheatreId: Id.nullish(),
  SalesLocationId: Id.nullish(),
  ShowEventId: Id.nullish(),
};

/** POST sales/salesReport and sales/salesReport/csv: both days required, the ids narrow. */
export const SalesReconciliationRequestSchema = periodChecks(z.object(filterFields));
export type SalesReconciliationRequest = z.output<typeof SalesReconciliationRequestSchema>;

/** The figures of a row or of the totals (money, 2 decimals; the deposit's null while unposted). */
const figures = {
  SalesCount: z.number().int(),
  GrossSales: Money,
  Refunds: Money,
  Discounts: Money,
  NetSales: Money,
  Cash: Money,
  VisaMasterCard: Money,
  Amex: Money,
  OtherCreditCard: Money,
  Voucher: Money,
  Tab: Money,
  Preorder: Money,
  Paid: Money,
  Unpaid: Money,
  Tips: Money,
  Deposited: Money.nullable(),
  PettyCash: Money.nullable(),
  DepositTips: Money.nullable(),
  AmountToBePosted: Money.nullable(),
  Difference: Money.nullable(),
};

export const SalesReconciliationRowSchema = z
  .object({
    VenueId: z.number().int(),
    VenueName: z.string(),
    TimeZone: z.string(),
    /** The venue day YYYY-MM-DD (of the show event's Start, or of the sales). */
    Day: z.string(),
    ShowEventId: z.number().int().nullable(),
    ShowName: z.string().nullable(),
    TheatreName: z.string().nullable(),
    Start: z.string().nullable(),
    DepositId: z.number().int().nullable(),
    PostedAt: z.string().nullable(),
    ...figures,
  })
  .meta({ id: 'SalesReconciliationRow' });
export type SalesReconciliationRow = z.infer<typeof SalesReconciliationRowSchema>;

export const SalesReconciliationTotalsSchema = z.object(figures).meta({ id: 'SalesReconciliationTotals' });

export const SalesReconciliationReportSchema = z
  .object({
    FromDate: z.string(),
    ToDate: z.string(),
    VenueId: z.number().int().nullable(),
    TheatreId: z.number().int().nullable(),
    SalesLocationId: z.number().int().nullable(),
    ShowEventId: z.number().int().nullable(),
    AsOf: ReportsSchemaInfo,
    Rows: z.array(SalesReconciliationRowSchema),
    Totals: SalesReconciliationTotalsSchema,
  })
  .meta({ id: 'SalesReconciliationReport' });
export type SalesReconciliationReport = z.infer<typeof SalesReconciliationReportSchema>;
export type SalesReconciliationReportFigures = z.input<typeof SalesReconciliationReportSchema>;

/** The figures a drill-down opens (docs/reports.md). */
export const ReconciliationDrillColumns = [
  'SalesCount',
  'GrossSales',
  'Refunds',
  'Discounts',
  'NetSales',
  'Tender',
  'Paid',
  'Unpaid',
  'Tips',
  'Deposited',
  'Difference',
] as const;
export type ReconciliationDrillColumn = (typeof ReconciliationDrillColumns)[number];

/** POST sales/salesReport/drillDown: the filter, the row (all null: the Totals), the figure, a page. */
export const ReconciliationDrillRequestSchema = periodChecks(
  z.object({
    ...filterFields,
    RowVenueId: Id.nullish(),
    RowDay: ReportDay('Row Day').nullish(),
    RowShowEventId: Id.nullish(),
    Column: z.enum(ReconciliationDrillColumns, { error: 'Not a column of the report' }),
    PaymentMethodId: z
      .literal(
        ReconciliationTenders.map(([, m]) => m),
        { error: 'Not a tender' },
      )
      .nullish(),
    Skip: Int32.min(0).default(0),
    Take: Int32.min(1).max(1000).default(100),
  }),
).refine((r) => r.Column !== 'Tender' || !!r.PaymentMethodId, { path: ['PaymentMethodId'], message: 'A tender is required' });
export type ReconciliationDrillRequest = z.output<typeof ReconciliationDrillRequestSchema>;

/** A sale, a payment or a deposit behind a figure; Amount its signed part of it (the lines add up to the figure). */
export const ReconciliationDrillRowSchema = z
  .object({
    Kind: z.enum(['Sale', 'Payment', 'Deposit']),
    SaleId: z.string().nullable(),
    DepositId: z.number().int().nullable(),
    ShowEventId: z.number().int().nullable(),
    At: z.string(),
    TimeZone: z.string(),
    SalesLocationName: z.string().nullable(),
    IsRefund: z.boolean(),
    PaymentMethodId: z.number().int().nullable(),
    Amount: Money,
    Link: z.string(),
  })
  .meta({ id: 'ReconciliationDrillRow' });
export type ReconciliationDrillRow = z.infer<typeof ReconciliationDrillRowSchema>;
