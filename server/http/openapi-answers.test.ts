// server/http/openapi-answers.json is what scripts/openapi-answers.ts reads from the handlers'
// types today: a changed answer without the file rewritten fails here.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { ANSWERS_FILE, readAnswers } from '../../scripts/openapi-answers';

it('the answers of the OpenAPI document are those of the code (npm run openapi:answers rewrites them)', () => {
  expect(readAnswers()).toEqual(JSON.parse(fs.readFileSync(ANSWERS_FILE, 'utf8')));
}, 300_000);
