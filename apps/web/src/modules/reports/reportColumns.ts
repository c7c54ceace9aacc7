import type { DrillDownColumn, InventoryReportRow } from '@intermission/contracts';

/** The figures of the row of document 3 §3, as the grid heads them; each opens its drill-down. */
export const FigureLabels: Record<DrillDownColumn, string> = {
  ExpectedOpening: 'Expected Opening',
  CountedOpening: 'Counted Opening',
  OpeningAdjustments: 'Opening Adjustments',
  Additions: 'Additions',
  Sales: 'Sales',
  Wastes: 'Wastes',
  ExpectedEnd: 'Expected End',
  CountedEnd: 'Counted End',
  PostEndingTransfers: 'Post Ending Transfers',
  Variance: 'Variance',
  GainLoss: 'Gain/Loss',
};

/** A good's row (not a category heading or a Total row): the rows whose figures open a drill-down. */
export const isGoodRow = (r: InventoryReportRow | undefined): r is InventoryReportRow => !!r && !r.IsTotal && !r.IsCategory && r.Id > 0;

/** What a drill-down opens: one figure of one good's row. */
export interface DrillDownTarget {
  good: Pick<InventoryReportRow, 'Id' | 'Name' | 'Alcohol'>;
  column: DrillDownColumn;
}

/** What the kits-sold dialog opens for: a category's Total row, or the whole report (null category). */
export interface KitsSoldTarget {
  categoryId: number | null;
  categoryName: string | null;
}
