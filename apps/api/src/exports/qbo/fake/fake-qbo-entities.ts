// The domain's whole-cents helper (its index exports the stock reports' own centsOf under that name).
import { centsOf } from '@intermission/domain';

// The company data of the fake QuickBooks Online (tests/support/fake-qbo.ts): its accounts, classes,
// vendors, journal entries and bills, and the validation QBO does that matters to our exports
// (docs/exports.md "QuickBooks Online"). Shapes follow Intuit's Accounting API v3 JSON.

export type FakeQboEntityType = 'Account' | 'Class' | 'Vendor' | 'JournalEntry' | 'Bill';
export type QboObject = Record<string, unknown> & { Id: string; SyncToken: string };

export interface QboFaultError {
  Message: string;
  Detail: string;
  code: string;
  element?: string;
}

/** A refusal QBO answers as `{ Fault: { Error: [...], type }, time }` with this status. */
export class QboFault extends Error {
  constructor(
    readonly status: number,
    readonly error: QboFaultError,
    readonly type = 'ValidationFault',
  ) {
    super(error.Message);
  }
}

const invalidReference = (what: string, id: unknown) =>
  new QboFault(400, { Message: 'Invalid Reference Id', Detail: `Invalid Reference Id : ${what} element id ${String(id)} not found`, code: '2500' });
const businessError = (detail: string) =>
  new QboFault(400, {
    Message: 'A business validation error has occurred while processing your request',
    Detail: `Business Validation Error: ${detail}`,
    code: '6000',
  });
const requiredMissing = (name: string) =>
  new QboFault(400, {
    Message: 'Required param missing, need to supply the required value for the API',
    Detail: `Required parameter ${name} is missing in the request`,
    code: '2020',
  });
const invalidProperty = (detail: string) => new QboFault(400, { Message: 'Request has invalid or unsupported property', Detail: detail, code: '2010' });

type Ref = { value?: unknown; name?: unknown } | undefined;
type Line = { Amount?: unknown; DetailType?: unknown; Description?: unknown; [detail: string]: unknown };

/** Where the fake keeps one company's objects; Ids are per company and increase, as QBO's do. */
export class FakeQboCompany {
  readonly objects: Record<FakeQboEntityType, QboObject[]> = { Account: [], Class: [], Vendor: [], JournalEntry: [], Bill: [] };
  private nextId = 1;
  /** The demo's company: an account looked up by a name it lacks is added to the chart (a real company refuses: the tests keep this off). */
  openChart = false;

  addAccount(name: string, accountType = 'Expense'): QboObject {
    return this.insert('Account', { Name: name, FullyQualifiedName: name, AccountType: accountType, Active: true, Classification: null });
  }

  find(type: FakeQboEntityType, id: unknown): QboObject | undefined {
    return this.objects[type].find((o) => o.Id === String(id));
  }

  /** `select * from <Type> where <Field> = '<value>'`: the one query our client sends (names are unique in QBO). */
  query(text: string): Record<string, unknown> {
    const m = /^\s*select\s+\*\s+from\s+(\w+)(?:\s+where\s+(\w+)\s*=\s*'((?:[^'\\]|\\.)*)')?\s*(?:maxresults\s+\d+\s*)?$/i.exec(text);
    if (!m) throw new QboFault(400, { Message: 'Error parsing query', Detail: `QueryParserError: Encountered an unexpected token in "${text}"`, code: '4000' });
    const type = (['Account', 'Class', 'Vendor', 'JournalEntry', 'Bill'] as const).find((t) => t.toLowerCase() === m[1].toLowerCase());
    if (!type) throw new QboFault(400, { Message: 'Error parsing query', Detail: `QueryParserError: Invalid entity ${m[1]}`, code: '4000' });
    const field = m[2];
    // A Vendor has DisplayName, not Name: QBO refuses a query on a property the entity does not have.
    if (field && !this.queryable(type).includes(field)) {
      throw new QboFault(400, { Message: 'Error parsing query', Detail: `QueryValidationError: property '${field}' is not queryable`, code: '4001' });
    }
    const value = m[3]?.replace(/\\(.)/g, '$1');
    const found = this.objects[type].filter((o) => !field || o[field] === value);
    if (!found.length && this.openChart && type === 'Account' && field === 'Name' && value) found.push(this.addAccount(value));
    return found.length ? { [type]: found, startPosition: 1, maxResults: found.length } : {};
  }

  createNamed(type: 'Class' | 'Vendor', body: Record<string, unknown>): QboObject {
    const field = type === 'Vendor' ? 'DisplayName' : 'Name';
    const name = body[field];
    if (typeof name !== 'string' || !name.trim()) throw requiredMissing(field);
    if (name.length > 100)
      throw invalidProperty(
        `String length is either shorter or longer than supported by specification. Min:0 Max:100 supported. Supplied length:${name.length}`,
      );
    if (this.objects[type].some((o) => o[field] === name)) {
      throw new QboFault(400, { Message: 'Duplicate Name Exists Error', Detail: `The name supplied already exists. : ${name}`, code: '6240' });
    }
    return this.insert(
      type,
      type === 'Vendor' ? { DisplayName: name, PrintOnCheckName: name, Active: true } : { Name: name, FullyQualifiedName: name, SubClass: false, Active: true },
    );
  }

  /** Create, full update (Id + SyncToken) or sparse update (`sparse: true`) of a JournalEntry or a Bill. */
  write(type: 'JournalEntry' | 'Bill', body: Record<string, unknown>): QboObject {
    if (body.Id === undefined) {
      const fields = type === 'JournalEntry' ? this.journalEntry(body) : this.bill(body);
      return this.insert(type, fields);
    }
    const existing = this.find(type, body.Id);
    if (!existing)
      throw new QboFault(400, {
        Message: 'Object Not Found',
        Detail: `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.`,
        code: '610',
      });
    if (String(body.SyncToken) !== existing.SyncToken) {
      throw new QboFault(400, {
        Message: 'Stale Object Error',
        Detail: `Stale Object Error : You and fake-qbo were working on this at the same time. fake-qbo finished before you did, so your work was not saved.`,
        code: '5010',
      });
    }
    const merged = body.sparse === true ? { ...existing, ...body } : { ...body };
    const fields = type === 'JournalEntry' ? this.journalEntry(merged) : this.bill(merged);
    const updated: QboObject = {
      ...existing,
      ...fields,
      Id: existing.Id,
      SyncToken: String(Number(existing.SyncToken) + 1),
      sparse: false,
      MetaData: { ...(existing.MetaData as object), LastUpdatedTime: new Date().toISOString() },
    };
    this.objects[type][this.objects[type].indexOf(existing)] = updated;
    return updated;
  }

  private queryable(type: FakeQboEntityType): string[] {
    return type === 'Vendor' ? ['Id', 'DisplayName', 'CompanyName', 'Active'] : ['Id', 'Name', 'FullyQualifiedName', 'Active', 'DocNumber', 'TxnDate'];
  }

  private insert(type: FakeQboEntityType, fields: Record<string, unknown>): QboObject {
    const now = new Date().toISOString();
    const object: QboObject = {
      ...fields,
      Id: String(this.nextId++),
      SyncToken: '0',
      domain: 'QBO',
      sparse: false,
      MetaData: { CreateTime: now, LastUpdatedTime: now },
    };
    this.objects[type].push(object);
    return object;
  }

  private header(body: Record<string, unknown>) {
    const docNumber = body.DocNumber;
    if (docNumber !== undefined && (typeof docNumber !== 'string' || docNumber.length > 21)) {
      throw invalidProperty(
        `String length is either shorter or longer than supported by specification. Min:0 Max:21 supported. Supplied length:${String(docNumber).length}`,
      );
    }
    const txnDate = body.TxnDate;
    if (txnDate !== undefined && (typeof txnDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(txnDate)))
      throw invalidProperty(`Invalid date: ${String(txnDate)}`);
    return {
      DocNumber: docNumber,
      TxnDate: txnDate ?? new Date().toISOString().slice(0, 10),
      PrivateNote: body.PrivateNote,
      CurrencyRef: { value: 'USD', name: 'United States Dollar' },
    };
  }

  private lines(body: Record<string, unknown>, detailType: string): { line: Line; detail: Record<string, unknown>; cents: number }[] {
    const lines = body.Line;
    if (!Array.isArray(lines) || !lines.length) throw requiredMissing('Line');
    return lines.map((raw: Line) => {
      const detail = raw?.[detailType] as Record<string, unknown> | undefined;
      if (raw?.DetailType !== detailType || !detail) throw invalidProperty(`Line DetailType must be ${detailType}`);
      const cents = typeof raw.Amount === 'number' ? centsOf(raw.Amount.toFixed(10).replace(/0+$/, '')) : null;
      if (cents === null) throw invalidProperty(`Amount is not a number exact to the cent: ${String(raw.Amount)}`);
      this.ref('Account', detail.AccountRef as Ref, true);
      this.ref('Class', detail.ClassRef as Ref, false);
      return { line: raw, detail, cents };
    });
  }

  private ref(type: 'Account' | 'Class' | 'Vendor', ref: Ref, required: boolean) {
    if (ref === undefined || ref === null) {
      if (required) throw requiredMissing(`${type}Ref`);
      return;
    }
    if (!this.find(type, ref.value)) throw invalidReference(type === 'Account' ? 'Accounts' : type === 'Class' ? 'Classes' : 'Vendors', ref.value);
  }

  private journalEntry(body: Record<string, unknown>): Record<string, unknown> {
    const header = this.header(body);
    const lines = this.lines(body, 'JournalEntryLineDetail');
    let debits = 0;
    let credits = 0;
    for (const { detail, cents } of lines) {
      if (cents < 0) throw businessError('Amount can not be negative on a journal entry line; use PostingType');
      if (detail.PostingType === 'Debit') debits += cents;
      else if (detail.PostingType === 'Credit') credits += cents;
      else throw requiredMissing('PostingType');
    }
    if (debits !== credits) throw businessError('You must balance your debits and credits.');
    return { ...header, Adjustment: false, Line: lines.map(({ line }, i) => ({ ...line, Id: String(i) })), TotalAmt: debits / 100 };
  }

  private bill(body: Record<string, unknown>): Record<string, unknown> {
    const header = this.header(body);
    const vendor = body.VendorRef as Ref;
    if (!vendor) throw requiredMissing('VendorRef');
    this.ref('Vendor', vendor, true);
    this.ref('Account', body.APAccountRef as Ref, false);
    const lines = this.lines(body, 'AccountBasedExpenseLineDetail');
    // A line may be negative (a return, a credit); the bill's total may not.
    const total = lines.reduce((s, l) => s + l.cents, 0);
    if (total < 0) throw businessError('The transaction total can not be negative.');
    return {
      ...header,
      VendorRef: vendor,
      APAccountRef: body.APAccountRef ?? { value: this.objects.Account.find((a) => a.AccountType === 'Accounts Payable')?.Id ?? null },
      Line: lines.map(({ line }, i) => ({ ...line, Id: String(i + 1) })),
      TotalAmt: total / 100,
      Balance: total / 100,
    };
  }
}
