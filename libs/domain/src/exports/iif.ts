import { ExportAccounts } from './export-accounts';
import type { ExportEntity, ExportLine } from './export-entity';

/**
 * The IIF writer (docs/exports.md "IIF files"): QuickBooks Desktop's tab-delimited import. The three
 * header rows, then per entity a TRNS row (a journal entry's first line; a bill's Accounts Payable
 * line, NAME = the vendor, amount negative), its SPL rows (the other lines) and ENDTRNS. Rows end in
 * CRLF. Every field is cleaned: tabs, CR, LF and other control characters become a space, double
 * quotes are dropped, so a name or memo can never break a row.
 */

export const IifColumns = ['TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'CLASS', 'AMOUNT', 'DOCNUM', 'MEMO'] as const;
export const IifHeader = [`!TRNS\t${IifColumns.join('\t')}`, `!SPL\t${['SPLID', ...IifColumns.slice(1)].join('\t')}`, '!ENDTRNS'];

export const IifTransactionTypes = { JournalEntry: 'GENERAL JOURNAL', Bill: 'BILL' } as const;

/** A field as IIF can hold it: no tab, CR, LF or other control character, no double quote, trimmed, at most 4000 characters. */
export function iifField(value: string | null | undefined): string {
  let out = '';
  for (const ch of value ?? '') {
    const c = ch.charCodeAt(0);
    if (ch === '"') continue;
    out += c < 32 || c === 127 || c === 0x2028 || c === 0x2029 ? ' ' : ch;
  }
  return out.replace(/ {2,}/g, ' ').trim().slice(0, 4000);
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'. */
export function iifDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  return `${m[2]}/${m[3]}/${m[1]}`;
}

function row(kind: 'TRNS' | 'SPL', entity: ExportEntity, l: ExportLine, name: string | null): string {
  return [kind, '', IifTransactionTypes[entity.Kind], iifDate(entity.Date), l.Account, name, l.ClassName, l.Amount, entity.DocNumber, l.Memo || entity.Memo]
    .map((v, i) => (i < 2 ? v : iifField(v)))
    .join('\t');
}

/** The rows of one entity: TRNS, SPL…, ENDTRNS. */
export function iifTransaction(entity: ExportEntity): string[] {
  const head =
    entity.Kind === 'Bill'
      ? Math.max(
          0,
          entity.Lines.findIndex((l) => l.Account === ExportAccounts.AccountsPayable),
        )
      : 0;
  const trns = entity.Lines[head];
  const vendor = entity.Kind === 'Bill' ? entity.VendorName : null;
  return [row('TRNS', entity, trns, vendor), ...entity.Lines.filter((_, i) => i !== head).map((l) => row('SPL', entity, l, vendor)), 'ENDTRNS'];
}

/** The IIF text of entities: the headers, then each transaction; CRLF after every row. */
export function iifFile(entities: readonly ExportEntity[]): string {
  return [...IifHeader, ...entities.flatMap(iifTransaction)].map((r) => `${r}\r\n`).join('');
}

export interface ParsedIifTransaction {
  Type: string;
  Rows: Record<string, string>[];
}

/** IIF text back to its transactions (the headers name the columns): for tests and the history's checks. */
export function parseIif(text: string): ParsedIifTransaction[] {
  const heads = new Map<string, string[]>();
  const out: ParsedIifTransaction[] = [];
  let current: ParsedIifTransaction | null = null;
  for (const raw of text.split('\r\n')) {
    if (!raw) continue;
    const cells = raw.split('\t');
    const kind = cells[0];
    if (kind.startsWith('!')) {
      heads.set(kind.slice(1), cells.slice(1));
      continue;
    }
    if (kind === 'ENDTRNS') {
      if (current) out.push(current);
      current = null;
      continue;
    }
    const names = heads.get(kind);
    if (!names) throw new Error(`No header for ${kind}`);
    const rec: Record<string, string> = { KIND: kind };
    names.forEach((n, i) => (rec[n] = cells[i + 1] ?? ''));
    if (kind === 'TRNS') current = { Type: rec.TRNSTYPE, Rows: [rec] };
    else if (current) current.Rows.push(rec);
    else throw new Error('SPL outside a transaction');
  }
  if (current) throw new Error('A transaction without ENDTRNS');
  return out;
}
