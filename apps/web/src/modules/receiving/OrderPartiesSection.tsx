import { SimpleGrid } from '@mantine/core';
import { DetailSection } from '../ui/DetailSection';
import { fact } from '../ui/Fact';
import { formatDateTime } from '../ui/formatDateTime';
import type { ReceivedOrder } from '@intermission/contracts';
import { OrderPartiesFields } from './OrderPartiesFields';
import type { OrderEditor } from './useOrderEditor';

/** The order's venue and vendor, when it was received and posted; venue and vendor editable until posted. */
export function OrderPartiesSection({ order: o, editor }: { order: ReceivedOrder; editor: OrderEditor }) {
  return (
    <DetailSection
      title="Order"
      {...editor.section('order')}
      view={
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fact('Venue', o.VenueName, { named: true })}
          {fact('Vendor', o.VendorName ?? '', { named: true })}
          {fact('Received', formatDateTime(o.ReceivedAt, o.TimeZone), { named: true })}
          {fact('Posted on', o.PostedAt ? formatDateTime(o.PostedAt, o.TimeZone) : 'Not yet', { named: true })}
        </SimpleGrid>
      }
      edit={
        <form onSubmit={editor.form.submit} noValidate>
          <OrderPartiesFields
            form={editor.form}
            venues={editor.venues}
            vendors={editor.vendors}
            currentVendor={o.VendorId ? { Id: o.VendorId, Name: o.VendorName ?? `Vendor ${o.VendorId}` } : null}
            disabled={editor.saving}
          />
          {editor.saveButton}
        </form>
      }
    />
  );
}
