import { Button, Group, TextInput } from '@mantine/core';
import { type User, type UserNameUpdate, UserNameUpdateSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';

/** The own name from the profile page, checked by the server's own schema. */
export function BasicInfoForm({ user, onSave }: { user: User; onSave: OnSave<UserNameUpdate> }) {
  const { register, submit, formState } = useZodForm(
    UserNameUpdateSchema,
    { Id: user.Id, FirstName: user.FirstName, LastName: user.LastName, Version: user.Version },
    onSave,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group grow align="flex-start">
        <TextInput label="First Name" {...register('FirstName')} error={formState.errors.FirstName?.message} maxLength={50} />
        <TextInput label="Last Name" {...register('LastName')} error={formState.errors.LastName?.message} maxLength={50} />
      </Group>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
