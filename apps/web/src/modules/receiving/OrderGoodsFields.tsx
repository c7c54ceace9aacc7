import type { StockOnHandItem } from '@intermission/contracts';
import { OrderGoodsTable } from './OrderGoodsTable';
import { type OrderForm, type OrderLine, orderLineErrors, typedFigures, withTypedLine } from './orderForm';

interface Props {
  form: OrderForm;
  goods: StockOnHandItem[];
  /** The venue whose quantities on hand are shown. */
  locationName?: string;
  /** The standard cost in force per good (what a new line's cost starts as). */
  standardCosts?: Record<number, string>;
  disabled?: boolean;
}

/** The order form's lines in the goods grid: a quantity and a cost per good, the schema's messages on the cells. */
export function OrderGoodsFields({ form, goods, locationName, standardCosts = {}, disabled }: Props) {
  const { watch, setValue, formState } = form;
  // The lines are only ever set whole by withTypedLine (or reset from an order), so each is complete.
  const lines = watch('ReceivedOrderGoods') as OrderLine[] | undefined;
  const { qty, costs } = typedFigures(lines, standardCosts);
  const type = (field: 'Qty' | 'Cost') => (goodId: number, text: string) =>
    setValue('ReceivedOrderGoods', withTypedLine(lines, goodId, field, text, standardCosts[goodId]), { shouldValidate: formState.isSubmitted });
  return (
    <OrderGoodsTable
      goods={goods}
      locationName={locationName}
      qty={qty}
      costs={costs}
      errors={orderLineErrors(formState.errors.ReceivedOrderGoods, lines)}
      onQtyChange={type('Qty')}
      onCostChange={type('Cost')}
      disabled={disabled}
    />
  );
}
