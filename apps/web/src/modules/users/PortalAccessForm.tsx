import { Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type PortalAccess, PortalAccessSchema, type User } from '@intermission/contracts';
import { useAllRolesQuery } from '../roles/api';
import { ControlledSelect, idOptions } from '../ui/form/ControlledSelect';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';

interface Props {
  user: User;
  onSave: OnSave<PortalAccess>;
  onRemove: () => void;
}

/** A staff user's portal access (user name, password, role, whitelisting), checked by the server's own schema. */
export function PortalAccessForm({ user, onSave, onRemove }: Props) {
  const roles = useAllRolesQuery().data;
  const { register, control, submit, formState } = useZodForm(
    PortalAccessSchema,
    {
      Username: user.AuthUser?.Username ?? '',
      Password: '',
      Confirmation: '',
      UserRoleId: user.AuthUser?.UserRole.Id,
      AutomaticallyWhitelist: user.AuthUser?.AutomaticallyWhitelist ?? false,
      Version: user.Version,
    },
    onSave,
  );
  const errors = formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <TextInput label="Username" maxLength={100} {...register('Username')} error={errors.Username?.message} />
        <PasswordInput label="Password" autoComplete="new-password" {...register('Password')} error={errors.Password?.message} />
        <PasswordInput label="Confirm Password" autoComplete="new-password" {...register('Confirmation')} error={errors.Confirmation?.message} />
        <ControlledSelect control={control} name="UserRoleId" empty={undefined} label="Role" data={idOptions(roles)} />
        <Checkbox label="Automatically whitelist" {...register('AutomaticallyWhitelist')} />
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
          {user.AuthUser && (
            <Button color="red" variant="light" onClick={onRemove}>
              Remove portal access
            </Button>
          )}
        </Group>
        {!user.AuthUser && (
          <Text size="sm" c="dimmed">
            This user cannot sign in yet: give a user name, a password and a role.
          </Text>
        )}
      </Stack>
    </form>
  );
}
