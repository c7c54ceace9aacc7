import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotRequest, LoginResponseSchema, ResetRequest, SignInResponseSchema } from '@intermission/contracts';
import { post } from '../api/apiClient';
import { clientCredentials } from '../api/clientSecret';
import { sessionStore } from './sessionStore';

type SignInResponse = z.output<typeof SignInResponseSchema>;
type LoginResponse = z.output<typeof LoginResponseSchema>;

/** What the sign-in form hands over: the credentials and whether to remember the session. */
export interface SignInVars {
  Username: string;
  Password: string;
  Remember: boolean;
}

/** Whether an answer carries a session (no token when a login link was e-mailed or the address is refused). */
export const hasSession = (res: LoginResponse) => !!res.LoginResult && 'Jwt' in res.LoginResult;

/**
 * POST users/token: signs in. A token answer starts the session (sessionStore, remember-me as
 * chosen); a login link e-mailed or an address refused answers without one, for the page to say so.
 */
export const useSignInMutation = () =>
  useMutation({
    mutationFn: ({ Username, Password }: SignInVars) => {
      const { AuthClientId, AuthClientSecret } = clientCredentials();
      return post<SignInResponse>('users/token', { Username, Password, AuthClientID: AuthClientId, AuthClientSecret });
    },
    onSuccess: (res, vars) => {
      if (hasSession(res)) sessionStore.signIn(res, vars.Remember);
    },
  });

/** POST users/adminAccess: the e-mailed login link's key signs in for this browser session. */
export const useAdminAccessMutation = () =>
  useMutation({
    mutationFn: (resetKey: string) => post<LoginResponse>('users/adminAccess', { ResetKey: resetKey, ...clientCredentials() }),
    onSuccess: (res) => sessionStore.signIn(res, false),
  });

/** POST users/forgot: e-mails a reset link to the address. */
export const useForgotPasswordMutation = () => useMutation({ mutationFn: (body: ForgotRequest) => post('users/forgot', body) });

/** POST users/reset: the new password, with the link's user and key and the client's credentials. */
export const useResetPasswordMutation = () => useMutation({ mutationFn: (body: ResetRequest) => post('users/reset', body) });
