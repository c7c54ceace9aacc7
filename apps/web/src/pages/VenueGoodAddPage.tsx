import { Alert, Button, Group, Loader, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GoodMessages } from '@intermission/contracts';
import { get, post } from '../modules/api/apiClient';
import { useActiveGoodsQuery } from '../modules/goods/api';
import type { Named, VenueGoodRow } from '../modules/clients/hierarchy/types';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { DualListPicker } from '../modules/ui/DualListPicker';

/** /client/venueGoods/add?venueId&venueName&clientId&clientName: goods picked from all goods and added to the venue. */
export function VenueGoodAddPage() {
  const params = useHierarchyParams();
  const { venueId, venueName } = params;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goods = useActiveGoodsQuery();
  // The venue's goods already, left out of the choices.
  const current = useQuery({
    queryKey: ['venue-goods', venueId, 'all'],
    queryFn: () => get<VenueGoodRow[]>(`venues/${venueId}/goods/_search?q=*&skip=0&take=10000`),
    enabled: !!venueId,
  });
  const [selected, setSelected] = useState<Named[]>([]);
  const [saving, setSaving] = useState(false);
  if (!venueId) return <Alert color="red">No venue was given.</Alert>;
  const parent = levelParams.venue(params, { Id: venueId, Name: venueName ?? '' });
  const listPath = hierarchyPath('/client/venueGoods', { ...parent });
  const attached = new Set((current.data ?? []).map((g) => g.Id));

  const save = async () => {
    setSaving(true);
    try {
      await post(`venues/${venueId}/goods`, { GoodIds: selected.map((g) => g.Id) });
      notifySuccess(GoodMessages.Saved);
      await queryClient.invalidateQueries({ queryKey: ['venue-goods'] });
      await queryClient.invalidateQueries({ queryKey: ['side-panel', 'venue-goods'] });
      navigate(listPath);
    } catch (err) {
      showApiError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Add Goods" />
      <Title order={2} mb="md">
        Add Goods{venueName ? ` to ${venueName}` : ''}
      </Title>
      {goods.isLoading || current.isLoading ? (
        <Loader />
      ) : goods.error || current.error ? (
        <Alert color="red">The goods could not be loaded.</Alert>
      ) : (
        <>
          <DualListPicker<Named> label="goods" available={(goods.data ?? []).filter((g) => !attached.has(g.Id))} selected={selected} onChange={setSelected} />
          <Group mt="md">
            <Button onClick={save} loading={saving}>
              Save
            </Button>
            <Button variant="subtle" onClick={() => navigate(listPath)}>
              Cancel
            </Button>
          </Group>
        </>
      )}
    </>
  );
}
