import { Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { homePath, Messages } from '@intermission/contracts';
import { builtMenuKeys } from '../modules/app/routeTable';
import { SignInFrame } from '../modules/app/SignInFrame';
import { useAdminAccessMutation } from '../modules/session/api';
import { sessionStore } from '../modules/session/sessionStore';
import { notifyError } from '../modules/ui/notify';

/** The e-mailed login link: signs in with its key, or says "Login Failed" and returns to sign-in. */
export function AdminAccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: adminAccess } = useAdminAccessMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    adminAccess(params.get('resetKey') ?? '')
      .then(() => {
        const s = sessionStore.get()!;
        navigate(homePath(s.claimValues, s.userId, builtMenuKeys), { replace: true });
      })
      .catch(() => {
        notifyError(Messages.LoginFailed);
        navigate('/login', { replace: true });
      });
  }, [adminAccess, navigate, params]);
  return (
    <SignInFrame title="Signing you in">
      <Loader />
    </SignInFrame>
  );
}
