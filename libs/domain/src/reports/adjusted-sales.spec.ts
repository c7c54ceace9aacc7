import { adjustedSalesRow, adjustedSalesTotals } from './adjusted-sales';

describe('managed (adjusted) sales row', () => {
  it('adds the manual lines to the stations’ figures', () => {
    // stations 10 × 6.50 = 65.00; a manager's tab of 3 and a refund of 1: +2 kits, +13.00
    const row = adjustedSalesRow({ StationQty: 10, StationGross: '65.00', ManualQty: 2, ManualGross: '13.00', ManualLines: 2 });
    expect(row).toEqual({ Quantity: '10', SalePrice: '65.00', AdjustedQuantity: '12', AdjustedSalePrice: '78.00', IsAdjusted: true });
    const plain = adjustedSalesRow({ StationQty: 4, StationGross: '26.005', ManualQty: 0, ManualGross: 0, ManualLines: 0 });
    expect(plain).toEqual({ Quantity: '4', SalePrice: '26.01', AdjustedQuantity: '4', AdjustedSalePrice: '26.01', IsAdjusted: false });
    // a manual-only row (a price the stations never rang)
    const only = adjustedSalesRow({ StationQty: 0, StationGross: 0, ManualQty: -1, ManualGross: '-12.25', ManualLines: 1 });
    expect(only).toEqual({ Quantity: '0', SalePrice: '0.00', AdjustedQuantity: '-1', AdjustedSalePrice: '-12.25', IsAdjusted: true });
    expect(adjustedSalesTotals([row, plain, only])).toEqual({ Quantity: '14', SalePrice: '91.01', AdjustedQuantity: '15', AdjustedSalePrice: '91.76' });
  });
});
