import crypto from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { oauthTokens, users } from '../db/schema';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 7; // a working week; revocable at any time

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** Issues a bearer token; only its hash is stored. */
export async function issueToken(db: DbOrTx, userId: number) {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await db.insert(oauthTokens).values({
    userId,
    tokenHash: sha256(accessToken),
    refreshHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
  });
  return { token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, access_token: accessToken, refresh_token: refreshToken };
}

// Every request loads its user: leave the logo bytes out.
const { logo: _logo, ...authUserColumns } = getTableColumns(users);
export type AuthUser = Omit<typeof users.$inferSelect, 'logo'>;

/** The live user behind a bearer token, or null (unknown, expired, revoked, or user deleted). */
export async function userForToken(db: DbOrTx, token: string): Promise<{ user: AuthUser; tokenId: number } | null> {
  const rows = await db
    .select({ user: authUserColumns, tokenId: oauthTokens.id })
    .from(oauthTokens)
    .innerJoin(users, eq(users.id, oauthTokens.userId))
    .where(
      and(
        eq(oauthTokens.tokenHash, sha256(token)),
        isNull(oauthTokens.revokedAt),
        gt(oauthTokens.expiresAt, new Date()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeToken(db: DbOrTx, tokenId: number) {
  await db.update(oauthTokens).set({ revokedAt: new Date() }).where(eq(oauthTokens.id, tokenId));
}

/** Used when a user is deleted: every session of theirs ends. */
export async function revokeUserTokens(db: DbOrTx, userId: number) {
  await db
    .update(oauthTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(oauthTokens.userId, userId), isNull(oauthTokens.revokedAt)));
}
