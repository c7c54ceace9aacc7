import Decimal from 'decimal.js';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { type ReceivedOrder, ReceivingPushSchema } from '@intermission/contracts';
import { decideOrderLines, type OrderTotals, orderTotals, roundDown } from '@intermission/domain';
import { formatQuantity } from '../stock/formatQuantity';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { amountText } from './api';

/** The one order form: the receiving push without its GuidId (the mutation adds it), checked by the contracts schema. */
export const OrderFormSchema = ReceivingPushSchema.omit({ GuidId: true });
/** The order as typed (the schema's input). */
export type OrderValues = z.input<typeof OrderFormSchema>;
/** The order as the schema parsed it. */
export type OrderBody = z.output<typeof OrderFormSchema>;
/** A typed line: a good with its quantity (undefined: none typed) and its cost (typed, loaded or the standard cost). */
export type OrderLine = NonNullable<OrderValues['ReceivedOrderGoods']>[number];

export type ChargeField = 'FreightRate' | 'SuppliesRate' | 'DepositsCost' | 'GoodsToReturnCost' | 'BilledAmount';

/** The charges of an order in the order the screens show them. */
export const chargeFields: { field: ChargeField; label: string }[] = [
  { field: 'FreightRate', label: 'Freight' },
  { field: 'SuppliesRate', label: 'Supplies' },
  { field: 'DepositsCost', label: 'Deposits' },
  { field: 'GoodsToReturnCost', label: 'Goods to return' },
  { field: 'BilledAmount', label: 'Billed amount' },
];

/** A new order (the venue and vendor of the address, if any). Blank charges are undefined, which the schema reads as 0. */
export const emptyOrder = (VenueId?: number | null, VendorId: number | null = null): DefaultValues<OrderValues> => ({
  VenueId: VenueId ?? undefined,
  VendorId,
  ReceivedOrderGoods: [],
});

/** The last loaded copy of an order as the form's values (what opening a section restores). */
export const valuesOfOrder = (o: ReceivedOrder): OrderValues => ({
  Id: o.Id,
  Version: o.Version,
  VenueId: o.VenueId,
  VendorId: o.VendorId,
  VenueInventoryLocationId: o.VenueInventoryLocationId,
  ReceivedOrderGoods: o.Goods.map((g) => ({ GoodId: g.GoodId, Qty: formatQuantity(g.Qty), Cost: amountText(g.Cost) })),
  FreightRate: amountText(o.FreightRate),
  SuppliesRate: amountText(o.SuppliesRate),
  DepositsCost: amountText(o.DepositsCost),
  GoodsToReturnCost: amountText(o.GoodsToReturnCost),
  BilledAmount: amountText(o.BilledAmount),
});

/** The order form on its schema; `onSave` gets the parsed order. */
export const useOrderForm = (defaults: DefaultValues<OrderValues>, onSave: OnSave<OrderBody>) => useZodForm(OrderFormSchema, defaults, onSave);
export type OrderForm = ReturnType<typeof useOrderForm>;

/** A charge input's text as the form keeps it: blank is undefined (the schema's 0). */
export const chargeValue = (text: string) => (text.trim() === '' ? undefined : text);

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * The lines with a good's typed quantity or cost put in, in place (so the schema's messages stay on
 * their rows). A line starts with the good's standard cost; a good with neither figure leaves the lines.
 */
export function withTypedLine(
  lines: readonly OrderLine[] | undefined,
  goodId: number,
  field: 'Qty' | 'Cost',
  typed: string,
  standardCost?: string,
): OrderLine[] {
  const list = lines ?? [];
  const current = list.find((l) => l.GoodId === goodId);
  const qty = field === 'Qty' ? typed.trim() : text(current?.Qty);
  const cost = field === 'Cost' ? typed.trim() : current ? text(current.Cost) : (standardCost ?? '');
  const others = list.filter((l) => l.GoodId !== goodId);
  if (qty === '' && cost === '') return others;
  const line: OrderLine = { GoodId: goodId, Qty: qty === '' ? undefined : qty, Cost: cost };
  return current ? list.map((l) => (l === current ? line : l)) : [...list, line];
}

/** What each row shows: the typed quantity, and the cost typed, loaded or the standard cost in force. */
export function typedFigures(lines: readonly OrderLine[] | undefined, standardCosts: Record<number, string> = {}) {
  const qty: Record<number, string> = {};
  const costs: Record<number, string> = { ...standardCosts };
  for (const l of lines ?? []) {
    qty[l.GoodId] = text(l.Qty);
    costs[l.GoodId] = text(l.Cost);
  }
  return { qty, costs };
}

/** The schema's messages on the lines (react-hook-form's errors of ReceivedOrderGoods), by good id. */
export function orderLineErrors(errors: unknown, lines: readonly OrderLine[] | undefined): { qty: Record<number, string>; cost: Record<number, string> } {
  const out = { qty: {} as Record<number, string>, cost: {} as Record<number, string> };
  if (!Array.isArray(errors)) return out;
  (lines ?? []).forEach((l, i) => {
    const e = errors[i] as { Qty?: { message?: string }; Cost?: { message?: string } } | undefined;
    if (e?.Qty?.message) out.qty[l.GoodId] = e.Qty.message;
    if (e?.Cost?.message) out.cost[l.GoodId] = e.Cost.message;
  });
  return out;
}

/** An amount as the schema reads it, or null when the schema refuses it. */
const amount = OrderFormSchema.shape.FreightRate;
const valueOf = (v: unknown): Decimal | null => {
  const parsed = amount.safeParse(v);
  return parsed.success ? new Decimal(parsed.data) : null;
};

/**
 * The totals on screen while typing (document 3 §5), with the server's rules: quantities rounded
 * down to 2 decimals, zero lines ignored, anything the schema refuses counted as nothing.
 */
export function orderFormTotals(values: Partial<OrderValues>): OrderTotals {
  const lines = (values.ReceivedOrderGoods ?? []).flatMap((l) => {
    const qty = valueOf(l.Qty);
    const cost = valueOf(l.Cost);
    return qty && cost && qty.gt(0) ? [{ GoodId: l.GoodId, Qty: roundDown(qty), Cost: cost }] : [];
  });
  const charge = (field: ChargeField) => valueOf(values[field]) ?? 0;
  return orderTotals(lines, {
    FreightRate: charge('FreightRate'),
    SuppliesRate: charge('SuppliesRate'),
    DepositsCost: charge('DepositsCost'),
    GoodsToReturnCost: charge('GoodsToReturnCost'),
    BilledAmount: charge('BilledAmount'),
  });
}

/** The order to send, its lines decided as the server will (zero lines dropped, quantities rounded down), or 'Nothing to Receive'. */
export function decideOrder(body: OrderBody, locationId: number | null): { ok: true; body: OrderBody } | { ok: false; error: string } {
  const decided = decideOrderLines(body.ReceivedOrderGoods);
  if (!decided.ok) return { ok: false, error: decided.message };
  return { ok: true, body: { ...body, VenueInventoryLocationId: locationId, ReceivedOrderGoods: decided.value } };
}
