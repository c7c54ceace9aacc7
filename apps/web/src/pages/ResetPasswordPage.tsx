import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Messages } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { post } from '../modules/api/apiClient';
import { clientCredentials } from '../modules/api/clientSecret';
import { SignInFrame } from '../modules/app/SignInFrame';
import { notifyError, notifySuccess } from '../modules/ui/notify';

const ResetFormSchema = z
  .object({ Password: z.string().min(8, 'Password must be at least 8 characters'), Confirmation: z.string() })
  .refine((f) => f.Password === f.Confirmation, { path: ['Confirmation'], message: Messages.PasswordMismatch });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<z.infer<typeof ResetFormSchema>>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { Password: '', Confirmation: '' },
  });
  const handleReset = handleSubmit(async (form) => {
    const { AuthClientId, AuthClientSecret } = clientCredentials();
    try {
      await post('users/reset', {
        AuthClientID: AuthClientId,
        AuthClientSecret,
        AuthUserId: Number(params.get('userId')),
        ResetKey: params.get('resetKey') ?? '',
        ...form,
      });
      notifySuccess(Messages.PasswordReset);
      navigate('/login');
    } catch (err) {
      const detail = err instanceof ApiError ? [err.body?.Message, ...Object.values(err.modelState ?? {}).flat()].filter(Boolean).join(' ') : '';
      notifyError(`${Messages.SomethingWentWrong} ${detail}`.trim());
    }
  });
  return (
    <SignInFrame title="Choose a new password">
      <form onSubmit={handleReset} noValidate>
        <PasswordInput label="New password" autoComplete="new-password" {...register('Password')} error={formState.errors.Password?.message} mb="sm" />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...register('Confirmation')}
          error={formState.errors.Confirmation?.message}
          mb="md"
        />
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Reset password
        </Button>
      </form>
    </SignInFrame>
  );
}
