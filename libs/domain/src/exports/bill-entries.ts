import Decimal from 'decimal.js';
import { ExportAccounts, UnnamedVendor, cents, entitiesOf, line, lines, linesCents, shortGuid } from './export-accounts';
import type { ExportEntity, ExportLine } from './export-entity';

/**
 * Bills (export type 3, docs/exports.md "Account mapping"): one Bill per received order posted in the
 * range, dated the venue day of its posting, vendor = the order's. The payable line credits Accounts
 * Payable the billed amount (what the vendor bills: TotalCost + PPV); the debits are the goods per
 * inventory account (Σ Qty × Cost, rounded once per account), freight, supplies, deposits, the goods
 * to return (document 3 §5 counts them in the total cost: a receivable from the vendor until its
 * credit arrives) and the PPV (billed − total cost, a credit when negative). A cent left by rounding
 * goes to 'Rounding Difference'.
 */

export interface BillLineFacts {
  Qty: Decimal.Value;
  Cost: Decimal.Value;
  /** The inventory account's name, resolved. */
  InventoryAccount: string;
}

export interface BillFacts {
  ReceivedOrderId: string;
  /** The venue day of PostedAt at the order's venue. */
  Day: string;
  VenueId: number;
  VenueName: string;
  VendorName: string | null;
  Goods: readonly BillLineFacts[];
  FreightRate: Decimal.Value;
  SuppliesRate: Decimal.Value;
  DepositsCost: Decimal.Value;
  GoodsToReturnCost: Decimal.Value;
  BilledAmount: Decimal.Value;
  PPV: Decimal.Value;
}

export function billEntity(b: BillFacts): ExportEntity | null {
  const byAccount = new Map<string, Decimal>();
  for (const g of b.Goods) byAccount.set(g.InventoryAccount, (byAccount.get(g.InventoryAccount) ?? new Decimal(0)).plus(new Decimal(g.Qty).times(g.Cost)));
  const cls = b.VenueName;
  const debits: ExportLine[] = lines(
    ...[...byAccount.entries()]
      .sort(([a], [c]) => a.localeCompare(c))
      .map(([account, amount]) => line(account, cents(amount), `Goods received – ${account}`, cls)),
    line(ExportAccounts.Freight, cents(b.FreightRate), 'Freight', cls),
    line(ExportAccounts.Supplies, cents(b.SuppliesRate), 'Supplies', cls),
    line(ExportAccounts.ContainerDeposits, cents(b.DepositsCost), 'Deposits', cls),
    line(ExportAccounts.VendorReturns, cents(b.GoodsToReturnCost), 'Goods to return', cls),
    line(ExportAccounts.PurchasePriceVariance, cents(b.PPV), 'Purchase price variance', cls),
  );
  const payable = cents(b.BilledAmount);
  const rounding = payable - linesCents(debits);
  const all = lines(...debits, line(ExportAccounts.Rounding, rounding, 'Rounding', cls), line(ExportAccounts.AccountsPayable, -payable, 'Bill', cls));
  if (all.length < 2) return null;
  const vendor = b.VendorName?.trim() || UnnamedVendor;
  return {
    Key: `bill:${b.ReceivedOrderId}`,
    ExportTypeId: 3,
    Kind: 'Bill',
    Date: b.Day,
    DocNumber: `B-${shortGuid(b.ReceivedOrderId)}`,
    Memo: `Received order ${b.ReceivedOrderId} – ${vendor} – ${b.VenueName}`,
    VenueId: b.VenueId,
    VenueName: b.VenueName,
    VendorName: vendor,
    TransferId: null,
    ReceivedOrderId: b.ReceivedOrderId,
    TransferTypeName: null,
    IsWastage: false,
    Lines: all,
  };
}

/** The bills of orders, by date then key. */
export const billEntities = (orders: readonly BillFacts[]): ExportEntity[] => entitiesOf(orders, billEntity);
