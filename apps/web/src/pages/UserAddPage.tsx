import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type User, UserCreateSchema, UserMessages } from '@intermission/contracts';
import type { z } from 'zod';
import { post } from '../modules/api/apiClient';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { useAllRolesQuery } from '../modules/roles/api';
import { useJobTitlesQuery } from '../modules/users/api';

type Form = z.input<typeof UserCreateSchema>;

export function UserAddPage() {
  const navigate = useNavigate();
  const jobTitles = useJobTitlesQuery().data ?? [];
  const roles = useAllRolesQuery().data ?? [];
  const { register, control, handleSubmit, formState, setError } = useForm<Form>({
    resolver: zodResolver(UserCreateSchema),
    defaultValues: { FirstName: '', LastName: '', Email: '', Username: '', Password: '', Confirmation: '', AutomaticallyWhitelist: false },
  });
  const handleSave = handleSubmit(async (form) => {
    try {
      const user = await post<User>('users/Create', { ...form, Email: form.Email || null, Username: form.Username || undefined });
      notifySuccess(UserMessages.Created);
      navigate(`/user/info?id=${user.Id}`, { replace: true });
    } catch (err) {
      showApiError(err, undefined, (f, m) => setError(f as keyof Form, { message: m }));
    }
  });
  return (
    <>
      <Title order={2} mb="md">
        Add User
      </Title>
      <form onSubmit={handleSave} noValidate>
        <Stack maw={480} gap="sm">
          <Group grow align="flex-start">
            <TextInput label="First Name" {...register('FirstName')} error={formState.errors.FirstName?.message} />
            <TextInput label="Last Name" {...register('LastName')} error={formState.errors.LastName?.message} />
          </Group>
          <TextInput label="Email" {...register('Email')} error={formState.errors.Email?.message} />
          <Controller
            control={control}
            name="JobTitleId"
            render={({ field }) => (
              <Select
                label="Job Title"
                clearable
                data={jobTitles.map((j) => ({ value: String(j.Id), label: j.Name }))}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : null)}
              />
            )}
          />
          <TextInput label="Username" {...register('Username')} error={formState.errors.Username?.message} />
          <PasswordInput label="Password" {...register('Password')} error={formState.errors.Password?.message} />
          <PasswordInput label="Confirm Password" {...register('Confirmation')} error={formState.errors.Confirmation?.message} />
          <Controller
            control={control}
            name="RoleId"
            render={({ field }) => (
              <Select
                label="Role"
                clearable
                data={roles.map((r) => ({ value: String(r.Id), label: r.Name }))}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                error={formState.errors.RoleId?.message}
              />
            )}
          />
          <Checkbox label="Automatically whitelist" {...register('AutomaticallyWhitelist')} />
          <Group>
            <Button type="submit" loading={formState.isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
