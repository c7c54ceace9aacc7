import Decimal from 'decimal.js';
import { roundMoney } from '../sales/sale-amounts';

/** The managed (adjusted) sales report's row (docs/reports.md "Managed sales report"). */

export interface AdjustedSums {
  /** The stations' lines: Σ Qty, Σ Qty × price. */
  StationQty: Decimal.Value;
  StationGross: Decimal.Value;
  /** The manual lines (Manage Sales). */
  ManualQty: Decimal.Value;
  ManualGross: Decimal.Value;
  /** Whether the row has any manual line (a manual sale and its refund still adjusted it). */
  ManualLines: number;
}

export function adjustedSalesRow(s: AdjustedSums) {
  return {
    Quantity: new Decimal(s.StationQty).toFixed(),
    SalePrice: roundMoney(s.StationGross).toFixed(2),
    AdjustedQuantity: new Decimal(s.StationQty).plus(s.ManualQty).toFixed(),
    AdjustedSalePrice: roundMoney(new Decimal(s.StationGross).plus(s.ManualGross)).toFixed(2),
    IsAdjusted: s.ManualLines > 0,
  };
}

/** The Totals of the rows listed. */
export function adjustedSalesTotals(rows: readonly ReturnType<typeof adjustedSalesRow>[]) {
  const sum = (k: 'Quantity' | 'SalePrice' | 'AdjustedQuantity' | 'AdjustedSalePrice') => rows.reduce((a, r) => a.plus(r[k]), new Decimal(0));
  return {
    Quantity: sum('Quantity').toFixed(),
    SalePrice: sum('SalePrice').toFixed(2),
    AdjustedQuantity: sum('AdjustedQuantity').toFixed(),
    AdjustedSalePrice: sum('AdjustedSalePrice').toFixed(2),
  };
}
