import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'kysely';
import { AuthClientId } from '@intermission/contracts';
import { type Db, createDb } from '@intermission/db';
import { createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { projectionStatuses, registeredProjections } from '@intermission/projections';
import { DemoSecrets } from '../config/app-config';
import { seedDemoOperator } from '../seed/demo-operator';
import { createTestApp } from '../../../../tests/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { readTestServer } from '../../../../tests/support/test-server';
import { type QueueItem, countBody, ledgerState, queue, saleBody, syncPlaces, wastageBody } from '../../../../tests/support/sync-fixtures';

// Issue 14 point 3: the server SIGKILLed while a station's queue is being applied. The BUILT API
// (apps/api/dist/main.js) runs as a child process on its own port and database; it is killed once
// part of the queue is stored, restarted, and the station sends its queue again. What it had
// acknowledged stays, what it had not is applied by the retry, and the database ends with the same
// events and read tables as one clean pass into another database.

const root = path.resolve(__dirname, '../../../..');
const apiMain = path.join(root, 'apps/api/dist/main.js');
const dieWithParent = path.join(root, 'tests/distributed/die-with-parent.js');
const reason = fs.existsSync(apiMain) ? null : 'the server build is missing (apps/api/dist/main.js): run npm run build:server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Api {
  url: string;
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | null>;
  token: string;
}

async function startApi(databaseUrl: string, dataDir: string): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', dieWithParent, apiMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      LOG_LEVEL: 'silent',
      SIGN_IN_RATE_LIMIT: '1000',
      REDIS_URL: '',
      EVENTSTORE_URL: '',
      REPORTS_SCHEMA: '',
    },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((r) => child.on('exit', (_c, signal) => r(signal)));
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`The API exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > until) throw new Error(`The API did not start: ${stderr}`);
    await sleep(100);
  }
  const res = await fetch(`${url}/api/v1/users/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Username: 'admin', Password: 'admin', AuthClientID: AuthClientId, AuthClientSecret: DemoSecrets.authClientSecret }),
  });
  const body = (await res.json()) as { LoginResult?: { Jwt?: string } };
  if (!body.LoginResult?.Jwt) throw new Error(`Sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return { url, child, exited, token: body.LoginResult.Jwt };
}

const syncVia = (api: Api, stationId: number, items: QueueItem[]) =>
  fetch(`${api.url}/api/v1/stations/${stationId}/sync`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${api.token}` },
    body: JSON.stringify({ Items: items }),
  });

/** Backends still connected to the database (from the admin database, so none of them is ours). */
async function backends(adminUrl: string, name: string): Promise<number> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return Number((await c.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n);
  } finally {
    await c.end();
  }
}

/** Every registered projection serves a version that has applied every stored event. */
async function caughtUp(url: string) {
  const pool = createEventStorePool({ connectionString: url, max: 2 });
  const store = createPostgresEventStore(pool);
  const db = createDb({ connectionString: url, max: 1 });
  try {
    const names = registeredProjections().map((x) => x.name);
    for (const until = Date.now() + 60_000; ; await sleep(100)) {
      const statuses = await projectionStatuses(db as never, store);
      if (names.every((n) => statuses.some((x) => x.name === n && x.active && x.lag === 0))) return;
      if (Date.now() > until) throw new Error(`projections did not catch up: ${JSON.stringify(statuses)}`);
    }
  } finally {
    await store.close();
    await pool.end();
    await db.destroy();
  }
}

(reason ? describe.skip : describe)(`a server SIGKILLed mid-sync${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let tdb: TestDatabase;
  let dataDir: string;
  const apis: Api[] = [];

  beforeAll(async () => {
    tdb = await createTestDatabase();
    await seedDemoOperator(tdb.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-sync-crash-'));
  });
  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await Promise.all(apis.map((a) => a.exited));
    await tdb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps what was acknowledged, applies the rest on the retry, and ends as one clean pass does', async () => {
    const p = await syncPlaces(tdb.db);
    // Acknowledged before the crash: a start count and a few sales.
    const acked = queue([{ Kind: 'CashboxCount', Body: countBody(p, 1, 20) }, ...Array.from({ length: 5 }, () => ({ Kind: 'Sale', Body: saleBody(p) }))]);
    // In flight at the crash: runs of sales between a wastage and an end count, long enough to be killed inside.
    const sales = (n: number) => Array.from({ length: n }, (_x, i) => ({ Kind: 'Sale', Body: saleBody(p, 1 + (i % 2)) }));
    const inFlight = queue(
      [
        ...sales(2200),
        { Kind: 'StockMovement', MovementKind: 'wastageGoods', Body: wastageBody(p) },
        ...sales(1500),
        { Kind: 'CashboxCount', Body: countBody(p, 2, 90) },
      ],
      acked.length,
    );
    const saleIds = inFlight.filter((i) => i.Kind === 'Sale').map((i) => (i.Body as { SaleId: string }).SaleId);

    const first = await startApi(tdb.url, dataDir);
    apis.push(first);
    const ack = await syncVia(first, p.stationId, acked);
    expect(ack.status).toBe(200);
    const ackBody = (await ack.json()) as { Items: { Status: string }[] };
    expect(ackBody.Items.every((i) => i.Status === 'Applied')).toBe(true);

    // Killed once some of the in-flight queue is stored, long before all of it is.
    let answered = false;
    void syncVia(first, p.stationId, inFlight)
      .then(() => (answered = true))
      .catch(() => undefined);
    const stored = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es.events WHERE id = ANY(${saleIds}::uuid[])`.execute(tdb.db)).rows[0]!.n);
    for (const until = Date.now() + 60_000; (await stored()) === 0;) {
      if (Date.now() > until) throw new Error('the in-flight queue stored nothing');
      await sleep(5);
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(answered).toBe(false);
    // A statement in flight at the kill may still commit: count only once the server has let go of every connection.
    const name = tdb.url.split('/').pop()!.split('?')[0]!;
    await tdb.db.destroy();
    for (const until = Date.now() + 20_000; (await backends(readTestServer().adminUrl, name)) > 0 && Date.now() < until;) await sleep(50);
    expect(await backends(readTestServer().adminUrl, name)).toBe(0);
    const db = createDb({ connectionString: tdb.url, max: 2 });
    (tdb as { db: Db }).db = db;
    const partial = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es.events WHERE id = ANY(${saleIds}::uuid[])`.execute(db)).rows[0]!.n);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(saleIds.length);

    // Restarted; the station sends its whole queue again.
    const second = await startApi(tdb.url, dataDir);
    apis.push(second);
    const retry = await syncVia(second, p.stationId, [...acked, ...inFlight]);
    expect(retry.status).toBe(200);
    const answers = ((await retry.json()) as { Items: { Status: string }[] }).Items.map((i) => i.Status);
    expect(answers.slice(0, acked.length).every((s) => s === 'AlreadyApplied')).toBe(true);
    const rest = answers.slice(acked.length);
    expect(rest.every((s) => s === 'Applied' || s === 'AlreadyApplied')).toBe(true);
    expect(rest.filter((s) => s === 'AlreadyApplied').length).toBeGreaterThanOrEqual(partial);
    expect(rest.filter((s) => s === 'Applied').length).toBeGreaterThan(0);
    await caughtUp(tdb.url);
    second.child.kill('SIGTERM');
    await second.exited;

    // One clean pass of the same queue into another database.
    const clean = await createTestApp({ runProjections: true });
    try {
      const admin = { Authorization: `Bearer ${(await clean.signIn('admin')).token}` };
      const once = await clean.http
        .post(`/api/v1/stations/${p.stationId}/sync`)
        .set(admin)
        .send({ Items: [...acked, ...inFlight] });
      expect(once.status).toBe(200);
      await caughtUp(clean.t.url);
      const crashed = await ledgerState(db);
      const cleanState = await ledgerState(clean.t.db);
      expect(crashed.events).toEqual(cleanState.events);
      expect(crashed.tables).toEqual(cleanState.tables);
    } finally {
      await clean.close();
    }
  }, 240_000);
});
