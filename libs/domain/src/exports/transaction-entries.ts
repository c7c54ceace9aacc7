import Decimal from 'decimal.js';
import { kitSalesRow } from '../reports/kit-sales';
import { ExportAccounts, cents, compactDay, entitiesOf, line, lines, linesCents, splitCents, tenderAccount, tenderName } from './export-accounts';
import type { ExportEntity, ExportLine } from './export-entity';

/**
 * Transactions (export type 2, docs/exports.md "Account mapping"): one JournalEntry per venue per
 * venue day, from the same facts and formulas as the reports:
 * - revenue: the kit sales report's rows (kit × price; Gross, Taxable, the venue's rate), each row's
 *   GrossSales − TaxAmount (both rounded as the report rounds them) credited to the revenue accounts
 *   of the kit's goods, shared by their cost (Σ |qty| × CostPerGood of the day's sale_good_rows);
 * - Sales Tax Payable: Σ the rows' TaxAmount (the report's Totals.TaxAmount), a credit;
 * - tenders and the discount: Σ the sale payments per method (the sales reconciliation's tender
 *   columns; method 7 the Discounts), debited to the tender's account; tips: debited to the
 *   tender's account and credited to Tips Payable;
 * - over/short: per tender the deposit figures' Amount − SalesAmount (the over/short report's
 *   OverShort), debited to the tender's account, the total credited to Over/Short;
 * - petty cash: each withdrawal's reason account debited, Undeposited Funds credited;
 * - what is left (sales their payments do not cover, a cent of rounding) on 'Rounding Difference'.
 */

export interface KitRevenueShare {
  /** The revenue account's name, resolved (null RevenueTypeId: 'Sales – Unassigned'). */
  RevenueAccount: string;
  /** Σ |qty| × CostPerGood of the kit's goods on this account that day. */
  Weight: Decimal.Value;
}

/** One kit sales report row of the venue day: Σ over the kit's lines at one price. */
export interface KitDayFacts {
  KitId: number;
  SalePrice: Decimal.Value;
  Quantity: Decimal.Value;
  /** Σ Qty × SalePricePerKit, exact. */
  Gross: Decimal.Value;
  /** Σ Qty × (SalePricePerKit − NonTaxablePricePerKit), exact. */
  Taxable: Decimal.Value;
}

export interface VenueDaySalesFacts {
  VenueId: number;
  VenueName: string;
  Day: string;
  /** The venue's tax rate, percent. */
  TaxRate: Decimal.Value;
  Kits: readonly KitDayFacts[];
  /** Per kit, the revenue accounts its goods share the kit's revenue by (none: 'Sales – Unassigned'). */
  KitRevenue: ReadonlyMap<number, readonly KitRevenueShare[]>;
  /** Σ the sale payments per method (refunds negative): Total and TipAmount. */
  Payments: readonly { PaymentMethodId: number; Total: Decimal.Value; Tip: Decimal.Value }[];
  /** Per tender, Σ over the day's show events of the deposit figures' Amount − SalesAmount (each already rounded). */
  OverShort: readonly { PaymentMethodId: number; Amount: Decimal.Value }[];
  /** Live petty cash withdrawals, the reason's account resolved. */
  PettyCash: readonly { Account: string; Reason: string; Amount: Decimal.Value }[];
}

export interface VenueDayFigures {
  Revenue: Map<string, number>;
  TaxCents: number;
  GrossCents: number;
}

/** The revenue (net of tax) per account and the tax, in cents, of a venue day: the kit sales report's rounded row figures. */
export function venueDayRevenue(f: Pick<VenueDaySalesFacts, 'Kits' | 'KitRevenue' | 'TaxRate'>): VenueDayFigures {
  const revenue = new Map<string, number>();
  let tax = 0;
  let gross = 0;
  const kits = [...f.Kits].sort((a, b) => a.KitId - b.KitId || new Decimal(a.SalePrice).comparedTo(b.SalePrice));
  for (const k of kits) {
    const row = kitSalesRow({ Quantity: k.Quantity, Gross: k.Gross, Taxable: k.Taxable, Cogs: 0, TaxRate: f.TaxRate });
    const rowGross = cents(row.GrossSales);
    const rowTax = cents(row.TaxAmount);
    gross += rowGross;
    tax += rowTax;
    // In one order whatever order the facts were read in (a run reads a month, the QBO log a page, and a cent going
    // elsewhere would show Modified): the larger share first, then by account, so a tie's cent goes to the larger share.
    const shares = f.KitRevenue.get(k.KitId)?.length
      ? [...f.KitRevenue.get(k.KitId)!].sort(
          (a, b) => new Decimal(b.Weight).comparedTo(a.Weight) || (a.RevenueAccount < b.RevenueAccount ? -1 : a.RevenueAccount > b.RevenueAccount ? 1 : 0),
        )
      : [{ RevenueAccount: ExportAccounts.UnassignedRevenue, Weight: 1 }];
    const parts = splitCents(
      rowGross - rowTax,
      shares.map((s) => s.Weight),
    );
    shares.forEach((s, i) => revenue.set(s.RevenueAccount, (revenue.get(s.RevenueAccount) ?? 0) + parts[i]));
  }
  return { Revenue: revenue, TaxCents: tax, GrossCents: gross };
}

/** The Key of a venue day's Transactions entity (and of its QBO log row). */
export function venueDayKey(venueId: number, day: string): string {
  return `sales:${venueId}:${day}`;
}

export function transactionEntity(f: VenueDaySalesFacts): ExportEntity | null {
  const cls = f.VenueName;
  const { Revenue, TaxCents } = venueDayRevenue(f);
  const out: ExportLine[] = [];
  for (const [account, c] of [...Revenue.entries()].sort(([a], [b]) => a.localeCompare(b))) out.push(...lines(line(account, -c, `Sales – ${account}`, cls)));
  out.push(...lines(line(ExportAccounts.SalesTaxPayable, -TaxCents, 'Sales tax', cls)));
  const payments = [...f.Payments].sort((a, b) => a.PaymentMethodId - b.PaymentMethodId);
  for (const p of payments)
    out.push(
      ...lines(line(tenderAccount(p.PaymentMethodId), cents(p.Total), p.PaymentMethodId === 7 ? 'Discounts' : `${tenderName(p.PaymentMethodId)} sales`, cls)),
    );
  let tips = 0;
  for (const p of payments) {
    const t = cents(p.Tip);
    tips += t;
    out.push(...lines(line(tenderAccount(p.PaymentMethodId), t, `${tenderName(p.PaymentMethodId)} tips`, cls)));
  }
  out.push(...lines(line(ExportAccounts.TipsPayable, -tips, 'Tips', cls)));
  let overShort = 0;
  for (const o of [...f.OverShort].sort((a, b) => a.PaymentMethodId - b.PaymentMethodId)) {
    const c = cents(o.Amount);
    overShort += c;
    out.push(...lines(line(tenderAccount(o.PaymentMethodId), c, `${tenderName(o.PaymentMethodId)} ${c > 0 ? 'over' : 'short'}`, cls)));
  }
  out.push(...lines(line(ExportAccounts.OverShort, -overShort, overShort > 0 ? 'Over' : 'Short', cls)));
  let petty = 0;
  for (const w of [...f.PettyCash].sort((a, b) => a.Account.localeCompare(b.Account) || a.Reason.localeCompare(b.Reason))) {
    const c = cents(w.Amount);
    petty += c;
    out.push(...lines(line(w.Account, c, `Petty cash – ${w.Reason}`, cls)));
  }
  out.push(...lines(line(ExportAccounts.UndepositedFunds, -petty, 'Petty cash withdrawals', cls)));
  out.push(...lines(line(ExportAccounts.Rounding, -linesCents(out), 'Unpaid sales and rounding', cls)));
  if (out.length < 2) return null;
  return {
    Key: venueDayKey(f.VenueId, f.Day),
    ExportTypeId: 2,
    Kind: 'JournalEntry',
    Date: f.Day,
    DocNumber: `S-${f.VenueId}-${compactDay(f.Day)}`,
    Memo: `Sales ${f.Day} – ${f.VenueName}`,
    VenueId: f.VenueId,
    VenueName: f.VenueName,
    VendorName: null,
    TransferId: null,
    ReceivedOrderId: null,
    TransferTypeName: null,
    IsWastage: false,
    Lines: out,
  };
}

/** The entries of venue days, by date then key. */
export const transactionEntities = (days: readonly VenueDaySalesFacts[]): ExportEntity[] => entitiesOf(days, transactionEntity);
