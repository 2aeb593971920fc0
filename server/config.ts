import path from 'node:path';

/** Configuration by environment variables, all optional (see README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  oauthClientId: string;
  oauthClientSecret: string;
  seedDemo?: boolean;
  /** Directory of the built app to serve (production). */
  staticDir?: string;
  logLevel: string;
  /**
   * Whose address a request has (the login and reset limits count per address): false (the
   * default) takes the connection's, ignoring X-Forwarded-For; behind a reverse proxy: true (every
   * hop trusted) or the proxies' addresses/CIDRs, comma separated.
   */
  trustProxy: boolean | string;
  /** Another API the served app calls (the origin of VITE_API_URL): allowed by the Content-Security-Policy. */
  externalApiOrigin?: string;
  /** The management system that receives proposals (an HTTP endpoint); unset: the embedded one. */
  managementSystemUrl?: string;
  /** Secret that signs the public form's captcha challenges; unset: one generated and kept in the database. */
  captchaSecret?: string;
  /** API processes `npm start` runs on the port (Node's cluster; PostgreSQL only): WORKERS, default 1; NaN when not a number. */
  workers: number;
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** TRUST_PROXY: unset/false/0 off, true/1 on, or a list of proxy addresses. */
function trustProxy(v: string | undefined): boolean | string {
  const value = v?.trim() ?? '';
  if (value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return value;
}

const bool = (v: string | undefined) => (v === undefined || v === '' ? undefined : !['0', 'false', 'no', 'off'].includes(v.toLowerCase()));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Cotizador Agro <no-responder@cotizador.local>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'backoffice',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? 'backoffice',
    seedDemo: bool(env.SEED_DEMO),
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    externalApiOrigin: originOf(env.VITE_API_URL),
    managementSystemUrl: env.MANAGEMENT_SYSTEM_URL || undefined,
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    workers: Number(env.WORKERS || 1),
  };
}
