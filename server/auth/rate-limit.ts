// Throttling kept in the database, so every API process shares it (docs/decisions.md,
// "Endurecimiento"). Logins count failures per account (a user, whatever login name was typed)
// and address pair, per address, and per account from every address; the account-wide limit
// does not refuse an address that signed in to that account before, so strangers cannot lock
// the owner out. Password-reset requests count per address and per account.
// Each attempt is taken atomically (`take*`): under transaction-scoped advisory locks of its
// address and account, it is counted and recorded before any password is checked, so a burst of
// parallel requests, on one process or on several, is counted one by one.
import crypto from 'node:crypto';
import { and, count, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { loginAttempts } from '../db/schema';

export const LOGIN_WINDOW_MINUTES = 15;
/** Failed logins of one account from one address. */
export const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
/** Failed logins from one address, any account. */
export const MAX_FAILURES_PER_IP = 20;
/** Failed logins of one account from every address (not applied to an address known to the account). */
export const MAX_FAILURES_PER_ACCOUNT = 20;
/** A successful login makes its address known to the account for this long. */
const KNOWN_ADDRESS_DAYS = 30;
/** Failed attempts and reset requests are kept this long. */
const KEEP_HOURS = 24;

export const RESET_WINDOW_MINUTES = 60;
/** Reset requests from one address (found or not) per window. */
export const MAX_RESETS_PER_IP = 5;
/** Reset mails to one account per window. */
export const MAX_RESETS_PER_ACCOUNT = 3;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Demasiados intentos de ingreso. Esperá unos minutos e intentá nuevamente.';
export const TOO_MANY_RESETS_MESSAGE = 'Demasiados pedidos de recuperación de clave. Esperá unos minutos e intentá de nuevo.';

/** The throttling key of a login name: its user when there is one, else the name itself. */
export const accountKey = (userId: number | undefined, login: string) =>
  userId !== undefined ? `user:${userId}` : `name:${login.trim().toLowerCase().slice(0, 255)}`;

const since = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function countAttempts(db: DbOrTx, ...conditions: (SQL | undefined)[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

const failedLogins = (minutes = LOGIN_WINDOW_MINUTES) =>
  and(eq(loginAttempts.kind, 'login'), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since(minutes)));

/**
 * Locks the throttling keys until the transaction ends: 64-bit keys taken in ascending order, so
 * two attempts never wait on each other in a cycle.
 */
async function lockKeys(tx: DbOrTx, names: string[]) {
  const keys = [
    ...new Set(
      names.map((n) => BigInt.asIntN(64, BigInt(`0x${crypto.createHash('sha256').update(`throttle:${n}`).digest('hex').slice(0, 16)}`))),
    ),
  ];
  keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/** True when one more login attempt for this account from this address may be tried. */
async function loginAllowed(db: DbOrTx, account: string, ip: string): Promise<boolean> {
  const byPair = await countAttempts(db, failedLogins(), eq(loginAttempts.account, account), eq(loginAttempts.ip, ip));
  if (byPair >= MAX_FAILURES_PER_ACCOUNT_AND_IP) return false;
  if ((await countAttempts(db, failedLogins(), eq(loginAttempts.ip, ip))) >= MAX_FAILURES_PER_IP) return false;
  if ((await countAttempts(db, failedLogins(), eq(loginAttempts.account, account))) < MAX_FAILURES_PER_ACCOUNT) return true;
  // The account is under attack: only addresses that signed in to it before may go on trying.
  const known = await countAttempts(
    db,
    eq(loginAttempts.kind, 'login'),
    eq(loginAttempts.succeeded, true),
    eq(loginAttempts.account, account),
    eq(loginAttempts.ip, ip),
    gt(loginAttempts.createdAt, since(KNOWN_ADDRESS_DAYS * 24 * 60)),
  );
  return known > 0;
}

/**
 * Takes one login attempt for this account from this address: when the limits allow one more, it
 * is recorded as a failure (the password is checked after) and its id answered; null when refused.
 */
export async function takeLoginAttempt(db: Db, account: string, ip: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`login:account:${account}`, `login:ip:${ip}`]);
    if (!(await loginAllowed(tx, account, ip))) return null;
    return firstRow(
      await tx.insert(loginAttempts).values({ kind: 'login', account, ip, succeeded: false }).returning({ id: loginAttempts.id }),
    ).id;
  });
}

/** The attempt signed in: the pair's failures are cleared, the address becomes known to the account, old rows are pruned. */
export async function recordLoginSuccess(db: DbOrTx, attemptId: number, account: string, ip: string) {
  const pair = and(eq(loginAttempts.kind, 'login'), eq(loginAttempts.account, account), eq(loginAttempts.ip, ip));
  await db.delete(loginAttempts).where(and(pair, ne(loginAttempts.id, attemptId)));
  await db.update(loginAttempts).set({ succeeded: true, createdAt: new Date() }).where(eq(loginAttempts.id, attemptId));
  await pruneLoginAttempts(db);
}

export async function pruneLoginAttempts(db: DbOrTx) {
  await db
    .delete(loginAttempts)
    .where(
      or(
        and(eq(loginAttempts.succeeded, false), lt(loginAttempts.createdAt, since(KEEP_HOURS * 60))),
        lt(loginAttempts.createdAt, since(KNOWN_ADDRESS_DAYS * 24 * 60)),
      ),
    );
}

/** Clears an account's failed logins (after a password reset). */
export async function clearLoginFailures(db: DbOrTx, account: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.kind, 'login'), eq(loginAttempts.account, account), eq(loginAttempts.succeeded, false)));
}

const resetRequests = () => and(eq(loginAttempts.kind, 'reset'), gt(loginAttempts.createdAt, since(RESET_WINDOW_MINUTES)));

/** What a password-reset request may do: 'mail' a link, or refused as 'throttled' (429) or 'unknown' (no such live account). */
export type ResetDecision = 'mail' | 'throttled' | 'unknown';

/**
 * Takes one reset request of this address for this account (null: no live account by that name),
 * inside the caller's transaction: counted per address (found or not, so accounts cannot be listed)
 * and per account (links mailed), and recorded, under the locks of both.
 */
export async function takeResetRequest(tx: DbOrTx, ip: string, account: string, live: boolean): Promise<ResetDecision> {
  await lockKeys(tx, [`reset:ip:${ip}`, `reset:account:${account}`]);
  if ((await countAttempts(tx, resetRequests(), eq(loginAttempts.ip, ip))) >= MAX_RESETS_PER_IP) return 'throttled';
  const mailed =
    live &&
    (await countAttempts(tx, resetRequests(), eq(loginAttempts.account, account), eq(loginAttempts.succeeded, true))) <
      MAX_RESETS_PER_ACCOUNT;
  await tx.insert(loginAttempts).values({ kind: 'reset', account, ip, succeeded: mailed });
  return mailed ? 'mail' : live ? 'throttled' : 'unknown';
}

export const CONTACT_WINDOW_MINUTES = 60;
/** Public-form submissions (accepted or not) from one address per window. */
export const MAX_CONTACTS_PER_IP = 5;
export const TOO_MANY_CONTACTS_MESSAGE = 'Demasiadas solicitudes desde tu conexión. Esperá unos minutos e intentá de nuevo.';

/** True when this address may send one more public request; each call that says yes counts one. */
export async function takeContactAttempt(db: Db, ip: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`contact:ip:${ip}`]);
    const recent = await countAttempts(
      tx,
      eq(loginAttempts.kind, 'contact'),
      eq(loginAttempts.ip, ip),
      gt(loginAttempts.createdAt, since(CONTACT_WINDOW_MINUTES)),
    );
    if (recent >= MAX_CONTACTS_PER_IP) return false;
    await tx.insert(loginAttempts).values({ kind: 'contact', account: 'contact', ip, succeeded: true });
    return true;
  });
}
