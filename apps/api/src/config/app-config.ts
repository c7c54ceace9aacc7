import path from 'node:path';

export const DemoSecrets = {
  jwtSecret: 'intermission-demo-jwt-secret-change-me',
  authClientSecret: 'intermission-demo-client-secret',
  pinSecret: 'intermission-demo-pin-secret',
} as const;

export interface AppConfig {
  port: number;
  databaseUrl: string;
  /** `esdb://…` (EVENTSTORE_URL): events live in EventStoreDB; unset: in PostgreSQL's schema es. */
  eventStoreUrl?: string;
  redisUrl?: string;
  /** BullMQ key prefix, so several deployments (or test runs) can share one Redis. */
  queuePrefix: string;
  /** false in the distributed mode when apps/worker consumes the queues. */
  runJobs: boolean;
  /** false in the distributed mode when apps/worker runs the projections. */
  runProjections: boolean;
  jwtSecret: string;
  authClientSecret: string;
  /** Keys the POS PIN digests (HMAC-SHA256); changing it invalidates every stored PIN. */
  pinSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  resetKeyTtlMinutes: number;
  publicUrl: string;
  production: boolean;
  trustProxy: string | boolean;
  dataDir: string;
  outboxDir: string;
  smtpUrl?: string;
  mailFrom: string;
  webDist?: string;
  signInRateLimit: { limit: number; ttlMs: number };
  logLevel: string;
}

/** Reads the environment once; every setting and its demo default is listed in README.md. */
export function loadConfig(env: NodeJS.ProcessEnv, overrides: Partial<AppConfig> = {}): AppConfig {
  const root = path.resolve(__dirname, '../../../..');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, '.data'));
  const port = Number(env.PORT ?? 3000);
  const config: AppConfig = {
    port,
    databaseUrl: env.DATABASE_URL ?? '',
    eventStoreUrl: eventStoreUrl(env.EVENTSTORE_URL),
    redisUrl: env.REDIS_URL || undefined,
    queuePrefix: env.QUEUE_PREFIX ?? 'intermission',
    runJobs: env.RUN_JOBS !== 'false',
    runProjections: env.RUN_PROJECTIONS !== 'false',
    jwtSecret: env.JWT_SECRET ?? DemoSecrets.jwtSecret,
    authClientSecret: env.AUTH_CLIENT_SECRET ?? DemoSecrets.authClientSecret,
    pinSecret: env.PIN_SECRET ?? DemoSecrets.pinSecret,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    refreshTokenTtlDays: 30,
    resetKeyTtlMinutes: 60,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY ?? false,
    dataDir,
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Intermission <no-reply@intermission.local>',
    webDist: path.join(root, 'apps/web/dist'),
    signInRateLimit: { limit: Number(env.SIGN_IN_RATE_LIMIT ?? 10), ttlMs: 60_000 },
    logLevel: env.LOG_LEVEL ?? 'info',
    ...overrides,
  };
  return config;
}

/** EVENTSTORE_URL names an EventStoreDB server or nothing: any other value is a mistake, not PostgreSQL. */
function eventStoreUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^esdb(\+discover)?:\/\//.test(value)) throw new Error(`EVENTSTORE_URL must be esdb://… or esdb+discover://…, not ${value.split(':')[0]}:…`);
  return value;
}

/** Secrets still at their demo values; production refuses to start while any remains. */
export function demoSecretsInForce(config: AppConfig): string[] {
  const found: string[] = [];
  if (config.jwtSecret === DemoSecrets.jwtSecret) found.push('JWT_SECRET');
  if (config.authClientSecret === DemoSecrets.authClientSecret) found.push('AUTH_CLIENT_SECRET');
  if (config.pinSecret === DemoSecrets.pinSecret) found.push('PIN_SECRET');
  return found;
}
