// The session in the browser: the access token (with its expiry), the refresh token that renews
// it (src/http/request.ts) and the signed-in user's profile (GET /api/user), in localStorage.
import type { UserProfile } from '../domain/users/entity';

const TOKEN_KEY = 'agro.token';
const EXPIRES_KEY = 'agro.tokenExpiresAt';
const USER_KEY = 'agro.user';
const REFRESH_KEY = 'agro.refreshToken';
/** Set when the session ended without the user signing out (a 401, an expired token): /login says so. */
const ENDED_KEY = 'agro.sessionEnded';

const store = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value == null) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage unavailable (private mode): the session lasts the page
    }
  },
};

/** The access token, or null when absent or expired (the refresh token, if any, stays to renew it). */
export function getToken(): string | null {
  const token = store.get(TOKEN_KEY);
  if (!token) return null;
  const expiresAt = Number(store.get(EXPIRES_KEY));
  if (expiresAt && Date.now() >= expiresAt) {
    store.set(TOKEN_KEY, null);
    store.set(EXPIRES_KEY, null);
    if (!getRefreshToken()) store.set(ENDED_KEY, '1'); // nothing renews it: the session is over
    return null;
  }
  return token;
}

/**
 * Stores the access token; `expiresIn` in seconds as /oauth/token answers. `refreshToken`, when
 * the answer has one, replaces the stored one (each refresh rotates it).
 */
export function setToken(token: string, expiresIn?: number | null, refreshToken?: string | null): void {
  store.set(ENDED_KEY, null);
  store.set(TOKEN_KEY, token);
  store.set(EXPIRES_KEY, expiresIn && expiresIn > 0 ? String(Date.now() + expiresIn * 1000) : null);
  if (refreshToken) setRefreshToken(refreshToken);
}

export const getRefreshToken = (): string | null => store.get(REFRESH_KEY);

export function setRefreshToken(refreshToken: string | null): void {
  store.set(REFRESH_KEY, refreshToken);
}

/** A live access token, or a refresh token to get one. */
export const hasToken = (): boolean => getToken() != null || getRefreshToken() != null;

export function getStoredUser(): UserProfile | null {
  const raw = store.get(USER_KEY);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === 'object' ? (user as UserProfile) : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: UserProfile | null): void {
  store.set(USER_KEY, user ? JSON.stringify(user) : null);
}

/** Forgets tokens and profile. */
export function clearSession(): void {
  store.set(TOKEN_KEY, null);
  store.set(EXPIRES_KEY, null);
  store.set(REFRESH_KEY, null);
  store.set(USER_KEY, null);
}

/** Forgets the session the server no longer takes, remembering that it ended (not signed out) until the next sign-in. */
export function endSession(): void {
  clearSession();
  store.set(ENDED_KEY, '1');
}

/** Whether the last session ended without the user signing out (the login page tells them). */
export const sessionEnded = (): boolean => store.get(ENDED_KEY) === '1';
