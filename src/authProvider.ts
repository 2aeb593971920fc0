// react-admin's authProvider over src/api/auth.ts (the OAuth password grant and GET /api/user).
// Imported by the login page: react-admin is imported for types only.
import type { AuthProvider, UserIdentity } from 'ra-core';
import { authApi, type ResetPasswordPayload } from './api/auth';
import { API_URL } from './config';
import { canAccess as canAccessRule } from './domain/access/access';
import { logoSource } from './domain/users/logo';
import { MESSAGES } from './domain/core/messages';
import type { UserProfile } from './domain/users/entity';
import { ApiError, serverMessage } from './http/errors';
import { NETWORK_ERROR_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from './http/messages';
import { clearSession, endSession, getStoredUser, hasToken, setStoredUser, setToken } from './http/session';
import { loginRedirectUrl, pathTo } from './routes';

export const LOGIN_FAILED_MESSAGE = MESSAGES.badCredentials;
export const DELETED_USER_MESSAGE = MESSAGES.userDeleted;
export const USER_NOT_FOUND_MESSAGE = MESSAGES.userNotFound;
export const RESET_FAILED_MESSAGE = MESSAGES.passwordUpdateError;

export interface LoginParams {
  username: string;
  password: string;
}

/** The signed-in user's stored profile, or null. */
export const getCurrentUser = (): UserProfile | null => (hasToken() ? getStoredUser() : null);

/** The login URL carrying the current page (hash routers included) as the redirect query. */
export function loginRedirect(): string {
  if (typeof window === 'undefined') return pathTo('Login');
  const { pathname, search, hash } = window.location;
  if (hash.startsWith('#/')) {
    const [path = '/', query = ''] = hash.slice(1).split('?');
    return loginRedirectUrl(path, query ? `?${query}` : '');
  }
  return loginRedirectUrl(pathname, search);
}

/** GET /api/user, stored. A deleted user loses the session. */
async function refreshProfile(): Promise<UserProfile> {
  const profile = await authApi.profile();
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
    let token;
    try {
      token = await authApi.token(username?.trim(), password);
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
        await authApi.logout();
      } catch {
        // the original API may lack the endpoint; the session ends here anyway
      }
    }
    clearSession();
    return pathTo('Login');
  },

  async checkAuth(_params?: unknown): Promise<void> {
    if (!hasToken()) throw { redirectTo: loginRedirect(), message: false };
  },

  /** 401: src/http already ended the session; 403: the screen shows it inside the layout (RecordError), still signed in. */
  async checkError(error: unknown): Promise<void> {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 401) {
      endSession();
      throw { redirectTo: loginRedirect() };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getStoredUser() ?? (await refreshProfile());
    // This API's logo needs the token: the top bar loads it itself (AppBar's UserLogo), not as an <img> URL.
    const source = logoSource(user.logo);
    return {
      id: user.id,
      fullName: [user.name, user.lastname].filter(Boolean).join(' '),
      avatar: source && 'url' in source ? absolute(source.url) : undefined,
      logo: user.logo ?? null,
    };
  },

  async getPermissions(_params?: unknown): Promise<UserProfile | null> {
    return profileOrNull();
  },

  /** The access table (src/domain/access/access.ts) for the signed-in user. */
  async canAccess({ resource, action }: { resource: string; action: string }): Promise<boolean> {
    return canAccessRule(await profileOrNull(), resource, action);
  },

  /** 404 or 422: 'Usuario no encontrado.'. */
  async forgotPassword(usernameOrEmail: string): Promise<unknown> {
    try {
      return await authApi.forgotPassword(usernameOrEmail.trim());
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.status === 422)) throw new Error(USER_NOT_FOUND_MESSAGE, { cause: e });
      throw e;
    }
  },

  /** 422 rethrows the ApiError (field errors); other failures the spec's message. */
  async resetPassword(params: ResetPasswordPayload): Promise<unknown> {
    try {
      return await authApi.resetPassword(params);
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
