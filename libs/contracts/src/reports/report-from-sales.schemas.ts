import { z } from 'zod';
import { Id } from '../common/primitives';
import { Money } from '../common/wire';
import { ReportsSchemaInfo } from '../stock/inventory-reports.schemas';
import { periodChecks, ReportDay } from './show-events.schemas';

/**
 * POST sales/reportFromSales (document 2 §7 lists it without a body; docs/reports.md "Sales per sales
 * location and show event (reportFromSales)"): what the stations sold per sales location and show
 * event, per tender — the sales side of the over/short.
 */
export const ReportFromSalesRequestSchema = periodChecks(
  z.object({
    FromDate: ReportDay('Date From'),
    ToDate: ReportDay('Date To'),
    TheatreId: Id.nullish(),
    SalesLocationId: Id.nullish(),
    ShowEventId: Id.nullish(),
  }),
);
export type ReportFromSalesRequest = z.output<typeof ReportFromSalesRequestSchema>;

/** A tender's sales (Σ the payments' Total, refunds negative) and tips. */
export const SalesTenderAmountSchema = z.object({ PaymentMethodId: z.number().int(), SaleAmount: Money, TipAmount: Money }).meta({ id: 'SalesTenderAmount' });

const figures = {
  SalesCount: z.number().int(),
  Tenders: z.array(SalesTenderAmountSchema),
  SaleAmount: Money,
  TipAmount: Money,
  Discounts: Money,
};

export const ReportFromSalesRowSchema = z
  .object({
    ShowEventId: z.number().int(),
    ShowName: z.string(),
    Start: z.string(),
    TimeZone: z.string(),
    TheatreId: z.number().int(),
    TheatreName: z.string(),
    SalesLocationId: z.number().int(),
    SalesLocationName: z.string(),
    ...figures,
  })
  .meta({ id: 'ReportFromSalesRow' });
export type ReportFromSalesRow = z.infer<typeof ReportFromSalesRowSchema>;

export const ReportFromSalesSchema = z
  .object({
    FromDate: z.string(),
    ToDate: z.string(),
    TheatreId: z.number().int().nullable(),
    SalesLocationId: z.number().int().nullable(),
    ShowEventId: z.number().int().nullable(),
    AsOf: ReportsSchemaInfo,
    Rows: z.array(ReportFromSalesRowSchema),
    Totals: z.object(figures).meta({ id: 'ReportFromSalesTotals' }),
  })
  .meta({ id: 'ReportFromSales' });
export type ReportFromSales = z.infer<typeof ReportFromSalesSchema>;
export type ReportFromSalesFigures = z.input<typeof ReportFromSalesSchema>;
