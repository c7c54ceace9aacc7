import { Alert, Loader, Stack } from '@mantine/core';
import { DetailSection } from '../ui/DetailSection';
import type { ReceivedOrder } from './api';
import { draftTotals, lineErrors } from './orderDraft';
import { OrderGoodsTable } from './OrderGoodsTable';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderTotalsView } from './OrderTotalsView';
import type { OrderEditor } from './useOrderEditor';

/** The goods the order received; quantities and costs editable until it is posted. */
export function OrderGoodsSection({ order: o, editor }: { order: ReceivedOrder; editor: OrderEditor }) {
  const { draft, costs, goods } = editor;
  return (
    <DetailSection
      title="Goods"
      {...editor.section('goods')}
      view={<OrderLinesTable lines={o.Goods} />}
      edit={
        goods.isLoading ? (
          <Loader />
        ) : goods.error ? (
          <Alert color="red">The goods of {o.VenueName} could not be loaded.</Alert>
        ) : (
          <Stack>
            <OrderGoodsTable
              goods={editor.editGoods}
              locationName={editor.venue?.Name ?? o.VenueName}
              qty={draft.Qty}
              costs={costs}
              errors={lineErrors(draft, costs)}
              onQtyChange={(goodId, text) => editor.change((d) => ({ Qty: { ...d.Qty, [goodId]: text } }))}
              onCostChange={(goodId, text) => editor.change((d) => ({ Cost: { ...d.Cost, [goodId]: text } }))}
              disabled={editor.saving}
            />
            <OrderTotalsView totals={draftTotals(draft, costs)} />
            {editor.saveButton}
          </Stack>
        )
      }
    />
  );
}
