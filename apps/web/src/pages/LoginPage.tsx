import { Alert, Anchor, Button, Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { homePath, LoginRequestSchema, Messages } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { builtMenuKeys } from '../modules/app/routeTable';
import { safeReturnUrl } from '../modules/app/safeReturnUrl';
import { SignInFrame } from '../modules/app/SignInFrame';
import { hasSession, useSignInMutation } from '../modules/session/api';
import { sessionStore } from '../modules/session/sessionStore';
import { useFirstFieldRef } from '../modules/ui/form/useFirstFieldRef';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** The sign-in request's own fields, and remember-me (the client's credentials are added by the call). */
const SignInFormSchema = LoginRequestSchema.pick({ Username: true, Password: true }).extend({ Remember: z.boolean() });

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const signIn = useSignInMutation();
  const say = (text: string, notify: (t: string) => void) => {
    setMessage(text);
    notify(text);
  };
  const { register, submit, formState } = useZodForm(SignInFormSchema, { Username: '', Password: '', Remember: false }, async (form) => {
    setMessage(null);
    try {
      const res = await signIn.mutateAsync(form);
      if (!res.LoginResult) return say(Messages.LoginLinkEmailed, notifySuccess);
      if (!hasSession(res)) return say(Messages.NotWhitelisted, notifyError);
      const s = sessionStore.get()!;
      navigate(safeReturnUrl(params.get('returnUrl')) ?? homePath(s.claimValues, s.userId, builtMenuKeys), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 418) return say(Messages.LoginIncorrect, notifyError);
      if (err instanceof ApiError && err.status === 429) return say(err.message, notifyError);
      showApiError(err, Messages.LoginFailed);
    }
  });
  const firstField = useFirstFieldRef();
  const username = register('Username');

  return (
    <SignInFrame title="Sign in">
      <form onSubmit={submit} noValidate>
        <TextInput label="Username" autoComplete="username" {...username} ref={firstField(username)} error={formState.errors.Username?.message} mb="sm" />
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
