import bcrypt from 'bcryptjs';

/** bcrypt cost for new hashes (Laravel's default). */
export const BCRYPT_COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

/** Laravel writes `$2y$` hashes; they are the same algorithm as `$2b$`. */
export function normalizeBcryptHash(hash: string): string {
  return hash.startsWith('$2y$') ? '$2b$' + hash.slice(4) : hash;
}

// Compared against when the user does not exist, so both paths take about the same time; made at
// the first such login, not at the server's start (a bcrypt hash is a fifth of a second of CPU).
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= bcrypt.hash('no-such-user-password', BCRYPT_COST));

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
