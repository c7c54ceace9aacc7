import { Button, PasswordInput, Stack } from '@mantine/core';
import { type PasswordChange, PasswordChangeSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';

/** The own password: the current one, the new one and its confirmation, checked by the server's own schema. */
export function PasswordForm({ onSave }: { onSave: OnSave<PasswordChange> }) {
  const { register, submit, formState } = useZodForm(PasswordChangeSchema, { OldPassword: '', NewPassword: '', Confirmation: '' }, onSave);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={360}>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...register('OldPassword')}
          error={formState.errors.OldPassword && (formState.errors.OldPassword.message || 'Current Password is required')}
        />
        <PasswordInput label="New Password" autoComplete="new-password" {...register('NewPassword')} error={formState.errors.NewPassword?.message} />
        <PasswordInput label="Confirm Password" autoComplete="new-password" {...register('Confirmation')} error={formState.errors.Confirmation?.message} />
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
