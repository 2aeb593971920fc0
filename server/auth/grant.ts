// The OAuth password and refresh-token grants (POST /oauth/token) as Laravel Passport answers
// them: the client credentials first (401 invalid_client), then the user's (400 invalid_grant),
// with the login rate limit (429) in between.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asc, desc, or, sql } from 'drizzle-orm';
import { MESSAGES } from '../../src/domain/core/messages';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { fakeVerify, verifyPassword } from './password';
import { accountKey, recordLoginSuccess, takeLoginAttempt, TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limit';
import { issueToken, refreshToken, type TokenPair } from './tokens';

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Constant-time comparison of two strings. */
function sameSecret(a: string, b: string) {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}

const oauthError = (error: string, message: string, description = message) => ({ error, error_description: description, message });

/** What POST /oauth/token answers: the token pair, or a refusal with its status. */
export type GrantAnswer =
  { status: 200; body: TokenPair } | { status: 400 | 429; body: { message: string; error?: string; error_description?: string } };

/**
 * The route's own preValidation: a grant from an unknown client (401) or of another type (400)
 * is answered before its username and password are validated.
 */
export function checkOAuthClient(config: Pick<Config, 'oauthClientId' | 'oauthClientSecret'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Not an object at all: the body schema answers it (400).
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) return;
    const body = request.body as Record<string, unknown>;
    if (!sameSecret(str(body.client_id), config.oauthClientId) || !sameSecret(str(body.client_secret), config.oauthClientSecret)) {
      return reply.status(401).send(oauthError('invalid_client', 'Cliente no autorizado.', 'Client authentication failed'));
    }
    if (!['password', 'refresh_token'].includes(str(body.grant_type) || 'password')) {
      return reply
        .status(400)
        .send(
          oauthError(
            'unsupported_grant_type',
            'Tipo de autorización no soportado.',
            'The authorization grant type is not supported by the authorization server.',
          ),
        );
    }
  };
}

/** A user by username or e-mail (case-insensitive): username matches first, live users before deleted ones. */
export async function findByLogin(db: DbOrTx, login: string) {
  const l = login.trim().toLowerCase();
  const [row] = await db
    .select({
      id: users.id,
      password: users.password,
      deletedAt: users.deletedAt,
      email: users.email,
      username: users.username,
      name: users.name,
    })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${l}`, sql`lower(${users.email}) = ${l}`))
    .orderBy(desc(sql`(lower(${users.username}) = ${l})`), sql`${users.deletedAt} is not null`, asc(users.id))
    .limit(1);
  return row ?? null;
}

/** The token for a right username (or e-mail) and password, or the status and body of the refusal. */
export async function passwordGrant(db: Db, credentials: { username: string; password: string }, ip: string): Promise<GrantAnswer> {
  const { username, password } = credentials;
  const user = await findByLogin(db, username);
  const account = accountKey(user?.id, username);
  // Counted as a failure before the password is checked: a burst cannot check more than the limit.
  const attempt = await takeLoginAttempt(db, account, ip);
  if (attempt === null) return { status: 429, body: { message: TOO_MANY_ATTEMPTS_MESSAGE } };
  const ok = user ? await verifyPassword(password, user.password) : await fakeVerify(password);
  if (!user || !ok) {
    return { status: 400, body: oauthError('invalid_grant', MESSAGES.badCredentials, 'The user credentials were incorrect.') };
  }
  if (user.deletedAt) return { status: 400, body: oauthError('invalid_grant', MESSAGES.userDeleted) };
  await recordLoginSuccess(db, attempt, account, ip);
  return { status: 200, body: await issueToken(db, user.id) };
}

export const REFRESH_REFUSED_MESSAGE = 'La sesión terminó. Ingresá nuevamente.';

/** A new token pair for a live refresh token (the old pair stops working), as Passport rotates them. */
export async function refreshGrant(db: Db, refresh: string): Promise<GrantAnswer> {
  const issued = await refreshToken(db, refresh);
  if (!issued) return { status: 400, body: oauthError('invalid_grant', REFRESH_REFUSED_MESSAGE, 'The refresh token is invalid.') };
  return { status: 200, body: issued };
}
