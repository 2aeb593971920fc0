// The server suite on PostgreSQL (TEST_DATABASE_URL): globalSetup migrates and seeds a template
// database once, and each test file runs on a copy of its own (CREATE DATABASE … TEMPLATE, about
// 0.2 s instead of 2-3 s of migrations and seed), so the files run in parallel as on PGlite.
// The copies are named after TEST_DATABASE_URL's database, which stays as it is.
import crypto from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../db/client';
import { seedDemo } from '../db/seed';
import { isoDateInArgentina } from '../../src/domain/core/format';

declare module 'vitest' {
  export interface ProvidedContext {
    /** TEST_DATABASE_URL as the run was started with (the server of the copies), when on PostgreSQL. */
    postgresBase?: string;
    /** The migrated and seeded database every test file's copy is made from. */
    postgresTemplate?: string;
    /** Argentina's day the template was seeded on (its dates are relative to it). */
    postgresTemplateDay?: string;
  }
}

/** The environment variable holding the file's copy while it is as the template made it (not opened yet). */
export const FRESH_ENV = 'TEST_DATABASE_FRESH';

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** Runs statements on `url`'s database (an administrative connection of one's own). */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const copyPrefix = (base: string) => `${databaseOf(base)}_f_`;

/** Drops the copies (and their scratch databases) a run left on `base`'s server. */
async function dropCopies(base: string) {
  await onServer(base, async (client) => {
    const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [
      copyPrefix(base),
    ]);
    for (const { name } of rows) await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  });
}

/** Creates the database `name` on `base`'s server, migrated and seeded with the demo data. */
async function createSeeded(base: string, name: string) {
  await onServer(base, (client) => client.query(`create database ${client.escapeIdentifier(name)}`));
  const database = await openPostgres(withDatabase(base, name));
  try {
    await database.migrate();
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
}

/** globalSetup: the template database, migrated and seeded; returns its name, its day and the teardown. */
export async function buildTemplate(base: string): Promise<{ template: string; day: string; teardown: () => Promise<void> }> {
  const template = `${databaseOf(base)}_tpl`;
  const drop = () => onServer(base, (client) => client.query(`drop database if exists ${client.escapeIdentifier(template)} with (force)`));
  await dropCopies(base); // a run that was stopped midway
  await drop();
  const day = isoDateInArgentina();
  await createSeeded(base, template);
  return {
    template,
    day,
    async teardown() {
      await dropCopies(base);
      await drop();
    },
  };
}

/**
 * A test file's own copy of the template; `drop` leaves it in place while something still uses it
 * (teardown drops it). A run that goes past Argentina's midnight seeds the later files' databases
 * anew, as the PGlite snapshot's daily key does: the template's "today" is yesterday by then.
 */
export async function copyOfTemplate(base: string, template: string, templateDay: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${copyPrefix(base)}${crypto.randomBytes(4).toString('hex')}`;
  if (isoDateInArgentina() === templateDay) {
    await onServer(base, (client) =>
      client.query(`create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`),
    );
  } else {
    await createSeeded(base, name);
  }
  return {
    url: withDatabase(base, name),
    drop: () =>
      onServer(base, (client) => client.query(`drop database if exists ${client.escapeIdentifier(name)}`)).then(
        () => undefined,
        () => undefined,
      ),
  };
}
