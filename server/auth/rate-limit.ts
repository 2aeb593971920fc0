import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginAttempts } from '../db/schema';

/**
 * Login rate limit kept in the database, so every API process shares it:
 * more than MAX_PER_USERNAME failed attempts for a username, or MAX_PER_IP from one
 * address, within the window, and further attempts are refused (429) until the
 * window moves on. A successful login clears the username's failures.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Rows older than this are deleted. */
const KEEP_HOURS = 24;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Demasiados intentos de ingreso. Espere unos minutos e intente nuevamente.';

export const normalizeLoginName = (username: string) => username.trim().toLowerCase().slice(0, 255);

const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);

/** True when one more attempt for this username from this address may be tried. */
export async function loginAllowed(db: DbOrTx, username: string, ip: string): Promise<boolean> {
  const since = windowStart();
  const [byName] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.username, normalizeLoginName(username)), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)),
    );
  if (Number(byName?.n ?? 0) >= MAX_FAILURES_PER_USERNAME) return false;
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return Number(byIp?.n ?? 0) < MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(db: DbOrTx, username: string, ip: string) {
  await db.insert(loginAttempts).values({ username: normalizeLoginName(username), ip, succeeded: false });
}

/** A success clears the username's failures and prunes old rows. */
export async function recordLoginSuccess(db: DbOrTx, username: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.username, normalizeLoginName(username)), eq(loginAttempts.succeeded, false)));
  await pruneLoginAttempts(db);
}

export async function pruneLoginAttempts(db: DbOrTx) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - KEEP_HOURS * 3600_000)));
}

/** Clears a username's failures (after a password reset). */
export async function clearLoginFailures(db: DbOrTx, username: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, normalizeLoginName(username)));
}
