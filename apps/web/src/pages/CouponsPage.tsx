import { Alert, Button, Checkbox, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { CouponListItem } from '@intermission/contracts';
import { couponsSearchQuery, couponValue } from '../modules/clients/hierarchy/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';

/** /client/coupons?venueId&venueName&clientId&clientName: the venue's coupons, with the include-archived filter. */
export function CouponsPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('Coupons', 'FullAccess');
  const { venueId, venueName } = params;
  if (!venueId) return <Alert color="red">No venue was given.</Alert>;
  const parent = levelParams.venue(params, { Id: venueId, Name: venueName ?? '' });
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Coupons" />
      <Group justify="space-between" mb="md">
        <Title order={2}>Coupons{venueName ? ` of ${venueName}` : ''}</Title>
        {canEdit && <Button onClick={() => navigate(hierarchyPath('/client/coupons/add', { ...parent }))}>Add Coupon</Button>}
      </Group>
      <PagedList<CouponListItem>
        stateKey="venue-coupons"
        label="Coupons"
        initial={{ includeArchived: false }}
        query={(s, skip, take) => couponsSearchQuery(venueId, { q: s.q, skip, take, includeArchived: !!s.includeArchived })}
        filters={(s, set) => (
          <Checkbox label="Include archived" checked={!!s.includeArchived} onChange={(e) => set({ includeArchived: e.currentTarget.checked })} mb={8} />
        )}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { headerName: 'Value', valueGetter: (p) => (p.data ? couponValue(p.data.DollarValue) : ''), flex: 1 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(c) => navigate(hierarchyPath('/client/coupons/info', { id: c.Id, ...parent }))}
      />
    </>
  );
}
