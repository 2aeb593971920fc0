// `tsx tests/e2e/seed-template.ts`, with E2E_RUN_DIR set: the end-to-end tests' template database
// made ahead of them (scripts/test-all.mjs, while vitest runs); their globalSetup then keeps it.
import { seedTemplate } from './global-setup';

await seedTemplate();
