import { centsText, sumCents, centsOf } from '../money/cents';

/**
 * What one export sends to the accounting service (docs/exports.md): one entity per transfer, per
 * venue day of sales, per posted received order. The IIF writer makes a GENERAL JOURNAL or BILL
 * transaction of it, the QuickBooks client a JournalEntry or a Bill. Its lines balance: they sum
 * to zero (debits positive, credits negative), to the cent.
 */

export type ExportEntityKind = 'JournalEntry' | 'Bill';

export interface ExportLine {
  /** The account's name in the accounting service (from the export settings' mapping, or a fixed name of docs/exports.md). */
  Account: string;
  /** 2-decimal text, signed: a debit positive, a credit negative. Never zero. */
  Amount: string;
  Memo: string;
  /** The class (QuickBooks Class, IIF CLASS): the venue's name. */
  ClassName: string | null;
}

export interface ExportEntity {
  /**
   * What the entity exports, stable across runs: 'transfer:<TransferId>', 'sales:<VenueId>:<YYYY-MM-DD>',
   * 'bill:<ReceivedOrderId>'. One QBO log row per key: a later run of the same key updates that row.
   */
  Key: string;
  ExportTypeId: 1 | 2 | 3;
  Kind: ExportEntityKind;
  /** The venue day it is dated (YYYY-MM-DD). */
  Date: string;
  /** At most 21 characters (QuickBooks' DocNumber). */
  DocNumber: string;
  Memo: string;
  VenueId: number;
  VenueName: string;
  /** A bill's vendor (Kind 'Bill'); its payable line is the one on 'Accounts Payable'. */
  VendorName: string | null;
  /** The transfer's id (a GUID) of a Transfers entity. */
  TransferId: string | null;
  /** The received order's id (a GUID) of a Bills entity. */
  ReceivedOrderId: string | null;
  TransferTypeName: string | null;
  IsWastage: boolean;
  Lines: ExportLine[];
}

/** Σ of the lines in cents, null when a line is not exact to the cent. */
export function entityBalance(entity: Pick<ExportEntity, 'Lines'>): number | null {
  return sumCents(entity.Lines.map((l) => l.Amount));
}

/** Whether the lines sum to zero to the cent, and each is exact to the cent and not zero. */
export function isBalanced(entity: Pick<ExportEntity, 'Lines'>): boolean {
  return entity.Lines.length >= 2 && entity.Lines.every((l) => (centsOf(l.Amount) ?? 0) !== 0) && entityBalance(entity) === 0;
}

/** Σ of the debits (the amount the entity moves), as 2-decimal text. */
export function entityAmount(entity: Pick<ExportEntity, 'Lines'>): string {
  return centsText(entity.Lines.reduce((s, l) => s + Math.max(0, centsOf(l.Amount) ?? 0), 0));
}

/**
 * A fingerprint of what an entity sends (its date, lines, vendor, memo): a later run whose
 * fingerprint differs from the synced one marks the row Modified (§4).
 */
export function entityFingerprint(entity: ExportEntity): string {
  return JSON.stringify([
    entity.Kind,
    entity.Date,
    entity.DocNumber,
    entity.VendorName,
    entity.Memo,
    entity.Lines.map((l) => [l.Account, l.Amount, l.ClassName, l.Memo]),
  ]);
}

export type ExportRowStatus = 'Success' | 'Modified' | 'Fail';

export interface ExportItemState {
  QbReference: string | null;
  DateModified: Date | string | null;
  DateSynced: Date | string | null;
  ErrorMessage: string | null;
}

const ms = (d: Date | string | null) => (d === null ? null : d instanceof Date ? d.getTime() : Date.parse(d));

/**
 * The row status of document 3 §4: Fail when there is no QbReference, or an error message exists
 * with a modification after the sync; Modified when modified on or after the sync date and no
 * error; Success when synced and not modified since.
 */
export function exportItemStatus(item: ExportItemState): ExportRowStatus {
  const synced = ms(item.DateSynced);
  const modified = ms(item.DateModified);
  if (!item.QbReference) return 'Fail';
  const modifiedSinceSync = modified !== null && (synced === null || modified >= synced);
  if (item.ErrorMessage && modifiedSinceSync) return 'Fail';
  if (modifiedSinceSync) return 'Modified';
  return 'Success';
}

/** §4: re-export is disabled while one runs, and when the row is synced and never modified after the sync. */
export function canReExport(item: ExportItemState & { Running: boolean }): boolean {
  return !item.Running && exportItemStatus(item) !== 'Success';
}
