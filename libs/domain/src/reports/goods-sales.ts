import Decimal from 'decimal.js';
import { roundMoney } from '../sales/sale-amounts';

/** The goods sales report's allocation (docs/reports.md "Goods sales report"). */

/**
 * Splits `total` (an exact amount, rounded to the cent first) over the keys in proportion to their
 * weights, each share to the cent, by largest remainder: every share is floored (toward zero) to
 * the cent, then the cents still missing go one each to the largest remainders (ties: the earlier
 * key in the order given). The shares add up to exactly round(total). Weights all 0: in proportion
 * to `fallback` weights when given, else equal shares. Negative totals split as their absolute value.
 */
export function allocateLargestRemainder<K>(
  total: Decimal.Value,
  weights: readonly { key: K; weight: Decimal.Value; fallback?: Decimal.Value }[],
): Map<K, Decimal> {
  const out = new Map<K, Decimal>();
  if (!weights.length) return out;
  const rounded = roundMoney(total);
  const sign = rounded.isNeg() ? -1 : 1;
  const cents = rounded.abs().times(100);
  let w = weights.map((x) => new Decimal(x.weight).abs());
  if (w.every((x) => x.isZero())) w = weights.map((x) => new Decimal(x.fallback ?? 0).abs());
  if (w.every((x) => x.isZero())) w = weights.map(() => new Decimal(1));
  const sum = w.reduce((a, b) => a.plus(b), new Decimal(0));
  const exact = w.map((x) => cents.times(x).div(sum));
  const floors = exact.map((x) => x.floor());
  let missing = cents.minus(floors.reduce((a, b) => a.plus(b), new Decimal(0))).toNumber();
  const order = exact.map((x, i) => ({ i, rem: x.minus(floors[i]!) })).sort((a, b) => b.rem.comparedTo(a.rem) || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] = floors[i]!.plus(1);
    missing--;
  }
  weights.forEach((x, i) => out.set(x.key, floors[i]!.div(100).times(sign)));
  return out;
}

/** A kit's gross over the filter and the goods its lines consumed, with each good's price in the kit. */
export interface KitAllocation {
  Gross: Decimal.Value;
  Goods: readonly { GoodId: number; Qty: Decimal.Value; Price: Decimal.Value }[];
}

/**
 * Each good's gross: per kit, its gross split over its goods by Qty × price (largest remainder);
 * `unallocated` is the gross of kits that consumed no good.
 */
export function goodsGross(kits: readonly KitAllocation[]): { byGood: Map<number, Decimal>; unallocated: Decimal } {
  const byGood = new Map<number, Decimal>();
  let unallocated = new Decimal(0);
  for (const kit of kits) {
    const goods = kit.Goods.filter((g) => !new Decimal(g.Qty).isZero());
    if (!goods.length) {
      unallocated = unallocated.plus(roundMoney(kit.Gross));
      continue;
    }
    const shares = allocateLargestRemainder(
      kit.Gross,
      goods.map((g) => ({ key: g.GoodId, weight: new Decimal(g.Qty).times(g.Price), fallback: g.Qty })),
    );
    for (const [goodId, share] of shares) byGood.set(goodId, (byGood.get(goodId) ?? new Decimal(0)).plus(share));
  }
  return { byGood, unallocated };
}

/** GrossSales / Quantity to the cent; null when nothing net was sold. */
export function averagePrice(gross: Decimal.Value, quantity: Decimal.Value): string | null {
  const q = new Decimal(quantity);
  return q.isZero() ? null : roundMoney(new Decimal(gross).div(q)).toFixed(2);
}

/**
 * The Total row's quantity (docs/reports.md "Goods sales report"): a good carries no unit name and
 * each is counted in units of itself (a pound of kernels, an ounce of syrup, a cup), so quantities
 * of different goods never add up; Σ Quantity only when every row is of one good (its rows at
 * different tax rates), else null (no total, never 12 lb + 340 oz + 464 cups).
 */
export function goodsQuantityTotal(rows: readonly { GoodId: number; Quantity: Decimal.Value }[]): string | null {
  if (!rows.length || rows.some((r) => r.GoodId !== rows[0]!.GoodId)) return rows.length ? null : '0';
  return rows.reduce((sum, r) => sum.plus(r.Quantity), new Decimal(0)).toFixed();
}
