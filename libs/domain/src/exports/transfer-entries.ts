import Decimal from 'decimal.js';
import { cents, entitiesOf, line, lines, shortGuid } from './export-accounts';
import type { ExportEntity, ExportLine } from './export-entity';

/**
 * Transfers (export type 1, docs/exports.md "Account mapping"): one JournalEntry per exportable
 * transfer, dated its venue day: per (COGS account, inventory account) pair, debit the COGS account
 * and credit the inventory account Σ qty × CostPerGood, rounded once per pair. Goods leaving the
 * stock (a From side) count positive; a gain (no From, a To) negative, so its entry reverses.
 */

/** Transfer types exported: patrons room 2, billable 3, catering 4 (always), gain/loss 6, wastage 7 (goods leave the stock). */
export const ExportableTransferTypes: readonly number[] = [2, 3, 4, 6, 7];
export const WastageTransferType = 7;

export const TransferTypeNames: Readonly<Record<number, string>> = {
  1: 'Inventory',
  2: 'Patrons Room',
  3: 'Billable',
  4: 'Catering',
  5: 'Initializing',
  6: 'Gain/Loss',
  7: 'Wastage',
};

export interface TransferLineFacts {
  Qty: Decimal.Value;
  CostPerGood: Decimal.Value;
  /** The accounts' names already resolved (export settings' mapping, else the managed item's Name). */
  CogsAccount: string;
  InventoryAccount: string;
}

export interface TransferFacts {
  TransferId: string;
  TypeId: number;
  /** The venue day of its TransferDate at its venue (From's, else To's). */
  Day: string;
  VenueId: number;
  VenueName: string;
  /** Goods leave a location (true: From is set); false for a gain that only arrives. */
  Outgoing: boolean;
  FromName: string | null;
  ToName: string | null;
  WastageReason: string | null;
  Notes: string;
  Lines: readonly TransferLineFacts[];
}

export const isExportableTransfer = (typeId: number) => ExportableTransferTypes.includes(typeId);

/** The entity of one transfer, null when it is not exportable or moves no money (every pair rounds to 0.00). */
export function transferEntity(t: TransferFacts): ExportEntity | null {
  if (!isExportableTransfer(t.TypeId)) return null;
  const wastage = t.TypeId === WastageTransferType;
  const typeName = TransferTypeNames[t.TypeId] ?? `Type ${t.TypeId}`;
  const pairs = new Map<string, { cogs: string; inventory: string; amount: Decimal }>();
  for (const l of t.Lines) {
    const key = JSON.stringify([l.CogsAccount, l.InventoryAccount]);
    const pair = pairs.get(key) ?? pairs.set(key, { cogs: l.CogsAccount, inventory: l.InventoryAccount, amount: new Decimal(0) }).get(key)!;
    pair.amount = pair.amount.plus(new Decimal(l.Qty).abs().times(l.CostPerGood));
  }
  const sign = t.Outgoing ? 1 : -1;
  const route = [t.FromName, t.ToName].filter(Boolean).join(' → ');
  const memo = [wastage ? `WASTAGE${t.WastageReason ? ` (${t.WastageReason})` : ''}` : null, `${typeName} transfer`, route || null, t.Notes.trim() || null]
    .filter(Boolean)
    .join(' – ');
  const out: ExportLine[] = [];
  for (const p of [...pairs.values()].sort((a, b) => a.cogs.localeCompare(b.cogs) || a.inventory.localeCompare(b.inventory))) {
    const c = sign * cents(p.amount);
    out.push(
      ...lines(
        line(p.cogs, c, wastage ? `Wastage – ${p.cogs}` : `${typeName} – ${p.cogs}`, t.VenueName),
        line(p.inventory, -c, `${typeName} – ${p.inventory}`, t.VenueName),
      ),
    );
  }
  if (!out.length) return null;
  return {
    Key: `transfer:${t.TransferId}`,
    ExportTypeId: 1,
    Kind: 'JournalEntry',
    Date: t.Day,
    DocNumber: `T-${shortGuid(t.TransferId)}`,
    Memo: memo,
    VenueId: t.VenueId,
    VenueName: t.VenueName,
    VendorName: null,
    TransferId: t.TransferId,
    ReceivedOrderId: null,
    TransferTypeName: typeName,
    IsWastage: wastage,
    Lines: out,
  };
}

/** The entities of transfers, ordered by date then key. */
export const transferEntities = (transfers: readonly TransferFacts[]): ExportEntity[] => entitiesOf(transfers, transferEntity);
