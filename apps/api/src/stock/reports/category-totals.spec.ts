import type { InventoryReportRowFigures } from '@intermission/contracts';
import { withCategoryTotals } from './stock-reports.service';

const good = (Id: number, CategoryId: number, Alcohol: boolean, figures: { Sales: string; Variance: string; GainLoss: string }): InventoryReportRowFigures => ({
  Id,
  IsCategory: false,
  IsTotal: false,
  IsVenue: false,
  Alcohol,
  Name: `Good ${Id}`,
  CategoryId,
  CategoryName: `Category ${CategoryId}`,
  Price: '1.0000',
  Cost: '1.0000',
  ExpectedOpening: '0',
  CountedOpening: '0',
  OpeningAdjustments: '0',
  Additions: '0',
  Wastes: '0',
  ExpectedEnd: '0',
  CountedEnd: null,
  PostEndingTransfers: '0',
  ...figures,
});

describe('gain/loss category Total rows (docs/reports.md)', () => {
  it('sum money always, quantities only when the goods share one unit', () => {
    const rows = withCategoryTotals([
      // Ounces and a bag: different units, so only the money is totalled.
      good(1, 1, true, { Sales: '20', Variance: '-2', GainLoss: '-0.50' }),
      good(2, 1, false, { Sales: '12.5', Variance: '1', GainLoss: '1.25' }),
      // All ounces: quantities add up.
      good(3, 2, true, { Sales: '10', Variance: '-1', GainLoss: '-0.10' }),
      good(4, 2, true, { Sales: '6', Variance: '0', GainLoss: '0.00' }),
      // One good: its own unit.
      good(5, 3, false, { Sales: '3', Variance: '-1', GainLoss: '-0.84' }),
    ]);
    const totals = rows.filter((r) => r.IsTotal);
    expect(totals.map((t) => [t.CategoryId, t.GainLoss, t.Sales, t.Wastes, t.OpeningAdjustments, t.Variance, t.Alcohol])).toEqual([
      [1, '0.75', null, null, null, null, false],
      [2, '-0.10', '16.00', '0.00', '0.00', '-1.00', true],
      [3, '-0.84', '3.00', '0.00', '0.00', '-1.00', false],
    ]);
  });
});
