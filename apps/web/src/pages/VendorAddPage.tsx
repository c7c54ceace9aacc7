import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Vendor, VendorMessages } from '@intermission/contracts';
import { post } from '../modules/api/apiClient';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { VendorForm } from '../modules/vendors/VendorForm';

export function VendorAddPage() {
  const navigate = useNavigate();
  return (
    <>
      <Title order={2} mb="md">
        Add Vendor
      </Title>
      <VendorForm
        submitLabel="Create Vendor"
        onSave={async (form, setFieldError) => {
          try {
            const vendor = await post<Vendor>('vendors', form);
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
