import { billEntity } from './bill-entries';
import { ExportAccounts, splitCents } from './export-accounts';
import { iifDate, iifField, iifFile, parseIif } from './iif';
import { transferEntity } from './transfer-entries';
import { sumCents } from '../money/cents';

const bill = billEntity({
  ReceivedOrderId: '5c0e0000-0000-4000-8005-000000000001',
  Day: '2026-11-20',
  VenueId: 7,
  VenueName: 'Harbor\r\nPlayhouse',
  VendorName: 'Coastal "Spirits"\tLtd',
  Goods: [{ Qty: '2', Cost: '10.0000', InventoryAccount: 'Liquor\tInventory' }],
  FreightRate: '1.5000',
  SuppliesRate: '0',
  DepositsCost: '0',
  GoodsToReturnCost: '0',
  BilledAmount: '21.0000',
  PPV: '-0.50',
})!;
const journal = transferEntity({
  TransferId: '5c0e0000-0000-4000-8003-00000000000a',
  TypeId: 7,
  Day: '2026-01-05',
  VenueId: 7,
  VenueName: 'Harbor Playhouse',
  Outgoing: true,
  FromName: 'Bar',
  ToName: null,
  WastageReason: null,
  Notes: 'line one\nline two',
  Lines: [{ Qty: '1', CostPerGood: '3.3333', CogsAccount: 'COGS', InventoryAccount: 'Inventory' }],
})!;

describe('IIF files', () => {
  const text = iifFile([journal, bill]);

  it('has the three headers, CRLF rows, tab-delimited', () => {
    const rows = text.split('\r\n');
    expect(rows.slice(0, 3)).toEqual([
      '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tNAME\tCLASS\tAMOUNT\tDOCNUM\tMEMO',
      '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tNAME\tCLASS\tAMOUNT\tDOCNUM\tMEMO',
      '!ENDTRNS',
    ]);
    expect(text.endsWith('ENDTRNS\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n"]/);
    expect(rows.filter(Boolean).every((r) => r.startsWith('!') || r === 'ENDTRNS' || r.split('\t').length === 10)).toBe(true);
  });

  it('parses back: every transaction sums to zero, a journal entry and a bill on Accounts Payable with its vendor', () => {
    const parsed = parseIif(text);
    expect(parsed.map((t) => t.Type)).toEqual(['GENERAL JOURNAL', 'BILL']);
    for (const t of parsed) expect(sumCents(t.Rows.map((r) => r.AMOUNT))).toBe(0);
    const [j, b] = parsed;
    expect(j.Rows.map((r) => [r.KIND, r.DATE, r.ACCNT, r.AMOUNT, r.DOCNUM])).toEqual([
      ['TRNS', '01/05/2026', 'COGS', '3.33', 'T-000800300000000000A'],
      ['SPL', '01/05/2026', 'Inventory', '-3.33', 'T-000800300000000000A'],
    ]);
    expect(b.Rows[0]).toMatchObject({
      KIND: 'TRNS',
      ACCNT: ExportAccounts.AccountsPayable,
      NAME: 'Coastal Spirits Ltd',
      AMOUNT: '-21.00',
      CLASS: 'Harbor Playhouse',
    });
    // 20.00 + 1.50 − 0.50 = 21.00.
    expect(b.Rows.slice(1).map((r) => [r.ACCNT, r.AMOUNT])).toEqual([
      ['Liquor Inventory', '20.00'],
      [ExportAccounts.Freight, '1.50'],
      [ExportAccounts.PurchasePriceVariance, '-0.50'],
    ]);
    expect(b.Rows.every((r) => r.NAME === 'Coastal Spirits Ltd')).toBe(true);
  });

  it('cleans fields and writes dates MM/DD/YYYY', () => {
    expect(iifField('a\tb\r\nc "d"\u0000')).toBe('a b c d');
    expect(iifDate('2026-11-05')).toBe('11/05/2026');
    expect(() => iifDate('nope')).toThrow();
  });

  it('shares cents exactly (largest remainder)', () => {
    expect(splitCents(100, ['1', '1', '1'])).toEqual([34, 33, 33]);
    expect(splitCents(-100, ['1', '1', '1'])).toEqual([-34, -33, -33]);
    expect(splitCents(10, ['0', '0'])).toEqual([5, 5]);
  });
});
