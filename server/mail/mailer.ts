import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailLog } from '../db/schema';

export interface MailMessage {
  kind: string; // what the mail is for: 'password-reset', 'advance', ...
  to: string | string[];
  bcc?: string | string[];
  cc?: string | string[];
  from?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  /** Sends (never inside a transaction: a slow mail server would hold it) and records it in mail_log. */
  send(message: MailMessage): Promise<{ location: string }>;
}

/** How a mail job retries while the mail server is down: after 1, 5 and 30 minutes and 2 hours. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [1, 5, 30, 120].map((minutes) => minutes * 60_000);

const recipients = (to: string | string[]) => ([] as string[]).concat(to).join(', ');

/** Records a mail that could not be sent. */
async function logMailFailure(db: Db, message: Pick<MailMessage, 'kind' | 'to' | 'subject'>, err: unknown) {
  await db.insert(mailLog).values({
    kind: message.kind,
    to: recipients(message.to),
    subject: message.subject,
    status: 'failed',
    error: String((err as Error)?.message ?? err),
  });
}

/**
 * SMTP_URL set: real SMTP. Unset: every mail is written as an .eml file under
 * DATA_DIR/outbox and its path logged. Either way the mail is recorded in mail_log.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; outboxDir: string; log?: (msg: string) => void }): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const log = opts.db;
      const to = recipients(message.to);
      try {
        const info = await transport.sendMail({
          from: message.from ?? opts.from,
          to,
          cc: message.cc,
          bcc: message.bcc,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        let location: string = info.messageId;
        if (!opts.smtpUrl) {
          await fs.mkdir(opts.outboxDir, { recursive: true });
          // the time orders the files; the random part keeps two mails of the same millisecond apart
          const stamp = new Date().toISOString().replace(/[:.]/g, '-');
          const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}-${message.kind}.eml`);
          // written beside it, then renamed: whoever reads the outbox meanwhile sees whole mails only
          await fs.writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
          await fs.rename(`${file}.part`, file);
          location = file;
          opts.log?.(`mail "${message.subject}" to ${to} written to ${file}`);
        }
        await log.insert(mailLog).values({ kind: message.kind, to, subject: message.subject, status: 'sent', location });
        return { location };
      } catch (err) {
        await logMailFailure(log, message, err);
        throw err;
      }
    },
  };
}
