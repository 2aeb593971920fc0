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
  send(message: MailMessage): Promise<{ location: string }>;
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
      const to = ([] as string[]).concat(message.to).join(', ');
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
          const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}.eml`);
          await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
          location = file;
          opts.log?.(`mail "${message.subject}" to ${to} written to ${file}`);
        }
        await opts.db.insert(mailLog).values({ kind: message.kind, to, subject: message.subject, status: 'sent', location });
        return { location };
      } catch (err) {
        await opts.db
          .insert(mailLog)
          .values({ kind: message.kind, to, subject: message.subject, status: 'failed', error: String((err as Error).message ?? err) });
        throw err;
      }
    },
  };
}
