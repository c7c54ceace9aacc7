import { checkSaleInput, ledgerFigure } from './sale-decider';

const sale = {
  SaleId: '6f1c2c4e-0000-4000-8000-000000000001',
  SalesLocationId: 3,
  StationId: null,
  PosUserId: null,
  ShowEvent: null,
  IsRefund: false,
  SaleDate: '2026-11-20T17:40:00Z',
  SaleKits: [{ KitId: 1, Qty: '2', SalePricePerKit: '6.50' }],
};

describe('recording a sale: the input rules (coded decisions)', () => {
  it('accepts a sale the event can keep', () => {
    expect(checkSaleInput(sale)).toEqual({ ok: true, value: null });
  });

  it.each([
    [{ SaleId: 'nope' }, 'SaleId'],
    [{ SalesLocationId: 2147483648 }, 'SalesLocationId'],
    [{ PosUserId: 2 ** 53 }, 'PosUserId'],
    [{ StationId: 0 }, 'StationId'],
    [{ ShowEvent: { Id: 2147483648, Start: '2026-11-20T18:00:00Z', End: '2026-11-20T20:00:00Z' } }, 'ShowEvent'],
    [{ SaleKits: [] }, 'SaleKits'],
    [{ SaleKits: [{ KitId: 1, Qty: '1234567890', SalePricePerKit: '1' }] }, 'SaleKits'],
    [{ IsRefund: true }, 'SaleKits'],
  ])('refuses %j as InvalidSale of %s', (over, field) => {
    expect(checkSaleInput({ ...sale, ...over })).toMatchObject({ ok: false, code: 'InvalidSale', field });
  });

  it('refuses a figure past the ledger’s 9 digits', () => {
    expect(ledgerFigure('999999999.9999', 'x')).toEqual({ ok: true, value: '999999999.9999' });
    expect(ledgerFigure('-1000000000', 'The total')).toMatchObject({ ok: false, code: 'AmountTooLarge', message: 'The total is too large to record' });
  });
});
