import { isBalanced } from './export-entity';
import { ExportAccounts } from './export-accounts';
import { type BillFacts, billEntity } from './bill-entries';

// By hand: goods 12 × 20.0000 = 240.00 (Liquor Inventory), 48 × 0.4850 = 23.28 (Beverage Inventory);
// freight 15.00, supplies 4.25, deposits 2.40, goods to return 6.00 → total cost 290.93;
// billed 288.00 → PPV −2.93 (a credit). Payable 288.00.
const order: BillFacts = {
  ReceivedOrderId: '5c0e0000-0000-4000-8005-000000000001',
  Day: '2026-11-20',
  VenueId: 7,
  VenueName: 'Harbor Playhouse',
  VendorName: 'Coastal "Spirits"\tLtd',
  Goods: [
    { Qty: '12', Cost: '20.0000', InventoryAccount: 'Liquor Inventory' },
    { Qty: '48', Cost: '0.4850', InventoryAccount: 'Beverage Inventory' },
  ],
  FreightRate: '15.0000',
  SuppliesRate: '4.2500',
  DepositsCost: '2.4000',
  GoodsToReturnCost: '6.0000',
  BilledAmount: '288.0000',
  PPV: '-2.93',
};

describe('bill entries', () => {
  it('debits the goods per inventory account, freight, supplies, deposits, the return and PPV; credits Accounts Payable the billed amount', () => {
    const e = billEntity(order)!;
    expect(e.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      ['Beverage Inventory', '23.28'],
      ['Liquor Inventory', '240.00'],
      [ExportAccounts.Freight, '15.00'],
      [ExportAccounts.Supplies, '4.25'],
      [ExportAccounts.ContainerDeposits, '2.40'],
      [ExportAccounts.VendorReturns, '6.00'],
      [ExportAccounts.PurchasePriceVariance, '-2.93'],
      [ExportAccounts.AccountsPayable, '-288.00'],
    ]);
    expect(isBalanced(e)).toBe(true);
    expect(e).toMatchObject({ Kind: 'Bill', ExportTypeId: 3, Key: `bill:${order.ReceivedOrderId}`, DocNumber: 'B-0008005000000000001', Date: '2026-11-20' });
    expect(e.VendorName).toBe(order.VendorName);
  });

  it('a cent lost to rounding per account goes to Rounding Difference; no vendor: Unspecified Vendor', () => {
    // 1 × 0.0050 on two accounts: 0.01 + 0.01 = 0.02 against a total (and bill) of 0.01.
    const e = billEntity({
      ...order,
      VendorName: null,
      Goods: [
        { Qty: '1', Cost: '0.0050', InventoryAccount: 'A' },
        { Qty: '1', Cost: '0.0050', InventoryAccount: 'B' },
      ],
      FreightRate: '0',
      SuppliesRate: '0',
      DepositsCost: '0',
      GoodsToReturnCost: '0',
      BilledAmount: '0.0100',
      PPV: '0.00',
    })!;
    expect(e.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      ['A', '0.01'],
      ['B', '0.01'],
      [ExportAccounts.Rounding, '-0.01'],
      [ExportAccounts.AccountsPayable, '-0.01'],
    ]);
    expect(isBalanced(e)).toBe(true);
    expect(e.VendorName).toBe('Unspecified Vendor');
  });
});
