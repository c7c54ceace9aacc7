import { isBalanced } from './export-entity';
import { ExportAccounts } from './export-accounts';
import { type VenueDaySalesFacts, transactionEntities, transactionEntity } from './transaction-entries';

// A venue day by hand (tax 6 %, prices include the tax):
//   Vodka Soda 9.00: 3 sold, 1 refunded → Quantity 2, Gross 18.00, Taxable 18.00;
//     tax 18 − 18 / 1.06 = 1.01886… → 1.02; net 16.98 shared Liquor 3 : Beverage 1 →
//     12.735 / 4.245 → 12.73 + 4.24 = 16.97, the last cent to the larger remainder (a tie: the larger share) → 12.74 / 4.24.
//   Pretzel 5.00 × 2 = 10.00, not taxable: tax 0, Food Sales 10.00.
//   Payments: cash 9.10, voucher 9.00, discount (7) 0.90, Visa/MC 9.00 with a 1.50 tip → 28.00 = gross.
//   Over/short: cash short 4.00. Petty cash 12.50 for 'Supplies' (account 'Office Supplies').
const day: VenueDaySalesFacts = {
  VenueId: 7,
  VenueName: 'Harbor Playhouse',
  Day: '2026-11-17',
  TaxRate: '6.0000',
  Kits: [
    { KitId: 1, SalePrice: '9.00', Quantity: '2', Gross: '18.00', Taxable: '18.00' },
    { KitId: 2, SalePrice: '5.00', Quantity: '2', Gross: '10.00', Taxable: '0' },
  ],
  KitRevenue: new Map([
    [
      1,
      [
        { RevenueAccount: 'Liquor Sales', Weight: '3' },
        { RevenueAccount: 'Beverage Sales', Weight: '1' },
      ],
    ],
    [2, [{ RevenueAccount: 'Food Sales', Weight: '1.00' }]],
  ]),
  Payments: [
    { PaymentMethodId: 1, Total: '9.10', Tip: '0' },
    { PaymentMethodId: 2, Total: '9.00', Tip: '1.50' },
    { PaymentMethodId: 5, Total: '9.00', Tip: '0' },
    { PaymentMethodId: 7, Total: '0.90', Tip: '0' },
  ],
  OverShort: [
    { PaymentMethodId: 1, Amount: '-4.00' },
    { PaymentMethodId: 2, Amount: '0.00' },
  ],
  PettyCash: [{ Account: 'Office Supplies', Reason: 'Supplies', Amount: '12.50' }],
};

const pairs = (e: { Lines: { Account: string; Amount: string }[] }) => e.Lines.map((l) => [l.Account, l.Amount]);

describe('transaction entries (a venue day of sales)', () => {
  it('credits revenue per account and the tax, debits tenders, discount, tips, over/short and petty cash, balanced', () => {
    const e = transactionEntity(day)!;
    expect(pairs(e)).toEqual([
      ['Beverage Sales', '-4.24'],
      ['Food Sales', '-10.00'],
      ['Liquor Sales', '-12.74'],
      [ExportAccounts.SalesTaxPayable, '-1.02'],
      [ExportAccounts.UndepositedFunds, '9.10'],
      [ExportAccounts.VisaMasterCardClearing, '9.00'],
      [ExportAccounts.VouchersOutstanding, '9.00'],
      [ExportAccounts.Discounts, '0.90'],
      [ExportAccounts.VisaMasterCardClearing, '1.50'],
      [ExportAccounts.TipsPayable, '-1.50'],
      [ExportAccounts.UndepositedFunds, '-4.00'],
      [ExportAccounts.OverShort, '4.00'],
      ['Office Supplies', '12.50'],
      [ExportAccounts.UndepositedFunds, '-12.50'],
    ]);
    expect(isBalanced(e)).toBe(true);
    expect(e).toMatchObject({ Key: 'sales:7:2026-11-17', DocNumber: 'S-7-20261117', Kind: 'JournalEntry', ExportTypeId: 2, Date: '2026-11-17' });
    expect(e.Lines.every((l) => l.ClassName === 'Harbor Playhouse')).toBe(true);
  });

  it('is the same entity whatever order the revenue shares and withdrawals were read in (a run and a page of the QBO log)', () => {
    const twoReasons = { ...day, PettyCash: [...day.PettyCash, { Account: 'Cleaning', Reason: 'Mops', Amount: '3.00' }] };
    const reversed = {
      ...twoReasons,
      KitRevenue: new Map([...day.KitRevenue].map(([kit, shares]) => [kit, [...shares].reverse()])),
      PettyCash: [...twoReasons.PettyCash].reverse(),
    };
    expect(transactionEntity(reversed)).toEqual(transactionEntity(twoReasons));
    expect(pairs(transactionEntity(reversed)!).slice(0, 3)).toEqual([
      ['Beverage Sales', '-4.24'],
      ['Food Sales', '-10.00'],
      ['Liquor Sales', '-12.74'],
    ]);
  });

  it('a refund-only day credits back: revenue and tax debited, cash credited', () => {
    const e = transactionEntity({
      ...day,
      Kits: [{ KitId: 1, SalePrice: '9.00', Quantity: '-1', Gross: '-9.00', Taxable: '-9.00' }],
      Payments: [{ PaymentMethodId: 1, Total: '-9.00', Tip: '0' }],
      OverShort: [],
      PettyCash: [],
    })!;
    // Tax −9 + 9/1.06 = −0.50943… → −0.51; net −8.49 shared 3 : 1 → −6.3675 / −2.1225 → −6.37 / −2.12.
    expect(pairs(e)).toEqual([
      ['Beverage Sales', '2.12'],
      ['Liquor Sales', '6.37'],
      [ExportAccounts.SalesTaxPayable, '0.51'],
      [ExportAccounts.UndepositedFunds, '-9.00'],
    ]);
    expect(isBalanced(e)).toBe(true);
  });

  it('puts sales their payments do not cover on Rounding Difference, and a kit with no goods on Sales – Unassigned', () => {
    const e = transactionEntity({
      ...day,
      Kits: [{ KitId: 3, SalePrice: '3.00', Quantity: '1', Gross: '3.00', Taxable: '0' }],
      Payments: [{ PaymentMethodId: 1, Total: '2.99', Tip: '0' }],
      OverShort: [],
      PettyCash: [],
    })!;
    expect(pairs(e)).toEqual([
      [ExportAccounts.UnassignedRevenue, '-3.00'],
      [ExportAccounts.UndepositedFunds, '2.99'],
      [ExportAccounts.Rounding, '0.01'],
    ]);
    expect(isBalanced(e)).toBe(true);
  });

  it('a day with nothing is no entity; entities are ordered by date then key', () => {
    expect(transactionEntity({ ...day, Kits: [], Payments: [], OverShort: [], PettyCash: [] })).toBeNull();
    const es = transactionEntities([{ ...day, Day: '2026-11-18' }, { ...day, VenueId: 9 }, day]);
    expect(es.map((e) => e.Key)).toEqual(['sales:7:2026-11-17', 'sales:9:2026-11-17', 'sales:7:2026-11-18']);
  });
});
