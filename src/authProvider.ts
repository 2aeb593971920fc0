// react-admin authProvider over the spec's OAuth password grant and GET /api/user.
// Imported by the login page: react-admin is imported for types only.

import type { AuthProvider, UserIdentity } from 'ra-core';
import { canAccess as canAccessRule } from './domain/access';
import { API_URL, OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from './config';
import {
  ApiError,
  apiFetch,
  clearSession,
  getStoredUser,
  hasToken,
  NETWORK_ERROR_MESSAGE,
  serverMessage,
  setStoredUser,
  setToken,
  TOO_MANY_REQUESTS_MESSAGE,
  type UserProfile,
} from './http';
import { MESSAGES } from './domain/messages';

export const LOGIN_FAILED_MESSAGE = MESSAGES.badCredentials;
export const DELETED_USER_MESSAGE = MESSAGES.userDeleted;
export const USER_NOT_FOUND_MESSAGE = MESSAGES.userNotFound;
export const RESET_FAILED_MESSAGE = MESSAGES.passwordUpdateError;

/** Pages reachable without a session (no redirect query back to them). */
export const PUBLIC_PATHS = ['/login', '/forgot-password', '/reset-password', '/logout', '/403', '/404'];

interface TokenResponse {
  token_type: string;
  expires_in: number;
  access_token: string;
  refresh_token?: string;
}

export interface LoginParams {
  username: string;
  password: string;
}

export interface ResetPasswordParams {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** The signed-in user's stored profile, or null. */
export const getCurrentUser = (): UserProfile | null => (hasToken() ? getStoredUser() : null);

/** The current in-app location (hash routers included). */
function currentLocation(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  if (hash.startsWith('#/')) return hash.slice(1);
  return `${pathname}${search}`;
}

/** '/login', carrying `?redirect=` back to the current page when it is worth returning to. */
export function loginRedirect(): string {
  const location = currentLocation();
  const [beforeQuery = ''] = location.split('?');
  const path = beforeQuery.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/admin' || PUBLIC_PATHS.includes(path)) return '/login';
  return `/login?redirect=${encodeURIComponent(location)}`;
}

/** GET /api/user, stored. A deleted user loses the session. */
async function refreshProfile(): Promise<UserProfile> {
  const body = await apiFetch<{ data?: UserProfile } & Partial<UserProfile>>('/api/user');
  const profile = (body?.data ?? body) as UserProfile;
  if (!profile || typeof profile !== 'object' || profile.id == null) {
    throw new ApiError(500, 'Respuesta inesperada del servidor.', body);
  }
  if (profile.deletedAt) {
    clearSession();
    throw new Error(DELETED_USER_MESSAGE);
  }
  setStoredUser(profile);
  return profile;
}

async function profileOrNull(): Promise<UserProfile | null> {
  if (!hasToken()) return null;
  const stored = getStoredUser();
  if (stored) return stored;
  try {
    return await refreshProfile();
  } catch {
    return null;
  }
}

function loginError(e: unknown): Error {
  if (!(e instanceof ApiError)) return e instanceof Error ? e : new Error(LOGIN_FAILED_MESSAGE);
  const message = serverMessage(e.body);
  if (message === DELETED_USER_MESSAGE) return new Error(DELETED_USER_MESSAGE);
  if (e.status === 0) return new Error(NETWORK_ERROR_MESSAGE);
  if (e.status === 429) return new Error(message ?? TOO_MANY_REQUESTS_MESSAGE);
  if (e.status === 400 || e.status === 401 || e.status === 422) return new Error(LOGIN_FAILED_MESSAGE);
  return new Error(message ?? e.message);
}

const absolute = (url: string | null | undefined) =>
  url && url.startsWith('/') && !url.startsWith('//') ? `${API_URL}${url}` : url || undefined;

const authProvider = {
  /** Resolves to the profile (no `redirectTo`: the login page decides where to go). */
  async login({ username, password }: LoginParams): Promise<UserProfile> {
    clearSession();
    let token: TokenResponse;
    try {
      token = await apiFetch<TokenResponse>('/oauth/token', {
        method: 'POST',
        auth: false,
        body: {
          grant_type: 'password',
          client_id: OAUTH_CLIENT_ID,
          client_secret: OAUTH_CLIENT_SECRET,
          username: username?.trim(),
          password,
        },
      });
    } catch (e) {
      throw loginError(e);
    }
    if (!token?.access_token) throw new Error(LOGIN_FAILED_MESSAGE);
    setToken(token.access_token, token.expires_in);
    try {
      return await refreshProfile();
    } catch (e) {
      clearSession();
      throw loginError(e);
    }
  },

  async logout(_params?: unknown): Promise<string> {
    if (hasToken()) {
      try {
        await apiFetch('/api/logout', { method: 'POST' });
      } catch {
        // the original API may lack the endpoint; the session ends here anyway
      }
    }
    clearSession();
    return '/login';
  },

  async checkAuth(_params?: unknown): Promise<void> {
    if (!hasToken()) {
      throw { redirectTo: loginRedirect(), message: false };
    }
  },

  async checkError(error: any): Promise<void> {
    const status = error?.status ?? error?.response?.status;
    if (status === 401) {
      clearSession();
      throw { redirectTo: loginRedirect() };
    }
    if (status === 403) {
      throw { logoutUser: false, redirectTo: '/403' };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getStoredUser() ?? (await refreshProfile());
    return {
      id: user.id,
      fullName: [user.name, user.lastname].filter(Boolean).join(' '),
      avatar: absolute(user.logo),
    };
  },

  async getPermissions(_params?: unknown): Promise<UserProfile | null> {
    return profileOrNull();
  },

  async canAccess({ resource, action }: { resource: string; action: string }): Promise<boolean> {
    return canAccessRule(await profileOrNull(), resource, action);
  },

  /** POST /api/forgot-password (the field takes a username or an e-mail). */
  async forgotPassword(usernameOrEmail: string): Promise<unknown> {
    try {
      return await apiFetch('/api/forgot-password', {
        method: 'POST',
        auth: false,
        body: { email: usernameOrEmail.trim() },
      });
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.status === 422)) throw new Error(USER_NOT_FOUND_MESSAGE, { cause: e });
      throw e;
    }
  },

  /** POST /api/reset-password. 422 rethrows the ApiError (field errors); other failures the spec's message. */
  async resetPassword(params: ResetPasswordParams): Promise<unknown> {
    try {
      return await apiFetch('/api/reset-password', { method: 'POST', auth: false, body: params });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) throw e;
      if (e instanceof ApiError && e.status === 0) throw new Error(NETWORK_ERROR_MESSAGE, { cause: e });
      throw new Error(RESET_FAILED_MESSAGE, { cause: e });
    }
  },

  /** GET /api/user again (after editing the profile or logo). */
  refreshProfile,
} satisfies AuthProvider;

export type AppAuthProvider = typeof authProvider;
export default authProvider;
