import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PosUserMessages } from '@intermission/contracts';
import { useCreatePosUserMutation } from '../modules/pos/api';
import { PosUserForm } from '../modules/pos/PosUserForm';
import { notifySuccess } from '../modules/ui/notify';
import { showFormApiError } from '../modules/ui/showApiError';

export function PosUserAddPage() {
  const navigate = useNavigate();
  const create = useCreatePosUserMutation();
  return (
    <>
      <Title order={2} mb="md">
        Add POS User
      </Title>
      <PosUserForm
        withPin
        initial={{}}
        onSave={async (pos, setFieldError) => {
          try {
            const created = await create.mutateAsync({ ...pos, Pin: pos.Pin ?? '' });
            notifySuccess(PosUserMessages.Created);
            navigate(`/pos/info?id=${created.Id}`, { replace: true });
          } catch (err) {
            showFormApiError(err, setFieldError);
          }
        }}
      />
    </>
  );
}
