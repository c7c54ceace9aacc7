import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { KitMessages } from '@intermission/contracts';
import { useCreateKitMutation } from '../modules/kits/api';
import { KitForm } from '../modules/kits/KitForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

export function KitAddPage() {
  const navigate = useNavigate();
  const create = useCreateKitMutation();
  return (
    <>
      <Title order={2} mb="md">
        Add Kit
      </Title>
      <KitForm
        onSave={async (body, setFieldError) => {
          try {
            const kit = await create.mutateAsync(body);
            notifySuccess(KitMessages.Created);
            navigate(`/kit/info?id=${kit.Id}`, { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
