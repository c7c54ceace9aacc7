import { Group } from '@mantine/core';
import type { InventoryLocationOption } from '@intermission/contracts';
import { ControlledSelect, type IdOption, idOptions } from '../ui/form/ControlledSelect';
import type { OrderForm } from './orderForm';

interface Props {
  form: OrderForm;
  venues: InventoryLocationOption[];
  vendors: IdOption[];
  /** The order's own vendor, offered even when it is no longer active. */
  currentVendor?: IdOption | null;
  disabled?: boolean;
}

/** The venue that received an order (one of the user's) and the vendor it came from (optional). */
export function OrderPartiesFields({ form, venues, vendors, currentVendor, disabled }: Props) {
  const vendorList = currentVendor && !vendors.some((v) => v.Id === currentVendor.Id) ? [...vendors, currentVendor] : vendors;
  return (
    <Group align="flex-end">
      <ControlledSelect
        control={form.control}
        name="VenueId"
        empty={undefined}
        label="Venue"
        placeholder="Choose a venue"
        searchable
        nothingFoundMessage="No venue matches"
        data={idOptions(venues.map((v) => ({ Id: v.VenueId, Name: v.VenueName })))}
        disabled={disabled}
        w={320}
      />
      <ControlledSelect
        control={form.control}
        name="VendorId"
        label="Vendor"
        placeholder="No vendor"
        searchable
        clearable
        nothingFoundMessage="No vendor matches"
        data={idOptions(vendorList)}
        disabled={disabled}
        w={320}
      />
    </Group>
  );
}
