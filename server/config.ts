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
    staticDir: env.STATIC_DIR,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
