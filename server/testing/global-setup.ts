// globalSetup of the server test project: on PGlite, build the cached demo snapshot once, before
// the test files (which run in parallel) each load it; on PostgreSQL, the template database each
// file copies (postgres.ts).
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './postgres';
import { pgliteSnapshot } from './snapshot';

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    await pgliteSnapshot();
    return;
  }
  const { template, teardown } = await buildTemplate(base);
  project.provide('postgresBase', base);
  project.provide('postgresTemplate', template);
  return teardown;
}
