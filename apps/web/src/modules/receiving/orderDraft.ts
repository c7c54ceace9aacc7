import Decimal from 'decimal.js';
import { decideOrderLines, type OrderTotals, orderTotals, roundDown } from '@intermission/domain';
import { formatQuantity } from '../stock/formatQuantity';
import { parseQuantity } from '../stock/quantities';
import { StockMessages } from '../stock/stockMessages';
import { amountText, type ReceivedOrder } from './api';

/** An order as the screens edit it: the typed text of every field, by good id for the lines. */
export interface OrderDraft {
  VenueId: number | null;
  VendorId: number | null;
  /** Quantity typed per good. */
  Qty: Record<number, string>;
  /** Cost typed (or loaded) per good; a good without one shows its standard cost. */
  Cost: Record<number, string>;
  FreightRate: string;
  SuppliesRate: string;
  DepositsCost: string;
  GoodsToReturnCost: string;
  BilledAmount: string;
}

export type ChargeField = 'FreightRate' | 'SuppliesRate' | 'DepositsCost' | 'GoodsToReturnCost' | 'BilledAmount';

/** The charges of an order in the order the screens show them. */
export const chargeFields: { field: ChargeField; label: string }[] = [
  { field: 'FreightRate', label: 'Freight' },
  { field: 'SuppliesRate', label: 'Supplies' },
  { field: 'DepositsCost', label: 'Deposits' },
  { field: 'GoodsToReturnCost', label: 'Goods to return' },
  { field: 'BilledAmount', label: 'Billed amount' },
];

export const emptyDraft = (VenueId: number | null = null, VendorId: number | null = null): OrderDraft => ({
  VenueId,
  VendorId,
  Qty: {},
  Cost: {},
  FreightRate: '',
  SuppliesRate: '',
  DepositsCost: '',
  GoodsToReturnCost: '',
  BilledAmount: '',
});

/** The last loaded copy of an order as a draft (what opening a section restores). */
export function draftOfOrder(o: ReceivedOrder): OrderDraft {
  return {
    VenueId: o.VenueId,
    VendorId: o.VendorId,
    Qty: Object.fromEntries(o.Goods.map((g) => [g.GoodId, formatQuantity(g.Qty)])),
    Cost: Object.fromEntries(o.Goods.map((g) => [g.GoodId, amountText(g.Cost)])),
    FreightRate: amountText(o.FreightRate),
    SuppliesRate: amountText(o.SuppliesRate),
    DepositsCost: amountText(o.DepositsCost),
    GoodsToReturnCost: amountText(o.GoodsToReturnCost),
    BilledAmount: amountText(o.BilledAmount),
  };
}

/** The server takes amounts of up to 9 digits and 4 decimals. */
const MaxDecimals = 4;
const MaxDigits = 9;

/** Why a typed amount cannot be sent; undefined when it is blank or fine. */
export function amountError(text: string | undefined): string | undefined {
  const d = parseQuantity(text);
  if (!d) return undefined;
  if (d.isNaN()) return StockMessages.NotANumber;
  if (d.decimalPlaces() > MaxDecimals) return `At most ${MaxDecimals} decimals`;
  if (d.trunc().toFixed().length > MaxDigits) return 'Too large';
  return undefined;
}

/** A typed amount as a decimal: blank and unreadable text count as nothing. */
const valueOf = (text: string | undefined): Decimal | null => {
  const d = parseQuantity(text);
  return d && !d.isNaN() && !amountError(text) ? d : null;
};

/** Per good, the messages of typed quantities and costs that cannot be sent. */
export function lineErrors(draft: OrderDraft, costs: Record<number, string>): { qty: Record<number, string>; cost: Record<number, string> } {
  const pick = (values: Record<number, string>) =>
    Object.fromEntries(Object.entries(values).flatMap(([id, text]) => (amountError(text) ? [[Number(id), amountError(text)!]] : [])));
  return { qty: pick(draft.Qty), cost: pick(costs) };
}

/**
 * The totals on screen while typing (document 3 §5), with the same rules as the server: quantities
 * rounded down to 2 decimals, zero lines ignored, anything unreadable counted as nothing.
 */
export function draftTotals(draft: OrderDraft, costs: Record<number, string>): OrderTotals {
  const lines = Object.entries(draft.Qty).flatMap(([id, text]) => {
    const qty = valueOf(text);
    const cost = valueOf(costs[Number(id)]);
    return qty && cost && qty.gt(0) ? [{ GoodId: Number(id), Qty: roundDown(qty), Cost: cost }] : [];
  });
  const charge = (field: ChargeField) => valueOf(draft[field]) ?? 0;
  return orderTotals(lines, {
    FreightRate: charge('FreightRate'),
    SuppliesRate: charge('SuppliesRate'),
    DepositsCost: charge('DepositsCost'),
    GoodsToReturnCost: charge('GoodsToReturnCost'),
    BilledAmount: charge('BilledAmount'),
  });
}

/** The body of `POST inventoryEventPush/receiving` without GuidId, Id and Version. */
export interface OrderBody {
  VenueId: number;
  VendorId: number | null;
  VenueInventoryLocationId: number | null;
  ReceivedOrderGoods: { GoodId: number; Qty: string; Cost: string }[];
  FreightRate: string;
  SuppliesRate: string;
  DepositsCost: string;
  GoodsToReturnCost: string;
  BilledAmount: string;
}

/**
 * What to send for a draft, or the first reason it cannot be sent: no venue, an unreadable number,
 * a received good without a cost, or 'Nothing to Receive' when no line has a quantity above 0.
 */
export function orderBody(
  draft: OrderDraft,
  costs: Record<number, string>,
  locationId: number | null,
  nameOf: (goodId: number) => string,
): { ok: true; body: OrderBody } | { ok: false; error: string } {
  if (!draft.VenueId) return { ok: false, error: 'Choose the venue that received the order' };
  const lines: { GoodId: number; Qty: Decimal; Cost: Decimal }[] = [];
  for (const [key, text] of Object.entries(draft.Qty)) {
    const id = Number(key);
    const qtyError = amountError(text);
    if (qtyError) return { ok: false, error: `${nameOf(id)}: ${qtyError}` };
    const qty = valueOf(text);
    if (!qty || roundDown(qty).isZero()) continue;
    const costText = costs[id];
    const costError = amountError(costText);
    if (costError) return { ok: false, error: `Cost of ${nameOf(id)}: ${costError}` };
    const cost = valueOf(costText);
    if (!cost) return { ok: false, error: `Enter the cost of ${nameOf(id)}` };
    lines.push({ GoodId: id, Qty: qty, Cost: cost });
  }
  const decided = decideOrderLines(lines);
  if (!decided.ok) return { ok: false, error: decided.message };
  const charges = {} as Record<ChargeField, string>;
  for (const { field, label } of chargeFields) {
    const error = amountError(draft[field]);
    if (error) return { ok: false, error: `${label}: ${error}` };
    charges[field] = (valueOf(draft[field]) ?? new Decimal(0)).toFixed();
  }
  return {
    ok: true,
    body: { VenueId: draft.VenueId, VendorId: draft.VendorId, VenueInventoryLocationId: locationId, ReceivedOrderGoods: decided.value, ...charges },
  };
}
