// POST negotiations/{id}/advances against a real SMTP server (smtp-server) started here: who may
// send, the plans checked by content, the quotation 'Anticipada' at once and the mail (recipients,
// BCC, attachments) sent by the job runner after the commit; a mail server that stalls does not
// hold the answer, a refused mail is retried and, once it failed for good, the detail says so and
// it can be sent again. And the request mail, queued with a new request and sent by the job runner.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { advanceImages, advances, clients, jobs, mailLog, quotations, settings, users } from '../db/schema';
import { createMailer } from '../mail/mailer';
import type { Negotiation } from '../../src/domain/quotations/entity';
import { historyActionLabel, historyLines } from '../../src/domain/quotations/history';
import { ADVANCE_MAIL_FAILED } from '../jobs/kinds/advance-mail';
import { formatDate, isoDateInArgentina } from '../../src/domain/core/format';
import { pdfText } from '../documents/pdf-text';
import { advanceDueDate } from './advance-dates';
import { ADVANCE_MESSAGES } from './advances';
import { at, createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The text of a raw message with its quoted-printable soft breaks and escapes undone. */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

const received: Received[] = [];
const REFUSED = 'rechazado@cotizador.local';
/** While true the server refuses every recipient (a mail server that is down for a while). */
let smtpDown = false;
/** While set, the server holds each mail this long before answering (a stalled mail server). */
let stallMs = 0;
/** Mails the server is holding. */
let holding = 0;
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
      const answer = () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      };
      if (!stallMs) return answer();
      holding += 1;
      setTimeout(() => {
        holding -= 1;
        answer();
      }, stallMs);
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
  // the due-date notices of the seeded advances go at start: out of the way of the mails counted here
  await t.jobsDone('advance-due-notifications');
  await t.jobsDone('advance-due-mail');
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

/** The newest advance-mail job (the one the last advance or resend queued). */
async function lastMailJob() {
  const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'advance-mail')).orderBy(desc(jobs.id)).limit(1);
  expect(job).toBeDefined();
  return job!;
}

/** The quotation as the detail shows it. */
async function detailOf(negotiationId: number, quotationId: number) {
  const res = await t.as('productor').get(`/api/negotiations/${negotiationId}`);
  expect(res.statusCode).toBe(200);
  const n = res.json().data as Negotiation;
  const risk = n.risks.find((r) => r.quotations.some((q) => q.id === quotationId))!;
  const ctx = { names: n.historyNames!, currencyId: risk.hectarePriceCurrency.id };
  // the history as the detail shows it ('Historial de cambios', RiskHistory.tsx)
  const historyText = risk.history.map((e) => `${historyActionLabel(e.action)} · ${historyLines(e, ctx).join(' | ')}`);
  return { quotation: risk.quotations.find((q) => q.id === quotationId)!, history: risk.history, historyText };
}

// First in the file: its 30 s wait starts as soon as the file does, while `npm test`'s checks
// still have work for the idle core (WAITING_FILES in vitest.config.ts).
describe('a refusing, then stalled mail server', () => {
  it(
    'holds neither the advance nor the password reset: each answers at once, and each mail goes once, when the server takes it',
    { timeout: 120_000 },
    async () => {
      received.length = 0;
      // the reset's first attempt is refused: the job waits a minute
      smtpDown = true;
      let resetJobId: number;
      try {
        const started = Date.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          remoteAddress: '10.77.0.1',
          payload: { email: 'productor' },
        });
        expect(Date.now() - started).toBeLessThan(3000);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().message).toBe('Chequea tu e-mail!');
        const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'password-reset-mail')).orderBy(desc(jobs.id)).limit(1);
        resetJobId = job!.id;
        const progress = async () => {
          const [row] = await t.db.select().from(jobs).where(eq(jobs.id, resetJobId));
          return `${row!.status} after ${row!.attempts}`;
        };
        await expect.poll(progress, { timeout: 10_000 }).toBe('queued after 1');
      } finally {
        smtpDown = false;
      }
      const { id, quotationId } = await accepted();
      // now the server holds each mail 30 s before taking it
      stallMs = 30_000;
      try {
        const started = Date.now();
        const res = await t
          .as('productor')
          .upload(`/api/negotiations/${id}/advances`, {}, [
            { field: 'images[0]', name: 'plano-norte.png', data: plan('plano-norte.png'), type: 'image/png' },
          ]);
        const took = Date.now() - started;
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().message).toBe(ADVANCE_MESSAGES.sent);
        // about 0.3 s on a quiet machine; 3 s leaves room for a loaded one, ten times under the stall
        expect(took).toBeLessThan(3000);
        expect(await statusOf(quotationId)).toMatchObject({ status: 'advanced' });
        // the reset's minute passes
        await t.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.id, resetJobId));
        // the server got both mails and holds them; the app goes on answering meanwhile
        await expect.poll(() => holding, { timeout: 20_000 }).toBe(2);
        const reading = Date.now();
        expect((await detailOf(id, quotationId)).quotation.advanceMail).toMatchObject({ status: 'queued' });
        expect(Date.now() - reading).toBeLessThan(1000);
        expect(received).toHaveLength(0);
        const advanceJob = await lastMailJob();
        expect(await t.app.jobs.waitFor(advanceJob.id)).toMatchObject({ status: 'done' });
        expect(await t.app.jobs.waitFor(resetJobId)).toMatchObject({ status: 'done', result: { sent: true } });
        expect(await t.db.select().from(jobs).where(eq(jobs.id, advanceJob.id))).toMatchObject([{ attempts: 1 }]);
        expect((await detailOf(id, quotationId)).quotation.advanceMail).toMatchObject({ status: 'sent' });
      } finally {
        stallMs = 0;
        await expect.poll(() => holding, { timeout: 40_000 }).toBe(0); // nothing held spills into another test
      }
      expect(received).toHaveLength(2);
      const reset = received.find((m) => header(m.raw, 'Subject') === 'Recuperar clave');
      expect(reset?.to).toEqual([producerEmail]);
      expect(received.filter((m) => m !== reset)).toHaveLength(1); // the advance, once
    },
  );
});

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

    expect(await t.app.jobs.waitFor((await lastMailJob()).id)).toMatchObject({ status: 'done' });
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
    expect(mail.raw).toMatch(/\(CUIT \d{2}-\d{8}-\d\)/); // as the lists write it

    const [advance] = await t.db.select().from(advances).where(eq(advances.quotationId, quotationId));
    expect(advance).toBeDefined();
    const images = await t.db.select().from(advanceImages).where(eq(advanceImages.advanceId, advance!.id));
    expect(images.map((i) => [i.fileName, i.mime])).toEqual([
      ['plano-norte.png', 'image/png'],
      ['plano-sur.png', 'image/png'],
    ]);
    expect(advance).toMatchObject({ mailStatus: 'sent', mailError: null });
    expect(advance!.sentAt).toBeInstanceOf(Date);
    const { quotation, history, historyText } = await detailOf(id, quotationId);
    expect(quotation.advanceMail).toMatchObject({ status: 'sent', error: null });
    expect(quotation.advanceMail!.recipients).toContain('emision@cotizador.local');
    expect(history.find((h) => h.action === 'advance-mail' && h.entityId === quotationId)?.after).toMatchObject({ mail: 'enviado' });
    expect(historyText).toContainEqual('Anticipo · Estado: Aceptada → Anticipada');
    expect(historyText).toContainEqual(
      expect.stringMatching(/^E-mail del anticipo · E-mail: enviado \| Destinatarios: .*emision@cotizador\.local/),
    );
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

  it('a refused mail does not undo the advance: it is retried, then the detail and the history say it failed, and it can be sent again', async () => {
    const { id, number, quotationId } = await accepted();
    // every recipient refused: no BCC, no copy to the producer
    await setSetting('on_advance_send_emails_to_address', REFUSED);
    await setSetting('on_advance_send_emails_bcc_address', '');
    await setSetting('on_advance_send_emails_copy_to_producer', '0');
    let jobId: number;
    try {
      const res = await t.as('supervisor').upload(`/api/negotiations/${id}/advances`, {}, []);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(ADVANCE_MESSAGES.sent);
      expect(await statusOf(quotationId)).toMatchObject({ status: 'advanced' });
      jobId = (await lastMailJob()).id;
      const stateOf = async () => at(await t.db.select().from(jobs).where(eq(jobs.id, jobId)), 0);
      // the first attempt fails: queued again for later, and the detail says why it has not gone yet
      await expect
        .poll(async () => `${(await stateOf()).status} after ${(await stateOf()).attempts}`, { timeout: 10_000 })
        .toBe('queued after 1');
      // (the attempt records its reason as it ends: under load the job may read as queued a moment before)
      await expect
        .poll(async () => (await detailOf(id, quotationId)).quotation.advanceMail, { timeout: 10_000 })
        .toMatchObject({ status: 'queued', error: expect.stringMatching(/^550/) });
      // the retries used up: the last attempt now
      await t.db.update(jobs).set({ attempts: 4, runAfter: new Date() }).where(eq(jobs.id, jobId));
      expect(await t.app.jobs.waitFor(jobId)).toMatchObject({ status: 'failed', error: ADVANCE_MAIL_FAILED });
      const { quotation, history, historyText } = await detailOf(id, quotationId);
      expect(quotation.status).toBe('advanced');
      expect(historyText).toContainEqual(expect.stringMatching(/^E-mail del anticipo · E-mail: no enviado \| Motivo: 550/));
      expect(quotation.advanceMail).toMatchObject({ status: 'failed', sentAt: null, error: expect.stringMatching(/^550/) });
      expect(history.find((h) => h.action === 'advance-mail' && h.entityId === quotationId)?.after).toMatchObject({
        mail: 'no enviado',
        error: expect.stringMatching(/^550/),
      });
      const failed = await t.db
        .select()
        .from(mailLog)
        .where(and(eq(mailLog.kind, 'advance'), eq(mailLog.status, 'failed')));
      expect(failed.filter((m) => m.to.includes(REFUSED)).length).toBeGreaterThanOrEqual(2);
    } finally {
      await setSetting('on_advance_send_emails_to_address', 'emision@cotizador.local');
      await setSetting('on_advance_send_emails_bcc_address', 'auditoria@cotizador.local,backoffice@cotizador.local');
      await setSetting('on_advance_send_emails_copy_to_producer', '1');
    }
    // the address fixed, the producer sends it again: with the settings as they are now
    expect((await t.as('productor2').post(`/api/quotations/${quotationId}/advance-mail`, {})).statusCode).toBe(403);
    const again = await t.as('productor').post(`/api/quotations/${quotationId}/advance-mail`, {});
    expect(again.statusCode, again.body).toBe(202);
    expect(await t.app.jobs.waitFor((await lastMailJob()).id)).toMatchObject({ status: 'done' });
    const mails = received.filter((m) => header(m.raw, 'Subject').includes(`N° ${number} `));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('emision@cotizador.local');
    expect((await detailOf(id, quotationId)).quotation.advanceMail).toMatchObject({ status: 'sent', error: null });
    const twice = await t.as('productor').post(`/api/quotations/${quotationId}/advance-mail`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ADVANCE_MESSAGES.notResendable);
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

  /** The latest request's mail job for the office or for the client (each request queues both). */
  async function lastRequestMailJob(recipient: 'office' | 'client') {
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'request-mail'), sql`${jobs.payload}->>'recipient' = ${recipient}`))
      .orderBy(desc(jobs.id))
      .limit(1);
    return job;
  }

  it('a new request is mailed after it commits: to, BCC, the supervisor and the producer as the settings say', async () => {
    received.length = 0;
    const res = await postRequest();
    const { number } = res.json().data as { number: number };
    const job = await lastRequestMailJob('office');
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
      const job = await lastRequestMailJob('office');
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

  it("with 'Enviar al cliente' the client gets a confirmation of its own: none of the office's addresses, names or links", async () => {
    const clientId = await clientOf(t.db, uid.productor);
    const [client] = await t.db.select().from(clients).where(eq(clients.id, clientId));
    await t.db.update(settings).set({ value: '1' }).where(eq(settings.option, 'solicitudes_send_emails_to_client'));
    try {
      received.length = 0;
      const res = await postRequest();
      const { number } = res.json().data as { number: number };
      for (const recipient of ['office', 'client'] as const) {
        expect(await t.app.jobs.waitFor((await lastRequestMailJob(recipient))!.id)).toMatchObject({ status: 'done' });
      }
      expect(received).toHaveLength(2);
      const office = received.find((m) => header(m.raw, 'Subject').startsWith('Solicitud de cotización'))!;
      expect(office.to).not.toContain(client!.email);
      const own = received.find((m) => header(m.raw, 'Subject') === `Recibimos tu solicitud de cotización N° ${number}`)!;
      expect(own.to).toEqual([client!.email]);
      expect(header(own.raw, 'Cc')).toBe('');
      expect(own.raw).not.toMatch(/\/admin\/|Productor|comercial@|backoffice@|emision@/);
      expect(own.raw).toContain('Te vamos a enviar la cotizaci');
    } finally {
      await t.db.update(settings).set({ value: '0' }).where(eq(settings.option, 'solicitudes_send_emails_to_client'));
    }
  });
});

// One test, so that the 30 s of the stall are waited once: the advance mail and the reset mail
// wait on the server together (the job runner runs two jobs at once).
