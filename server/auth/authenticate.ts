import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { readVersions, VersionedCache, type DataVersions } from '../db/versions';
import { unauthenticated } from '../http/errors';
import { sha256, userForToken, type AuthUser } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser;
    tokenId: number;
    /** The data_versions counters read at the start of the request (server/db/versions.ts). */
    versions: DataVersions;
  }
}

type Session = NonNullable<Awaited<ReturnType<typeof userForToken>>>;

/** Live sessions by token hash, per database (so per app), valid while the 'auth' counter is unchanged. */
const sessionCaches = new WeakMap<Db, VersionedCache<Session>>();
const sessionsOf = (db: Db) => {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new VersionedCache<Session>()));
  return cache;
};

/**
 * The session of a bearer token: one read of the counters, and the token and its user only when
 * the 'auth' counter moved since they were read (a logout, a password change, any edit of a user
 * or token raises it, in every process's next request).
 */
async function sessionFor(db: Db, token: string): Promise<{ session: Session | null; versions: DataVersions }> {
  const versions = await readVersions(db);
  const sessions = sessionsOf(db);
  const key = sha256(token);
  const cached = sessions.get(key, versions.auth);
  if (cached && cached.expiresAt.getTime() > Date.now()) return { session: cached, versions };
  const found = await userForToken(db, token);
  if (found) sessions.set(key, versions.auth, found);
  else sessions.delete(key);
  return { session: found, versions };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

/** Adds an onRequest hook to the (encapsulated) instance: every route in it needs a live token. */
export function requireAuth(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const { session, versions } = await sessionFor(app.db, token);
    if (!session) throw unauthenticated();
    request.user = session.user;
    request.tokenId = session.tokenId;
    request.versions = versions;
  });
}
