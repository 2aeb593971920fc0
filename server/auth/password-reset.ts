// Password recovery: a link by mail (the token stored hashed, valid 60 minutes, used once, only
// the newest one of a user, none after a password change; throttled per address and account)
// and the reset, which ends every session of the user and is recorded in the audit log.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../src/domain/messages';
import type { Db, DbOrTx } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { recordChange } from '../services/audit';
import { findByLogin } from './grant';
import { hashPassword } from './password';
import { accountKey, clearLoginFailures, takeResetRequest, TOO_MANY_RESETS_MESSAGE } from './rate-limit';
import { randomToken, revokeUserTokens, sha256 } from './tokens';

export const RESET_TOKEN_MINUTES = 60;

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Pending reset links of a user stop working (a newer link, a password change). */
async function voidPendingResets(db: DbOrTx, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * After a password change: every other session of the user ends (`keepTokenId`, the session
 * that changed its own password, stays), pending reset links stop working and failed logins are
 * forgotten.
 */
export async function afterPasswordChange(db: DbOrTx, userId: number, keepTokenId?: number) {
  await revokeUserTokens(db, userId, keepTokenId);
  await voidPendingResets(db, userId);
  await clearLoginFailures(db, accountKey(userId, ''));
}

/**
 * Mails a reset link to the live user with this username or e-mail (404 'Usuario no encontrado.'
 * otherwise, the spec's wording); older links of the user stop working. 429 past the limits per
 * address (found or not, so accounts cannot be listed) and per account (no mailbox flooding).
 */
export async function sendResetLink(deps: { db: Db; mailer: Mailer; appUrl: string }, login: string, ip: string): Promise<void> {
  const user = await findByLogin(deps.db, login);
  const live = !!user && !user.deletedAt;
  const account = accountKey(user?.id, login);
  const token = randomToken();
  const decision = await deps.db.transaction(async (tx) => {
    const taken = await takeResetRequest(tx, ip, account, live);
    if (taken !== 'mail' || !user) return taken;
    await voidPendingResets(tx, user.id);
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    return taken;
  });
  if (decision === 'throttled') throw new HttpError(429, TOO_MANY_RESETS_MESSAGE);
  if (decision === 'unknown' || !user) throw notFound(MESSAGES.userNotFound);
  const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
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
  await deps.mailer.send({ kind: 'password-reset', to: user.email, subject: MESSAGES.recoverPassword, text, html });
}

/** Sets the new password with a live, unused token of that e-mail; 400 otherwise (a 422 is for the fields). */
export async function resetPassword(db: Db, input: { token: string; email: string; password: string }): Promise<void> {
  const hash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
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
    await afterPasswordChange(tx, row.userId);
    await recordChange(tx, row.userId, { entity: 'users', entityId: row.userId, action: 'password' });
    return true;
  });
  if (!done) throw new HttpError(400, MESSAGES.passwordUpdateError);
}
