import { Button, Checkbox, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatPhone, type VendorListItem } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';
import { vendorsSearchQuery } from '../modules/vendors/api';

/** /vendor/list: 12 a page, search, include archived; adding needs Vendors FullAccess. */
export function VendorsListPage() {
  const navigate = useNavigate();
  const canEdit = useClaim('Vendors', 'FullAccess');
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Vendors</Title>
        {canEdit && <Button onClick={() => navigate('/vendor/add')}>Add Vendor</Button>}
      </Group>
      <PagedList<VendorListItem>
        stateKey="vendors"
        label="Vendors"
        initial={{ includeArchived: false }}
        query={(s, skip, take) => vendorsSearchQuery({ Query: s.q || '*', Skip: skip, Take: take, IncludeArchived: !!s.includeArchived })}
        filters={(s, set) => (
          <Checkbox label="Include archived" checked={!!s.includeArchived} onChange={(e) => set({ includeArchived: e.currentTarget.checked })} mb={8} />
        )}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { field: 'ContactName', headerName: 'Contact', flex: 1 },
          { headerName: 'Phone', valueGetter: (p) => (p.data?.Phone ? formatPhone(p.data.Phone) : ''), flex: 1 },
          { field: 'AccountNumber', headerName: 'Account', maxWidth: 140 },
          { field: 'GoodsCount', headerName: 'Goods', maxWidth: 100 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(v) => navigate(`/vendor/info?id=${v.Id}`)}
      />
    </>
  );
}
