import { Alert, Anchor, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { couponKeys, couponValue, useCouponQuery, useRecordActions, useSaveCouponMutation } from '../modules/clients/hierarchy/api';
import { CouponForm } from '../modules/clients/hierarchy/CouponForm';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { saveRecordForm } from '../modules/clients/hierarchy/saveRecordForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { fact } from '../modules/ui/Fact';

/** /client/coupons/info?id&venueId&venueName&clientId&clientName: a coupon's name, value and goods; delete (coupons are not archived). */
export function CouponInfoPage() {
  const params = useHierarchyParams();
  const { id } = params;
  const navigate = useNavigate();
  const canEdit = useClaim('Coupons', 'FullAccess');
  const { data: coupon, isLoading, error } = useCouponQuery(id);
  const save = useSaveCouponMutation(id ?? 0);
  const actions = useRecordActions(couponKeys, id ?? 0);
  const [open, setOpen] = useState(false);

  if (!id) return <Alert color="red">No coupon was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !coupon) return <Alert color="red">This coupon could not be loaded.</Alert>;

  const venue = levelParams.venue(levelParams.client({ Id: coupon.ClientId, Name: params.clientName ?? '' }), { Id: coupon.VenueId, Name: coupon.VenueName });
  const leave = () => navigate(hierarchyPath('/client/coupons', { ...venue }));

  return (
    <>
      <HierarchyBreadcrumbs params={venue} current={coupon.Name} />
      <RecordHeader title={coupon.Name} kind="coupon" archived={coupon.Archived} canEdit={canEdit} onDelete={() => actions.remove(coupon, leave)} />
      <DetailSection
        title="Basic Info"
        open={open}
        canEdit={canEdit}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        view={
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {fact('Name', coupon.Name)}
            {fact('Value', couponValue(coupon.DollarValue))}
            <div>
              <Text size="xs" c="dimmed">
                Goods
              </Text>
              {coupon.Goods.length ? (
                <Stack gap={0}>
                  {coupon.Goods.map((g) => (
                    <Anchor key={g.Id} component={Link} to={`/good/info?id=${g.Id}`}>
                      {g.Name}
                    </Anchor>
                  ))}
                </Stack>
              ) : (
                <Text c="dimmed">None</Text>
              )}
            </div>
          </SimpleGrid>
        }
        edit={
          <CouponForm
            key={coupon.Version}
            coupon={coupon}
            venueId={coupon.VenueId}
            submitLabel="Save"
            onSave={saveRecordForm(save, coupon, ClientAreaMessages.CouponSaved, () => setOpen(false))}
          />
        }
      />
    </>
  );
}
