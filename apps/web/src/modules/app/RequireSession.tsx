import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { safeReturnUrl } from './safeReturnUrl';
import { useSession } from '../session/useSession';
import { useHome } from './useHome';

/** Unauthenticated users go to sign-in, carrying where they were going (spec document 1 §2.1). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={`/login?returnUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <>{children}</>;
}

/** Signed-in users who open the sign-in family are sent home (or back where sign-in was asked for). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const home = useHome();
  const [params] = useSearchParams();
  if (session) return <Navigate to={safeReturnUrl(params.get('returnUrl')) ?? home} replace />;
  return <>{children}</>;
}
