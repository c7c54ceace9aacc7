import { Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type UserCreate, UserCreateSchema } from '@intermission/contracts';
import { useAllRolesQuery } from '../roles/api';
import { ControlledSelect, idOptions } from '../ui/form/ControlledSelect';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { useJobTitlesQuery } from './api';
import { FormSaveButton } from '../ui/form/FormSaveButton';

const empty = { FirstName: '', LastName: '', Email: '', Username: '', Password: '', Confirmation: '', AutomaticallyWhitelist: false };

/** A new staff user, with portal access when a user name is given; checked by the server's own schema. */
export function UserAddForm({ onSave }: { onSave: OnSave<UserCreate> }) {
  const jobTitles = useJobTitlesQuery().data;
  const roles = useAllRolesQuery().data;
  const { register, control, submit, formState } = useZodForm(UserCreateSchema, empty, onSave);
  const errors = formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480} gap="sm">
        <Group grow align="flex-start">
          <TextInput label="First Name" {...register('FirstName')} error={errors.FirstName?.message} />
          <TextInput label="Last Name" {...register('LastName')} error={errors.LastName?.message} />
        </Group>
        <TextInput label="Email" {...register('Email')} error={errors.Email?.message} />
        <ControlledSelect control={control} name="JobTitleId" label="Job Title" clearable data={idOptions(jobTitles)} />
        <TextInput label="Username" {...register('Username')} error={errors.Username?.message} />
        <PasswordInput label="Password" {...register('Password')} error={errors.Password?.message} />
        <PasswordInput label="Confirm Password" {...register('Confirmation')} error={errors.Confirmation?.message} />
        <ControlledSelect control={control} name="RoleId" empty={undefined} label="Role" clearable data={idOptions(roles)} />
        <Checkbox label="Automatically whitelist" {...register('AutomaticallyWhitelist')} />
        <FormSaveButton saving={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
