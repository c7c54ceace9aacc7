import 'reflect-metadata';
import fs from 'node:fs';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { AuthClientId } from '@intermission/contracts';
import { type Db, createDb } from '@intermission/db';
import { type AppConfig, loadConfig } from '@intermission/api/config/app-config';

// The API in a process of its own (bench/src/api-server.ts, forked with the flags of `npm start`;
// BENCH_API_NODE_OPTIONS adds more, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" or "--trace-gc"), against a
// bench database, projections running, listening on 127.0.0.1: the benches time its calls over HTTP
// from this process, whose fetches and their garbage then stay out of the API's heap, as a station's
// or a browser's do.

export interface BenchApi {
  base: string;
  db: Db;
  /** Signs in and answers the session's JWT. */
  signIn(username: string, password: string): Promise<string>;
}

/** A whole number of 0 or more from the environment, or the default. */
export function envInt(name: string, def: number): number {
  const n = Number(process.env[name] ?? def);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Runs `use` with the API up and its projections caught up; closes it after. */
export async function withBenchApi<T>(url: string, use: (api: BenchApi) => Promise<T>): Promise<T> {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-bench-api-')), '.data');
  const overrides: Partial<AppConfig> = {
    databaseUrl: url,
    port: 0,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    webDist: undefined,
    logLevel: 'silent',
    runProjections: true,
    signInRateLimit: { limit: 1000, ttlMs: 60_000 },
  };
  const config = loadConfig({}, overrides);
  const child = fork(path.join(__dirname, 'api-server.js'), [JSON.stringify(overrides)], {
    execArgv: ['--max-semi-space-size=64', ...(process.env.BENCH_API_NODE_OPTIONS ?? '').split(' ').filter(Boolean)],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  // The bench's own reads and writes (places, checks), on a pool of its own.
  const db = createDb({ connectionString: url, max: 5 });
  try {
    const port = await Promise.race([
      once(child, 'message').then(([m]) => (m as { port: number }).port),
      exited.then(([code]) => Promise.reject(new Error(`The bench API stopped before listening (exit ${String(code)})`))),
    ]);
    const base = `http://127.0.0.1:${port}`;

    // The API's own runner starts from the checkpoints the generator left: wait until none lags.
    const waitUntil = Date.now() + 300_000;
    for (;;) {
      const health = (await (await fetch(`${base}/api/health`)).json()) as { Status: string; Projections: { Name: string; Lag: number; Status: string }[] };
      if (health.Status !== 'ok') throw new Error(`API health ${health.Status}: ${JSON.stringify(health.Projections)}`);
      if (health.Projections.length && health.Projections.every((p) => p.Lag === 0)) break;
      if (Date.now() > waitUntil) throw new Error(`Projections still lag: ${JSON.stringify(health.Projections)}`);
      await new Promise((r) => setTimeout(r, 500));
    }

    const signIn = async (username: string, password: string) => {
      const res = await fetch(`${base}/api/v1/users/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: username, Password: password, AuthClientID: AuthClientId, AuthClientSecret: config.authClientSecret }),
      });
      const login = (await res.json()) as { LoginResult?: { Jwt?: string } };
      const jwt = login.LoginResult?.Jwt;
      if (res.status !== 200 || !jwt) throw new Error(`Sign-in as ${username} failed: ${res.status} ${JSON.stringify(login)}`);
      return jwt;
    };
    return await use({ base, db, signIn });
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await db.destroy();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}
