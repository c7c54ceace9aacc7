import Decimal from 'decimal.js';
import { type Decision, accept, reject } from '../decision';
import { NothingTo } from './transfers';

export interface OrderLineInput {
  GoodId: number;
  Qty: Decimal.Value;
  Cost: Decimal.Value;
}

export interface OrderCharges {
  FreightRate: Decimal.Value;
  SuppliesRate: Decimal.Value;
  DepositsCost: Decimal.Value;
  GoodsToReturnCost: Decimal.Value;
  BilledAmount: Decimal.Value;
}

export interface OrderTotals {
  /** Σ Qty × Cost over the goods. */
  EstimatedBill: string;
  /** Goods + freight + supplies + deposits + goods to return. */
  TotalCost: string;
  /** Purchase price variance: the billed amount − the total cost. */
  PPV: string;
}

/** A received order's totals (document 3 §5), to the cent. */
export function orderTotals(lines: OrderLineInput[], charges: OrderCharges): OrderTotals {
  const goods = lines.reduce((sum, l) => sum.plus(new Decimal(l.Qty).times(l.Cost)), new Decimal(0));
  const total = goods.plus(charges.FreightRate).plus(charges.SuppliesRate).plus(charges.DepositsCost).plus(charges.GoodsToReturnCost);
  const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return { EstimatedBill: cents(goods), TotalCost: cents(total), PPV: cents(new Decimal(charges.BilledAmount).minus(total)) };
}

/** The lines an order receives: zero lines dropped, quantities rounded down to 2 decimals; 'Nothing to Receive' when none. */
export type OrderLinesRejection = 'NegativeAmount' | 'GoodTwice' | 'NothingToReceive';

export function decideOrderLines(lines: OrderLineInput[]): Decision<{ GoodId: number; Qty: string; Cost: string }[], OrderLinesRejection> {
  const out: { GoodId: number; Qty: string; Cost: string }[] = [];
  for (const l of lines) {
    const q = new Decimal(l.Qty).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const c = new Decimal(l.Cost);
    if (q.isNaN() || q.lt(0) || c.isNaN() || c.lt(0)) return reject('NegativeAmount', 'Quantities and costs cannot be negative');
    if (q.gt(0)) out.push({ GoodId: l.GoodId, Qty: q.toFixed(2), Cost: c.toFixed(4) });
  }
  if (new Set(out.map((l) => l.GoodId)).size !== out.length) return reject('GoodTwice', 'Each good once per order');
  return out.length ? accept(out) : reject('NothingToReceive', NothingTo.Receive);
}
