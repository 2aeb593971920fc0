// Security headers on every response (docs/decisions.md, "Endurecimiento"), set by @fastify/helmet.
// The app's scripts are files of its own origin (no inline script); styles may be inline
// (MUI/emotion and index.html). Only the headers of our policy: helmet's other defaults are off.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The CSP; `apiOrigin`: another API the app was built to call (VITE_API_URL). */
export const contentSecurityPolicyDirectives = (apiOrigin?: string) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

const HSTS = 'max-age=31536000; includeSubDomains';

const isApi = (url: string) => url.startsWith('/api') || url.startsWith('/oauth');

export async function installSecurityHeaders(app: FastifyInstance, apiOrigin?: string) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(apiOrigin) },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only over HTTPS (below); helmet would send it on plain HTTP too
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers carry user data: never stored by a cache, unless the route chose (the logo revalidates by ETag)
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
