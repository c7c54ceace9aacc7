import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Messages, type Role, RoleMessages } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { del, get, put } from '../modules/api/apiClient';
import { claimsOf, draftOf, RoleForm } from '../modules/roles/RoleForm';
import { useClaim } from '../modules/session/useClaim';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';

export function RoleInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useClaim('UserRoles', 'FullAccess');
  const { data: role, isLoading, error } = useQuery({ queryKey: ['roles', id], queryFn: () => get<Role>(`roles/${id}`) });

  if (isLoading) return <Loader />;
  if (error || !role) return <Alert color="red">{RoleMessages.LoadError}</Alert>;

  const setRole = (r: Role) => queryClient.setQueryData(['roles', id], r);
  const handleDelete = () =>
    modals.openConfirmModal({
      title: 'Delete role',
      children: <Text>Delete the role {role.Name}?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await del(`roles/${id}`);
          notifySuccess('Role Deleted');
          navigate('/roles/');
        } catch (err) {
          notifyError(err instanceof ApiError && err.status === 400 ? RoleMessages.DeleteRefused : Messages.DeleteFailed);
        }
      },
    });

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{role.Name}</Title>
        {canEdit && (
          <Button color="red" variant="light" onClick={handleDelete}>
            Delete
          </Button>
        )}
      </Group>
      <Text c="dimmed" mb="md">
        {role.UserCount} user(s) hold this role.
      </Text>
      <RoleForm
        key={role.Version}
        initial={draftOf(role)}
        readOnly={!canEdit}
        onSave={(d) =>
          saveWithConcurrency((version) => put<Role>('roles', { Id: role.Id, Name: d.Name, UserRoleClaims: claimsOf(d), Version: version ?? role.Version }), {
            success: RoleMessages.Saved,
            onSaved: setRole,
            onReload: setRole,
          })
        }
      />
    </>
  );
}
