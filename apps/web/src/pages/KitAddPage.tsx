import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Kit, KitMessages } from '@intermission/contracts';
import { post } from '../modules/api/apiClient';
import { draftOfKit, KitForm, kitBody } from '../modules/kits/KitForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

export function KitAddPage() {
  const navigate = useNavigate();
  return (
    <>
      <Title order={2} mb="md">
        Add Kit
      </Title>
      <KitForm
        initial={draftOfKit()}
        onSave={async (d) => {
          try {
            const kit = await post<Kit>('kits', kitBody(d));
            notifySuccess(KitMessages.Created);
            navigate(`/kit/info?id=${kit.Id}`, { replace: true });
          } catch (err) {
            showApiError(err);
          }
        }}
      />
    </>
  );
}
