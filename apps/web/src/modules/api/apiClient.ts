import { ApiBasePath, type LoginResult, UpdateRolesHeader } from '@intermission/contracts';
import { sessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { clientCredentials } from './clientSecret';

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

let refreshing: Promise<boolean> | null = null;
let onSignedOut: () => void = () => undefined;

/** What to do when the session cannot be refreshed (the router sends the user to sign-in). */
export function setSignedOutHandler(fn: () => void) {
  onSignedOut = fn;
}

/** One refresh at a time: the old identifier dies on use, so concurrent refreshes would fail. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const s = sessionStore.get();
    if (!s) return false;
    try {
      const res = await fetch(`${ApiBasePath}/users/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ TokenIdentifier: s.refreshId, AuthUserId: s.authUserId, ...clientCredentials() }),
      });
      if (!res.ok) throw new Error(`refresh ${res.status}`);
      sessionStore.refreshed((await res.json()) as LoginResult);
      return true;
    } catch {
      sessionStore.signOut();
      onSignedOut();
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const s = sessionStore.get();
  if (s && new Date(s.expires).getTime() - Date.now() < 30_000) await refreshSession();
  const token = sessionStore.get()?.token;
  const isForm = body instanceof FormData;
  try {
    return await fetch(`${ApiBasePath}/${path.replace(/^\//, '')}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }
}

async function parse(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one API client: bearer token, silent refresh before expiry and on 401, the update-roles
 * refresh-and-retry, and ApiError for every failure.
 */
export async function api<T>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
  let res = await send(method, path, body);
  const signedIn = !!sessionStore.get();
  if (signedIn && (res.headers.get(UpdateRolesHeader) || res.status === 401)) {
    const ok = await refreshSession();
    if (ok && (!res.ok || res.status === 401)) res = await send(method, path, body);
  }
  const data = await parse(res);
  if (!res.ok) throw new ApiError(res.status, (data && typeof data === 'object' ? data : { Message: String(data ?? '') }) as ApiError['body']);
  return { data: data as T, headers: res.headers };
}

export const get = <T>(path: string) => api<T>('GET', path).then((r) => r.data);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, body).then((r) => r.data);
export const put = <T>(path: string, body?: unknown) => api<T>('PUT', path, body).then((r) => r.data);
export const del = <T>(path: string) => api<T>('DELETE', path).then((r) => r.data);
