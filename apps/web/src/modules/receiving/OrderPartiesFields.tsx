import { Group, Select } from '@mantine/core';
import type { StockLocation } from '../stock/stockTypes';

interface Props {
  venues: StockLocation[];
  vendors: { Id: number; Name: string }[];
  venueId: number | null;
  vendorId: number | null;
  /** The order's own vendor, offered even when it is no longer active. */
  currentVendor?: { Id: number; Name: string } | null;
  onVenueChange: (venueId: number | null) => void;
  onVendorChange: (vendorId: number | null) => void;
  disabled?: boolean;
}

/** The venue that received an order (one of the user's) and the vendor it came from (optional). */
export function OrderPartiesFields({ venues, vendors, venueId, vendorId, currentVendor, onVenueChange, onVendorChange, disabled }: Props) {
  const vendorList = currentVendor && !vendors.some((v) => v.Id === currentVendor.Id) ? [...vendors, currentVendor] : vendors;
  return (
    <Group align="flex-end">
      <Select
        label="Venue"
        placeholder="Choose a venue"
        searchable
        nothingFoundMessage="No venue matches"
        data={venues.map((v) => ({ value: String(v.VenueId), label: v.VenueName }))}
        value={venueId === null ? null : String(venueId)}
        onChange={(v) => onVenueChange(v ? Number(v) : null)}
        disabled={disabled}
        w={320}
      />
      <Select
        label="Vendor"
        placeholder="No vendor"
        searchable
        clearable
        nothingFoundMessage="No vendor matches"
        data={vendorList.map((v) => ({ value: String(v.Id), label: v.Name }))}
        value={vendorId === null ? null : String(vendorId)}
        onChange={(v) => onVendorChange(v ? Number(v) : null)}
        disabled={disabled}
        w={320}
      />
    </Group>
  );
}
