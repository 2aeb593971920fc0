// Password recovery: a link by mail (the token stored hashed, valid 60 minutes, used once, only
// the newest one of a user, none after a password change; throttled per address and account)
// and the reset, which ends every session of the user and is recorded in the audit log. The mail
// is sent by a job (server/jobs/kinds/password-reset-mail.ts), never inside the request.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../src/domain/core/messages';
import type { Db, DbOrTx } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { queueResetMail } from '../jobs/kinds/password-reset-mail';
import { recordChange } from '../db/audit';
import { findByLogin } from './grant';
import { hashPassword } from './password';
import { accountKey, clearLoginFailures, takeResetRequest, TOO_MANY_RESETS_MESSAGE } from './rate-limit';
import { randomToken, revokeUserTokens, sha256 } from './tokens';

export const RESET_TOKEN_MINUTES = 60;

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
 * Records a reset for the live user with this username or e-mail and queues its mail (404
 * 'Usuario no encontrado.' otherwise, the spec's wording); older links of the user stop working.
 * 429 past the limits per address (found or not, so accounts cannot be listed) and per account
 * (no mailbox flooding). The mail server's speed or failure never reaches the answer.
 */
export async function requestResetLink(db: Db, login: string, ip: string): Promise<void> {
  const user = await findByLogin(db, login);
  const live = !!user && !user.deletedAt;
  const account = accountKey(user?.id, login);
  // counted, recorded and the reset written in one transaction under the address's and account's
  // locks, so a burst of requests cannot all pass the limits
  const decision = await db.transaction(async (tx) => {
    const taken = await takeResetRequest(tx, ip, account, live);
    if (taken !== 'mail' || !user) return taken;
    await voidPendingResets(tx, user.id);
    // the link's token is made by the mail job; until then the stored hash matches no token
    const [reset] = await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: sha256(randomToken()), expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000) })
      .returning({ id: passwordResets.id });
    await queueResetMail(tx, reset!.id);
    return taken;
  });
  if (decision === 'throttled') throw new HttpError(429, TOO_MANY_RESETS_MESSAGE);
  if (decision === 'unknown' || !user) throw notFound(MESSAGES.userNotFound);
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
