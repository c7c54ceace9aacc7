import { cashboxesProjection } from './cashboxes/cashboxes.projection';
import { depositsProjection } from './deposits/deposits.projection';
import { pettyCashProjection } from './petty-cash/petty-cash.projection';
import type { Projection } from './projection';
import { inventoryReportsProjection } from './stock/inventory-reports.projection';
import { receivedOrdersProjection } from './stock/received-orders.projection';
import { salesProjection } from './sales/sales.projection';
import { stockProjection } from './stock/stock.projection';

/**
 * Every projection the application's runner keeps, in one place: stock (on hand and movements),
 * received orders, inventory reports (counts and sales), cash box logs, petty cash withdrawals, sales (docs/sales.md), posted deposits. Tests register the sample stream totals
 * themselves.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each projection types its own tables
export function registeredProjections(): Projection<any>[] {
  return [
    stockProjection(),
    receivedOrdersProjection(),
    inventoryReportsProjection(),
    cashboxesProjection(),
    pettyCashProjection(),
    salesProjection(),
    depositsProjection(),
  ];
}
