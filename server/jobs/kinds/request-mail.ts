// The mail of a new request (solicitudes_send_emails_* settings): to the configured addresses,
// BCC, and, as the settings say, a copy to the producer's supervisor, to the producer and to the
// client. Queued in the transaction that creates the request, so it goes once that commits.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '../../../src/domain/core/ids';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { MAIL_RETRY_DELAYS_MS, type Mailer } from '../../mail/mailer';
import { requestMailText } from '../../mail/messages';
import { requestMailSettings } from '../../mail/settings';
import { loadNegotiation } from '../../quotations/detail';
import { defineJob } from '../handler';
import { insertJob } from '../store';

export const REQUEST_MAIL_FAILED = 'No se pudo enviar el e-mail de la solicitud.';

export async function sendRequestMail(db: Db, deps: { mailer: Mailer; appUrl: string }, negotiationId: number) {
  const settings = await requestMailSettings(db);
  if (!settings.enabled) return { sent: false, to: [] as string[] };
  const n = await loadNegotiation(db, negotiationId);
  const [supervisor] = n.user.supervisor
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, n.user.supervisor.id))
    : [];
  const cc = [
    ...(settings.copyToSupervisor && supervisor?.email ? [supervisor.email] : []),
    ...(settings.toUser && n.user.email ? [n.user.email] : []),
    ...(settings.toClient && n.client.email ? [n.client.email] : []),
  ];
  const to = settings.to.length ? settings.to : cc.splice(0, cc.length);
  if (!to.length) return { sent: false, to };
  await deps.mailer.send({
    kind: 'request',
    from: settings.from,
    to,
    cc: cc.length ? cc : undefined,
    bcc: settings.bcc.length ? settings.bcc : undefined,
    ...requestMailText(n, deps.appUrl),
  });
  return { sent: true, to };
}

export const requestMailJob = defineJob<{ negotiationId: number }, { sent: boolean; to: string[] }>({
  kind: 'request-mail',
  payload: z.object({ negotiationId: idSchema() }),
  failureMessage: REQUEST_MAIL_FAILED,
  retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  run: (job, { negotiationId }) => sendRequestMail(job.db, job, negotiationId),
});

/** Queues the mail of a new request inside the transaction that creates it. */
export function queueRequestMail(tx: DbOrTx, negotiationId: number, userId: number | null) {
  return insertJob(tx as Db, { kind: requestMailJob.kind, payload: requestMailJob.payload.parse({ negotiationId }), userId });
}
