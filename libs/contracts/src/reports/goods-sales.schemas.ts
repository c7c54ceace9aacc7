import { z } from 'zod';
import { Money, Quantity, wireNumber } from '../common/wire';
import { SalesReportFilterSchema, type SalesReportFilter, SalesTenderTotalsFields } from './kit-sales.schemas';

/** The goods sales report (document 2 §3 "Goods sales report", §7; docs/reports.md "Goods sales report"): the kit sales filter. */
export const GoodsSalesReportRequestSchema = SalesReportFilterSchema;
export type GoodsSalesReportRequest = SalesReportFilter;

export const GoodsSalesRowSchema = z
  .object({
    GoodId: z.number().int(),
    GoodName: z.string(),
    Quantity,
    /** GrossSales / Quantity: the average price per unit; null when Quantity is 0. */
    SalePrice: Money.nullable(),
    /** The good's share of its kits' gross (largest remainder, docs/reports.md). */
    GrossSales: Money,
    TaxRate: wireNumber(4),
  })
  .meta({ id: 'GoodsSummaryReportData' });
export type GoodsSalesRow = z.infer<typeof GoodsSalesRowSchema>;

export const GoodsSalesReportSchema = z
  .object({
    GoodsSummaryReportData: z.array(GoodsSalesRowSchema),
    /** Quantity: Σ Quantity only when every row is of one good (goods are counted in units of their own), else null: never a sum across units. */
    Totals: z.object({ Quantity: Quantity.nullable(), GrossSales: Money }),
    /** The gross of kits that consumed no tracked good (ours). */
    UnallocatedGrossSales: Money,
    ...SalesTenderTotalsFields,
    From: z.string(),
    To: z.string(),
    TimeZone: z.string().nullable(),
    AsOf: z.object({ Name: z.string(), Comment: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'GoodsSalesReport' });
export type GoodsSalesReport = z.infer<typeof GoodsSalesReportSchema>;
export type GoodsSalesReportFigures = z.input<typeof GoodsSalesReportSchema>;
