#!/usr/bin/env node
// The distributed mode of docker-compose.yml without Docker: one fresh database on the local
// PostgreSQL, one Redis (own BullMQ prefix), two APIs (RUN_JOBS=false, RUN_PROJECTIONS=false) and
// two apps/worker processes, all from the built dist (`npm run build:server` first).
//
//   node tests/distributed/start.js        prints the URLs; Ctrl-C stops everything and drops the database
//
// tests/distributed/distributed.int.spec.ts drives it through startDistributed().
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const apiMain = path.join(root, 'apps/api/dist/main.js');
const workerMain = path.join(root, 'apps/worker/dist/main.js');
const seedModule = path.join(root, 'apps/api/dist/seed/demo-operator.js');

const defaultAdminUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const defaultRedisUrl = () => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Why the distributed run cannot start here (the build or a server is missing), or null. */
function missingBuild() {
  const missing = [apiMain, workerMain, seedModule].filter((f) => !fs.existsSync(f));
  return missing.length ? `the server build is missing (${missing.map((f) => path.relative(root, f)).join(', ')}): run npm run build:server` : null;
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls check() until it answers truthy; throws with what() after timeoutMs. */
async function waitFor(check, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check().catch(() => undefined);
    if (v) return v;
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await sleep(100);
  }
}

/**
 * Starts the distributed deployment. Worker 1 starts first and is waited for until it holds every
 * projection's lock (so the run knows which worker applies the batches); worker 2 then stands by.
 * Answers { databaseUrl, apis: [{ name, url, pid }], workers: [...], kill(name), stop() }.
 */
async function startDistributed(o = {}) {
  const problem = missingBuild();
  if (problem) throw new Error(problem);
  const { Client } = require('pg');
  const { sql } = require('kysely');
  const { createDb, withDatabase } = require('@intermission/db');
  const { migrateToLatest } = require('@intermission/migrations');
  const { registeredProjections } = require('@intermission/projections');
  const { seedDemoOperator } = require(seedModule);
  const adminUrl = o.adminUrl ?? defaultAdminUrl();
  const redisUrl = o.redisUrl ?? defaultRedisUrl();
  const log = o.log ?? (() => undefined);
  const suffix = randomBytes(5).toString('hex');
  const dbName = `intermission_test_dist_${suffix}`;
  const queuePrefix = `intermission-dist-${suffix}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-dist-'));
  const databaseUrl = withDatabase(adminUrl, dbName);
  const procs = [];
  let db;

  const admin = async (fn) => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  async function stop() {
    await Promise.all(procs.map((p) => stopProcess(p)));
    if (db) await db.destroy().catch(() => undefined);
    db = undefined;
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(dbName)} WITH (FORCE)`)).catch((err) => log(`drop ${dbName}: ${err.message}`));
    await clearRedis(redisUrl, queuePrefix).catch((err) => log(`Redis clean-up: ${err.message}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    DATA_DIR: dataDir,
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    SIGN_IN_RATE_LIMIT: '1000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    NO_COLOR: '1',
  };
  delete env.EVENTSTORE_URL;
  delete env.REPORTS_SCHEMA;
  delete env.PORT;

  function launch(name, script, extraEnv) {
    const logFile = path.join(dataDir, `${name}.log`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, ['-r', path.join(__dirname, 'die-with-parent.js'), script], {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['pipe', out, out],
    });
    fs.closeSync(out);
    const p = { name, child, pid: child.pid, logFile, exited: false, signal: null, code: null };
    p.exit = new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        Object.assign(p, { exited: true, code, signal });
        resolve({ code, signal });
      }),
    );
    procs.push(p);
    return p;
  }
  const tail = (p) => `${p.name} (pid ${p.pid}${p.exited ? `, exited ${p.signal ?? p.code}` : ''}); its log ends:\n${readTail(p.logFile)}`;
  const alive = (p) => {
    if (p.exited) throw new Error(`${p.name} exited during start-up: ${tail(p)}`);
  };

  try {
    await admin((c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(dbName)}`));
    db = createDb({ connectionString: databaseUrl, max: 3, applicationName: 'intermission-dist-driver' });
    await migrateToLatest(db);
    // What `npm start` seeds on an empty database (the API would too, but two APIs starting at once would race on it).
    await seedDemoOperator(db);
    log(`Database ${dbName} migrated and seeded`);

    const projectionCount = registeredProjections().length;
    const heldLocks = async () => {
      const { rows } = await admin((c) =>
        c.query(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
           WHERE l.locktype = 'advisory' AND l.granted AND d.datname = $1`,
          [dbName],
        ),
      );
      return rows[0].n;
    };
    const workerReady = (p) => async () => {
      alive(p);
      return readTail(p.logFile, 1e6).includes('Consuming job queues');
    };

    // Worker-1 and the APIs start together; worker-2 once worker-1 holds every lock.
    const w1 = launch('worker-1', workerMain, {});
    const ports = o.ports ?? [await freePort(), await freePort()];
    const apis = ports.map((port, i) => {
      const p = launch(`api-${i + 1}`, apiMain, { PORT: String(port), RUN_JOBS: 'false', RUN_PROJECTIONS: 'false' });
      p.url = `http://127.0.0.1:${port}`;
      return p;
    });
    await waitFor(workerReady(w1), 60_000, () => `worker-1 to start: ${tail(w1)}`);
    // The lock alone is not enough: the runner creates its tables and checkpoint after taking it,
    // and until then the APIs' stock calls fail ("Projection stock has not started").
    const caughtUp = async () =>
      Number((await sql`SELECT count(*) AS n FROM es.projection_checkpoints WHERE status = 'running' AND caught_up`.execute(db)).rows[0].n);
    await waitFor(
      async () => {
        alive(w1);
        return (await heldLocks()) === projectionCount && (await caughtUp()) === projectionCount;
      },
      60_000,
      () => `worker-1 to hold the ${projectionCount} projection locks and catch up: ${tail(w1)}`,
    );
    log('worker-1 holds every projection lock');
    const w2 = launch('worker-2', workerMain, {});
    await waitFor(workerReady(w2), 60_000, () => `worker-2 to start: ${tail(w2)}`);
    for (const a of apis)
      await waitFor(
        async () => {
          alive(a);
          return (await fetch(`${a.url}/api/health`)).ok;
        },
        90_000,
        () => `${a.name} to answer /api/health: ${tail(a)}`,
      );
    log(`Started ${procs.map((p) => `${p.name} (pid ${p.pid})`).join(', ')}`);
    const describe = (p) => ({ name: p.name, pid: p.pid, url: p.url, logFile: p.logFile });
    return {
      databaseUrl,
      databaseName: dbName,
      adminUrl,
      redisUrl,
      queuePrefix,
      dataDir,
      outboxDir: env.OUTBOX_DIR,
      apis: apis.map(describe),
      workers: [w1, w2].map(describe),
      /** Sends a signal (SIGKILL by default) to one process by name and answers how it exited. */
      async kill(name, signal = 'SIGKILL') {
        const p = procs.find((x) => x.name === name);
        if (!p) throw new Error(`No process ${name}`);
        if (!p.exited) p.child.kill(signal);
        return p.exit;
      },
      exited: (name) => procs.find((x) => x.name === name)?.exited ?? false,
      logOf: (name) => readTail(procs.find((x) => x.name === name).logFile),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** SIGTERM, then SIGKILL if it has not exited within 10 s. */
async function stopProcess(p) {
  if (p.exited) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.exited || p.child.kill('SIGKILL'), 10_000);
  await p.exit;
  clearTimeout(timer);
}

function readTail(file, chars = 3000) {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.slice(-chars);
  } catch {
    return '';
  }
}

/** Deletes this run's BullMQ keys. */
async function clearRedis(redisUrl, prefix) {
  const Redis = require('ioredis');
  const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null, connectTimeout: 2000 });
  try {
    await r.connect();
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await r.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
}

module.exports = { startDistributed, missingBuild };

if (require.main === module) {
  startDistributed({ log: (l) => console.log(l) })
    .then((run) => {
      console.log('');
      for (const a of run.apis) console.log(`${a.name}: ${a.url}  (API ${a.url}/api/v1, health ${a.url}/api/health)`);
      for (const w of run.workers) console.log(`${w.name}: pid ${w.pid}`);
      console.log(`Database ${run.databaseUrl}, Redis ${run.redisUrl} (prefix ${run.queuePrefix})`);
      console.log(`Logs: ${path.dirname(run.apis[0].logFile)}; demo sign-ins as for npm start (admin / admin).`);
      console.log('Press Ctrl-C to stop them and drop the database.');
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        run.stop().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
