import { Alert, Loader, Stack } from '@mantine/core';
import { DetailSection } from '../ui/DetailSection';
import type { ReceivedOrder } from '@intermission/contracts';
import { OrderFormTotals } from './OrderFormTotals';
import { OrderGoodsFields } from './OrderGoodsFields';
import { OrderLinesTable } from './OrderLinesTable';
import type { OrderEditor } from './useOrderEditor';

/** The goods the order received; quantities and costs editable until it is posted. */
export function OrderGoodsSection({ order: o, editor }: { order: ReceivedOrder; editor: OrderEditor }) {
  const { goods } = editor;
  return (
    <DetailSection
      title="Goods"
      {...editor.section('goods')}
      view={<OrderLinesTable lines={o.Goods} />}
      edit={
        editor.goodsLoading ? (
          <Loader />
        ) : goods.error ? (
          <Alert color="red">The goods of {o.VenueName} could not be loaded.</Alert>
        ) : (
          <form onSubmit={editor.form.submit} noValidate>
            <Stack>
              <OrderGoodsFields
                form={editor.form}
                goods={editor.editGoods}
                locationName={editor.venue?.Name ?? o.VenueName}
                standardCosts={editor.standardCosts}
                disabled={editor.saving}
              />
              <OrderFormTotals form={editor.form} />
              {editor.saveButton}
            </Stack>
          </form>
        )
      }
    />
  );
}
