import { Anchor, Group, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { GoodVendor } from '@intermission/contracts';
import { goodVendorsSearchQuery } from '../modules/goods/api';
import { PagedList } from '../modules/ui/PagedList';

/** /good/vendors?goodId&goodName: every vendor of a good, newest link first. */
export function GoodVendorsPage() {
  const [params] = useSearchParams();
  const goodId = Number(params.get('goodId'));
  const goodName = params.get('goodName') ?? '';
  const navigate = useNavigate();
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Vendors of {goodName || `good ${goodId}`}</Title>
        <Anchor component={Link} to={`/good/info?id=${goodId}`}>
          Back to the good
        </Anchor>
      </Group>
      <PagedList<GoodVendor>
        stateKey={`goodVendors.${goodId}`}
        label="Vendors of the good"
        query={(s, skip, take) => goodVendorsSearchQuery(goodId, { q: s.q, skip, take })}
        columns={[
          { field: 'Name', headerName: 'Vendor', flex: 2 },
          { headerName: 'Supplying since', valueGetter: (p) => (p.data ? new Date(p.data.AddedAt).toLocaleDateString('en-US') : ''), flex: 1 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(v) => navigate(`/vendor/info?id=${v.Id}`)}
      />
    </>
  );
}
