import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../http/errors';
import { userForToken, type AuthUser } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser;
    tokenId: number;
  }
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
    const found = await userForToken(app.db, token);
    if (!found) throw unauthenticated();
    request.user = found.user;
    request.tokenId = found.tokenId;
  });
}
