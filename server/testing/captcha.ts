// A solved captcha of the public form made without the proof of work's cost: a challenge signed
// with the test app's CAPTCHA_SECRET and a small counter, solved as the widget solves it.
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_TTL_MS } from '../client-request/captcha';

export const TEST_CAPTCHA_SECRET = 'captcha-de-prueba';

let counter = 0;

/** The `altcha` field of POST /api/contacts, accepted once by an app configured with TEST_CAPTCHA_SECRET. */
export async function solvedCaptcha(secret = TEST_CAPTCHA_SECRET): Promise<string> {
  counter = (counter % 50) + 1;
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: secret,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
