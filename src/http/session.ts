// The session in the browser: the access token (with its expiry) and the signed-in user's
// profile (GET /api/user), in localStorage.
import type { UserProfile } from '../domain/entities/user';

const TOKEN_KEY = 'agro.token';
const EXPIRES_KEY = 'agro.tokenExpiresAt';
const USER_KEY = 'agro.user';

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

/** The access token, or null when absent or expired. */
export function getToken(): string | null {
  const token = store.get(TOKEN_KEY);
  if (!token) return null;
  const expiresAt = Number(store.get(EXPIRES_KEY));
  if (expiresAt && Date.now() >= expiresAt) {
    clearSession();
    return null;
  }
  return token;
}

/** Stores the access token; `expiresIn` in seconds as /oauth/token answers. */
export function setToken(token: string, expiresIn?: number | null): void {
  store.set(TOKEN_KEY, token);
  store.set(EXPIRES_KEY, expiresIn && expiresIn > 0 ? String(Date.now() + expiresIn * 1000) : null);
}

export const hasToken = (): boolean => getToken() != null;

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

/** Forgets token and profile. */
export function clearSession(): void {
  store.set(TOKEN_KEY, null);
  store.set(EXPIRES_KEY, null);
  store.set(USER_KEY, null);
}
