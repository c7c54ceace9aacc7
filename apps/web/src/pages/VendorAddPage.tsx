import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { VendorMessages } from '@intermission/contracts';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { useCreateVendorMutation } from '../modules/vendors/api';
import { VendorForm } from '../modules/vendors/VendorForm';

export function VendorAddPage() {
  const navigate = useNavigate();
  const create = useCreateVendorMutation();
  return (
    <>
      <Title order={2} mb="md">
        Add Vendor
      </Title>
      <VendorForm
        submitLabel="Create Vendor"
        onSave={async (form, setFieldError) => {
          try {
            const vendor = await create.mutateAsync(form);
            notifySuccess(VendorMessages.Created);
            navigate(`/vendor/info?id=${vendor.Id}`, { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
