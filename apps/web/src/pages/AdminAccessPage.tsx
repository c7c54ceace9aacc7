import { Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { homePath, type LoginResponse, Messages } from '@intermission/contracts';
import { post } from '../modules/api/apiClient';
import { clientCredentials } from '../modules/api/clientSecret';
import { builtMenuKeys } from '../modules/app/routeTable';
import { SignInFrame } from '../modules/app/SignInFrame';
import { sessionStore } from '../modules/session/sessionStore';
import { notifyError } from '../modules/ui/notify';

/** The e-mailed login link: signs in with its key, or says "Login Failed" and returns to sign-in. */
export function AdminAccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    post<LoginResponse>('users/adminAccess', { ResetKey: params.get('resetKey') ?? '', ...clientCredentials() })
      .then((res) => {
        sessionStore.signIn(res, false);
        const s = sessionStore.get()!;
        navigate(homePath(s.claimValues, s.userId, builtMenuKeys), { replace: true });
      })
      .catch(() => {
        notifyError(Messages.LoginFailed);
        navigate('/login', { replace: true });
      });
  }, [navigate, params]);
  return (
    <SignInFrame title="Signing you in">
      <Loader />
    </SignInFrame>
  );
}
