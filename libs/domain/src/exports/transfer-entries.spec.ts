import { isBalanced } from './export-entity';
import { type TransferFacts, transferEntities, transferEntity } from './transfer-entries';

const guid = '5c0e0000-0000-4000-8003-00000000000a';
const wastage: TransferFacts = {
  TransferId: guid,
  TypeId: 7,
  Day: '2026-11-18',
  VenueId: 7,
  VenueName: 'Harbor Playhouse',
  Outgoing: true,
  FromName: 'Main Bar',
  ToName: null,
  WastageReason: 'Broken bottle',
  Notes: 'dropped\tin "cellar"',
  Lines: [
    // Liquor pair: 0.5 × 20 + 0.0333 × 20 = 10.666 → 10.67 (rounded once per pair).
    { Qty: '0.5', CostPerGood: '20.0000', CogsAccount: 'Liquor COGS', InventoryAccount: 'Liquor Inventory' },
    { Qty: '0.0333', CostPerGood: '20.0000', CogsAccount: 'Liquor COGS', InventoryAccount: 'Liquor Inventory' },
    // Beverage pair: 3 × 0.50 = 1.50.
    { Qty: '3', CostPerGood: '0.5000', CogsAccount: 'Beverage COGS', InventoryAccount: 'Beverage Inventory' },
  ],
};

describe('transfer entries', () => {
  it('a wastage transfer: debit COGS, credit inventory per account pair, flagged and its memo says so', () => {
    const e = transferEntity(wastage)!;
    expect(e.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      ['Beverage COGS', '1.50'],
      ['Beverage Inventory', '-1.50'],
      ['Liquor COGS', '10.67'],
      ['Liquor Inventory', '-10.67'],
    ]);
    expect(isBalanced(e)).toBe(true);
    expect(e).toMatchObject({ Key: `transfer:${guid}`, DocNumber: 'T-000800300000000000A', IsWastage: true, TransferTypeName: 'Wastage', Date: '2026-11-18' });
    expect(e.DocNumber.length).toBeLessThanOrEqual(21);
    expect(e.Memo).toMatch(/^WASTAGE \(Broken bottle\)/);
  });

  it('a billable transfer (out of the store) exports; a gain (in only) reverses', () => {
    const billable = transferEntity({ ...wastage, TypeId: 3, WastageReason: null, ToName: 'Billable', Lines: [wastage.Lines[2]] })!;
    expect(billable.Lines.map((l) => l.Amount)).toEqual(['1.50', '-1.50']);
    expect(billable.IsWastage).toBe(false);
    const gain = transferEntity({ ...wastage, TypeId: 6, Outgoing: false, FromName: null, ToName: 'Main Bar', Lines: [wastage.Lines[2]] })!;
    expect(gain.Lines.map((l) => [l.Account, l.Amount])).toEqual([
      ['Beverage COGS', '-1.50'],
      ['Beverage Inventory', '1.50'],
    ]);
  });

  it('inventory moves between locations and initializing are not exported; zero-cost transfers neither', () => {
    expect(transferEntity({ ...wastage, TypeId: 1 })).toBeNull();
    expect(transferEntity({ ...wastage, TypeId: 5 })).toBeNull();
    expect(transferEntity({ ...wastage, Lines: [{ ...wastage.Lines[0], CostPerGood: '0' }] })).toBeNull();
    expect(transferEntities([{ ...wastage, TypeId: 1 }, { ...wastage, Day: '2026-11-19', TransferId: 'b' }, wastage]).map((e) => e.Date)).toEqual([
      '2026-11-18',
      '2026-11-19',
    ]);
  });
});
