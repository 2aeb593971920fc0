// The password-recovery mail. The request records a reset (its link not made yet) and queues this
// job in one transaction; the job makes the link's token when it sends (only its hash is stored,
// so no token waits in the jobs table) and sends nothing when the reset stopped counting meanwhile
// (a newer request, a password change, expired). Retried while the mail server is down; a retry
// makes a new token (the earlier mail never arrived).
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '../../../src/domain/core/messages';
import { idSchema } from '../../../src/domain/core/ids';
import { randomToken, sha256 } from '../../auth/tokens';
import type { Db, DbOrTx } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { defineJob, type JobContext } from '../handler';
import { insertJob } from '../store';

export const RESET_MAIL_FAILED = 'No se pudo enviar el e-mail para recuperar la clave.';

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function resetMailText(name: string, link: string, minutes: number) {
  const text = [
    `Hola ${name},`,
    '',
    'Recibimos un pedido para recuperar la clave de tu cuenta.',
    `Para elegir una nueva clave ingresá al siguiente enlace (válido por ${minutes} minutos):`,
    '',
    link,
    '',
    'Si no pediste recuperar tu clave, ignorá este mensaje: tu clave actual sigue siendo válida.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(name)},</p>
<p>Recibimos un pedido para recuperar la clave de tu cuenta.</p>
<p>Para elegir una nueva clave ingresá al siguiente enlace (válido por ${minutes} minutos):</p>
<p><a href="${escapeHtml(link)}">${MESSAGES.recoverPassword}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(link)}</p>
<p>Si no pediste recuperar tu clave, ignorá este mensaje: tu clave actual sigue siendo válida.</p>`;
  return { text, html };
}

export async function sendResetMail(job: JobContext, resetId: number): Promise<{ sent: boolean }> {
  const [reset] = await job.db
    .select({ expiresAt: passwordResets.expiresAt, email: users.email, name: users.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()), isNull(users.deletedAt)),
    );
  if (!reset) return { sent: false };
  const token = randomToken();
  const made = await job.db
    .update(passwordResets)
    .set({ tokenHash: sha256(token) })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (!made.length) return { sent: false };
  const minutes = Math.max(1, Math.round((reset.expiresAt.getTime() - Date.now()) / 60_000));
  const link = `${job.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(reset.email)}`;
  await job.mailer.send({
    kind: 'password-reset',
    to: reset.email,
    subject: MESSAGES.recoverPassword,
    ...resetMailText(reset.name, link, minutes),
  });
  return { sent: true };
}

export const passwordResetMailJob = defineJob<{ resetId: number }, { sent: boolean }>({
  kind: 'password-reset-mail',
  payload: z.object({ resetId: idSchema() }),
  failureMessage: RESET_MAIL_FAILED,
  // the link lasts an hour: again after 1, 5 and 30 minutes
  retryDelaysMs: [1, 5, 30].map((minutes) => minutes * 60_000),
  run: (job, { resetId }) => sendResetMail(job, resetId),
});

/** Queues the mail of a reset inside the transaction that records it (nobody signed in asked for it). */
export function queueResetMail(tx: DbOrTx, resetId: number) {
  return insertJob(tx as Db, { kind: passwordResetMailJob.kind, payload: passwordResetMailJob.payload.parse({ resetId }), userId: null });
}
