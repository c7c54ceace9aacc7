import { Alert, Button, PasswordInput } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { Messages, ResetRequestSchema } from '@intermission/contracts';
import { clientCredentials } from '../modules/api/clientSecret';
import { SignInFrame } from '../modules/app/SignInFrame';
import { useResetPasswordMutation } from '../modules/session/api';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { notifySuccess } from '../modules/ui/notify';
import { isRefusal, showApiError } from '../modules/ui/showApiError';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const { AuthClientId, AuthClientSecret } = clientCredentials();
  // The link's user and key and the client's credentials ride along with the two fields the user types.
  const link = { AuthUserId: Number(params.get('userId')), ResetKey: params.get('resetKey') ?? '', AuthClientID: AuthClientId, AuthClientSecret };
  const { register, submit, formState } = useZodForm(ResetRequestSchema, { ...link, Password: '', Confirmation: '' }, async (body, setFieldError) => {
    try {
      await reset.mutateAsync(body);
      notifySuccess(Messages.PasswordReset);
      navigate('/login');
    } catch (err) {
      // The spec's "Something went wrong." leads; why (a used or expired link, a field's message) follows.
      showApiError(err, Messages.SomethingWentWrong, { setFieldError, ownMessageOn: isRefusal, withDetail: true });
    }
  });
  const linkError = formState.errors.ResetKey ?? formState.errors.AuthUserId;
  return (
    <SignInFrame title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <PasswordInput label="New password" autoComplete="new-password" {...register('Password')} error={formState.errors.Password?.message} mb="sm" />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...register('Confirmation')}
          error={formState.errors.Confirmation?.message}
          mb="md"
        />
        {linkError && (
          <Alert color="red" mb="md" role="alert">
            {Messages.SomethingWentWrong} This reset link is not complete.
          </Alert>
        )}
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Reset password
        </Button>
      </form>
    </SignInFrame>
  );
}
