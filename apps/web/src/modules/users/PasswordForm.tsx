import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { PasswordChangeSchema, type PasswordChange } from '@intermission/contracts';

interface Props {
  onSave: (form: PasswordChange, setFieldError: (field: string, message: string) => void) => Promise<void>;
}

export function PasswordForm({ onSave }: Props) {
  const { register, handleSubmit, formState, setError } = useForm<PasswordChange>({
    resolver: zodResolver(PasswordChangeSchema),
    defaultValues: { OldPassword: '', NewPassword: '', Confirmation: '' },
  });
  const handleSave = handleSubmit((form) => onSave(form, (field, message) => setError(field as keyof PasswordChange, { message })));
  return (
    <form onSubmit={handleSave} noValidate>
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
