// Security headers on every response (docs/decisions.md, "Endurecimiento"). The app's scripts are
// files of its own origin (no inline script); styles may be inline (MUI/emotion and index.html).
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

const isApi = (url: string) => url.startsWith('/api') || url.startsWith('/oauth');

export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers carry user data: never stored by a cache, unless the route chose (the logo revalidates by ETag)
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
