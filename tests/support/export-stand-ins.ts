import type { INestApplication } from '@nestjs/common';
import { type ExportEntity, isBalanced } from '@intermission/domain';
import {
  ACCOUNTING_SERVICE,
  type AccountingReference,
  AccountingRefusal,
  type AccountingService,
  EXPORT_ENTITY_SOURCE,
  type ExportEntitySource,
} from '@intermission/api/exports/export-ports';

/**
 * Test doubles of OUR two seams of an export run (apps/api/src/exports/export-ports.ts), for the
 * runner's own specs: an entity source holding entities written by hand, and an accounting service
 * that records posts and answers a repeated request id with its first answer (as QuickBooks does).
 * They are bound onto the app's port instances, so the runner under test keeps its real wiring.
 */

/** The GUID of stand-in transfer `n`. */
export const transferGuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A balanced journal entry of a transfer: debit COGS, credit inventory, `amount` each way. */
export function transferEntity(transferId: number, date: string, amount: string, over: Partial<ExportEntity> = {}): ExportEntity {
  return {
    Key: `transfer:${transferId}`,
    ExportTypeId: 1,
    Kind: 'JournalEntry',
    Date: date,
    DocNumber: `TR-${transferId}`,
    Memo: `Transfer ${transferId}`,
    VenueId: 1,
    VenueName: 'Lakeside Playhouse',
    VendorName: null,
    TransferId: transferGuid(transferId),
    ReceivedOrderId: null,
    TransferTypeName: 'Billable',
    IsWastage: false,
    Lines: [
      { Account: 'Cost of Goods Sold', Amount: amount, Memo: 'COGS', ClassName: 'Lakeside Playhouse' },
      { Account: 'Inventory Asset', Amount: `-${amount}`, Memo: 'Inventory', ClassName: 'Lakeside Playhouse' },
    ],
    ...over,
  };
}

/** A venue day of sales: cash debit, revenue and tax credit. */
export function salesEntity(venueId: number, date: string, revenue: string, tax: string, cash: string): ExportEntity {
  return {
    Key: `sales:${venueId}:${date}`,
    ExportTypeId: 2,
    Kind: 'JournalEntry',
    Date: date,
    DocNumber: `S-${venueId}-${date.replaceAll('-', '')}`,
    Memo: `Sales of ${date}`,
    VenueId: venueId,
    VenueName: 'Lakeside Playhouse',
    VendorName: null,
    TransferId: null,
    ReceivedOrderId: null,
    TransferTypeName: null,
    IsWastage: false,
    Lines: [
      { Account: 'Undeposited Funds', Amount: cash, Memo: 'Cash', ClassName: 'Lakeside Playhouse' },
      { Account: 'Concessions Revenue', Amount: `-${revenue}`, Memo: 'Revenue', ClassName: 'Lakeside Playhouse' },
      { Account: 'Sales Tax Payable', Amount: `-${tax}`, Memo: 'Tax', ClassName: 'Lakeside Playhouse' },
    ],
  };
}

/** The entities of a source, by type and date, as the ledger would answer them. */
export class StandInSource implements ExportEntitySource {
  entitiesHeld: ExportEntity[] = [];
  /** Called on each read (a spec may pause or fail a read there). */
  onRead: () => Promise<void> = async () => undefined;

  async entities(typeId: 1 | 2 | 3, from: string, to: string): Promise<ExportEntity[]> {
    await this.onRead();
    return this.entitiesHeld
      .filter((e) => e.ExportTypeId === typeId && e.Date >= from && e.Date <= to)
      .sort((x, y) => x.Date.localeCompare(y.Date) || x.Key.localeCompare(y.Key))
      .map((e) => structuredClone(e));
  }

  /** No stamps: every row of the log is read anew. */
  async stamps(): Promise<Map<string, string>> {
    return new Map();
  }
}

export interface RecordedPost {
  requestId: string;
  entity: ExportEntity;
  existing: AccountingReference | null;
  /** Whether the post created or updated an entry (false: a repeated request id answered again). */
  applied: boolean;
}

/** Records posts; a repeated request id answers the first post's answer; failures may be queued. */
export class RecordingAccounting implements AccountingService {
  isConnected = true;
  posts: RecordedPost[] = [];
  /** Refusals to throw, one per post, before posting (e.g. a 429 then a 400). */
  failures: AccountingRefusal[] = [];
  /** Called before each post is applied (a spec may wait or kill there). */
  beforePost: (entity: ExportEntity) => Promise<void> = async () => undefined;
  private readonly answered = new Map<string, AccountingReference & { HttpStatus: number }>();
  private readonly entries = new Map<string, { key: string; syncToken: number }>();
  private next = 100;

  async connected(): Promise<boolean> {
    return this.isConnected;
  }

  async post(entity: ExportEntity, requestId: string, existing: AccountingReference | null) {
    await this.beforePost(entity);
    const failure = this.failures.shift();
    if (failure) throw failure;
    const again = this.answered.get(requestId);
    if (again) {
      this.posts.push({ requestId, entity, existing, applied: false });
      return again;
    }
    if (!isBalanced(entity)) throw new AccountingRefusal('The entry does not balance', 400, false);
    let answer: AccountingReference & { HttpStatus: number };
    if (existing) {
      const e = this.entries.get(existing.QbReference);
      if (!e || String(e.syncToken) !== existing.SyncToken) throw new AccountingRefusal('Stale Object Error', 400, false);
      e.syncToken++;
      answer = { QbReference: existing.QbReference, SyncToken: String(e.syncToken), HttpStatus: 200 };
    } else {
      const id = String(this.next++);
      this.entries.set(id, { key: entity.Key, syncToken: 0 });
      answer = { QbReference: id, SyncToken: '0', HttpStatus: 200 };
    }
    this.answered.set(requestId, answer);
    this.posts.push({ requestId, entity, existing, applied: true });
    return answer;
  }

  /** The posts that created or changed an entry, per entity Key. */
  appliedByKey(): Map<string, RecordedPost[]> {
    const m = new Map<string, RecordedPost[]>();
    for (const p of this.posts.filter((x) => x.applied)) m.set(p.entity.Key, [...(m.get(p.entity.Key) ?? []), p]);
    return m;
  }
}

/** Binds the stand-ins onto the app's two seams (the runner holds these same instances). */
export function bindStandIns(app: Pick<INestApplication, 'get'>, source: ExportEntitySource, accounting: AccountingService): void {
  const s = app.get<ExportEntitySource>(EXPORT_ENTITY_SOURCE);
  // Delegates (not bound copies): a spec may spy on the stand-ins' methods later.
  s.entities = (...args) => source.entities(...args);
  s.stamps = (...args) => source.stamps(...args);
  const q = app.get<AccountingService>(ACCOUNTING_SERVICE);
  q.connected = () => accounting.connected();
  q.post = (...args) => accounting.post(...args);
}
