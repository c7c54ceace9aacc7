import Decimal from 'decimal.js';
import { centsText } from '../money/cents';
import { roundMoney } from '../sales/sale-amounts';
import type { ExportEntity, ExportLine } from './export-entity';

/**
 * The fixed account names of the exports (docs/exports.md "Account mapping"): every account that is
 * not a managed item's. A managed item (revenue, COGS, inventory account, petty cash reason) takes
 * the export settings' AccountMappings name, else its own Name (`managedAccountName`).
 */
export const ExportAccounts = {
  UndepositedFunds: 'Undeposited Funds',
  VisaMasterCardClearing: 'Credit Card Clearing – Visa/MasterCard',
  AmexClearing: 'Credit Card Clearing – Amex',
  OtherCardClearing: 'Credit Card Clearing – Other Cards',
  VouchersOutstanding: 'Gift Vouchers Outstanding',
  TabsReceivable: 'House Tabs Receivable',
  PreOrderDeposits: 'Pre-Order Deposits',
  Discounts: 'Sales Discounts',
  SalesTaxPayable: 'Sales Tax Payable',
  TipsPayable: 'Tips Payable',
  OverShort: 'Over/Short',
  UnassignedRevenue: 'Sales – Unassigned',
  AccountsPayable: 'Accounts Payable',
  Freight: 'Freight',
  Supplies: 'Supplies',
  ContainerDeposits: 'Container Deposits',
  VendorReturns: 'Vendor Returns Receivable',
  PurchasePriceVariance: 'Purchase Price Variance',
  Rounding: 'Rounding Difference',
} as const;

/** The vendor of a bill whose order names none. */
export const UnnamedVendor = 'Unspecified Vendor';

/** Payment method → the account its money is debited to (document 2 payment methods; 7, Discount, is no tender). */
export const TenderAccounts: Readonly<Record<number, string>> = {
  1: ExportAccounts.UndepositedFunds,
  2: ExportAccounts.VisaMasterCardClearing,
  3: ExportAccounts.AmexClearing,
  4: ExportAccounts.OtherCardClearing,
  5: ExportAccounts.VouchersOutstanding,
  6: ExportAccounts.TabsReceivable,
  7: ExportAccounts.Discounts,
  8: ExportAccounts.PreOrderDeposits,
};

/** A tender's name in memos. */
export const TenderNames: Readonly<Record<number, string>> = {
  1: 'Cash',
  2: 'Visa/MasterCard',
  3: 'Amex',
  4: 'Other credit card',
  5: 'Voucher',
  6: 'Tab',
  7: 'Discount',
  8: 'Pre-order',
};

export const tenderAccount = (paymentMethodId: number) => TenderAccounts[paymentMethodId] ?? `Payment Method ${paymentMethodId}`;
export const tenderName = (paymentMethodId: number) => TenderNames[paymentMethodId] ?? `Payment method ${paymentMethodId}`;

export interface AccountMapping {
  ManagedItemId: number;
  AccountName: string;
}

/** A managed item's account: the export settings' mapping of it, else its own Name; null id or unknown item: the fallback. */
export function managedAccountName(
  mappings: ReadonlyMap<number, string>,
  names: ReadonlyMap<number, string>,
  managedItemId: number | null,
  fallback: string,
): string {
  if (managedItemId === null) return fallback;
  const mapped = mappings.get(managedItemId)?.trim();
  if (mapped) return mapped;
  return names.get(managedItemId)?.trim() || fallback;
}

/** An amount rounded to the cent (half away from zero), in whole cents. */
export const cents = (value: Decimal.Value): number => roundMoney(value).times(100).toNumber();

/** A line of whole cents; null when the amount is zero (an entity has no zero line). */
export function line(Account: string, amountCents: number, Memo: string, ClassName: string | null): ExportLine | null {
  return amountCents === 0 ? null : { Account, Amount: centsText(amountCents), Memo, ClassName };
}

/** The lines that are not null. */
export const lines = (...all: (ExportLine | null)[]): ExportLine[] => all.filter((l): l is ExportLine => l !== null);

/** Σ of lines in whole cents. */
export const linesCents = (all: readonly ExportLine[]) => all.reduce((s, l) => s + Math.round(new Decimal(l.Amount).times(100).toNumber()), 0);

/**
 * Whole cents shared by weights (largest remainder: the parts add up to the total exactly; ties to
 * the earlier weight). Weights of zero (or none positive) share equally.
 */
export function splitCents(totalCents: number, weights: readonly Decimal.Value[]): number[] {
  if (!weights.length) return [];
  let w = weights.map((x) => new Decimal(x).abs());
  let sum = w.reduce((s, x) => s.plus(x), new Decimal(0));
  if (sum.isZero()) {
    w = weights.map(() => new Decimal(1));
    sum = new Decimal(weights.length);
  }
  const sign = totalCents < 0 ? -1 : 1;
  const total = Math.abs(totalCents);
  const exact = w.map((x) => x.times(total).div(sum));
  const parts = exact.map((x) => x.floor().toNumber());
  let left = total - parts.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x.minus(x.floor()) })).sort((a, b) => b.r.comparedTo(a.r) || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k].i]++;
  return parts.map((p) => (p === 0 ? 0 : sign * p));
}

/** 'YYYY-MM-DD' → 'YYYYMMDD'. */
export const compactDay = (day: string) => day.replace(/-/g, '');

/**
 * The last hex digits of a GUID (the random ones of a v4 or v7 GUID): a DocNumber of at most 21
 * characters ('T-' + 19). The full GUID stays in the entity's Key and memo.
 */
export const shortGuid = (guid: string, length = 19) => guid.replace(/-/g, '').slice(-length).toUpperCase();

/** An export's entities in their order: by date, then key. */
export const byDateThenKey = (a: ExportEntity, b: ExportEntity) => a.Date.localeCompare(b.Date) || (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0);

/** The entities built from facts (a fact that builds none is left out), by date then key. */
export function entitiesOf<F>(facts: readonly F[], build: (f: F) => ExportEntity | null): ExportEntity[] {
  return facts
    .map(build)
    .filter((e): e is ExportEntity => e !== null)
    .sort(byDateThenKey);
}
