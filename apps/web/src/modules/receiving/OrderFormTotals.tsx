import { orderFormTotals, type OrderForm, type OrderValues } from './orderForm';
import { OrderTotalsView } from './OrderTotalsView';

/** The Estimated Bill, Total Cost and PPV of the order as it is typed. */
export function OrderFormTotals({ form }: { form: OrderForm }) {
  return <OrderTotalsView totals={orderFormTotals(form.watch() as Partial<OrderValues>)} />;
}
