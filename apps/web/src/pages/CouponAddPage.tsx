import { Alert, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { useCreateCouponMutation } from '../modules/clients/hierarchy/api';
import { CouponForm } from '../modules/clients/hierarchy/CouponForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /client/coupons/add?venueId&venueName&clientId&clientName: a new coupon of the venue, then its page. */
export function CouponAddPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const create = useCreateCouponMutation();
  const { venueId, venueName } = params;
  if (!venueId) return <Alert color="red">No venue was given.</Alert>;
  const parent = levelParams.venue(params, { Id: venueId, Name: venueName ?? '' });
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Add Coupon" />
      <Title order={2} mb="md">
        Add Coupon
      </Title>
      <CouponForm
        venueId={venueId}
        submitLabel="Create Coupon"
        onSave={async (form, setFieldError) => {
          try {
            const coupon = await create.mutateAsync({ ...form, Id: 0 });
            notifySuccess(ClientAreaMessages.CouponCreated);
            navigate(hierarchyPath('/client/coupons/info', { id: coupon.Id, ...parent }), { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
