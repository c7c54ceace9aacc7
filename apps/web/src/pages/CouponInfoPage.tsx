import { Alert, Anchor, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { get, put } from '../modules/api/apiClient';
import { couponValue, deleteRecord } from '../modules/clients/hierarchy/api';
import { CouponForm } from '../modules/clients/hierarchy/CouponForm';
import { RecordHeader } from '../modules/clients/hierarchy/RecordHeader';
import type { Coupon } from '../modules/clients/hierarchy/types';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { fact } from '../modules/ui/Fact';

/** /client/coupons/info?id&venueId&venueName&clientId&clientName: a coupon's name, value and goods; delete (coupons are not archived). */
export function CouponInfoPage() {
  const params = useHierarchyParams();
  const { id } = params;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useClaim('Coupons', 'FullAccess');
  const key = ['coupons', id];
  const { data: coupon, isLoading, error } = useQuery({ queryKey: key, queryFn: () => get<Coupon>(`coupons/${id}`), enabled: !!id });
  const [open, setOpen] = useState(false);

  if (!id) return <Alert color="red">No coupon was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !coupon) return <Alert color="red">This coupon could not be loaded.</Alert>;

  const venue = levelParams.venue(levelParams.client({ Id: coupon.ClientId, Name: params.clientName ?? '' }), { Id: coupon.VenueId, Name: coupon.VenueName });
  const setCoupon = (c: Coupon) => queryClient.setQueryData(key, c);
  const leave = () => {
    queryClient.removeQueries({ queryKey: key });
    navigate(hierarchyPath('/client/coupons', { ...venue }));
  };

  return (
    <>
      <HierarchyBreadcrumbs params={venue} current={coupon.Name} />
      <RecordHeader
        title={coupon.Name}
        kind="coupon"
        archived={coupon.Archived}
        canEdit={canEdit}
        onDelete={() => deleteRecord(`coupons/${coupon.Id}`, leave)}
      />
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
            onSave={(form, setFieldError) =>
              saveWithConcurrency(
                async (v) => (await put<{ Coupon: Coupon }>(`coupons/${coupon.Id}`, { ...form, Id: coupon.Id, Version: v ?? coupon.Version })).Coupon,
                {
                  success: ClientAreaMessages.CouponSaved,
                  setFieldError,
                  onSaved: (c) => (setCoupon(c), setOpen(false)),
                  onReload: (c) => (setCoupon(c), setOpen(false)),
                },
              )
            }
          />
        }
      />
    </>
  );
}
