import { CountsFormSchema, InitializeFormSchema, transferFormSchema, WastageFormSchema } from './movementForms';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the stock forms’ schemas', () => {
  it('a transfer needs its origin, then its destination (in the words the screen gives)', () => {
    expect(messages(transferFormSchema().safeParse({ TransferGoods: [] }))).toEqual({ FromInventoryLocationId: 'Choose the location to transfer from' });
    expect(messages(transferFormSchema().safeParse({ FromInventoryLocationId: 3 }))).toEqual({ ToInventoryLocationId: 'Choose the location to transfer to' });
    const none = () => 'There is no patrons room to transfer to from Bar 1.';
    expect(messages(transferFormSchema(none).safeParse({ FromInventoryLocationId: 3 }))).toEqual({ ToInventoryLocationId: none() });
    expect(transferFormSchema().safeParse({ FromInventoryLocationId: 3, ToInventoryLocationId: 4, TransferGoods: [{ GoodId: 1, Qty: '2' }] }).success).toBe(
      true,
    );
  });

  it('a count needs its location and some good counted above 0 once rounded down, said once for the whole form', () => {
    expect(messages(CountsFormSchema.safeParse({ Counts: [{ GoodId: 1, Counted: '3' }] }))).toEqual({
      InventoryLocationId: 'Choose the location that was counted',
    });
    expect(messages(CountsFormSchema.safeParse({ InventoryLocationId: 2, Counts: [] }))).toEqual({ root: 'Nothing to reconcile' });
    expect(messages(CountsFormSchema.safeParse({ InventoryLocationId: 2, Counts: [{ GoodId: 1, Counted: '0.009' }] }))).toEqual({
      root: 'Nothing to reconcile',
    });
    expect(
      CountsFormSchema.safeParse({
        InventoryLocationId: 2,
        Counts: [
          { GoodId: 1, Counted: '0' },
          { GoodId: 2, Counted: '0.01' },
        ],
      }).success,
    ).toBe(true);
  });

  it('a count with a line that is not a number says only what is wrong with the line', () => {
    expect(messages(CountsFormSchema.safeParse({ InventoryLocationId: 2, Counts: [{ GoodId: 1, Counted: 'abc' }] }))).toEqual({
      'Counts.0.Counted': 'Quantity must be a number of 0 or more',
    });
  });

  it('initializing needs its location; wastage its location and reason', () => {
    expect(messages(InitializeFormSchema.safeParse({}))).toEqual({ ToInventoryLocationId: 'Choose the location to initialize' });
    expect(messages(WastageFormSchema.safeParse({ Goods: [] }))).toEqual({
      InventoryLocationId: 'Choose the location where the goods were wasted',
      WastageId: 'Choose a waste reason',
    });
    expect(messages(WastageFormSchema.safeParse({ InventoryLocationId: null, WastageId: 3 }))).toEqual({
      InventoryLocationId: 'Choose the location where the goods were wasted',
    });
  });
});
