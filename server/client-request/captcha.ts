// The public form's captcha: ALTCHA proof of work, self-hosted (docs/rules/client-request.md#captcha). The server hands out
// signed challenges (SHA-256, a random counter between 50.000 and 150.000: about a second in a
// browser) that expire in 10 minutes; a solution is checked against its signature and accepted
// once (used_captchas keeps each solved signature until it expires). The signing key is
// CAPTCHA_SECRET or, unset, one generated once and kept in server_secrets, so every API process
// verifies the challenges of the others.
import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, sql } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '../../src/domain/client-request/schema';
import type { DbOrTx } from '../db/client';
import { serverSecrets, usedCaptchas } from '../db/schema';
import { validationError } from '../http/errors';

export const CAPTCHA_TTL_MS = 10 * 60_000;
const MIN_COUNTER = 50_000;
const MAX_COUNTER = 150_000;

export const CAPTCHA_MESSAGES = {
  missing: CONTACT_MESSAGES.captcha,
  invalid: 'La verificación no es válida. Resolvela de nuevo.',
  expired: 'La verificación venció. Resolvela de nuevo.',
  used: 'La verificación ya se usó. Resolvela de nuevo.',
} as const;

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** Verifies the widget's payload (base64 JSON of {challenge, solution}) and spends it; a 422 on `altcha` otherwise. */
  spend(tx: DbOrTx, payload: string): Promise<void>;
}

async function storedSecret(db: DbOrTx): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: 'captcha', value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(sql`${serverSecrets.name} = 'captcha'`);
  if (!row) throw new Error('captcha secret missing');
  return row.value;
}

const refuse = (message: string) => validationError({ altcha: [message] });

function decode(payload: string): { challenge: Challenge; solution: Solution } {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    const { challenge, solution } = value;
    if (
      typeof challenge?.parameters === 'object' &&
      typeof challenge.signature === 'string' &&
      typeof solution?.counter === 'number' &&
      typeof solution.derivedKey === 'string'
    )
      return { challenge, solution };
  } catch {
    // not base64 JSON: refused below
  }
  throw refuse(CAPTCHA_MESSAGES.invalid);
}

/** `db` is read on first use: the database may still be opening when the routes are registered (server/http/opening.ts). */
export function captchaFor(db: () => DbOrTx, configured: string | undefined): Captcha {
  let secret: Promise<string> | undefined;
  const key = () => (secret ??= configured ? Promise.resolve(configured) : storedSecret(db()));
  return {
    async challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(MAX_COUNTER, MIN_COUNTER),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
        hmacSignatureSecret: await key(),
      });
    },
    async spend(tx, payload) {
      const { challenge, solution } = decode(payload);
      let result;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: await key() });
      } catch {
        throw refuse(CAPTCHA_MESSAGES.invalid);
      }
      if (result.expired) throw refuse(CAPTCHA_MESSAGES.expired);
      if (!result.verified) throw refuse(CAPTCHA_MESSAGES.invalid);
      await tx.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
      const expiresAt = new Date((challenge.parameters.expiresAt ?? Date.now() / 1000 + CAPTCHA_TTL_MS / 1000) * 1000);
      const spent = await tx
        .insert(usedCaptchas)
        .values({ signature: challenge.signature as string, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      if (!spent.length) throw refuse(CAPTCHA_MESSAGES.used);
    },
  };
}
