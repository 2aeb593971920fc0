import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailLog } from '../db/schema';
import { openTestDatabase } from '../testing/harness';
import { createMailer } from './mailer';

let database: Database;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-outbox-'));

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

it('without SMTP, mails sent in the same moment are each kept as their own .eml file', async () => {
  const mailer = createMailer({ db: database.db, from: 'Cotizador <no-responder@cotizador.local>', outboxDir });
  const sent = await Promise.all(
    Array.from({ length: 20 }, (_, i) => mailer.send({ kind: 'request', to: 'a@b.com', subject: `Solicitud ${i}`, text: `n° ${i}` })),
  );
  const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith('-request.eml'));
  expect(files).toHaveLength(20);
  expect(new Set(sent.map((s) => s.location)).size).toBe(20);
  const bodies = files.map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
  for (let i = 0; i < 20; i++) expect(bodies.some((b) => b.includes(`Solicitud ${i}`))).toBe(true);
  expect(await database.db.select().from(mailLog)).toHaveLength(20);
});

it('whoever reads the outbox while mails are written finds each .eml whole, never empty or cut', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-outbox-'));
  const mailer = createMailer({ db: database.db, from: 'Cotizador <no-responder@cotizador.local>', outboxDir: dir });
  const seen: string[] = [];
  let whole: string[] | undefined;
  const watcher = fs.watch(dir, (_event, name) => {
    if (!name?.endsWith('.eml')) return;
    try {
      seen.push(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch {
      // gone already (renamed away): nothing to read
    }
  });
  try {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => mailer.send({ kind: 'request', to: 'a@b.com', subject: `Solicitud ${i}`, text: `n° ${i}` })),
    );
    await new Promise((r) => setTimeout(r, 100)); // the last events
    whole = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  } finally {
    watcher.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(seen.length).toBeGreaterThan(0);
  expect(whole).toHaveLength(20);
  for (const eml of seen) expect(whole).toContain(eml);
});
