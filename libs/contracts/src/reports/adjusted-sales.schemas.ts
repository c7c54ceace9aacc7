import { z } from 'zod';
import { Id, Int32 } from '../common/primitives';
import { Money, Quantity, UnitPrice } from '../common/wire';
import { reportDay, SalesFigureSchema, ToDateMessage } from './kit-sales.schemas';

/**
 * The managed (adjusted) sales report (document 2 §3 "Adjusted sales report", §5, §7; docs/reports.md
 * "Managed sales report"). A missing theatre or date is not an error: §5 "otherwise the result is empty".
 */
export const AdjustedSalesReportFields = z.object({
  DateFrom: reportDay('Date From').nullish(),
  DateTo: reportDay('Date To').nullish(),
  TheatreId: Id.nullish(),
  SalesLocationId: Id.nullish(),
  ShowEventId: Id.nullish(),
  IncludeNonAdjusted: z.boolean().default(false),
});
const check = (f: { DateFrom?: string | null; DateTo?: string | null }, ctx: z.RefinementCtx) => {
  if (f.DateFrom && f.DateTo && f.DateTo < f.DateFrom) ctx.addIssue({ code: 'custom', message: ToDateMessage, path: ['DateTo'] });
};
export const AdjustedSalesReportRequestSchema = AdjustedSalesReportFields.superRefine(check);
export type AdjustedSalesReportRequest = z.output<typeof AdjustedSalesReportRequestSchema>;

export const AdjustedSalesDrillRequestSchema = AdjustedSalesReportFields.extend({
  Figure: SalesFigureSchema,
  Skip: Int32.min(0).default(0),
  Take: Int32.min(1).max(1000).default(200),
}).superRefine(check);
export type AdjustedSalesDrillRequest = z.output<typeof AdjustedSalesDrillRequestSchema>;

export const AdjustedSalesRowSchema = z
  .object({
    SalesLocationId: z.number().int(),
    SalesLocation: z.string(),
    TheatreId: z.number().int(),
    KitId: z.number().int(),
    Kit: z.string(),
    /** The stations' quantity and gross. */
    Quantity,
    SalePrice: Money,
    SalePricePerKit: UnitPrice,
    /** After the managers' manual sales. */
    AdjustedQuantity: Quantity,
    AdjustedSalePrice: Money,
    IsAdjusted: z.boolean(),
  })
  .meta({ id: 'AdjustedSalesReportData' });
export type AdjustedSalesRow = z.infer<typeof AdjustedSalesRowSchema>;

export const AdjustedSalesReportSchema = z
  .object({
    AdjustedSalesReportData: z.array(AdjustedSalesRowSchema),
    DiscountAmount: Money,
    Totals: z.object({ Quantity, SalePrice: Money, AdjustedQuantity: Quantity, AdjustedSalePrice: Money }),
    TimeZone: z.string().nullable(),
    AsOf: z.object({ Name: z.string(), Comment: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'AdjustedSalesReport' });
export type AdjustedSalesReport = z.infer<typeof AdjustedSalesReportSchema>;
export type AdjustedSalesReportFigures = z.input<typeof AdjustedSalesReportSchema>;
