import { Alert, Button, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { VenueGoodListItem } from '@intermission/contracts';
import { venueGoodsSearchQuery } from '../modules/clients/hierarchy/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';

/** /client/venueGoods?venueId&venueName&clientId&clientName: the goods of a venue, newest first; a row opens the good. */
export function VenueGoodsPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('Goods', 'FullAccess');
  const { venueId, venueName } = params;
  if (!venueId) return <Alert color="red">No venue was given.</Alert>;
  const parent = levelParams.venue(params, { Id: venueId, Name: venueName ?? '' });
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Goods" />
      <Group justify="space-between" mb="md">
        <Title order={2}>Goods{venueName ? ` of ${venueName}` : ''}</Title>
        {canEdit && <Button onClick={() => navigate(hierarchyPath('/client/venueGoods/add', { ...parent }))}>Add Goods</Button>}
      </Group>
      <PagedList<VenueGoodListItem>
        stateKey="venue-goods"
        label="Goods of the venue"
        query={(s, skip, take) => venueGoodsSearchQuery(venueId, { q: s.q, skip, take, inactive: false })}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { field: 'CategoryName', headerName: 'Category', flex: 1 },
          { headerName: 'Tracked', valueGetter: (p) => (p.data?.Tracked ? 'Yes' : 'No'), maxWidth: 120 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(g) => navigate(hierarchyPath('/client/venueGoods/info', { id: g.Id, ...parent }))}
      />
    </>
  );
}
