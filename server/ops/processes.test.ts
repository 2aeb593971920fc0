// Two API processes (the compiled server, as `npm start` runs it) on one PostgreSQL database of
// this test's own: what one process does, the other sees at once, background jobs run once, and
// a SIGTERM stops one cleanly while the other goes on. PostgreSQL only (TEST_DATABASE_URL).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/rate-limit';
import { openPostgres, type Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { jobs, mailLog, rates } from '../db/schema';
import { JOB_LOCKS } from '../jobs/store';
import { CAPTCHA_MESSAGES } from '../client-request/captcha';
import { DEMO_PASSWORD } from '../testing';
import { clientPayload, contactPayload, insertClient, solvedCaptcha, userIdOf } from '../testing/fixtures';
import { negotiationPayload, riskPayload, zoneIdOf, clientOf } from '../testing/negotiations';
import { bigRatesFile, scratchPostgres, signIn, startServerProcess, submitRatesImport, type ServerProcess } from '../testing/processes';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-procs-'));
  dirs.push(dir);
  return dir;
};
let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!onPostgres) return;
  scratch = await scratchPostgres('procs');
  // started together: one migrates and seeds, the other waits for it and finds it done
  const env = () => ({ DATABASE_URL: scratch.url, SEED_DEMO: '1', DATA_DIR: newDataDir() });
  [a, b] = await Promise.all([startServerProcess(env()), startServerProcess(env())]);
  database = await openPostgres(scratch.url);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await database?.close();
  await scratch?.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: ServerProcess, url: string, auth: Record<string, string>) => fetch(`${p.base}${url}`, { headers: auth });
const send = (p: ServerProcess, method: string, url: string, auth: Record<string, string>, body: unknown) =>
  fetch(`${p.base}${url}`, { method, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  it('PostgreSQL ending the idle connections of a process (a restart, an administrator) stops it not: its next request answers', async () => {
    const auth = await signIn(a.base, 'admin');
    expect((await get(a, '/api/user', auth)).status).toBe(200);
    const ended = await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`cotizador ${a.child.pid}`} and state = 'idle'`,
    );
    expect(rowsOf(ended).length).toBeGreaterThan(0);
    await sleep(300); // the process reads the end of its connections
    expect((await get(a, '/api/user', auth)).status).toBe(200);
    expect(a.child.exitCode).toBeNull();
  });

  it('a session opened on one process works on the other', async () => {
    const auth = await signIn(a.base, 'admin');
    const res = await get(b, '/api/user', auth);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { username: string } }).data.username).toBe('admin');
  });

  it('login throttling counts the attempts made on both: the sixth is refused, even with the right password', async () => {
    const attempt = (p: ServerProcess, password: string) =>
      fetch(`${p.base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'password',
          client_id: 'backoffice',
          client_secret: 'backoffice',
          username: 'productor2',
          password,
        }),
      });
    for (const p of [a, b, a, b, a]) expect((await attempt(p, 'equivocada')).status).toBe(400);
    const sixth = await attempt(b, 'equivocada');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect((await attempt(a, DEMO_PASSWORD)).status).toBe(429);
  });

  it('a captcha handed out by one process and solved is accepted once, whichever process gets it', async () => {
    const challenge = (await (await fetch(`${a.base}/api/contacts/challenge`)).json()) as Challenge;
    const payload = contactPayload(await solvedCaptcha(challenge));
    expect((await send(b, 'POST', '/api/contacts', {}, payload)).status).toBe(201);
    const replay = await send(a, 'POST', '/api/contacts', {}, payload);
    expect(replay.status).toBe(422);
    expect(((await replay.json()) as { errors: Record<string, string[]> }).errors.altcha).toEqual([CAPTCHA_MESSAGES.used]);
  });

  it('the mail of each new request is sent once, by one of the two processes', async () => {
    const auth = await signIn(a.base, 'productor');
    const client = await clientOf(database.db, await userIdOf(database.db, 'productor'));
    const zone = await zoneIdOf(database.db, 1, 'General López');
    const numbers: number[] = [];
    for (const p of [a, b, a, b, a, b]) {
      const res = await send(
        p,
        'POST',
        '/api/negotiations',
        auth,
        negotiationPayload(client, [riskPayload(zone)], { state: 'solicitud', is_confirmed: 0 }),
      );
      expect(res.status).toBe(201);
      numbers.push(((await res.json()) as { data: { number: number } }).data.number);
    }
    const mailJobs = await until('the request mails', async () => {
      const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'request-mail'));
      return rows.length >= numbers.length && rows.every((j) => j.status === 'done') ? rows : undefined;
    });
    expect(mailJobs.map((j) => j.attempts)).toEqual(mailJobs.map(() => 1));
    for (const n of numbers) {
      const sent = await database.db
        .select()
        .from(mailLog)
        .where(and(eq(mailLog.kind, 'request'), like(mailLog.subject, `Solicitud de cotización N° ${n} -%`)));
      expect(sent, `mails of request ${n}`).toHaveLength(1);
    }
    const files = dirs.flatMap((d) => (fs.existsSync(path.join(d, 'outbox')) ? fs.readdirSync(path.join(d, 'outbox')) : []));
    const logged = await database.db.select().from(mailLog).where(eq(mailLog.kind, 'request'));
    expect(files.filter((f) => f.endsWith('-request.eml'))).toHaveLength(logged.length);
  });

  it('a logout on one process refuses that token on the other at its next request', async () => {
    const auth = await signIn(a.base, 'productor');
    for (let i = 0; i < 3; i++) expect((await get(b, '/api/user', auth)).status).toBe(200);
    expect((await send(a, 'POST', '/api/logout', auth, {})).status).toBe(204);
    expect((await get(b, '/api/user', auth)).status).toBe(401);
  });

  it('a password change on one process ends the user’s other sessions on the other at once', async () => {
    const id = await userIdOf(database.db, 'supervisor');
    const changing = await signIn(a.base, 'supervisor');
    const other = await signIn(b.base, 'supervisor');
    for (let i = 0; i < 3; i++) expect((await get(b, '/api/user', other)).status).toBe(200);
    const change = { password: 'otra-clave-9', password_confirmation: 'otra-clave-9', current_password: DEMO_PASSWORD };
    expect((await send(a, 'PUT', `/api/users/${id}`, changing, change)).status).toBe(200);
    expect((await get(b, '/api/user', other)).status).toBe(401);
    expect((await get(b, '/api/user', changing)).status).toBe(200);
  });
});

/** A request whose body arrives in two halves: `finish` sends the second one and resolves with the answer. */
function slowRequest(base: string, method: string, url: string, headers: Record<string, string>, body: unknown) {
  const data = Buffer.from(JSON.stringify(body));
  const req = http.request(new URL(url, base), {
    method,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': data.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(data.subarray(0, data.length >> 1));
  return {
    finish() {
      req.end(data.subarray(data.length >> 1));
      return answer;
    },
  };
}

/** The process (its pid) whose connection holds the running job's lock. */
async function pidRunning(jobId: number): Promise<number> {
  const res = await database.db.execute(sql`
    select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.classid = ${JOB_LOCKS} and l.objid = ${jobId} and l.granted`);
  const name = rowsOf<{ name: string }>(res)[0]?.name ?? '';
  return Number(/^cotizador (\d+)$/.exec(name)?.[1]);
}

describe.runIf(onPostgres)('a SIGTERM to one of the two processes', () => {
  it(
    'lets its request in flight finish (200), exits 0, and its running job is finished by the other process',
    { timeout: 240_000 },
    async () => {
      const admin = await signIn(a.base, 'admin');
      const file = await bigRatesFile(100_000);
      const jobId = await submitRatesImport(a.base, admin, file);
      await until('the import to be running', async () => {
        const [job] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
        return job?.status === 'running' && job.progressDone > 0 ? job : undefined;
      });
      const pid = await pidRunning(jobId);
      const [stopping, staying] = pid === b.child.pid ? [b, a] : [a, b];
      expect(pid).toBe(stopping.child.pid);

      const { id: clientId } = await insertClient(database.db, null);
      const slow = slowRequest(
        stopping.base,
        'PUT',
        `/api/clients/${clientId}`,
        admin,
        clientPayload({ address: 'Camino del Parador 12' }),
      );
      await sleep(300); // its headers are in: the request is in flight
      const exit = stopping.stop('SIGTERM');
      await sleep(700);

      await expect(fetch(`${stopping.base}/api/health`)).rejects.toThrow(); // no new connections
      expect((await get(staying, '/api/user', admin)).status).toBe(200);
      const answer = await slow.finish();
      expect(answer.status, answer.body).toBe(200);
      expect(await exit).toBe(0);

      const updated = await get(staying, `/api/clients/${clientId}`, admin);
      expect(((await updated.json()) as { data: { address: string } }).data.address).toBe('Camino del Parador 12');
      const job = await until(
        'the import to end',
        async () => {
          const [row] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
          return row?.status === 'done' || row?.status === 'failed' ? row : undefined;
        },
        180_000,
      );
      expect(job).toMatchObject({ status: 'done', attempts: 2, error: null });
      const imported = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(rates)
        .where(inArray(rates.franchiseDeductible, ['Variante 0', 'Variante 99999']));
      expect(imported[0]?.n).toBe(2);
    },
  );
});
