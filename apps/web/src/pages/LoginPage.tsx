import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { homePath, type LoginResponse, Messages } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { post } from '../modules/api/apiClient';
import { clientCredentials } from '../modules/api/clientSecret';
import { builtMenuKeys } from '../modules/app/routeTable';
import { safeReturnUrl } from '../modules/app/safeReturnUrl';
import { SignInFrame } from '../modules/app/SignInFrame';
import { sessionStore } from '../modules/session/sessionStore';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { useFirstFieldFocus } from '../modules/ui/useFirstFieldFocus';

const LoginFormSchema = z.object({
  Username: z.string().trim().min(1, 'Username is required'),
  Password: z.string().min(1, 'Password is required'),
  Remember: z.boolean(),
});
type LoginForm = z.infer<typeof LoginFormSchema>;

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { Username: '', Password: '', Remember: false },
  });
  const first = useRef<HTMLInputElement | null>(null);
  useFirstFieldFocus(first);
  const username = register('Username');

  const handleLogin = handleSubmit(async (form) => {
    setMessage(null);
    try {
      const res = await post<LoginResponse>('users/token', {
        Username: form.Username,
        Password: form.Password,
        AuthClientID: clientCredentials().AuthClientId,
        AuthClientSecret: clientCredentials().AuthClientSecret,
      });
      if (!res.LoginResult) {
        setMessage(Messages.LoginLinkEmailed);
        notifySuccess(Messages.LoginLinkEmailed);
        return;
      }
      if (!('Jwt' in res.LoginResult)) {
        setMessage(Messages.NotWhitelisted);
        notifyError(Messages.NotWhitelisted);
        return;
      }
      sessionStore.signIn(res, form.Remember);
      const s = sessionStore.get()!;
      navigate(safeReturnUrl(params.get('returnUrl')) ?? homePath(s.claimValues, s.userId, builtMenuKeys), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 418) {
        setMessage(Messages.LoginIncorrect);
        notifyError(Messages.LoginIncorrect);
        return;
      }
      if (err instanceof ApiError && err.status === 429) {
        setMessage(err.message);
        notifyError(err.message);
        return;
      }
      showApiError(err, Messages.LoginFailed);
    }
  });

  return (
    <SignInFrame title="Sign in">
      <form onSubmit={handleLogin} noValidate>
        <TextInput
          label="Username"
          autoComplete="username"
          {...username}
          ref={(el) => {
            username.ref(el);
            first.current = el;
          }}
          error={formState.errors.Username?.message}
          mb="sm"
        />
        <PasswordInput label="Password" autoComplete="current-password" {...register('Password')} error={formState.errors.Password?.message} mb="sm" />
        <Checkbox label="Remember me" {...register('Remember')} mb="md" />
        {message && (
          <Alert color="red" mb="md" role="alert">
            {message}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Sign in
        </Button>
      </form>
      <Anchor component={Link} to="/forgotpassword" size="sm">
        Forgot your password?
      </Anchor>
    </SignInFrame>
  );
}
