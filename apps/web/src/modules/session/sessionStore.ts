import { type ClaimFlags, type LoginResponse, type LoginResult, RememberMeDays } from '@intermission/contracts';

/** The session record of spec document 1 §3. */
export interface SessionRecord {
  token: string;
  issued: string;
  expires: string;
  refreshId: string;
  authUserId: number;
  userId: number;
  roleId: number | null;
  remember: boolean;
  first: string;
  last: string;
  img: string | null;
  claimValues: ClaimFlags;
  /** When a remembered session is dropped (30 days). */
  keepUntil?: number;
}

const key = 'intermission.session';
const listeners = new Set<() => void>();
let current: SessionRecord | null = load();

function load(): SessionRecord | null {
  try {
    const raw = localStorage.getItem(key) ?? sessionStorage.getItem(key);
    if (!raw) return null;
    const s = JSON.parse(raw) as SessionRecord;
    if (s.remember && s.keepUntil && s.keepUntil < Date.now()) {
      localStorage.removeItem(key);
      return null;
    }
    return s;
  } catch {
    return null;
  }
}

function persist(s: SessionRecord | null) {
  localStorage.removeItem(key);
  sessionStorage.removeItem(key);
  if (s) (s.remember ? localStorage : sessionStorage).setItem(key, JSON.stringify(s));
}

function emit() {
  for (const l of listeners) l();
}

export const sessionStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Signing in saves the token (remember-me: 30 days in localStorage, else the browser session). */
  signIn(res: LoginResponse, remember: boolean) {
    const r = res.LoginResult as LoginResult;
    current = {
      token: r.Jwt,
      issued: r.IssuedUtc,
      expires: r.ExpiresUtc,
      refreshId: r.RefreshTokenIdentifier,
      authUserId: r.AuthUserId,
      userId: res.User!.Id,
      roleId: r.RoleId,
      remember,
      first: res.User!.FirstName,
      last: res.User!.LastName,
      img: res.User!.Image?.ThumbnailPath ?? null,
      claimValues: r.ClaimFlags,
      keepUntil: remember ? Date.now() + RememberMeDays * 86_400_000 : undefined,
    };
    persist(current);
    emit();
  },
  refreshed(r: LoginResult) {
    if (!current) return;
    current = {
      ...current,
      token: r.Jwt,
      issued: r.IssuedUtc,
      expires: r.ExpiresUtc,
      refreshId: r.RefreshTokenIdentifier,
      roleId: r.RoleId,
      claimValues: r.ClaimFlags,
    };
    persist(current);
    emit();
  },
  rename(first: string, last: string) {
    if (!current) return;
    current = { ...current, first, last };
    persist(current);
    emit();
  },
  signOut() {
    current = null;
    persist(null);
    emit();
  },
};
