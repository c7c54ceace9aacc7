import { liquorControlRow, liquorControlTotals } from './liquor-control';

// Figures by hand: a 25 oz bottle costing 20.00 (0.80 an ounce).
describe('liquorControlRow', () => {
  it('computes the volume the counts say was used and the variance in ounces and cost', () => {
    // Opening 4.96 + transfers 0 − closing 4.60 = 0.36 bottles = 9 oz used; sold 0.30 = 7.5 oz;
    // variance −1.5 oz; −0.06 × 20.00 = −1.20.
    expect(liquorControlRow({ Volume: '25', Sold: '0.30', Opening: '4.96', Transfers: '0', Closing: '4.60', Counted: '4.60', CostPerGood: '20' })).toEqual({
      VolumeSold: '7.5',
      OpeningVolume: '124',
      TransfersVolume: '0',
      EndOfDayCountedVolume: '115',
      ClosingVolume: '115',
      TotalActualVolumeDecreased: '9',
      VarianceVolume: '-1.5',
      CostPerOunce: '0.8',
      VarianceCost: '-1.20',
    });
  });

  it('leaves used and the variances null when the end-of-day answer is missing', () => {
    // Opening 3.20 + 2 in; sold 0.24 = 6 oz; closing 4.96 (uncounted).
    expect(liquorControlRow({ Volume: '25', Sold: '0.24', Opening: '3.20', Transfers: '2', Closing: '4.96', Counted: null, CostPerGood: '20' })).toEqual({
      VolumeSold: '6',
      OpeningVolume: '80',
      TransfersVolume: '50',
      EndOfDayCountedVolume: null,
      ClosingVolume: '124',
      TotalActualVolumeDecreased: null,
      VarianceVolume: null,
      CostPerOunce: '0.8',
      VarianceCost: null,
    });
  });

  it.each([
    // units used, units sold, cost: variance cost rounded half away from zero with the sign kept
    { sold: '0.125', used: '0.25', cost: '0.1', varianceCost: '-0.01' }, // −0.125 × 0.1 = −0.0125 → −0.01
    { sold: '0.375', used: '0.25', cost: '0.2', varianceCost: '0.03' }, // 0.125 × 0.2 = 0.025 → 0.03
    { sold: '0.25', used: '0.375', cost: '0.2', varianceCost: '-0.03' }, // −0.125 × 0.2 = −0.025 → −0.03
  ])('rounds the variance cost $varianceCost on the units', ({ sold, used, cost, varianceCost }) => {
    const r = liquorControlRow({ Volume: '1', Sold: sold, Opening: used, Transfers: '0', Closing: '0', Counted: '0', CostPerGood: cost });
    expect(r.VarianceCost).toBe(varianceCost);
  });

  it('takes a refund as negative sold volume and a zero volume as no cost per ounce', () => {
    expect(liquorControlRow({ Volume: '1.5', Sold: '-2', Opening: '0', Transfers: '0', Closing: '0', Counted: '0', CostPerGood: '3' }).VolumeSold).toBe('-3');
    expect(liquorControlRow({ Volume: '0', Sold: '1', Opening: '0', Transfers: '0', Closing: '0', Counted: '0', CostPerGood: '3' }).CostPerOunce).toBe('0');
  });
});

describe('liquorControlTotals', () => {
  it('sums sold over every row and used and variances over the answered rows only', () => {
    const rows = [
      { VolumeSold: '6', TotalActualVolumeDecreased: '7.5', VarianceVolume: '-1.5', VarianceCost: '-1.20' },
      { VolumeSold: '6', TotalActualVolumeDecreased: null, VarianceVolume: null, VarianceCost: null },
      { VolumeSold: '1.5', TotalActualVolumeDecreased: '2.5', VarianceVolume: '-1', VarianceCost: '-0.80' },
    ];
    // sold 6 + 6 + 1.5 = 13.5; used 7.5 + 2.5 = 10; variance −2.5 oz, −2.00; one row unanswered.
    expect(liquorControlTotals(rows)).toEqual({
      VolumeSold: '13.5',
      TotalActualVolumeDecreased: '10',
      VarianceVolume: '-2.5',
      VarianceCost: '-2.00',
      RowsWithoutEndOfDayCount: 1,
    });
  });

  it('answers null used and variances when no row has an end-of-day answer, zeros for no rows', () => {
    expect(liquorControlTotals([{ VolumeSold: '3', TotalActualVolumeDecreased: null, VarianceVolume: null, VarianceCost: null }])).toEqual({
      VolumeSold: '3',
      TotalActualVolumeDecreased: null,
      VarianceVolume: null,
      VarianceCost: null,
      RowsWithoutEndOfDayCount: 1,
    });
    expect(liquorControlTotals([])).toEqual({
      VolumeSold: '0',
      TotalActualVolumeDecreased: null,
      VarianceVolume: null,
      VarianceCost: null,
      RowsWithoutEndOfDayCount: 0,
    });
  });
});
