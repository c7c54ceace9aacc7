import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type PosUser, PosUserMessages } from '@intermission/contracts';
import { post } from '../modules/api/apiClient';
import { PosUserForm } from '../modules/pos/PosUserForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

export function PosUserAddPage() {
  const navigate = useNavigate();
  return (
    <>
      <Title order={2} mb="md">
        Add POS User
      </Title>
      <PosUserForm
        withPin
        initial={{ FirstName: '', LastName: '', VenueId: null, Pin: '' }}
        onSave={async (d) => {
          try {
            const created = await post<PosUser>('posusers', d);
            notifySuccess(PosUserMessages.Created);
            navigate(`/pos/info?id=${created.Id}`, { replace: true });
          } catch (err) {
            showApiError(err);
          }
        }}
      />
    </>
  );
}
