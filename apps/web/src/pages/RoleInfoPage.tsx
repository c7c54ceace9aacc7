import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate, useSearchParams } from 'react-router';
import { Messages, RoleMessages } from '@intermission/contracts';
import { useDeleteRoleMutation, useRoleQuery, useSaveRoleMutation } from '../modules/roles/api';
import { RoleForm } from '../modules/roles/RoleForm';
import { useClaim } from '../modules/session/useClaim';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';

export function RoleInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const canEdit = useClaim('UserRoles', 'FullAccess');
  const { data: role, isLoading, error } = useRoleQuery(id);
  const save = useSaveRoleMutation(id);
  const remove = useDeleteRoleMutation(id);

  if (isLoading) return <Loader />;
  if (error || !role) return <Alert color="red">{RoleMessages.LoadError}</Alert>;

  const handleDelete = () =>
    modals.openConfirmModal({
      title: 'Delete role',
      children: <Text>Delete the role {role.Name}?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync();
          notifySuccess('Role Deleted');
          navigate('/roles/');
        } catch (err) {
          // A role still held by users is refused with RoleMessages.DeleteRefused.
          showApiError(err, Messages.DeleteFailed, undefined, [400]);
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
        role={role}
        readOnly={!canEdit}
        onSave={({ Name, UserRoleClaims }, setFieldError) =>
          saveWithConcurrency((version) => save.mutateAsync({ Name, UserRoleClaims, Version: version ?? role.Version }), {
            success: RoleMessages.Saved,
            onSaved: () => undefined,
            onReload: save.setDetail,
            setFieldError,
          })
        }
      />
    </>
  );
}
