import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi } from '../../test/fakeApi';
import { useAdminAccessMutation, useSignInMutation } from './api';
import { sessionStore } from './sessionStore';

const user = { Id: 7, FirstName: 'Avery', LastName: 'Admin', Image: null };
const token = {
  Jwt: 'jwt-1',
  IssuedUtc: '2026-01-01T00:00:00Z',
  ExpiresUtc: '2099-01-01T00:00:00Z',
  RefreshTokenIdentifier: 'refresh-1',
  AuthUserId: 3,
  ClaimFlags: { Users: 1 },
  RoleId: 1,
  isWhiteListed: true,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{children}</QueryClientProvider>
);

describe('useSignInMutation', () => {
  beforeEach(() => {
    sessionStore.signOut();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("sends the credentials with the client's, and a token answer starts a remembered session", async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { User: user, LoginResult: token } }));
    const { result } = renderHook(() => useSignInMutation(), { wrapper });

    await act(() => result.current.mutateAsync({ Username: 'admin', Password: 'admin', Remember: true }));

    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'users/token',
        body: { Username: 'admin', Password: 'admin', AuthClientID: expect.any(Number), AuthClientSecret: expect.any(String) },
      },
    ]);
    expect(sessionStore.get()).toMatchObject({ token: 'jwt-1', userId: 7, remember: true, claimValues: { Users: 1 } });
    expect(localStorage.getItem('intermission.session')).toContain('jwt-1');
  });

  it('starts no session when a login link was e-mailed or the address is refused', async () => {
    for (const LoginResult of [null, { isWhiteListed: false }]) {
      installFakeApi(() => ({ status: 200, body: { User: null, LoginResult, Message: 'whatever' } }));
      const { result } = renderHook(() => useSignInMutation(), { wrapper });

      const res = await act(() => result.current.mutateAsync({ Username: 'admin', Password: 'admin', Remember: false }));

      expect(res.LoginResult).toEqual(LoginResult);
      expect(sessionStore.get()).toBeNull();
    }
  });

  it('starts no session when the credentials are refused', async () => {
    installFakeApi(() => ({ status: 418, body: { Message: 'Username/Password is not correct' } }));
    const { result } = renderHook(() => useSignInMutation(), { wrapper });

    await expect(act(() => result.current.mutateAsync({ Username: 'admin', Password: 'wrong', Remember: false }))).rejects.toMatchObject({ status: 418 });
    expect(sessionStore.get()).toBeNull();
  });
});

describe('useAdminAccessMutation', () => {
  it("signs in with the link's key for this browser session only", async () => {
    sessionStore.signOut();
    const calls = installFakeApi(() => ({ status: 200, body: { User: user, LoginResult: token } }));
    const { result } = renderHook(() => useAdminAccessMutation(), { wrapper });

    await act(() => result.current.mutateAsync('key-1'));

    expect(calls[0]).toMatchObject({ method: 'POST', path: 'users/adminAccess', body: { ResetKey: 'key-1', AuthClientId: expect.any(Number) } });
    expect(sessionStore.get()).toMatchObject({ token: 'jwt-1', remember: false });
    expect(sessionStorage.getItem('intermission.session')).toContain('jwt-1');
  });
});
