// Authentication calls (docs/rules/contract.md#autenticación): the OAuth password grant,
// the profile, logout and password recovery. Imported by the login bundle: no react-admin,
// no react-query here.
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../config';
import type { UserProfile } from '../domain/users/entity';
import { ApiError } from '../http/errors';
import { setRefreshToken } from '../http/session';
import { api } from './client';

/** POST /oauth/token's answer. */
export interface TokenResponse {
  token_type: string;
  expires_in: number;
  access_token: string;
  refresh_token?: string;
}

export interface ResetPasswordPayload {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const UNEXPECTED_PROFILE = 'Respuesta inesperada del servidor.';

export const authApi = {
  /**
   * The password grant (no bearer token: the session starts with its answer). The refresh token
   * is kept at once; it renews the access token (src/http/request.ts) so a working day never
   * ends in a surprise logout.
   */
  async token(username: string, password: string) {
    const answer = await api.post<TokenResponse>(
      '/oauth/token',
      { grant_type: 'password', client_id: OAUTH_CLIENT_ID, client_secret: OAUTH_CLIENT_SECRET, username, password },
      { auth: false },
    );
    setRefreshToken(answer.refresh_token ?? null);
    return answer;
  },

  /** GET /api/user: the signed-in user's profile (`{data}`, or the profile itself as some APIs answer). */
  async profile(): Promise<UserProfile> {
    const body = await api.get<{ data?: UserProfile } | UserProfile | null>('user');
    const profile = body && 'data' in body ? body.data : (body as UserProfile | null);
    if (!profile || typeof profile !== 'object' || profile.id == null) throw new ApiError(500, UNEXPECTED_PROFILE, body);
    return profile;
  },

  /** Revokes the current token (not in the original API: callers ignore its failure). */
  logout: () => api.post('logout'),

  /** Sends the recovery mail; the field takes a username or an e-mail. */
  forgotPassword: (usernameOrEmail: string) => api.post('forgot-password', { email: usernameOrEmail }, { auth: false }),

  resetPassword: (payload: ResetPasswordPayload) => api.post('reset-password', payload, { auth: false }),
};
