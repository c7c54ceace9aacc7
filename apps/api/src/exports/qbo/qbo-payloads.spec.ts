import type { ExportEntity } from '@intermission/domain';
import { faultMessage, retryAfterMs } from './qbo-http';
import { billBody, billProblem, journalEntryBody, namesOf, type QboRefs } from './qbo-payloads';

const refs: QboRefs = { account: (n) => `A-${n}`, klass: (n) => (n ? `C-${n}` : null), vendor: (n) => `V-${n}` };
const entity = (kind: ExportEntity['Kind'], lines: [string, string, string | null][]): ExportEntity => ({
  Key: 'k',
  ExportTypeId: kind === 'Bill' ? 3 : 1,
  Kind: kind,
  Date: '2026-11-03',
  DocNumber: 'D-1',
  Memo: 'memo',
  VenueId: 1,
  VenueName: 'Bar',
  VendorName: kind === 'Bill' ? 'Acme' : null,
  TransferId: null,
  ReceivedOrderId: null,
  TransferTypeName: null,
  IsWastage: false,
  Lines: lines.map(([Account, Amount, ClassName]) => ({ Account, Amount, Memo: Account, ClassName })),
});

describe('QuickBooks Online bodies', () => {
  it('makes a journal entry of signed lines: positive amounts with Debit/Credit, the class as ClassRef', () => {
    const body = journalEntryBody(
      entity('JournalEntry', [
        ['COGS', '10.05', 'Bar'],
        ['Inventory', '-10.05', null],
      ]),
      refs,
    );
    expect(body).toEqual({
      DocNumber: 'D-1',
      TxnDate: '2026-11-03',
      PrivateNote: 'memo',
      Line: [
        {
          DetailType: 'JournalEntryLineDetail',
          Amount: 10.05,
          Description: 'COGS',
          JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: { value: 'A-COGS', name: 'COGS' }, ClassRef: { value: 'C-Bar', name: 'Bar' } },
        },
        {
          DetailType: 'JournalEntryLineDetail',
          Amount: 10.05,
          Description: 'Inventory',
          JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: 'A-Inventory', name: 'Inventory' } },
        },
      ],
    });
  });

  it('makes a bill of every line but the payable one (its APAccountRef), a return kept negative', () => {
    const bill = entity('Bill', [
      ['Inventory', '30.00', 'Bar'],
      ['Inventory', '-5.00', 'Bar'],
      ['Accounts Payable', '-25.00', null],
    ]);
    expect(billProblem(bill)).toBeNull();
    const body = billBody(bill, refs);
    expect(body.VendorRef).toEqual({ value: 'V-Acme', name: 'Acme' });
    expect(body.APAccountRef).toEqual({ value: 'A-Accounts Payable', name: 'Accounts Payable' });
    expect(body.Line.map((l) => l.Amount)).toEqual([30, -5]);
    expect(namesOf(bill)).toEqual({ accounts: ['Inventory', 'Accounts Payable'], classes: ['Bar'], vendor: 'Acme' });
  });

  it.each([
    {
      title: 'without a payable line',
      lines: [
        ['Inventory', '5.00', null],
        ['Cash', '-5.00', null],
      ] as [string, string, null][],
      problem: /Accounts Payable/,
    },
    {
      title: 'whose payable is a debit (a negative bill)',
      lines: [
        ['Inventory', '-5.00', null],
        ['Accounts Payable', '5.00', null],
      ] as [string, string, null][],
      problem: /negative bill/,
    },
  ])('refuses a bill $title', ({ lines, problem }) => {
    expect(billProblem(entity('Bill', lines))).toMatch(problem);
  });
});

describe('QuickBooks Online answers', () => {
  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(1_000_000 + 5000).toUTCString(), 1_000_000)).toBe(5000);
    expect([retryAfterMs(null), retryAfterMs('soon')]).toEqual([null, null]);
  });

  it.each([
    {
      title: 'a Fault',
      body: { Fault: { Error: [{ Message: 'Invalid Reference Id', Detail: 'Accounts element id 9 not found', code: '2500' }], type: 'ValidationFault' } },
      said: 'Invalid Reference Id: Accounts element id 9 not found',
    },
    {
      title: 'an authentication fault',
      body: { fault: { error: [{ message: 'message=AuthenticationFailed', detail: 'Token expired', code: '3200' }] } },
      said: 'message=AuthenticationFailed: Token expired',
    },
    { title: 'an OAuth error', body: { error: 'invalid_grant' }, said: 'invalid_grant' },
    { title: 'an HTML page', body: '<html>Bad gateway</html>', said: 'HTTP 502: <html>Bad gateway</html>' },
  ])('says what QBO said in $title', ({ body, said }) => {
    expect(faultMessage(body, 502)).toBe(said);
  });
});
