import path from 'node:path';
import express from 'express';
import { wantsReadableLogs } from '../logger/readable-log';
import { loadGeneratedSecrets, secretsFile } from './generated-secrets';

/**
 * The values the README once printed. AUTH_CLIENT_SECRET's is still the demo default (the server writes
 * it into the public web page, and it signs nothing). The other three are no default any more (an
 * install generates its own, generated-secrets.ts) and are refused everywhere: anyone could sign
 * tokens or key PIN digests with them.
 */
export const DemoSecrets = {
  jwtSecret: 'intermission-demo-jwt-secret-change-me',
  authClientSecret: 'intermission-demo-client-secret',
  pinSecret: 'intermission-demo-pin-secret',
  tokenEncryptionKey: 'intermission-demo-token-encryption-key-change-me',
} as const;

/** Production refuses shorter signing and encryption secrets (JWT_SECRET, every key of TOKEN_ENCRYPTION_KEY). */
export const MinimumSecretLength = 32;

/** Express's `trust proxy` value: true/false, a number of hops, or addresses, subnets and names (loopback, linklocal, uniquelocal). */
export type TrustProxy = boolean | number | string;

export interface AppConfig {
  port: number;
  databaseUrl: string;
  /** `esdb://…` (EVENTSTORE_URL): events live in EventStoreDB; unset: in PostgreSQL's schema es. */
  eventStoreUrl?: string;
  redisUrl?: string;
  /** BullMQ key prefix, so several deployments (or test runs) can share one Redis. */
  queuePrefix: string;
  /** How long a worker's hold on a job lasts without renewal (JOB_LOCK_MS): a killed worker's job is taken back after about this long. */
  jobLockMs: number;
  /** false in the distributed mode when apps/worker consumes the queues. */
  runJobs: boolean;
  /** false in the distributed mode when apps/worker runs the projections. */
  runProjections: boolean;
  jwtSecret: string;
  authClientSecret: string;
  /** Keys the POS PIN digests (HMAC-SHA256); changing it invalidates every stored PIN. */
  pinSecret: string;
  /** Encrypts theatres' payment tokens at rest (AES-256-GCM); the first key encrypts, every key decrypts. */
  tokenEncryptionKeys: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** A rotated refresh identifier presented again within this many seconds (two tabs, a retry) gets a new one instead of ending the session. */
  refreshReuseGraceSeconds: number;
  resetKeyTtlMinutes: number;
  publicUrl: string;
  production: boolean;
  trustProxy: TrustProxy;
  dataDir: string;
  outboxDir: string;
  smtpUrl?: string;
  mailFrom: string;
  webDist?: string;
  /** Forgot, reset, login-link and error-report requests per address per window (a throttle). */
  signInRateLimit: { limit: number; ttlMs: number };
  /** The sign-in limits (docs/decisions.md "Sign-in limits"): failures per (user name, address) pair, per address and per user name, with doubling locks. */
  signInFailures: { perPair: number; perAddress: number; perUser: number; windowMs: number; lockMs: number; maxLockMs: number; knownMs: number };
  logLevel: string;
  /** One readable line per event at a terminal; JSON lines otherwise (LOG_FORMAT=json|pretty forces one). */
  readableLogs: boolean;
}

/**
 * Reads the environment once; every setting and its default is listed in README.md. JWT_SECRET,
 * PIN_SECRET and TOKEN_ENCRYPTION_KEY left unset are the install's own, generated on its first start
 * into `<DATA_DIR>/secrets.json` (generated-secrets.ts); a value the README once printed is refused.
 */
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
    jobLockMs: Number(env.JOB_LOCK_MS) || 30_000,
    runJobs: env.RUN_JOBS !== 'false',
    runProjections: env.RUN_PROJECTIONS !== 'false',
    // Unset (or empty): the install's own, from <dataDir>/secrets.json (withGeneratedSecrets below).
    jwtSecret: env.JWT_SECRET || '',
    authClientSecret: env.AUTH_CLIENT_SECRET || DemoSecrets.authClientSecret,
    pinSecret: env.PIN_SECRET || '',
    // A comma list: the first key encrypts, the later (older) ones are still read (docs/operations.md).
    tokenEncryptionKeys: list(env.TOKEN_ENCRYPTION_KEY),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    refreshTokenTtlDays: 30,
    refreshReuseGraceSeconds: 30,
    resetKeyTtlMinutes: 60,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production: isProduction(env.NODE_ENV),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Intermission <no-reply@intermission.local>',
    webDist: path.join(root, 'apps/web/dist'),
    signInRateLimit: { limit: Number(env.SIGN_IN_RATE_LIMIT ?? 10), ttlMs: 60_000 },
    signInFailures: {
      perPair: Number(env.SIGN_IN_FAILURE_LIMIT ?? 10),
      perAddress: Number(env.SIGN_IN_ADDRESS_LIMIT ?? 100),
      perUser: Number(env.SIGN_IN_USER_LIMIT ?? 50),
      windowMs: Number(env.SIGN_IN_WINDOW_SECONDS ?? 900) * 1000,
      lockMs: Number(env.SIGN_IN_LOCK_SECONDS ?? 30) * 1000,
      maxLockMs: Number(env.SIGN_IN_MAX_LOCK_SECONDS ?? 900) * 1000,
      knownMs: 30 * 86_400_000,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    readableLogs: wantsReadableLogs(env),
    ...overrides,
  };
  withGeneratedSecrets(config);
  refusePublishedSecrets(config);
  return config;
}

/**
 * NODE_ENV names production whatever its case and spaces: `production`, `Production`, ` production`
 * and the short `prod` all do (docs/operations.md). Anything else is a demo or development start.
 */
export function isProduction(nodeEnv: string | undefined): boolean {
  const v = (nodeEnv ?? '').trim().toLowerCase();
  return v === 'production' || v === 'prod';
}

/** The signing, PIN and encryption secrets the environment (or the caller) left unset: the install's generated ones, read from its data folder. */
function withGeneratedSecrets(config: AppConfig): void {
  if (config.jwtSecret && config.pinSecret && config.tokenEncryptionKeys.length) return;
  const generated = loadGeneratedSecrets(config.dataDir);
  if (!config.jwtSecret) config.jwtSecret = generated.JWT_SECRET;
  if (!config.pinSecret) config.pinSecret = generated.PIN_SECRET;
  if (!config.tokenEncryptionKeys.length) config.tokenEncryptionKeys = [generated.TOKEN_ENCRYPTION_KEY];
}

/**
 * A secret that signs (JWT_SECRET), keys the PIN digests (PIN_SECRET) or encrypts (the first key of
 * TOKEN_ENCRYPTION_KEY) is never a value the README printed, in any mode. The old demo encryption
 * key may stay later in the list, to read values an older demo install wrote under it (production
 * refuses even that, demoSecretsInForce).
 */
function refusePublishedSecrets(config: AppConfig): void {
  const published: string[] = [];
  if (config.jwtSecret === DemoSecrets.jwtSecret) published.push('JWT_SECRET');
  if (config.pinSecret === DemoSecrets.pinSecret) published.push('PIN_SECRET');
  if (config.tokenEncryptionKeys[0] === DemoSecrets.tokenEncryptionKey) published.push('TOKEN_ENCRYPTION_KEY');
  if (published.length)
    throw new Error(
      `${published.join(', ')} ${published.length > 1 ? 'are demo values' : 'is a demo value'} once printed in the README, which anyone can sign or decrypt with: ` +
        `unset ${published.length > 1 ? 'them' : 'it'} to use the install's own (${secretsFile(config.dataDir)}), or set your own (openssl rand -base64 48).`,
    );
}

/** EVENTSTORE_URL names an EventStoreDB server or nothing: any other value is a mistake, not PostgreSQL. */
function eventStoreUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^esdb(\+discover)?:\/\//.test(value)) throw new Error(`EVENTSTORE_URL must be esdb://… or esdb+discover://…, not ${value.split(':')[0]}:…`);
  return value;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * TRUST_PROXY as Express reads it: `true`/`false`, a number of hops, or a comma list of addresses,
 * subnets and the names loopback, linklocal, uniquelocal. A value Express would not take stops the
 * start with the reason instead of a stack trace.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || /^false$/i.test(v)) return false;
  if (/^true$/i.test(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  try {
    express().set('trust proxy', v);
  } catch (err) {
    throw new Error(
      `TRUST_PROXY must be true, false, a number of proxy hops, or a comma list of addresses, subnets, loopback, linklocal or uniquelocal; ${JSON.stringify(v)} is not (${(err as Error).message}).`,
    );
  }
  return v;
}

/** Secrets still at their demo values (AUTH_CLIENT_SECRET's default, an old demo key kept to decrypt); production refuses to start while any remains. */
export function demoSecretsInForce(config: AppConfig): string[] {
  const found: string[] = [];
  if (config.jwtSecret === DemoSecrets.jwtSecret) found.push('JWT_SECRET');
  if (config.authClientSecret === DemoSecrets.authClientSecret) found.push('AUTH_CLIENT_SECRET');
  if (config.pinSecret === DemoSecrets.pinSecret) found.push('PIN_SECRET');
  if (config.tokenEncryptionKeys.includes(DemoSecrets.tokenEncryptionKey)) found.push('TOKEN_ENCRYPTION_KEY');
  return found;
}

/**
 * Signing, keying and encryption secrets shorter than MinimumSecretLength; production refuses to
 * start with any. AUTH_CLIENT_SECRET is not one: the server writes it into the public web page and
 * the stations send the value they were set up with, so a length rule would protect nothing and
 * refuse the stations' configured value (docs/operations.md).
 */
export function shortSecrets(config: AppConfig): string[] {
  const found: string[] = [];
  if (config.jwtSecret.length < MinimumSecretLength) found.push('JWT_SECRET');
  // The PIN digests are HMACs of 4 to 8 digits: only the key's length keeps a leaked digest from being reversed.
  if (config.pinSecret.length < MinimumSecretLength) found.push('PIN_SECRET');
  if (config.tokenEncryptionKeys.some((k) => k.length < MinimumSecretLength)) found.push('TOKEN_ENCRYPTION_KEY');
  return found;
}
