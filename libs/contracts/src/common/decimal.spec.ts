import { sumOfProducts } from './decimal';

describe('sumOfProducts', () => {
  it.each([
    {
      lines: [
        { price: '4.50', quantity: '2' },
        { price: '3.75', quantity: 1 },
      ],
      total: '12.75',
    },
    {
      lines: [
        { price: '1.10', quantity: '3' },
        { price: '1.99', quantity: '0.3333' },
      ],
      total: '3.96',
    },
    { lines: [{ price: '0.10', quantity: '3' }], total: '0.30' },
    { lines: [], total: '0.00' },
  ])('sums $lines to $total', ({ lines, total }) => expect(sumOfProducts(lines)).toBe(total));
});
