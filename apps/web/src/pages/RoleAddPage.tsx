import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RoleMessages } from '@intermission/contracts';
import { useCreateRoleMutation } from '../modules/roles/api';
import { RoleForm } from '../modules/roles/RoleForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

export function RoleAddPage() {
  const navigate = useNavigate();
  const create = useCreateRoleMutation();
  return (
    <>
      <Title order={2} mb="md">
        Add Role
      </Title>
      <RoleForm
        onSave={async ({ Name, UserRoleClaims }, setFieldError) => {
          try {
            const role = await create.mutateAsync({ Name, UserRoleClaims });
            notifySuccess(RoleMessages.Created);
            navigate(`/roles/info?id=${role.Id}`, { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
