// globalSetup of the server test project on PostgreSQL (TEST_DATABASE_URL): the template database
// each test file copies (postgres.ts), dropped with the copies at the end.
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './postgres';

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('the server project on PostgreSQL needs TEST_DATABASE_URL');
  const { template, day, teardown } = await buildTemplate(base);
  project.provide('postgresBase', base);
  project.provide('postgresTemplate', template);
  project.provide('postgresTemplateDay', day);
  return teardown;
}
