// setupFiles of the server project on PostgreSQL: the test file's own copy of the template
// database (postgres.ts) becomes its TEST_DATABASE_URL, and is dropped after the file.
import { afterAll, inject } from 'vitest';
import { copyOfTemplate, FRESH_ENV } from './postgres';

const base = inject('postgresBase');
const template = inject('postgresTemplate');
const templateDay = inject('postgresTemplateDay');
if (!base || !template || !templateDay) throw new Error('setup-postgres.ts runs after global-setup-postgres.ts');
const copy = await copyOfTemplate(base, template, templateDay);
process.env.TEST_DATABASE_URL = copy.url;
process.env[FRESH_ENV] = copy.url;
afterAll(copy.drop);
