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
import { connectFakeQbo, type FakeQbo, startFakeQbo } from '../../../../../tests/support/fake-qbo';

// Issue 16 "Done when": a worker killed mid-export (kill -9 of a child process running apps/worker's
// module, BUILT) and the job taken back by another worker: QuickBooks (the local fake, through the
// worker's real QboClient) receives each entity exactly once and balanced; the same when it answers
// 429 or 401 first. The API here only enqueues (RUN_JOBS=false); the workers are child processes whose
// entity source is a stand-in (tests/support/export-worker-stand-in.js: entities from a file). One case
// posts to a recording stand-in over HTTP instead, to kill the worker at the exact worst moment:
// after QuickBooks took a post, before its answer reached the worker.

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
  let fake: FakeQbo;
  const qbo = new RecordingAccounting();
  /** Called once QuickBooks has applied a post, before it answers: may kill the worker that sent it. */
  let afterApplied: (key: string) => Promise<'answer' | 'drop'> = async () => 'answer';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-export-retry-'));
  const entitiesFile = path.join(dir, 'entities.json');
  const children: ChildProcess[] = [];
  const prefix = `intermission-test-${process.pid}-${Date.now()}`;

  async function startWorker(post: 'fake' | 'recorder'): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['-r', dieWithParent, childMain], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: a.t.url,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        DATA_DIR: path.join(dir, 'data'),
        // The test app's secrets (its data folder's generated ones): the worker decrypts the QBO tokens it saved.
        JWT_SECRET: a.config.jwtSecret,
        PIN_SECRET: a.config.pinSecret,
        TOKEN_ENCRYPTION_KEY: a.config.tokenEncryptionKeys.join(','),
        LOG_LEVEL: 'silent',
        // A killed worker's job is taken back after 2 s instead of 30.
        JOB_LOCK_MS: '2000',
        EXPORT_STANDIN_ENTITIES: entitiesFile,
        ...(post === 'recorder' ? { EXPORT_STANDIN_QBO_URL: qboUrl } : {}),
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
    fake = await startFakeQbo({
      accounts: [
        { name: 'Cost of Goods Sold', type: 'Cost of Goods Sold' },
        { name: 'Inventory Asset', type: 'Other Current Asset' },
      ],
    });
    await connectFakeQbo(a, await admin(), fake);
  }, 120_000);

  afterAll(async () => {
    // The workers end before their database is dropped.
    await stopWorkers();
    await fake?.close();
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await a?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function stopWorkers() {
    const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
    await Promise.all(
      alive.map((c) => {
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        return Promise.race([exited, sleep(10_000)]);
      }),
    );
  }
  /** The fake's journal entries by DocNumber: how many of each, and whether each balances (Σ debits = Σ credits). */
  function journal() {
    const found = new Map<string, { count: number; balanced: boolean }>();
    for (const je of fake.entities('JournalEntry') as { DocNumber: string; Line: { Amount: number; JournalEntryLineDetail: { PostingType: string } }[] }[]) {
      const cents = (kind: string) =>
        je.Line.filter((l) => l.JournalEntryLineDetail.PostingType === kind).reduce((sum, l) => sum + Math.round(l.Amount * 100), 0);
      const was = found.get(je.DocNumber);
      found.set(je.DocNumber, { count: (was?.count ?? 0) + 1, balanced: cents('Debit') === cents('Credit') && cents('Debit') > 0 });
    }
    return found;
  }
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
    const first = await startWorker('recorder');
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
    await startWorker('recorder');
    const run = await finished(1, res.body.Export.ExportId, 60_000);
    expect(run).toMatchObject({ Status: 'Done', ItemCount: 4, ItemsDone: 4 });
    exactlyOnce(entities.map((e) => e.Key));
    await stopWorkers();
    // The second entry was sent twice with one request id: the second answered the first again.
    const second = qbo.posts.filter((p) => p.entity.Key === 'transfer:502');
    expect(second.map((p) => p.applied)).toEqual([true, false]);
    expect(new Set(second.map((p) => p.requestId)).size).toBe(1);
  }, 120_000);

  it('the fake QBO: a worker killed mid-export, another takes the job back; each entry arrives once and balanced', async () => {
    const entities = [1, 2, 3, 4, 5].map((i) => transferEntity(600 + i, `2026-04-0${i}`, `${i}1.40`));
    fs.writeFileSync(entitiesFile, JSON.stringify(entities));
    const first = await startWorker('fake');
    const res = await a.http
      .post('/api/v1/exports/export/')
      .set(await admin())
      .send({ ExportTypeId: 1, FromDate: '2026-04-01', ToDate: '2026-04-30' });
    expect(res.status).toBe(200);
    // Killed as soon as QuickBooks has created two entries (the third may be on its way).
    for (const until = Date.now() + 30_000; fake.callsTo('/journalentry').filter((r) => r.method === 'POST').length < 2; await sleep(5))
      if (Date.now() > until) throw new Error('The worker posted nothing');
    first.kill('SIGKILL');
    await startWorker('fake');
    const run = await finished(1, res.body.Export.ExportId, 60_000);
    expect(run).toMatchObject({ Status: 'Done', ItemCount: 5, ItemsDone: 5 });
    const entries = journal();
    expect(entities.map((e) => [e.DocNumber, entries.get(e.DocNumber)])).toEqual(entities.map((e) => [e.DocNumber, { count: 1, balanced: true }]));
  }, 120_000);

  it.each([
    { status: 429 as const, failure: { kind: 429 as const, retryAfterSeconds: 1 } },
    { status: 401 as const, failure: { kind: 401 as const } },
  ])(
    'the fake QBO answering $status first: each entry arrives once and balanced',
    async ({ status, failure }) => {
      const day = status === 429 ? '2026-02' : '2026-01';
      const entities = [1, 2, 3].map((i) => transferEntity(status * 10 + i, `${day}-1${i}`, `${i}.75`));
      fs.writeFileSync(entitiesFile, JSON.stringify(entities));
      if (!children.some((c) => c.exitCode === null && c.signalCode === null)) await startWorker('fake');
      fake.failNext(failure, /POST \/v3\/company\/[^/]+\/journalentry/);
      const res = await a.http
        .post('/api/v1/exports/export/')
        .set(await admin())
        .send({ ExportTypeId: 1, FromDate: `${day}-01`, ToDate: `${day}-28` });
      const run = await finished(1, res.body.Export.ExportId, 60_000);
      expect(run).toMatchObject({ Status: 'Done', ItemCount: 3, ItemsDone: 3 });
      const entries = journal();
      expect(entities.map((e) => [e.DocNumber, entries.get(e.DocNumber)])).toEqual(entities.map((e) => [e.DocNumber, { count: 1, balanced: true }]));
      // QuickBooks did answer it.
      expect(fake.callsTo('/journalentry').some((r) => r.answered === status)).toBe(true);
      const log = await a.http
        .post('/api/v1/exports/QBOExports/')
        .set(await admin())
        .send({ ExportTypeId: 1, FromDate: `${day}-01`, ToDate: `${day}-28` });
      expect(log.body.map((r: { Status: string }) => r.Status)).toEqual(['Success', 'Success', 'Success']);
    },
    120_000,
  );
});
