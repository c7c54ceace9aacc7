import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AuthClientId } from '@intermission/contracts';
import { createApp } from '@intermission/api/bootstrap/create-app';
import { type AppConfig, loadConfig } from '@intermission/api/config/app-config';
import { seedDemoOperator } from '@intermission/api/seed/demo-operator';
import type { Kysely } from 'kysely';
import { projectionStatuses, registeredProjections } from '@intermission/projections';
import type { EventStore } from '@intermission/eventstore';
import { EVENT_STORE } from '@intermission/api/ledger/ledger.tokens';
import { AnswerContracts, checkedAgent } from './answer-contracts';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  t: TestDatabase;
  config: AppConfig;
  signIn(username: string, password?: string): Promise<{ token: string; body: any }>;
  close(): Promise<void>;
}

/**
 * The API over its own cloned database with the demo operator seeded. Requests may name their
 * address with X-Forwarded-For (trust proxy is on for loopback here only).
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { beforeInit?: (app: INestApplication) => void } = {}): Promise<TestApp> {
  const t = await createTestDatabase();
  await seedDemoOperator(t.db);
  // Under a dot-directory, as the default .data/ is, so file serving is tested as it runs.
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-data-')), '.data');
  const outboxDir = path.join(dataDir, 'outbox');
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      databaseUrl: t.url,
      trustProxy: 'loopback',
      dataDir,
      outboxDir,
      webDist: undefined,
      signInRateLimit: { limit: 1000, ttlMs: 60_000 },
      logLevel: 'silent',
      ...overrides,
    },
  );
  const app = await createApp(config, t.db, { logger: false });
  const contracts = new AnswerContracts();
  contracts.install(app);
  // E.g. a test's own events and projections (the ledger's EVENT_REGISTRY and PROJECTIONS).
  options.beforeInit?.(app);
  await app.init();
  if (config.runProjections) await projectionsCaughtUp(t.db, app.get<EventStore>(EVENT_STORE));
  const http = checkedAgent(request(app.getHttpServer()), contracts);
  return {
    app,
    http,
    t,
    config,
    async signIn(username, password = username) {
      const res = await http
        .post('/api/v1/users/token')
        .send({ Username: username, Password: password, AuthClientID: AuthClientId, AuthClientSecret: config.authClientSecret });
      if (res.status !== 200 || !res.body.LoginResult?.Jwt) throw new Error(`Sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.LoginResult.Jwt as string, body: res.body };
    },
    async close() {
      await app.close();
      await t.drop();
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}

/** Waits for an outbox message (jobs run in the background) whose text contains `match`. */
export async function readOutbox(dir: string, match: string, timeoutMs = 5000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    const found = files.map((f) => mailText(fs.readFileSync(path.join(dir, f), 'utf8'))).find((text) => text.includes(match));
    if (found) return found;
    if (Date.now() > until) throw new Error(`No mail containing "${match}" in ${dir}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The quoted-printable body unwrapped, so links can be matched. */
export function mailText(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * The projections have applied the seed: every registered projection serves a version with no lag.
 * A test that reads a report first thing would otherwise race the runner's first catch-up.
 */
export async function projectionsCaughtUp(db: TestDatabase['db'], store: EventStore, timeoutMs = 30_000): Promise<void> {
  const names = registeredProjections().map((p) => p.name);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await projectionStatuses(db as unknown as Kysely<unknown>, store);
    const ready = names.every((n) => statuses.some((s) => s.name === n && s.active && s.lag === 0));
    if (ready) return;
    if (Date.now() > until) throw new Error(`Projections did not catch up with the seed in ${timeoutMs} ms: ${JSON.stringify(statuses)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
