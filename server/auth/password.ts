import bcrypt from 'bcryptjs';

/** Laravel's default cost. */
export const DEFAULT_BCRYPT_COST = 10;

/**
 * The cost of new hashes: BCRYPT_COST (4 to 31, as bcrypt allows), else 10. Each step doubles the
 * work; the tests use 4, as Laravel's do (docs/decisions.md, «Costo de bcrypt»).
 */
export function bcryptCostOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_BCRYPT_COST;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 4 || cost > 31) throw new Error(`BCRYPT_COST debe ser un entero de 4 a 31 (es '${value}').`);
  return cost;
}

let cost: number | undefined;
/** BCRYPT_COST's value, read once (the server's start calls it first: a bad value stops it there). */
export const bcryptCost = () => (cost ??= bcryptCostOf(process.env.BCRYPT_COST));

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, bcryptCost());
}

/** Laravel writes `$2y$` hashes; they are the same algorithm as `$2b$`. */
export function normalizeBcryptHash(hash: string): string {
  return hash.startsWith('$2y$') ? '$2b$' + hash.slice(4) : hash;
}

// Compared against when the user does not exist, so both paths take about the same time; made at
// the first such login, not at the server's start (a bcrypt hash is a fifth of a second of CPU).
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('no-such-user-password'));

/** True when `plain` matches the stored bcrypt hash ($2a$, $2b$ or Laravel's $2y$). Never throws. */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (typeof plain !== 'string' || plain.length === 0) return false;
  if (!hash || !/^\$2[aby]\$\d{2}\$/.test(hash)) {
    await bcrypt.compare(plain, await dummy()).catch(() => false);
    return false;
  }
  try {
    return await bcrypt.compare(plain, normalizeBcryptHash(hash));
  } catch {
    return false;
  }
}

/** Burns the time of one comparison (unknown user). */
export async function fakeVerify(plain: string): Promise<false> {
  await bcrypt.compare(String(plain ?? ''), await dummy()).catch(() => false);
  return false;
}
