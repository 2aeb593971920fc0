import crypto from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { oauthTokens, users } from '../db/schema';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 7; // a working week; revocable at any time
/** A refresh token works this long after its pair was issued, once (it rotates). */
export const REFRESH_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** Issues a bearer token; only its hash is stored. */
/** The token pair of POST /oauth/token (docs/rules/contract.md#autenticación). */
export interface TokenPair {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

export async function issueToken(db: DbOrTx, userId: number): Promise<TokenPair> {
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
export async function userForToken(db: DbOrTx, token: string): Promise<{ user: AuthUser; tokenId: number; expiresAt: Date } | null> {
  const rows = await db
    .select({ user: authUserColumns, tokenId: oauthTokens.id, expiresAt: oauthTokens.expiresAt })
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

/** Every session of a user ends (deleted, password changed), but `keepTokenId`'s (the one that changed it). */
export async function revokeUserTokens(db: DbOrTx, userId: number, keepTokenId?: number) {
  await db
    .update(oauthTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(oauthTokens.userId, userId),
        isNull(oauthTokens.revokedAt),
        keepTokenId !== undefined ? ne(oauthTokens.id, keepTokenId) : undefined,
      ),
    );
}

/**
 * The refresh-token grant: the live session of that refresh token is revoked and a new pair
 * issued, in one transaction (a refresh token works once). Null when it is unknown, used,
 * revoked, too old, or its user was deleted.
 */
export async function refreshToken(db: Db, refresh: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: oauthTokens.id, userId: oauthTokens.userId })
      .from(oauthTokens)
      .innerJoin(users, eq(users.id, oauthTokens.userId))
      .where(
        and(
          eq(oauthTokens.refreshHash, sha256(refresh)),
          isNull(oauthTokens.revokedAt),
          gt(oauthTokens.createdAt, new Date(Date.now() - REFRESH_TOKEN_TTL_SECONDS * 1000)),
          isNull(users.deletedAt),
        ),
      )
      .for('update', { of: oauthTokens });
    if (!row) return null;
    await revokeToken(tx, row.id);
    return issueToken(tx, row.userId);
  });
}
