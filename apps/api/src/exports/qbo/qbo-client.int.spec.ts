import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ExportEntity } from '@intermission/domain';
import { connectFakeQbo, type FakeQbo, startFakeQbo } from '../../../../../tests/support/fake-qbo';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { ConfigModule } from '../../config/config.module';
import { DatabaseModule } from '../../database/database.module';
import { ExportSettingsRepository } from '../../export-settings/export-settings.repository';
import { ACCOUNTING_SERVICE, AccountingRefusal, type AccountingService } from '../export-ports';
import { DefaultQboClientOptions } from './qbo-client';
import { QboModule } from './qbo.module';

// QboClient against the local fake QuickBooks Online, its connection saved through the export
// settings API into real PostgreSQL (docs/exports.md "QuickBooks Online").
describe('QuickBooks Online client', () => {
  let a: TestApp;
  let qbo: FakeQbo;
  let client: AccountingService;
  let settings: ExportSettingsRepository;
  let admin: { Authorization: string };
  let context: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>;
  // Long enough for a loaded CI machine (the fake runs in this process), short enough for the timeout case.
  const timeoutMs = 2000;

  const sales: ExportEntity = {
    Key: 'sales:1:2026-11-01',
    ExportTypeId: 2,
    Kind: 'JournalEntry',
    Date: '2026-11-01',
    DocNumber: 'S1-20261101',
    Memo: 'Sales of Downtown Cinema on 2026-11-01',
    VenueId: 1,
    VenueName: 'Downtown Cinema',
    VendorName: null,
    TransferId: null,
    ReceivedOrderId: null,
    TransferTypeName: null,
    IsWastage: false,
    // 120.50 taken = 100.00 sales + 20.50 tax.
    Lines: [
      { Account: 'Cash', Amount: '120.50', Memo: 'Tenders', ClassName: 'Downtown Cinema' },
      { Account: 'Sales', Amount: '-100.00', Memo: 'Concessions', ClassName: 'Downtown Cinema' },
      { Account: 'Sales Tax Payable', Amount: '-20.50', Memo: 'Tax', ClassName: 'Downtown Cinema' },
    ],
  };
  const bill: ExportEntity = {
    ...sales,
    Key: 'bill:7',
    ExportTypeId: 3,
    Kind: 'Bill',
    DocNumber: 'RO-7',
    Memo: 'Received order 7',
    VendorName: "Bob's Foods",
    ReceivedOrderId: 7,
    // 200.00 goods + 15.00 freight − 25.00 returned = 190.00 owed.
    Lines: [
      { Account: 'Inventory Asset', Amount: '200.00', Memo: 'Goods', ClassName: 'Downtown Cinema' },
      { Account: 'Freight', Amount: '15.00', Memo: 'Freight', ClassName: 'Downtown Cinema' },
      { Account: 'Inventory Asset', Amount: '-25.00', Memo: 'Returned', ClassName: 'Downtown Cinema' },
      { Account: 'Accounts Payable', Amount: '-190.00', Memo: 'Owed', ClassName: null },
    ],
  };

  async function refusal(p: Promise<unknown>): Promise<AccountingRefusal> {
    const e = await p.then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(AccountingRefusal);
    return e as AccountingRefusal;
  }

  beforeAll(async () => {
    a = await createTestApp();
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    qbo = await startFakeQbo({
      accounts: [
        { name: 'Cash', type: 'Bank' },
        { name: 'Sales', type: 'Income' },
        { name: 'Sales Tax Payable', type: 'Other Current Liability' },
        { name: 'Inventory Asset', type: 'Other Current Asset' },
        { name: 'Freight', type: 'Cost of Goods Sold' },
        { name: 'Accounts Payable', type: 'Accounts Payable' },
      ],
    });
    // QboModule alone, as a worker would import it, over the test app's database.
    @Module({
      imports: [
        ConfigModule.forRoot(a.config),
        DatabaseModule.forRoot(a.t.db, false),
        QboModule.withOptions({ timeoutMs, maxRetryAfterMs: 1500, defaultRetryAfterMs: 50 }),
      ],
    })
    class QboTestModule {}
    context = await NestFactory.createApplicationContext(QboTestModule, { logger: false });
    client = context.get<AccountingService>(ACCOUNTING_SERVICE);
    settings = context.get(ExportSettingsRepository);
  });
  afterAll(async () => {
    await qbo?.close();
    await context?.close();
    await a?.close();
  });
  beforeEach(async () => {
    qbo.reset();
    if (await client.connected()) await connectFakeQbo(a, admin, qbo);
  });

  it('is connected once the export settings hold the company, client and refresh token', async () => {
    expect(await client.connected()).toBe(false);
    await expect(client.post(sales, 'r-0', null)).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('not connected') });
    await connectFakeQbo(a, admin, qbo);
    expect(await client.connected()).toBe(true);
  });

  it('posts a balanced journal entry with its venue class, refreshing the token first and storing it encrypted', async () => {
    const ref = await client.post(sales, 'sales-1-a', null);
    expect(ref).toEqual({ QbReference: qbo.entities('JournalEntry')[0].Id, SyncToken: '0', HttpStatus: 200 });
    const cls = qbo.entities('Class');
    expect(cls.map((c) => c.Name)).toEqual(['Downtown Cinema']);
    const id = (name: string) => qbo.entities('Account').find((x) => x.Name === name)!.Id;
    expect(qbo.entities('JournalEntry')[0]).toMatchObject({
      DocNumber: 'S1-20261101',
      TxnDate: '2026-11-01',
      PrivateNote: 'Sales of Downtown Cinema on 2026-11-01',
      TotalAmt: 120.5,
      Line: [
        {
          Amount: 120.5,
          Description: 'Tenders',
          JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: { value: id('Cash') }, ClassRef: { value: cls[0].Id } },
        },
        { Amount: 100, JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: id('Sales') }, ClassRef: { value: cls[0].Id } } },
        { Amount: 20.5, JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: id('Sales Tax Payable') } } },
      ],
    });
    expect(qbo.callsTo('/journalentry')[0].query).toEqual({ requestid: 'sales-1-a', minorversion: '75' });
    expect(qbo.refreshes).toBe(1);
    const stored = await a.t.db.selectFrom('app.export_settings').selectAll().where('Id', '=', 1).executeTakeFirstOrThrow();
    expect([stored.QboAccessToken, stored.QboRefreshToken]).toEqual([expect.stringMatching(/^enc1:/), expect.stringMatching(/^enc1:/)]);
    const connection = await settings.qboConnection();
    expect([connection.AccessToken, connection.RefreshToken]).toEqual([qbo.accessToken, qbo.refreshToken]);
    // The second post reuses the stored token and the looked-up ids.
    await client.post({ ...sales, Key: 'sales:1:2026-11-02', Date: '2026-11-02', DocNumber: 'S1-20261102' }, 'sales-1-b', null);
    expect([qbo.refreshes, qbo.callsTo('/query').length, qbo.entities('JournalEntry').length]).toEqual([1, 4, 2]);
  });

  it('posts a bill to its vendor (created when missing), the payable line as APAccountRef and a return as a negative line', async () => {
    const ref = await client.post(bill, 'bill-7-a', null);
    const vendor = qbo.entities('Vendor');
    expect(vendor.map((v) => v.DisplayName)).toEqual(["Bob's Foods"]);
    const id = (name: string) => qbo.entities('Account').find((x) => x.Name === name)!.Id;
    expect(qbo.entities('Bill')).toEqual([
      expect.objectContaining({
        Id: ref.QbReference,
        VendorRef: expect.objectContaining({ value: vendor[0].Id }),
        APAccountRef: expect.objectContaining({ value: id('Accounts Payable') }),
        TotalAmt: 190,
        Line: [
          expect.objectContaining({
            Amount: 200,
            AccountBasedExpenseLineDetail: expect.objectContaining({ AccountRef: expect.objectContaining({ value: id('Inventory Asset') }) }),
          }),
          expect.objectContaining({ Amount: 15 }),
          expect.objectContaining({ Amount: -25, Description: 'Returned' }),
        ],
      }),
    ]);
    // The vendor found by its DisplayName the next time, not created twice.
    await client.connected();
    await client.post({ ...bill, Key: 'bill:8', DocNumber: 'RO-8' }, 'bill-8-a', null);
    expect([qbo.entities('Vendor').length, qbo.entities('Bill').length]).toEqual([1, 2]);
  });

  it('posts once for the same requestId twice, and once when the first answer was lost on the way', async () => {
    const first = await client.post(sales, 'same-1', null);
    const second = await client.post(sales, 'same-1', null);
    expect(second.QbReference).toBe(first.QbReference);
    qbo.failNext({ kind: 'lost-answer' }, /journalentry/);
    const other = { ...sales, Key: 'sales:1:x', DocNumber: 'S1-x' };
    const lost = await refusal(client.post(other, 'lost-1', null));
    expect(lost.retryable).toBe(true);
    const retried = await client.post(other, 'lost-1', null);
    expect(qbo.entities('JournalEntry').map((j) => j.Id)).toEqual([first.QbReference, retried.QbReference]);
  });

  it('refreshes the token once on a 401 and posts once', async () => {
    await client.post(sales, 'warm-up', null);
    qbo.failNext({ kind: 401 }, /journalentry/);
    await client.post({ ...sales, DocNumber: 'S1-after-401' }, 'after-401', null);
    expect(qbo.refreshes).toBe(2);
    expect(qbo.callsTo('/journalentry').map((r) => r.answered)).toEqual([200, 401, 200]);
    expect(qbo.entities('JournalEntry')).toHaveLength(2);
    expect((await settings.qboConnection()).RefreshToken).toBe(qbo.refreshToken);
  });

  it('refuses (not retryable) when the refresh token is refused', async () => {
    qbo.refreshToken = 'revoked-by-intuit';
    const e = await refusal(client.post(sales, 'r-revoked', null));
    expect([e.retryable, e.httpStatus, e.message]).toEqual([false, 400, expect.stringContaining('invalid_grant')]);
    expect(qbo.entities('JournalEntry')).toHaveLength(0);
  });

  it('waits out a 429 for its Retry-After, then posts once', async () => {
    await client.post(sales, 'warm-up', null);
    qbo.failNext({ kind: 429, retryAfterSeconds: 1 }, /journalentry/);
    const started = Date.now();
    await client.post({ ...sales, DocNumber: 'S1-after-429' }, 'after-429', null);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(qbo.callsTo('/journalentry').map((r) => r.answered)).toEqual([200, 429, 200]);
    expect(qbo.entities('JournalEntry')).toHaveLength(2);
  });

  it('refuses, retryable, when QBO keeps throttling past the retries', async () => {
    qbo.failNext(
      Array.from({ length: DefaultQboClientOptions.throttleRetries + 1 }, () => ({ kind: 429 as const, retryAfterSeconds: 0 })),
      /journalentry/,
    );
    const e = await refusal(client.post(sales, 'throttled', null));
    expect([e.retryable, e.httpStatus]).toEqual([true, 429]);
    expect(qbo.entities('JournalEntry')).toHaveLength(0);
  });

  it('refuses a 400 Fault with its Message and Detail, not retryable, nothing created', async () => {
    qbo.failNext(
      { kind: 400, fault: { Message: 'Account Period Closed', Detail: 'The account period has closed and cannot be updated', code: '6210' } },
      /journalentry/,
    );
    const e = await refusal(client.post(sales, 'closed', null));
    expect([e.message, e.httpStatus, e.retryable]).toEqual(['Account Period Closed: The account period has closed and cannot be updated', 400, false]);
    expect(qbo.entities('JournalEntry')).toHaveLength(0);
  });

  it('refuses an account missing from the chart of accounts without creating it', async () => {
    const e = await refusal(
      client.post({ ...sales, Lines: sales.Lines.map((l) => (l.Account === 'Sales' ? { ...l, Account: 'Bar Sales' } : l)) }, 'missing', null),
    );
    expect([e.retryable, e.message]).toEqual([false, expect.stringContaining("Account 'Bar Sales'")]);
    expect([qbo.entities('JournalEntry').length, qbo.entities('Account').length]).toEqual([0, 6]);
  });

  it.each([
    { title: 'a timeout', failure: { kind: 'timeout' as const }, status: null },
    { title: 'a 500', failure: { kind: 500 as const }, status: 500 },
  ])('refuses $title as retryable', async ({ failure, status }) => {
    qbo.failNext(failure, /journalentry/);
    const started = Date.now();
    const e = await refusal(client.post(sales, 'r-fail', null));
    expect([e.retryable, e.httpStatus]).toEqual([true, status]);
    expect(Date.now() - started).toBeLessThan(timeoutMs + 3000);
  });

  it('updates with a sparse update on the stored Id and SyncToken', async () => {
    const created = await client.post(sales, 'v1', null);
    const changed: ExportEntity = {
      ...sales,
      Lines: [
        { Account: 'Cash', Amount: '130.50', Memo: 'Tenders', ClassName: 'Downtown Cinema' },
        { Account: 'Sales', Amount: '-110.00', Memo: 'Concessions', ClassName: 'Downtown Cinema' },
        { Account: 'Sales Tax Payable', Amount: '-20.50', Memo: 'Tax', ClassName: 'Downtown Cinema' },
      ],
    };
    const updated = await client.post(changed, 'v2', created);
    expect(updated).toEqual({ QbReference: created.QbReference, SyncToken: '1', HttpStatus: 200 });
    expect(qbo.callsTo('/journalentry')[1].body).toMatchObject({ sparse: true, Id: created.QbReference, SyncToken: '0' });
    expect(qbo.entities('JournalEntry')).toEqual([expect.objectContaining({ Id: created.QbReference, TotalAmt: 130.5 })]);
    // Without a stored SyncToken it is read first.
    const again = await client.post(sales, 'v3', { QbReference: created.QbReference, SyncToken: null });
    expect(again.SyncToken).toBe('2');
  });
});
