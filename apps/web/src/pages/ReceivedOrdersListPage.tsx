import { Button, Group, Select, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatCurrency, type ReceivedOrderListItem } from '@intermission/contracts';
import { receivedOrdersSearchQuery, useOrderVenues, useVendors } from '../modules/receiving/api';
import { useClaim } from '../modules/session/useClaim';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { PagedList, stateId } from '../modules/ui/PagedList';

const statuses = [
  { value: 'false', label: 'Unposted' },
  { value: 'true', label: 'Posted' },
];

/** /receiving/list (Manage Orders): received orders newest first, 12 a page, by venue, vendor and status (kept between visits). */
export function ReceivedOrdersListPage() {
  const navigate = useNavigate();
  const canReceive = useClaim('VenueManager', 'FullAccess');
  const { venues } = useOrderVenues();
  const vendors = useVendors();

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Manage Orders</Title>
        {canReceive && <Button onClick={() => navigate('/receiving/receiveInventory')}>Receive Inventory</Button>}
      </Group>
      <PagedList<ReceivedOrderListItem>
        stateKey="received-orders"
        label="Received Orders"
        initial={{ venueId: '', vendorId: '', posted: '' }}
        query={(s, skip, take) =>
          receivedOrdersSearchQuery({
            Query: s.q.trim() || undefined,
            Skip: skip,
            Take: take,
            VenueId: stateId(s.venueId) ?? null,
            VendorId: stateId(s.vendorId) ?? null,
            Posted: s.posted === 'true' ? true : s.posted === 'false' ? false : null,
          })
        }
        filters={(s, set) => (
          <>
            <Select
              label="Venue"
              placeholder="All venues"
              clearable
              searchable
              data={venues.map((v) => ({ value: String(v.VenueId), label: v.VenueName }))}
              value={s.venueId ? String(s.venueId) : null}
              onChange={(v) => set({ venueId: v ?? '' })}
              w={220}
            />
            <Select
              label="Vendor"
              placeholder="All vendors"
              clearable
              searchable
              data={(vendors.data ?? []).map((v) => ({ value: String(v.Id), label: v.Name }))}
              value={s.vendorId ? String(s.vendorId) : null}
              onChange={(v) => set({ vendorId: v ?? '' })}
              w={220}
            />
            <Select
              label="Status"
              placeholder="Posted and unposted"
              clearable
              data={statuses}
              value={s.posted ? String(s.posted) : null}
              onChange={(v) => set({ posted: v ?? '' })}
              w={200}
            />
          </>
        )}
        columns={[
          { headerName: 'Received', valueGetter: (p) => (p.data ? formatDateTime(p.data.ReceivedAt, p.data.TimeZone) : ''), minWidth: 170 },
          { field: 'VenueName', headerName: 'Venue' },
          { headerName: 'Vendor', valueGetter: (p) => p.data?.VendorName ?? '' },
          { headerName: 'Status', valueGetter: (p) => (p.data ? (p.data.Posted ? 'Posted' : 'Unposted') : ''), maxWidth: 120 },
          { headerName: 'Estimated bill', valueGetter: (p) => (p.data ? formatCurrency(p.data.EstimatedBill) : ''), maxWidth: 150 },
          { headerName: 'Total cost', valueGetter: (p) => (p.data ? formatCurrency(p.data.TotalCost) : ''), maxWidth: 150 },
          { headerName: 'Billed', valueGetter: (p) => (p.data ? formatCurrency(p.data.BilledAmount) : ''), maxWidth: 150 },
          { headerName: 'PPV', valueGetter: (p) => (p.data ? formatCurrency(p.data.PPV) : ''), maxWidth: 130 },
        ]}
        onRowClick={(o) => navigate(`/receiving/info?id=${o.Id}`)}
      />
    </>
  );
}
