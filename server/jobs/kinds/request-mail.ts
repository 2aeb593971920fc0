// The mails of a new request (solicitudes_send_emails_* settings): one to the configured addresses,
// BCC, and, as the settings say, a copy to the producer's supervisor and to the producer; and, as
// they say, the client's own confirmation. Queued in the transaction that creates the request, so
// they go once that commits.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '../../../src/domain/core/ids';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { MAIL_RETRY_DELAYS_MS, type Mailer } from '../../mail/mailer';
import { requestConfirmationText, requestMailText } from '../../mail/messages';
import { requestMailSettings } from '../../mail/settings';
import { loadNegotiation } from '../../quotations/detail';
import { defineJob } from '../handler';
import { insertJob } from '../store';

export const REQUEST_MAIL_FAILED = 'No se pudo enviar el e-mail de la solicitud.';

/** Who a request mail is for: the office (to, BCC, supervisor, producer) or the client, in a mail of its own. */
const RECIPIENTS = ['office', 'client'] as const;
type Recipient = (typeof RECIPIENTS)[number];

export async function sendRequestMail(
  db: Db,
  deps: { mailer: Mailer; appUrl: string },
  negotiationId: number,
  recipient: Recipient = 'office',
) {
  const settings = await requestMailSettings(db);
  if (!settings.enabled) return { sent: false, to: [] as string[] };
  const n = await loadNegotiation(db, negotiationId);
  if (recipient === 'client') {
    // the client never shares a mail with the office's addresses and back-office link
    if (!settings.toClient || !n.client.email) return { sent: false, to: [] as string[] };
    const to = [n.client.email];
    await deps.mailer.send({ kind: 'request-confirmation', from: settings.from, to, ...requestConfirmationText(n) });
    return { sent: true, to };
  }
  const [supervisor] = n.user.supervisor
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, n.user.supervisor.id))
    : [];
  const cc = [
    ...(settings.copyToSupervisor && supervisor?.email ? [supervisor.email] : []),
    ...(settings.toUser && n.user.email ? [n.user.email] : []),
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

export const requestMailJob = defineJob<{ negotiationId: number; recipient?: Recipient }, { sent: boolean; to: string[] }>({
  kind: 'request-mail',
  payload: z.object({ negotiationId: idSchema(), recipient: z.enum(RECIPIENTS).optional() }),
  failureMessage: REQUEST_MAIL_FAILED,
  retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  run: (job, { negotiationId, recipient }) => sendRequestMail(job.db, job, negotiationId, recipient),
});

/** Queues the mails of a new request inside the transaction that creates it: the office's and the client's, each sent (and retried) on its own. */
export async function queueRequestMail(tx: DbOrTx, negotiationId: number, userId: number | null) {
  for (const recipient of RECIPIENTS) {
    await insertJob(tx as Db, { kind: requestMailJob.kind, payload: requestMailJob.payload.parse({ negotiationId, recipient }), userId });
  }
}
