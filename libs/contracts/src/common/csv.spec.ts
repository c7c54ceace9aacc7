import { escapeCsvFormula, toCsv } from './csv';

describe('the CSV writer', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1', `'+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['-5+A1', `'-5+A1`],
    ['-', `'-`],
    ['-1', '-1'],
    ['-1.25', '-1.25'],
    ['-$1,234.50', '-$1,234.50'],
    ['Popcorn - large', 'Popcorn - large'],
  ])('escapes %j as %j', (text, shown) => expect(escapeCsvFormula(text)).toBe(shown));

  it('quotes every field, doubles quotes and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'say "hi"'],
        [1, null],
      ]),
    ).toBe('"a","say ""hi"""\r\n"1",""\r\n');
  });
});
