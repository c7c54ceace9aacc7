import { SimpleGrid, Stack } from '@mantine/core';
import { formatCurrency } from '@intermission/contracts';
import { DetailSection } from '../ui/DetailSection';
import { fact } from '../ui/Fact';
import type { ReceivedOrder } from '@intermission/contracts';
import { OrderChargesFields } from './OrderChargesFields';
import { OrderFormTotals } from './OrderFormTotals';
import { chargeFields } from './orderForm';
import { OrderTotalsView } from './OrderTotalsView';
import type { OrderEditor } from './useOrderEditor';

/** The order's charges and its Estimated Bill, Total Cost and PPV; the charges editable until it is posted. */
export function OrderChargesSection({ order: o, editor }: { order: ReceivedOrder; editor: OrderEditor }) {
  return (
    <DetailSection
      title="Charges & Totals"
      {...editor.section('charges')}
      view={
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>{chargeFields.map(({ field, label }) => fact(label, formatCurrency(o[field])))}</SimpleGrid>
          <OrderTotalsView totals={o} />
        </Stack>
      }
      edit={
        <form onSubmit={editor.form.submit} noValidate>
          <Stack>
            <OrderChargesFields form={editor.form} disabled={editor.saving} />
            <OrderFormTotals form={editor.form} />
            {editor.saveButton}
          </Stack>
        </form>
      }
    />
  );
}
