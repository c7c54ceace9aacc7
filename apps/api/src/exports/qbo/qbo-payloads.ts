import type { ExportEntity, ExportLine } from '@intermission/domain';

/**
 * The QuickBooks Online bodies of an export entity (docs/exports.md "QuickBooks Online"), once
 * its account, class and vendor names are QBO ids. Amounts go as JSON numbers read from the
 * entity's 2-decimal text (no arithmetic): a JournalEntry line is positive with its PostingType,
 * a Bill line keeps its sign (a return is a negative line).
 */

/** The account of a bill's payable line: it becomes the Bill's APAccountRef, not a line. */
export const PayableAccount = 'Accounts Payable';

export interface QboRefs {
  account(name: string): string;
  /** A class id, or null when the line has no class. */
  klass(name: string | null): string | null;
  vendor(name: string): string;
}

const amountOf = (text: string) => Number(text.replace(/^-/, ''));
const signedAmount = (text: string) => Number(text);
const classRef = (refs: QboRefs, line: ExportLine) => {
  const id = refs.klass(line.ClassName);
  return id === null ? {} : { ClassRef: { value: id, name: line.ClassName } };
};
const header = (entity: ExportEntity) => ({ DocNumber: entity.DocNumber, TxnDate: entity.Date, PrivateNote: entity.Memo.slice(0, 4000) });

export function journalEntryBody(entity: ExportEntity, refs: QboRefs) {
  return {
    ...header(entity),
    Line: entity.Lines.map((line) => ({
      DetailType: 'JournalEntryLineDetail',
      Amount: amountOf(line.Amount),
      Description: line.Memo.slice(0, 4000),
      JournalEntryLineDetail: {
        PostingType: line.Amount.startsWith('-') ? 'Credit' : 'Debit',
        AccountRef: { value: refs.account(line.Account), name: line.Account },
        ...classRef(refs, line),
      },
    })),
  };
}

/** Why a Bill entity cannot be sent as a Bill, or null. */
export function billProblem(entity: ExportEntity): string | null {
  if (!entity.VendorName) return `${entity.DocNumber}: a bill needs its vendor`;
  const payable = entity.Lines.filter((l) => l.Account === PayableAccount);
  if (!payable.length) return `${entity.DocNumber}: a bill needs its '${PayableAccount}' line`;
  if (payable.some((l) => !l.Amount.startsWith('-'))) {
    return `${entity.DocNumber}: the bill's total is not positive (a return larger than the order): QuickBooks Online refuses a negative bill`;
  }
  return null;
}

export function billBody(entity: ExportEntity, refs: QboRefs) {
  return {
    ...header(entity),
    VendorRef: { value: refs.vendor(entity.VendorName!), name: entity.VendorName },
    APAccountRef: { value: refs.account(PayableAccount), name: PayableAccount },
    Line: entity.Lines.filter((l) => l.Account !== PayableAccount).map((line) => ({
      DetailType: 'AccountBasedExpenseLineDetail',
      Amount: signedAmount(line.Amount),
      Description: line.Memo.slice(0, 4000),
      AccountBasedExpenseLineDetail: { AccountRef: { value: refs.account(line.Account), name: line.Account }, ...classRef(refs, line) },
    })),
  };
}

/** The names an entity needs ids for. */
export function namesOf(entity: ExportEntity) {
  const accounts = new Set(entity.Lines.map((l) => l.Account));
  if (entity.Kind === 'Bill') accounts.add(PayableAccount);
  return {
    accounts: [...accounts],
    classes: [...new Set(entity.Lines.map((l) => l.ClassName).filter((c): c is string => !!c))],
    vendor: entity.Kind === 'Bill' ? entity.VendorName : null,
  };
}
