// Security headers on every response (docs/decisions.md, "Endurecimiento"). The app's scripts are
// files of its own origin (no inline script); styles may be inline (MUI/emotion and index.html).
import type { FastifyInstance } from 'fastify';

/** The policy; `apiOrigin`: another API the app was built to call (VITE_API_URL). */
export const contentSecurityPolicy = (apiOrigin?: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

const isApi = (url: string) => url.startsWith('/api') || url.startsWith('/oauth');

export function installSecurityHeaders(app: FastifyInstance, apiOrigin?: string) {
  const csp = contentSecurityPolicy(apiOrigin);
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers carry user data: never stored by a cache, unless the route chose (the logo revalidates by ETag)
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
