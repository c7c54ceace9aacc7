import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { UserMessages } from '@intermission/contracts';
import { useCreateUserMutation } from '../modules/users/api';
import { UserAddForm } from '../modules/users/UserAddForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

export function UserAddPage() {
  const navigate = useNavigate();
  const create = useCreateUserMutation();
  return (
    <>
      <Title order={2} mb="md">
        Add User
      </Title>
      <UserAddForm
        onSave={async (form, setFieldError) => {
          try {
            const user = await create.mutateAsync({ ...form, Username: form.Username || undefined });
            notifySuccess(UserMessages.Created);
            navigate(`/user/info?id=${user.Id}`, { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
