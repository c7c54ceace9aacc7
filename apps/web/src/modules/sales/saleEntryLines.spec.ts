import { chooseKit, emptyLine, removeLine, setQty, withTrailingLine } from './saleEntryLines';

const line = (KitId: number | null, Qty: string | null) => ({ KitId, ItemId: null, Qty });

describe('the sale entry lines (document 2 §2, §5)', () => {
  it('always keep one empty trailing line', () => {
    expect(withTrailingLine([])).toEqual([emptyLine()]);
    expect(withTrailingLine([line(1, '2')])).toEqual([line(1, '2'), emptyLine()]);
    expect(withTrailingLine([line(1, '2'), emptyLine(), line(3, '1'), emptyLine(), emptyLine()])).toEqual([line(1, '2'), line(3, '1'), emptyLine()]);
  });

  it('choosing a kit on the trailing line adds a new empty line, and its empty quantity becomes 1', () => {
    const lines = chooseKit([emptyLine()], 0, 7);
    expect(lines).toEqual([line(7, '1'), emptyLine()]);
    expect(chooseKit(lines, 1, 8)).toEqual([line(7, '1'), line(8, '1'), emptyLine()]);
  });

  it.each([
    { title: 'a quantity of 0', qty: '0', expected: '1' },
    { title: 'a quantity of 0.00', qty: '0.00', expected: '1' },
    { title: 'no quantity', qty: null, expected: '1' },
    { title: 'a blank quantity', qty: ' ', expected: '1' },
    { title: 'a quantity of 3', qty: '3', expected: '3' },
    { title: 'a refund of -2', qty: '-2', expected: '-2' },
  ])('$title becomes $expected when a kit is selected', ({ qty, expected }) => {
    expect(chooseKit([line(null, qty)], 0, 5)[0]!.Qty).toBe(expected);
  });

  it('choosing another kit on a line keeps its quantity and adds no line', () => {
    expect(chooseKit([line(1, '4'), emptyLine()], 0, 2)).toEqual([line(2, '4'), emptyLine()]);
  });

  it('clearing a kit removes its line but never the trailing one', () => {
    expect(chooseKit([line(1, '4'), line(2, '1'), emptyLine()], 0, null)).toEqual([line(2, '1'), emptyLine()]);
    expect(chooseKit([emptyLine()], 0, null)).toEqual([emptyLine()]);
  });

  it('a quantity is kept as typed; a removed line leaves the trailing line', () => {
    const lines = setQty([line(1, '1'), emptyLine()], 0, '-1');
    expect(lines).toEqual([line(1, '-1'), emptyLine()]);
    expect(removeLine(lines, 0)).toEqual([emptyLine()]);
    expect(removeLine(lines, 1)).toEqual([line(1, '-1'), emptyLine()]);
  });

  it('a quantity typed on the trailing line stays there until a kit is chosen', () => {
    const typed = setQty([emptyLine()], 0, '3');
    expect(withTrailingLine(typed)).toEqual([line(null, '3')]);
    expect(chooseKit(typed, 0, 9)).toEqual([line(9, '3'), emptyLine()]);
  });
});
