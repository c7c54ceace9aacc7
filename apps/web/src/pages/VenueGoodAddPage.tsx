import { Alert, Loader, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { GoodMessages } from '@intermission/contracts';
import { useActiveGoodsQuery } from '../modules/goods/api';
import { useAddVenueGoodsMutation, useAllVenueGoodsQuery } from '../modules/clients/hierarchy/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { VenueGoodsForm } from '../modules/clients/venue/VenueGoodsForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /client/venueGoods/add?venueId&venueName&clientId&clientName: goods picked from all goods and added to the venue. */
export function VenueGoodAddPage() {
  const params = useHierarchyParams();
  const { venueId, venueName } = params;
  const navigate = useNavigate();
  const goods = useActiveGoodsQuery();
  // The venue's goods already, left out of the choices.
  const current = useAllVenueGoodsQuery(venueId);
  const add = useAddVenueGoodsMutation(venueId ?? 0);
  if (!venueId) return <Alert color="red">No venue was given.</Alert>;
  const parent = levelParams.venue(params, { Id: venueId, Name: venueName ?? '' });
  const listPath = hierarchyPath('/client/venueGoods', { ...parent });
  const attached = new Set((current.data ?? []).map((g) => g.Id));

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
        <VenueGoodsForm
          available={(goods.data ?? []).filter((g) => !attached.has(g.Id))}
          onCancel={() => navigate(listPath)}
          onSave={async (values, setFieldError) => {
            try {
              await add.mutateAsync(values);
              notifySuccess(GoodMessages.Saved);
              navigate(listPath);
            } catch (err) {
              showApiError(err, undefined, setFieldError);
            }
          }}
        />
      )}
    </>
  );
}
