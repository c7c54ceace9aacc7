import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isBalanced } from '@intermission/domain';
import { AccountingRefusal } from '../export-ports';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { describeWithRedis } from '../../../../../tests/support/test-redis';
import { RecordingAccounting, transferEntity } from '../../../../../tests/support/export-stand-ins';

// Issue 16 "Done when": a worker killed mid-export (kill -9 of a child process running apps/worker's
// module, BUILT) and the job taken back by another worker: the accounting service receives each
// entity exactly once and balanced; the same when it answers 429 or 401 first. The API here only
// enqueues (RUN_JOBS=false); the workers are child processes whose seams are stand-ins
// (tests/support/export-worker-stand-in.js): entities from a file, posts over HTTP to this process.

const root = path.resolve(__dirname, '../../../../..');
const childMain = path.join(root, 'tests/support/export-worker-stand-in.js');
const dieWithParent = path.join(root, 'tests/distributed/die-with-parent.js');
const built = ['apps/worker/dist/worker.module.js', 'apps/api/dist/exports/runs/export-runner.service.js'].every((f) => fs.existsSync(path.join(root, f)));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const suite = (name: string, fn: (redisUrl: string) => void) =>
  built
    ? describeWithRedis(name, fn)
    : describe.skip(`${name} (skipped: the server build is missing: run npm run build:server)`, () => it('needs the build', () => undefined));

suite('an export job retried after its worker is killed, and after 429 or 401', (redisUrl) => {
  let a: TestApp;
  let server: http.Server;
  let qboUrl: string;
  const qbo = new RecordingAccounting();
  /** Called once QuickBooks has applied a post, before it answers: may kill the worker that sent it. */
  let afterApplied: (key: string) => Promise<'answer' | 'drop'> = async () => 'answer';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-export-retry-'));
  const entitiesFile = path.join(dir, 'entities.json');
  const children: ChildProcess[] = [];
  const prefix = `intermission-test-${process.pid}-${Date.now()}`;

  async function startWorker(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['-r', dieWithParent, childMain], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: a.t.url,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: 'silent',
        // A killed worker's job is taken back after 2 s instead of 30.
        JOB_LOCK_MS: '2000',
        EXPORT_STANDIN_ENTITIES: entitiesFile,
        EXPORT_STANDIN_QBO_URL: qboUrl,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('ready')) resolve();
      });
      child.on('exit', () => reject(new Error(`The worker exited: ${err}`)));
    });
    return child;
  }

  beforeAll(async () => {
    a = await createTestApp({ redisUrl, runJobs: false, queuePrefix: prefix });
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', async () => {
        const { entity, requestId, existing } = JSON.parse(body);
        try {
          const answer = await qbo.post(entity, requestId, existing);
          if ((await afterApplied(entity.Key)) === 'drop') return;
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        } catch (e) {
          const r = e as AccountingRefusal;
          res.writeHead(r.httpStatus ?? 500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: r.message, retryable: r.retryable }));
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    qboUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/post`;
  }, 120_000);

  afterAll(async () => {
    // The workers end before their database is dropped.
    const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
    await Promise.all(
      alive.map((c) => {
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        return Promise.race([exited, sleep(10_000)]);
      }),
    );
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await a?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const admin = async () => ({ Authorization: `Bearer ${(await a.signIn('admin')).token}` });
  async function finished(typeId: number, id: number, timeoutMs: number) {
    const h = await admin();
    for (const until = Date.now() + timeoutMs; ;) {
      const runs = (await a.http.get(`/api/v1/exports/history/${typeId}`).set(h)).body as { ExportId: number; Status: string }[];
      const run = runs.find((r) => r.ExportId === id);
      if (run && (run.Status === 'Done' || run.Status === 'Failed')) return run;
      if (Date.now() > until) throw new Error(`Export ${id} did not finish: ${JSON.stringify(run)}`);
      await sleep(100);
    }
  }
  const exactlyOnce = (keys: string[]) => {
    const applied = qbo.appliedByKey();
    for (const k of keys) {
      expect([k, applied.get(k)?.length]).toEqual([k, 1]);
      expect(isBalanced(applied.get(k)![0]!.entity)).toBe(true);
    }
  };

  it('a worker killed after QuickBooks took a post: another takes the job back and each entity arrives once', async () => {
    const entities = [1, 2, 3, 4].map((i) => transferEntity(500 + i, `2026-03-0${i}`, `${i}0.25`));
    fs.writeFileSync(entitiesFile, JSON.stringify(entities));
    const first = await startWorker();
    // QuickBooks takes the second entry; its worker dies before the answer reaches it.
    afterApplied = async (key) => {
      if (key !== 'transfer:502') return 'answer';
      afterApplied = async () => 'answer';
      first.kill('SIGKILL');
      return 'drop';
    };
    const res = await a.http
      .post('/api/v1/exports/export/')
      .set(await admin())
      .send({ ExportTypeId: 1, FromDate: '2026-03-01', ToDate: '2026-03-31' });
    expect(res.status).toBe(200);
    for (const until = Date.now() + 30_000; first.signalCode !== 'SIGKILL'; await sleep(50))
      if (Date.now() > until) throw new Error('The worker was not killed');
    await startWorker();
    const run = await finished(1, res.body.Export.ExportId, 60_000);
    expect(run).toMatchObject({ Status: 'Done', ItemCount: 4, ItemsDone: 4 });
    exactlyOnce(entities.map((e) => e.Key));
    // The second entry was sent twice with one request id: the second answered the first again.
    const second = qbo.posts.filter((p) => p.entity.Key === 'transfer:502');
    expect(second.map((p) => p.applied)).toEqual([true, false]);
    expect(new Set(second.map((p) => p.requestId)).size).toBe(1);
  }, 120_000);

  it.each([
    { status: 429, message: 'ThrottleExceeded: Retry-After 1' },
    { status: 401, message: 'AuthenticationFailed: the token expired' },
  ])(
    'QuickBooks answering $status first: the job is retried with backoff and each entity arrives once',
    async ({ status, message }) => {
      const day = status === 429 ? '2026-02' : '2026-01';
      const entities = [1, 2, 3].map((i) => transferEntity(status * 10 + i, `${day}-1${i}`, `${i}.75`));
      fs.writeFileSync(entitiesFile, JSON.stringify(entities));
      if (!children.some((c) => c.exitCode === null && c.signalCode === null)) await startWorker();
      qbo.failures.push(new AccountingRefusal(message, status, true));
      const res = await a.http
        .post('/api/v1/exports/export/')
        .set(await admin())
        .send({ ExportTypeId: 1, FromDate: `${day}-01`, ToDate: `${day}-28` });
      const run = await finished(1, res.body.Export.ExportId, 60_000);
      expect(run).toMatchObject({ Status: 'Done', ItemCount: 3, ItemsDone: 3 });
      exactlyOnce(entities.map((e) => e.Key));
      // The refused attempt is in the first entry's detail, then the post that passed.
      const log = await a.http
        .post('/api/v1/exports/QBOExports/')
        .set(await admin())
        .send({ ExportTypeId: 1, FromDate: `${day}-01`, ToDate: `${day}-28` });
      expect(log.body.map((r: { Status: string }) => r.Status)).toEqual(['Success', 'Success', 'Success']);
      const detail = await a.http.get(`/api/v1/exports/QBOExports/${log.body[0].Id}`).set(await admin());
      expect(detail.body.Attempts.map((x: { HttpStatus: number }) => x.HttpStatus)).toEqual([status, 200]);
    },
    120_000,
  );
});
