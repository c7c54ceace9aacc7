import { entryAmounts } from './entryAmounts';

const prices = new Map<number, number | string>([
  [1, 9],
  [2, 4.75],
]);
const line = (KitId: number | null, Qty: string | null) => ({ KitId, ItemId: null, Qty });
const text = (a: ReturnType<typeof entryAmounts>) => [a.Subtotal.toFixed(2), a.DiscountedTotal.toFixed(2), a.DiscountAmount.toFixed(2)];

describe('the live amounts of the sale entry (document 2 §5 "Sale amounts")', () => {
  it('prices the lines from the menu: 2 × $9 + 1 × $4.75 less 10 %', () => {
    expect(text(entryAmounts([line(1, '2'), line(2, '1'), line(null, null)], prices, '10'))).toEqual(['22.75', '20.48', '2.27']);
  });

  it('counts a kit without a quantity (or 0) once, as the save sends it', () => {
    expect(text(entryAmounts([line(1, ''), line(2, '0')], prices, ''))).toEqual(['13.75', '13.75', '0.00']);
  });

  it('a refund line is negative', () => {
    expect(text(entryAmounts([line(1, '-1')], prices, '0'))).toEqual(['-9.00', '-9.00', '0.00']);
  });

  it.each([
    { title: 'a negative discount', discount: '-5' },
    { title: 'an empty discount', discount: '' },
    { title: 'a discount not yet a number', discount: '1x' },
    { title: 'no discount', discount: undefined },
  ])('$title is 0', ({ discount }) => {
    expect(text(entryAmounts([line(1, '1')], prices, discount))).toEqual(['9.00', '9.00', '0.00']);
  });

  it('leaves out a quantity not yet a number and a kit the menu does not price', () => {
    expect(text(entryAmounts([line(1, '2x'), line(3, '1'), line(2, '2')], prices, null))).toEqual(['9.50', '9.50', '0.00']);
  });
});
