import Decimal from 'decimal.js';
import { allocateLargestRemainder, averagePrice, goodsGross, goodsQuantityTotal } from './goods-sales';

const fixed = (m: Map<unknown, Decimal>) => Object.fromEntries([...m].map(([k, v]) => [String(k), v.toFixed(2)]));

describe('goods sales allocation', () => {
  it('splits by weight and hands the missing cents to the largest remainders', () => {
    // 10.00 over weights 1, 1, 1: 3.333… each, floors 3.33 × 3 = 9.99, the 1 cent to the first (ties: order given)
    expect(
      fixed(
        allocateLargestRemainder('10.00', [
          { key: 'a', weight: 1 },
          { key: 'b', weight: 1 },
          { key: 'c', weight: 1 },
        ]),
      ),
    ).toEqual({
      a: '3.34',
      b: '3.33',
      c: '3.33',
    });
    // 6.50 over 4.00 (popcorn) and 1.00 (butter): 5.20 and 1.30 exactly
    expect(
      fixed(
        allocateLargestRemainder('6.50', [
          { key: 1, weight: '4.00' },
          { key: 2, weight: '1.00' },
        ]),
      ),
    ).toEqual({ 1: '5.20', 2: '1.30' });
    // 1.00 over 2, 1: 0.666… and 0.333…: floors 0.66 + 0.33 = 0.99, the cent to the larger remainder (0.666…)
    expect(
      fixed(
        allocateLargestRemainder('1.00', [
          { key: 'x', weight: 2 },
          { key: 'y', weight: 1 },
        ]),
      ),
    ).toEqual({ x: '0.67', y: '0.33' });
  });

  it('keeps the sign of a refund, falls back to quantities then equal shares, and always sums back', () => {
    expect(
      fixed(
        allocateLargestRemainder('-10.00', [
          { key: 'a', weight: -1 },
          { key: 'b', weight: -1 },
          { key: 'c', weight: -1 },
        ]),
      ),
    ).toEqual({
      a: '-3.34',
      b: '-3.33',
      c: '-3.33',
    });
    expect(
      fixed(
        allocateLargestRemainder('9.00', [
          { key: 'a', weight: 0, fallback: 2 },
          { key: 'b', weight: 0, fallback: 1 },
        ]),
      ),
    ).toEqual({ a: '6.00', b: '3.00' });
    expect(
      fixed(
        allocateLargestRemainder('0.05', [
          { key: 'a', weight: 0 },
          { key: 'b', weight: 0 },
        ]),
      ),
    ).toEqual({ a: '0.03', b: '0.02' });
    for (const total of ['0.01', '12.345', '-7.77', '1000.01']) {
      const shares = allocateLargestRemainder(
        total,
        [3, 7, 11, 13].map((w) => ({ key: w, weight: w })),
      );
      const sum = [...shares.values()].reduce((a, b) => a.plus(b), new Decimal(0));
      expect(sum.toFixed(2)).toBe(
        new Decimal(total)
          .abs()
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .times(new Decimal(total).isNeg() ? -1 : 1)
          .toFixed(2),
      );
    }
  });

  it('sums each good over the kits and keeps the gross of kits without goods apart', () => {
    const { byGood, unallocated } = goodsGross([
      // combo 20.00: popcorn weight 2 × 4.00 = 8, soda 2 × 2.00 = 4 → 1333.3… and 666.6… cents: floors 13.33 + 6.66, the missing cent to soda (remainder .67 > .33): 13.33 / 6.67
      {
        Gross: '20.00',
        Goods: [
          { GoodId: 1, Qty: 2, Price: '4.00' },
          { GoodId: 2, Qty: 2, Price: '2.00' },
        ],
      },
      // popcorn alone 6.50
      { Gross: '6.50', Goods: [{ GoodId: 1, Qty: 1, Price: '4.00' }] },
      // a service kit with no tracked goods
      { Gross: '3.00', Goods: [] },
    ]);
    expect(fixed(byGood)).toEqual({ 1: '19.83', 2: '6.67' });
    expect(unallocated.toFixed(2)).toBe('3.00');
    expect(averagePrice('19.83', 3)).toBe('6.61');
    expect(averagePrice('5', 0)).toBeNull();
  });
});

describe('the goods sales Total row quantity (issue 39: never a sum across units)', () => {
  it('adds the rows of one good only; goods of their own units have no total', () => {
    // 1.25 lb of kernels, 12 oz of syrup and 2 cups are not 15.25 of anything.
    expect(
      goodsQuantityTotal([
        { GoodId: 1, Quantity: '1.25' },
        { GoodId: 2, Quantity: '12' },
        { GoodId: 3, Quantity: '2' },
      ]),
    ).toBeNull();
    // One good at two tax rates: one unit.
    expect(
      goodsQuantityTotal([
        { GoodId: 7, Quantity: '5' },
        { GoodId: 7, Quantity: '2.5' },
      ]),
    ).toBe('7.5');
    expect(goodsQuantityTotal([])).toBe('0');
  });
});
