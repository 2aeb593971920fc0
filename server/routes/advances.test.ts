// POST negotiations/{id}/advances against a real SMTP server (smtp-server) started here: who may
// send, the plans checked by content, the mail's recipients, BCC and attachments, the quotation
// 'Anticipada'; a refused mail leaves the quotation as it was. And the request mail, queued with
// a new request and sent by the job runner.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { advanceImages, advances, jobs, mailLog, quotations, settings, users } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { formatDate, isoDateInArgentina } from '../../src/domain/format';
import { pdfText } from '../documents/pdf-text';
import { advanceDueDate } from '../services/negotiations/advance-dates';
import { ADVANCE_MESSAGES } from '../services/negotiations/advances';
import { at, createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const REFUSED = 'rechazado@cotizador.local';
/** While true the server refuses every recipient (a mail server that is down for a while). */
let smtpDown = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (smtpDown || address.address === REFUSED) {
      const err = new Error('Buzón inexistente') as Error & { responseCode: number };
      err.responseCode = 550;
      return callback(err);
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

const plan = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../tests/fixtures/plans', name));
/** A header of the raw message, unfolded, its UTF-8 encoded-words decoded. */
function header(raw: string, name: string): string {
  const value = new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n\s+/g, ' '))?.[1] ?? '';
  return value.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_w, q: string) =>
    Buffer.from(
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** The text of a raw message with its quoted-printable soft breaks and escapes undone. */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

let t: TestApp;
let uid: Record<DemoUser, number>;
let lopez: number;
let producerEmail: string;
let supervisorEmail: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp(
    {},
    {
      mailer: (db, config) =>
        createMailer({ db, smtpUrl: `smtp://127.0.0.1:${port}`, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }),
    },
  );
  ({ id: uid } = await t.loginDemoUsers());
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
  lopez = await zoneIdOf(t.db, 1, 'General López');
  const [p] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, uid.productor));
  const [s] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, uid.supervisor));
  producerEmail = p!.email;
  supervisorEmail = s!.email;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function setSetting(option: string, value: string) {
  await t.db.update(settings).set({ value }).where(eq(settings.option, option));
}

/** A quotation of the producer with its first option accepted. */
async function accepted() {
  const res = await t
    .as('productor')
    .post('/api/negotiations', negotiationPayload(await clientOf(t.db, uid.productor), [riskPayload(lopez)], { modules: [1, 2] }));
  expect(res.statusCode, res.body).toBe(201);
  const { id, number } = res.json().data as { id: number; number: number };
  const q = (await quotationsOfNegotiation(t.db, id))[0]!;
  expect((await t.as('productor').put(`/api/quotations/${q.id}/accept`, {})).statusCode).toBe(200);
  return { id, number, quotationId: q.id };
}

const statusOf = async (id: number) => (await t.db.select().from(quotations).where(eq(quotations.id, id)))[0]!;

describe('POST negotiations/{id}/advances', () => {
  it('mails the advance PDF and the plans as the settings say; the quotation becomes Anticipada', async () => {
    const { id, number, quotationId } = await accepted();
    received.length = 0;
    const res = await t.as('productor').upload(`/api/negotiations/${id}/advances`, {}, [
      { field: 'images[0]', name: 'plano-norte.png', data: plan('plano-norte.png'), type: 'image/png' },
      { field: 'images[1]', name: 'plano-sur.png', data: plan('plano-sur.png'), type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADVANCE_MESSAGES.sent);
    expect(await statusOf(quotationId)).toMatchObject({ status: 'advanced' });
    expect((await statusOf(quotationId)).advanceDate).toBeInstanceOf(Date);

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('anticipos@cotizador.local');
    expect([...mail.to].sort()).toEqual(
      ['auditoria@cotizador.local', 'backoffice@cotizador.local', 'emision@cotizador.local', producerEmail].sort(),
    );
    expect(header(mail.raw, 'To')).toContain('emision@cotizador.local');
    expect(header(mail.raw, 'Cc')).toContain(producerEmail);
    expect(header(mail.raw, 'Bcc')).toBe(''); // BCC only in the envelope
    expect(mail.raw).toContain(`filename=pdf_anticipo_${number}_${quotationId}.pdf`);
    expect(mail.raw).toContain('filename=plano-norte.png');
    expect(mail.raw).toContain('filename=plano-sur.png');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/);

    const [advance] = await t.db.select().from(advances).where(eq(advances.quotationId, quotationId));
    expect(advance).toBeDefined();
    const images = await t.db.select().from(advanceImages).where(eq(advanceImages.advanceId, advance!.id));
    expect(images.map((i) => [i.fileName, i.mime])).toEqual([
      ['plano-norte.png', 'image/png'],
      ['plano-sur.png', 'image/png'],
    ]);
    // the mail and the advance PDF say until when the advance is valid: 30 days after it was sent
    expect(advance!.dueDate).toBe(advanceDueDate(isoDateInArgentina()));
    const validity = `El anticipo vale hasta el ${formatDate(advance!.dueDate)}`;
    expect(quotedPrintable(mail.raw)).toContain(validity);
    const report = await t.as('productor').get(`/api/advanced-quotation-report/${quotationId}`);
    expect(report.statusCode).toBe(200);
    expect(pdfText(report.rawPayload).replace(/\s+/g, ' ')).toContain(validity);
    // a second advance has nothing accepted left
    const again = await t.as('productor').upload(`/api/negotiations/${id}/advances`, {}, []);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADVANCE_MESSAGES.needsAccepted);
  });

  it('refuses a file that is not an image by its bytes (whatever its name and type), another producer (403), an unknown one (404)', async () => {
    const { id, quotationId } = await accepted();
    received.length = 0;
    const fake = await t
      .as('productor')
      .upload(`/api/negotiations/${id}/advances`, {}, [
        { field: 'images[0]', name: 'no-es-imagen.png', data: plan('no-es-imagen.png'), type: 'image/png' },
      ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('El archivo (no-es-imagen.png) no es una imagen');
    expect((await t.as('productor2').upload(`/api/negotiations/${id}/advances`, {}, [])).statusCode).toBe(403);
    expect((await t.as('productor').upload('/api/negotiations/999999/advances', {}, [])).statusCode).toBe(404);
    const big = await t.as('productor').upload(`/api/negotiations/${id}/advances`, {}, [
      {
        field: 'images[0]',
        name: 'enorme.png',
        data: Buffer.concat([plan('plano-sur.png'), Buffer.alloc(6 * 1024 * 1024)]),
        type: 'image/png',
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(ADVANCE_MESSAGES.tooBig);
    expect(received).toHaveLength(0);
    expect(await statusOf(quotationId)).toMatchObject({ status: 'accepted', advanceDate: null });
  });

  it('a refused mail leaves the quotation accepted, answers 502 with the SMTP reason and records the failure', async () => {
    const { id, quotationId } = await accepted();
    // every recipient refused: no BCC, no copy to the producer
    await setSetting('on_advance_send_emails_to_address', REFUSED);
    await setSetting('on_advance_send_emails_bcc_address', '');
    await setSetting('on_advance_send_emails_copy_to_producer', '0');
    try {
      const res = await t.as('supervisor').upload(`/api/negotiations/${id}/advances`, {}, []);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/^No se pudo enviar el e-mail: 550/);
      expect(await statusOf(quotationId)).toMatchObject({ status: 'accepted', advanceDate: null });
      expect(await t.db.select().from(advances).where(eq(advances.quotationId, quotationId))).toEqual([]);
      const failed = await t.db
        .select()
        .from(mailLog)
        .where(and(eq(mailLog.kind, 'advance'), eq(mailLog.status, 'failed')));
      expect(failed.some((m) => m.to.includes(REFUSED))).toBe(true);
    } finally {
      await setSetting('on_advance_send_emails_to_address', 'emision@cotizador.local');
      await setSetting('on_advance_send_emails_bcc_address', 'auditoria@cotizador.local,backoffice@cotizador.local');
      await setSetting('on_advance_send_emails_copy_to_producer', '1');
    }
  });
});

describe('request mail', () => {
  /** A new request of productor (its mail job is queued with it). */
  async function postRequest() {
    const res = await t.as('productor').post('/api/negotiations', {
      client_id: await clientOf(t.db, uid.productor),
      state: 'solicitud',
      type: 'grouped',
      risks: [riskPayload(lopez)],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res;
  }

  it('a new request is mailed after it commits: to, BCC, the supervisor and the producer as the settings say', async () => {
    received.length = 0;
    const res = await postRequest();
    const { number } = res.json().data as { number: number };
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'request-mail')).orderBy(jobs.id);
    expect(job).toBeDefined();
    expect(await t.app.jobs.waitFor(job!.id)).toMatchObject({ status: 'done' });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('solicitudes@cotizador.local');
    expect([...mail.to].sort()).toEqual(['backoffice@cotizador.local', 'comercial@cotizador.local', producerEmail, supervisorEmail].sort());
    expect(header(mail.raw, 'Subject')).toContain(`Solicitud de cotización N° ${number}`);
    expect(header(mail.raw, 'Bcc')).toBe('');
  });

  it('a request mail the server refuses is sent again later: the job waits and retries, and the mail goes once', async () => {
    received.length = 0;
    smtpDown = true;
    let jobId: number;
    try {
      await postRequest();
      const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'request-mail')).orderBy(desc(jobs.id)).limit(1);
      jobId = job!.id;
      // the first attempt fails and the job is queued again, a minute later
      const stateOf = async () => at(await t.db.select().from(jobs).where(eq(jobs.id, jobId)), 0);
      const progress = async () => {
        const job = await stateOf();
        return `${job.status} after ${job.attempts}`;
      };
      await expect.poll(progress, { timeout: 10_000 }).toBe('queued after 1');
      const waiting = await stateOf();
      expect(waiting!.runAfter!.getTime()).toBeGreaterThan(Date.now() + 30_000);
      expect(received).toHaveLength(0);
    } finally {
      smtpDown = false;
    }
    // the minute passes
    await t.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.id, jobId));
    expect(await t.app.jobs.waitFor(jobId)).toMatchObject({ status: 'done' });
    expect(received).toHaveLength(1);
    const [done] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(done?.attempts).toBe(2);
  });
});
