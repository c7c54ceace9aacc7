import { Group, Stack, TextInput } from '@mantine/core';
import { type User, UserBasicInfoSchema, type UserBasicInfo } from '@intermission/contracts';
import { ControlledSelect, idOptions } from '../ui/form/ControlledSelect';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { useJobTitlesQuery } from './api';
import { FormSaveButton } from '../ui/form/FormSaveButton';

/** A staff user's names, email and job title, checked by the server's own schema. */
export function UserBasicForm({ user, onSave }: { user: User; onSave: OnSave<UserBasicInfo> }) {
  const jobTitles = useJobTitlesQuery().data;
  const { register, submit, formState, control } = useZodForm(
    UserBasicInfoSchema,
    { Id: user.Id, FirstName: user.FirstName, LastName: user.LastName, Email: user.Email ?? '', JobTitleId: user.JobTitleId, Version: user.Version },
    onSave,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        <Group grow align="flex-start">
          <TextInput label="First Name" {...register('FirstName')} error={formState.errors.FirstName?.message} maxLength={50} />
          <TextInput label="Last Name" {...register('LastName')} error={formState.errors.LastName?.message} maxLength={50} />
        </Group>
        <TextInput label="Email" {...register('Email')} error={formState.errors.Email?.message} />
        <ControlledSelect control={control} name="JobTitleId" label="Job Title" clearable data={idOptions(jobTitles)} />
        <FormSaveButton saving={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
