import Decimal from 'decimal.js';
import { inOunces, reportFigures, sumFigures } from './report-row';

const text = (f: ReturnType<typeof reportFigures>) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v === null ? null : (v as Decimal).toFixed(2)]));

describe('inventory report row', () => {
  it('follows the formulas, computed by hand', () => {
    // Opening: the ledger holds 40 after a count that found 2 fewer than the 42 expected.
    // 24 in, 13.5 sold, 1 wasted: expected end 40 + 24 − 13.5 − 1 = 49.5; counted 48: variance −1.5 at 0.85 = −1.275 → −1.28.
    const f = reportFigures({
      onHandAtStart: '40',
      openingAdjustment: '-2',
      additions: '24',
      sales: '13.5',
      wastes: '1',
      countedEnd: '48',
      postEnding: '-6',
      cost: '0.85',
    });
    expect(text(f)).toEqual({
      ExpectedOpening: '42.00',
      CountedOpening: '40.00',
      OpeningAdjustments: '-2.00',
      Additions: '24.00',
      Sales: '13.50',
      Wastes: '1.00',
      ExpectedEnd: '49.50',
      CountedEnd: '48.00',
      PostEndingTransfers: '-6.00',
      Variance: '-1.50',
      GainLoss: '-1.28',
    });
  });

  it('has no variance, gain/loss or post-ending transfers without an end count', () => {
    const f = reportFigures({
      onHandAtStart: '5',
      openingAdjustment: '0',
      additions: '1',
      sales: '2',
      wastes: '0',
      countedEnd: null,
      postEnding: '3',
      cost: '9',
    });
    expect(f.CountedEnd).toBeNull();
    expect(f.Variance.toFixed()).toBe('0');
    expect(f.GainLoss.toFixed()).toBe('0');
    expect(f.PostEndingTransfers.toFixed()).toBe('0');
    expect(f.ExpectedEnd.toFixed()).toBe('4');
  });

  it('sums a composite entry; an uncounted location adds its expected end to the counted end', () => {
    const a = reportFigures({
      onHandAtStart: '10',
      openingAdjustment: '0',
      additions: '0',
      sales: '3',
      wastes: '0',
      countedEnd: '6',
      postEnding: '0',
      cost: '0.333',
    });
    const b = reportFigures({
      onHandAtStart: '20',
      openingAdjustment: '1',
      additions: '-5',
      sales: '0',
      wastes: '2',
      countedEnd: null,
      postEnding: '0',
      cost: '0.333',
    });
    const s = sumFigures([a, b]);
    expect(s.ExpectedEnd.toFixed()).toBe('20'); // 7 + 13
    expect(s.CountedEnd?.toFixed()).toBe('19'); // 6 + 13
    expect(s.Variance.toFixed()).toBe('-1');
    expect(s.GainLoss.toFixed(2)).toBe('-0.33');
    expect(s.OpeningAdjustments.toFixed()).toBe('1');
  });

  it('shows alcohol in ounces through the volume, leaving gain/loss as it was', () => {
    const f = reportFigures({
      onHandAtStart: '2',
      openingAdjustment: '0',
      additions: '0',
      sales: '0.5',
      wastes: '0',
      countedEnd: '1.25',
      postEnding: '0',
      cost: '20',
    });
    const oz = inOunces(f, new Decimal('25.36'));
    expect(oz.CountedOpening.toFixed(2)).toBe('50.72');
    expect(oz.Variance.toFixed(2)).toBe('-6.34');
    expect(oz.GainLoss.toFixed(2)).toBe('-5.00');
  });
});
