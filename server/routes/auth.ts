import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../../src/domain/schemas/auth';
import { passwordResets, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { parseBody, requireObjectBody } from '../http/validate';
import { fakeVerify, hashPassword, verifyPassword } from '../auth/password';
import { clearLoginFailures, loginAllowed, recordLoginFailure, recordLoginSuccess, TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/rate-limit';
import { issueToken, randomToken, revokeToken, revokeUserTokens, sha256 } from '../auth/tokens';
import { loadUserProfile } from '../services/users/profile';
import { MESSAGES } from '../../src/domain/messages';

export const LOGIN_FAILED = MESSAGES.badCredentials;
export const USER_DELETED = MESSAGES.userDeleted;
export const USER_NOT_FOUND = MESSAGES.userNotFound;
export const CHECK_YOUR_MAIL = MESSAGES.checkEmail;
export const RESET_FAILED = MESSAGES.passwordUpdateError;
export const PASSWORD_UPDATED = MESSAGES.passwordUpdated;
export const RESET_TOKEN_MINUTES = 60;

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Constant-time comparison of two strings. */
function sameSecret(a: string, b: string) {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}

function oauthError(reply: FastifyReply, status: number, error: string, message: string, description = message) {
  return reply.status(status).send({ error, error_description: description, message });
}

/** A user by username or e-mail (case-insensitive): username matches first, live users before deleted ones. */
async function findByLogin(app: FastifyInstance, login: string) {
  const l = login.trim().toLowerCase();
  const [row] = await app.db
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

/** Routes that need no token: the OAuth password grant, password recovery and reset. */
export async function publicAuthRoutes(app: FastifyInstance) {
  app.post('/oauth/token', async (request, reply) => {
    const body = requireObjectBody(request.body);
    const grantType = str(body.grant_type) || 'password';
    if (!sameSecret(str(body.client_id), app.config.oauthClientId) || !sameSecret(str(body.client_secret), app.config.oauthClientSecret)) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client authentication failed', message: 'Cliente no autorizado.' });
    }
    if (grantType !== 'password') {
      return oauthError(
        reply,
        400,
        'unsupported_grant_type',
        'Tipo de autorización no soportado.',
        'The authorization grant type is not supported by the authorization server.',
      );
    }
    const { username, password } = parseBody(loginSchema, body);
    const ip = request.ip || 'unknown';
    if (!(await loginAllowed(app.db, username, ip))) {
      return reply.status(429).send({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    }
    const user = await findByLogin(app, username);
    const ok = user ? await verifyPassword(password, user.password) : await fakeVerify(password);
    if (!user || !ok) {
      await recordLoginFailure(app.db, username, ip);
      return oauthError(reply, 400, 'invalid_grant', LOGIN_FAILED, 'The user credentials were incorrect.');
    }
    if (user.deletedAt) {
      return oauthError(reply, 400, 'invalid_grant', USER_DELETED);
    }
    await recordLoginSuccess(app.db, username);
    return reply.send(await issueToken(app.db, user.id));
  });

  app.post('/api/forgot-password', async (request) => {
    const { email: login } = parseBody(forgotPasswordSchema, requireObjectBody(request.body));
    const user = await findByLogin(app, login);
    if (!user || user.deletedAt) throw notFound(USER_NOT_FOUND);
    const token = randomToken();
    await app.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    const link = `${app.config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    const text = [
      `Hola ${user.name},`,
      '',
      'Recibimos un pedido para recuperar la clave de tu cuenta.',
      `Para elegir una nueva clave ingresá al siguiente enlace (válido por ${RESET_TOKEN_MINUTES} minutos):`,
      '',
      link,
      '',
      'Si no pediste recuperar tu clave, ignorá este mensaje: tu clave actual sigue siendo válida.',
    ].join('\n');
    const html = `<p>Hola ${escapeHtml(user.name)},</p>
<p>Recibimos un pedido para recuperar la clave de tu cuenta.</p>
<p>Para elegir una nueva clave ingresá al siguiente enlace (válido por ${RESET_TOKEN_MINUTES} minutos):</p>
<p><a href="${escapeHtml(link)}">${MESSAGES.recoverPassword}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(link)}</p>
<p>Si no pediste recuperar tu clave, ignorá este mensaje: tu clave actual sigue siendo válida.</p>`;
    await app.mailer.send({ kind: 'password-reset', to: user.email, subject: MESSAGES.recoverPassword, text, html });
    return { message: CHECK_YOUR_MAIL };
  });

  app.post('/api/reset-password', async (request) => {
    const input = parseBody(resetPasswordSchema, requireObjectBody(request.body));
    const hash = await hashPassword(input.password);
    const done = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email, username: users.username })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(input.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      if (!row || row.email.trim().toLowerCase() !== input.email.trim().toLowerCase()) return false;
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (!used.length) return false;
      await tx.update(users).set({ password: hash, updatedAt: new Date() }).where(eq(users.id, row.userId));
      await revokeUserTokens(tx, row.userId);
      await clearLoginFailures(tx, row.username);
      await clearLoginFailures(tx, row.email);
      return true;
    });
    if (!done) throw new HttpError(400, RESET_FAILED);
    return { message: PASSWORD_UPDATED };
  });
}

/** Routes of the signed-in user (registered inside the authenticated scope). */
export async function authRoutes(app: FastifyInstance) {
  app.get('/api/user', async (request) => {
    const profile = await loadUserProfile(app.db, request.user.id);
    if (!profile) throw notFound(USER_NOT_FOUND);
    return { data: profile };
  });

  app.post('/api/logout', async (request, reply) => {
    await revokeToken(app.db, request.tokenId);
    return reply.status(204).send();
  });
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
